// Package source stands in for controller-runtime's source package.
package source

import (
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
)

// Source is where a controller's events come from.
type Source interface{ Start() error }

type src struct{}

func (src) Start() error { return nil }

// Kind is the events of one kind of stored object, from the cache.
func Kind[object client.Object](cache any, obj object, h handler.TypedEventHandler[object]) Source {
	return src{}
}

// Channel is the events sent on a channel.
func Channel[object any](ch <-chan object, h handler.TypedEventHandler[object]) Source {
	return src{}
}
