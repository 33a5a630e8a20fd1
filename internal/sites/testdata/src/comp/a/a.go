// Package a is a component's code.
package a

import (
	"api"
	"lib"
)

// Direct performs the effect itself.
func Direct() { api.Do() } // want Direct:"reaches do"

// Twice calls the helper twice: one via site.
func Twice() { // want Twice:"reaches do"
	lib.Helper()
	lib.Helper()
	lib.Clean()
}

// local calls within the package: Direct's own site answers for it.
func local() { Direct() } // want local:"reaches do"
