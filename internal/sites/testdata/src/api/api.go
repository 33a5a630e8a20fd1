// Package api performs the effect.
package api

// Do is the effect.
func Do() {}
