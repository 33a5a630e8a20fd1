// Package podseam keeps the file operations its callers use in exported // want package:`stored podseam.removeQuietly: p reaches os.Remove`
// variables, so that tests can swap them: a call through one is still the
// operation it holds.
package podseam

import "os"

// Remove is os.Remove unless a test replaces it.
var Remove = os.Remove

// Ops are the operations a caller may be handed.
type Ops struct {
	Stat func(string) (os.FileInfo, error)
}

// Default is what production code uses.
func Default() Ops { return Ops{Stat: os.Stat} }

// ReadOnly opens nothing: its Stat is a function of the package that
// only builds a name (a close negative).
func ReadOnly() Ops { return Ops{Stat: describe} }

func describe(string) (os.FileInfo, error) { return nil, nil }

// RemoveQuietly holds an unexported function: facts on it stay in this
// package, which publishes its summary with what it stores.
var RemoveQuietly = removeQuietly

func removeQuietly(p string) error {
	if err := os.Remove(p); !os.IsNotExist(err) {
		return err
	}
	return nil
}

// Cleanups is the table of cleanup steps production code runs on a path.
func Cleanups() []func(string) error { return []func(string) error{os.Remove} }
