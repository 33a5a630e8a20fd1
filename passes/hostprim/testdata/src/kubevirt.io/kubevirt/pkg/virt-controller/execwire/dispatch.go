package execwire

import (
	"fmt"
	"os/exec"
)

// Exec wrappers held behind an interface or in a function-typed field, as
// code that swaps its executor in tests holds them: a call through either
// runs the binary its argument names, as a call of the wrapper would.

type executor interface {
	Exec(bin string, args ...string) error
}

type hostExecutor struct{}

func (hostExecutor) Exec(bin string, args ...string) error { // want Exec:"runs the binary its argument 0 names"
	return exec.Command(bin, args...).Run()
}

type labeler struct {
	ex       executor
	execFunc func(bin string, args ...string) ([]byte, error)
}

func defaultExecFunc(bin string, args ...string) ([]byte, error) {
	return exec.Command(bin, args...).CombinedOutput()
}

func newLabeler() *labeler { return &labeler{ex: hostExecutor{}, execFunc: defaultExecFunc} }

func (l *labeler) mountAll() error { // want mountAll:"mount via exec mount"
	return l.ex.Exec("mount", "-a") // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

func (l *labeler) enterHost() error { // want enterHost:"namespace via exec nsenter"
	_, err := l.execFunc("nsenter", "-t", "1", "-m") // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$` `HP1003: privileged helper "nsenter" is executed by bare name`
	return err
}

// run passes its parameter on through the field: a wrapper of the wrapper.
// Its fact (as imageInfo's) carries only the call through the field, which
// another package could store into: no effect of its own.
func (l *labeler) run(bin string) error {
	_, err := l.execFunc(bin, "-l")
	return err
}

func (l *labeler) unmountAll() error { // want unmountAll:"mount via exec umount"
	return l.run("/bin/umount") // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func (l *labeler) mountExcused() error { // want mountExcused:"mount via exec mount"
	//kvlint:ignore HP1001,HP1002 fixture: a reviewed exception
	return l.ex.Exec("mount", "-a")
}

// Close negatives: a binary of no category through the interface, and an
// interface of the same shape whose only stored value prints.
func (l *labeler) imageInfo() error { return l.ex.Exec("qemu-img", "info") }

type printer interface {
	Exec(bin string, args ...string) error
}

type echo struct{}

func (echo) Exec(bin string, args ...string) error {
	fmt.Println(bin, args)
	return nil
}

func echoMount(p printer) error { return p.Exec("mount", "-a") }

func echoIt() error { return echoMount(echo{}) }

var _, _, _, _, _, _, _ = newLabeler, (*labeler).mountAll, (*labeler).enterHost, (*labeler).unmountAll, (*labeler).mountExcused, (*labeler).imageInfo, echoIt

// A method expression stored in a func field: its receiver is the call's
// first argument, the binary the second.
type shellExecutor struct{}

func (*shellExecutor) Exec(bin string, args ...string) error { // want Exec:"runs the binary its argument 0 names"
	return exec.Command(bin, args...).Run()
}

type runner struct {
	run func(e *shellExecutor, bin string, args ...string) error
}

func newRunner() *runner { return &runner{run: (*shellExecutor).Exec} }

func (r *runner) mountWith(e *shellExecutor) error { // want mountWith:"mount via exec mount"
	return r.run(e, "mount", "-a") // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

var _, _ = newRunner, (*runner).mountWith
