// Package v1 is a hand-written stand-in for apimachinery's meta/v1.
package v1

import "k8s.io/apimachinery/pkg/types"

type ObjectMeta struct {
	Name, Namespace   string
	UID               types.UID
	DeletionTimestamp *Time
}

type Time struct{ Unix int64 }
