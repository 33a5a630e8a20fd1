package crossing

import "example.com/shared"

// Twice calls Detect twice: one crossing. The function value before the
// calls is not kept by the test's filter, so it does not use up the once.
func Twice() { // want Twice:"chroot via shared.Both→shared.Odd→sys.Chroot; mount via shared.Both→sys.Mount"
	f := shared.Detect
	shared.Detect() // want `mount via shared.Detect → shared.MountBlock → sys.Mount \(shared.go:7\)`
	shared.Detect()
	shared.Both() // want `chroot via shared.Both → shared.Odd → sys.Chroot \(shared.go:25\)` `mount via shared.Both → sys.Mount \(shared.go:34\)`
	shared.Both()
	f()
}

// Other is another caller: its call of Detect is a crossing of its own.
func Other() { // want Other:"mount via shared.Detect→shared.MountBlock→sys.Mount"
	shared.Detect() // want `mount via shared.Detect → shared.MountBlock → sys.Mount \(shared.go:7\)`
	local()
}

// local is in the package: calling it crosses nothing.
func local() { // want local:"mount via shared.Detect→shared.MountBlock→sys.Mount"
	shared.Detect() // want `mount via shared.Detect → shared.MountBlock → sys.Mount \(shared.go:7\)`
}

// Harmless reaches nothing: no crossing.
func Harmless() {
	shared.Harmless()
}
