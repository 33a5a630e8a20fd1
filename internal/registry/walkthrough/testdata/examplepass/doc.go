// Package examplepass is the pass docs/architecture.md's walkthrough adds:
// a transitive pass that shows in the map, built only by the walkthrough
// test (it lives under testdata, so no kvlint binary links it).
//
// # Analyzer examplepass
//
// examplepass: a component reaches a beep it is not allowed to make
//
// The section names the calls that beep and the components that may reach
// them:
//
//	examplepass:
//	  beeps: [example.com/beep.Beep]
//	  components: [back]
//
// XP9001 reports a call, in any other component, that beeps or reaches a
// beep through functions of other components or of shared code.
package examplepass

import _ "embed"

//go:embed doc.go
var doc string
