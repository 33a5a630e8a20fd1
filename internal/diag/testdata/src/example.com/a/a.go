package a

func raw()  {}
func bare() {}

func reported() {
	raw() // want `HP1001: raw primitive`
}

func sameLine() {
	raw() //kvlint:ignore HP1001 the wrapper itself
}

func lineAbove() {
	//kvlint:ignore HP1001 the wrapper itself
	raw()
}

func byPassName() {
	//kvlint:ignore hostprim whole pass, with a reason
	raw()
}

func severalCodes() {
	//kvlint:ignore SF1001,HP1001 two passes named; SF1001's pass did not run here
	raw()
}

func tooFarAbove() {
	/* want `KV0001: directive for HP1001 suppressed nothing here` */ //kvlint:ignore HP1001 two lines above is too far

	raw() // want `HP1001: raw primitive`
}

func stale() {
	/* want `KV0001: directive for HP1001 suppressed nothing` */ //kvlint:ignore HP1001 nothing here any more
	_ = 1
}

func stalePass() {
	/* want `KV0001: directive for pass hostprim suppressed nothing` */ //kvlint:ignore hostprim nothing here any more
	_ = 1
}

func optInOff() {
	//kvlint:ignore HP1003 the code is off, so this directive is not judged stale
	bare()
}

func malformedDoesNotSuppress() {
	//kvlint:ignore HP1001
	raw() // want `HP1001: raw primitive`
}
