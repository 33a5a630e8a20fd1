// Package labels stands in for k8s.io/apimachinery/pkg/labels.
package labels

type Set map[string]string

type Selector interface{ String() string }

func SelectorFromSet(s Set) Selector { return nil }

// Parse parses a selector's string form.
func Parse(selector string) (Selector, error) { return nil, nil }

// Merge returns a set with the labels of both, labels2's winning.
func Merge(labels1, labels2 Set) Set { return nil }
