// Package types is a hand-written stand-in for the apimachinery types package.
package types

type UID string
