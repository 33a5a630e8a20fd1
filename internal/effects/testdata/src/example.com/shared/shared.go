package shared

import "example.com/sys"

// MountBlock mounts directly.
func MountBlock(dst string) error { // want MountBlock:"mount via sys.Mount"
	return sys.Mount("/dev/x", dst)
}

// Detect reaches mount through a same-package call.
func Detect() { // want Detect:"mount via MountBlock→sys.Mount"
	_ = MountBlock("/x")
}

// Even and Odd are mutually recursive; only Odd chroots.
func Even(n int) bool { // want Even:"chroot via Odd→sys.Chroot"
	if n == 0 {
		return true
	}
	return Odd(n - 1)
}

func Odd(n int) bool { // want Odd:"chroot via sys.Chroot"
	if n == 0 {
		_ = sys.Chroot("/")
		return false
	}
	return Even(n - 1)
}

// Both reaches mount twice; the witness is the shortest chain.
func Both() { // want Both:"chroot via Odd→sys.Chroot; mount via sys.Mount"
	Detect()
	_ = sys.Mount("a", "b")
	Odd(1)
}

// InClosure performs the effect in a closure: it belongs to InClosure.
func InClosure() func() { // want InClosure:"mount via sys.Mount"
	return func() { _ = sys.Mount("a", "b") }
}

// Async reaches chroot through go and defer.
func Async() { // want Async:"chroot via Odd→sys.Chroot"
	go Odd(3)
	defer Even(2)
}

type Mounter struct{}

func (Mounter) Do() { // want Do:"mount via sys.Mount"
	_ = sys.Mount("a", "b")
}

// MethodValue hands a method value on: assumed to be called.
func MethodValue(run func(func())) { // want MethodValue:"mount via Mounter.Do→sys.Mount"
	var m Mounter
	run(m.Do)
}

type Doer interface{ Do() }

// ThroughInterface is not followed: its target is not static.
func ThroughInterface(d Doer) {
	d.Do()
}

// ThroughFuncValue is not followed either.
func ThroughFuncValue(f func()) {
	f()
}

// Harmless performs no effect and gets no fact.
func Harmless() int { return sys.Getpid() }
