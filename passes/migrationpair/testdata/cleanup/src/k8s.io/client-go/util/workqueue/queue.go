// Package workqueue is a hand-written stand-in for client-go's work queues.
package workqueue

import "time"

type TypedInterface[T comparable] interface {
	Add(item T)
	Forget(item T)
}

type TypedDelayingInterface[T comparable] interface {
	TypedInterface[T]
	AddAfter(item T, d time.Duration)
}

type TypedRateLimitingInterface[T comparable] interface {
	TypedDelayingInterface[T]
	AddRateLimited(item T)
}
