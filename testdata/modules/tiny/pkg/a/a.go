// Package a is the smallest module kvlint's command tests run on.
package a

//kvlint:ignore SF1001
func A() {}
