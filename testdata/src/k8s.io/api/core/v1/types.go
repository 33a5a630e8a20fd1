// Package v1 is a hand-written stand-in for k8s.io/api/core/v1.
package v1

type Pod struct{ Name string }

type PodConditionType string
