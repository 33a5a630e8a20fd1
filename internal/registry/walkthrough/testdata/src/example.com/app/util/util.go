// Package util is shared code that beeps on behalf of its callers.
package util

import "example.com/beep"

// Alert beeps through a helper.
func Alert() { ring() }

func ring() { beep.Beep() }

// Quiet never beeps.
func Quiet() {}
