// Package front is a component not allowed to beep.
package front

import (
	"example.com/app/util"
	"example.com/beep"
)

// Serve beeps itself and through shared code.
func Serve() {
	beep.Beep()
	util.Alert()
	util.Quiet()
}

// Wait beeps only when it is told to, which is still a path to a beep.
func Wait(loud bool) {
	if loud {
		util.Alert()
	}
}

// Hush beeps, and says why that is fine here.
func Hush() {
	//kvlint:ignore XP9001 the walkthrough's directive case
	beep.Beep()
}
