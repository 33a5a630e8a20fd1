// Package os is not the standard library's: a function of the same package
// name and function name is not the restricted one.
package os

func IsNotExist(err error) bool { return err == nil }
