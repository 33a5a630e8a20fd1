// Package x is outside the module scope: analysed, never reported on.
package x

func raw() {}

func f() {
	raw()
	//kvlint:ignore HP1001 out of scope: never judged
}
