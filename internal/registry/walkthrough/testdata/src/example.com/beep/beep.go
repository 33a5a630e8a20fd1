// Package beep stands in for an API that does something a policy limits.
package beep

// Beep makes a noise.
func Beep() {}
