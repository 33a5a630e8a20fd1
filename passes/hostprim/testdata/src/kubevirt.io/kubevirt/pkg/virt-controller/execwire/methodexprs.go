package execwire

// An exec wrapper that is a method, called as a method expression
// ((hostExecutor).Exec(h, bin, …)): the binary stands one argument on,
// after the receiver.
func mountByMethodExpr() error { // want mountByMethodExpr:"mount via exec mount"
	return hostExecutor.Exec(hostExecutor{}, "mount", "-a") // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

// Close negative: a binary of no category, the same way.
func dateByMethodExpr() error {
	return hostExecutor.Exec(hostExecutor{}, "date")
}

// A wrapper that hands its parameter to one as a method expression is an
// exec wrapper too.
func runVia(bin string) error {
	return hostExecutor.Exec(hostExecutor{}, bin)
}

func mountVia() error { // want mountVia:"mount via exec mount"
	return runVia("mount") // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}
