// Package isolation lacks the function its wrapper entry requires (the code
// moved on), so the entry does not apply: a raw call here is reported, and
// the message lists only the wrappers that apply. The virt-handler entry is
// among them: this package does not import virt-handler, so its requirement
// cannot be judged here and counts as met.
package isolation

import "golang.org/x/sys/unix"

func pinThread(pid int, set *unix.CPUSet) error { // want pinThread:"sched via unix.SchedSetaffinity"
	return unix.SchedSetaffinity(pid, set) // want `HP1001: unix\.SchedSetaffinity is a raw sched primitive outside its wrapper packages`
}
