// Package labels stands in for apimachinery's label sets.
package labels

// Set is a label selector's set.
type Set map[string]string

// SelectorFromSet builds a selector.
func SelectorFromSet(s Set) string { return "" }
