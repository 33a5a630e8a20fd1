package execforms

import "os/exec"

// runTool runs what its callers in the package name: a parameter's values
// are the arguments its calls pass, through runVia's own parameter too.
// It may run mount, qemu-img or nsenter.
func runTool(name string, args ...string) error { // want runTool:"mount via exec mount; namespace via exec nsenter"
	return exec.Command(name, args...).Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$` `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$` `HP1003: privileged helper "nsenter" is executed by bare name`
}

func runVia(bin string) error { // want runVia:"mount via execforms.runTool→exec mount; namespace via execforms.runTool→exec nsenter"
	return runTool(bin, "-t", "1")
}

func remount() error { // want remount:"mount via execforms.runTool→exec mount; namespace via execforms.runTool→exec nsenter"
	return runTool("mount", "-o", "remount,ro", "/")
}

func enter() error { // want enter:"mount via execforms.runVia→execforms.runTool→exec mount; namespace via execforms.runVia→execforms.runTool→exec nsenter"
	return runVia("nsenter")
}

// convert runs a tool of no category; its fact is runTool's, which may run
// the others (a parameter stands for every value passed).
func convert() error { // want convert:"mount via execforms.runTool→exec mount; namespace via execforms.runTool→exec nsenter"
	return runTool("qemu-img", "convert", "a", "b")
}
