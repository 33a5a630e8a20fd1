package worker

import "example.com/mod/backends"

// The test stores a chrooting Setter into mock: never counted.
func init() {
	w := New(backends.NewChrooter(), backends.MountHook)
	w.mock = backends.NewChrooter()
}
