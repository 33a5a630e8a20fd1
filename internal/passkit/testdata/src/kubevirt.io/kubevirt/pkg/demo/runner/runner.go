// Package runner calls through an exported interface variable that other
// packages set: the call stays pending.
package runner

// Runner is implemented elsewhere.
type Runner interface{ Run() }

// Default is set by the program's wiring.
var Default Runner

func Start() { Default.Run() } // want Start:`^pending runner\.Default\.Run via runner\.Runner\.Run$`

func helper() { Start() } // want helper:`^pending runner\.Default\.Run via runner\.Start→runner\.Runner\.Run$`
