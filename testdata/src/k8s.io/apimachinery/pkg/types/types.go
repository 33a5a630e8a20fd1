// Package types is a hand-written stand-in for k8s.io/apimachinery/pkg/types.
package types

type UID string
