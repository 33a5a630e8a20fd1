// Package local calls through an interface variable only it can set: the
// call resolves here and nothing is pending.
package local

type doer interface{ do() }

type impl struct{}

func (impl) do() {}

var d doer = impl{}

func Use() { d.do() }
