// Package app carries one directive that suppresses nothing (KV0001 when
// hostprim runs and the package is in scope) and one malformed directive
// (KV0002 from the directive analyzer).
package app

//kvlint:ignore HP1001 nothing here calls a host primitive
func Quiet() {}

//kvlint:ignore HP1001
func Malformed() {}
