package vmi

// worker lives in a file named like gomock's output but is no mock: its
// Run is an entry of virt-controller like any other.
type worker struct{ rounds int }

func (w *worker) Run() { w.rounds++ }
