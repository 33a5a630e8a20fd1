// Package lib is shared code that reaches the effect.
package lib

import "api"

// Helper reaches api.Do.
func Helper() { api.Do() } // want Helper:"reaches do"

// Clean reaches nothing.
func Clean() {}
