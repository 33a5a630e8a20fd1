// Package worker calls through fields whose values other packages store:
// it resolves nothing itself, and its summaries carry the calls.
package worker

import "example.com/mod/api"

type Worker struct {
	setter api.Setter
	spare  api.Setter
	hook   api.Hook
	mock   api.Setter // set only by a test
}

func New(s api.Setter, h api.Hook) *Worker {
	w := &Worker{setter: s, hook: h}
	// A cycle of copies between keys.
	w.spare = w.setter
	w.setter = w.spare
	return w
}

func (w *Worker) Run() error {
	_ = w.hook()
	_ = w.mock.Set()
	return w.setter.Set()
}

// Loop is a cycle through the worker's own calls.
func (w *Worker) Loop(n int) error {
	if n > 0 {
		return w.Loop(n - 1)
	}
	return w.Run()
}
