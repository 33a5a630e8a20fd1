package hostmount

import "golang.org/x/sys/unix"

// Seams that tests swap: exported variables and fields holding unexported
// functions. A caller in another package reaches what they hold, though
// facts on the functions themselves stay in this package.
var BlockMount = mountBlock

func mountBlock(src, dst string) error { return MountBlock(src, dst) } // want mountBlock:"mount via hostmount.MountBlock→unix.Mount"

// Seams groups the operations a caller is handed.
type Seams struct{ Detach func(string) error }

// DefaultSeams are the production operations.
var DefaultSeams = Seams{Detach: detach}

func detach(dst string) error { return unix.Unmount(dst, unix.MNT_DETACH) } // want detach:"mount via unix.Unmount"

// Describe holds a function that mounts nothing (a close negative).
var Describe = describe

func describe(dst string) string { return "mount " + dst }
