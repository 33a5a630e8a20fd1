// Package teardown declares how the handler releases what a migration
// holds, implemented in teardown/proxycleaner.
package teardown

type Cleaner interface {
	Cleanup(key string)
}
