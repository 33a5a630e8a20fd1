// Package retry stands in for client-go's conflict retry: it calls fn until
// it returns no conflict.
package retry

// Backoff is how long and how often to retry.
type Backoff struct{ Steps int }

// DefaultRetry is the backoff most callers use.
var DefaultRetry = Backoff{Steps: 5}

// RetryOnConflict calls fn until it succeeds or the backoff runs out.
func RetryOnConflict(backoff Backoff, fn func() error) error {
	var err error
	for range backoff.Steps {
		if err = fn(); err == nil {
			return nil
		}
	}
	return err
}
