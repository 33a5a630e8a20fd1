package export

import (
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/source"
)

// Export, Pod and Service are the kinds the reconciler watches.
type (
	Export  struct{}
	Pod     struct{}
	Service struct{}
)

func (*Export) GetName() string  { return "" }
func (*Pod) GetName() string     { return "" }
func (*Service) GetName() string { return "" }

// setupWithManager wires the reconciler the builder way: four watches,
// the channel's through the raw source.
func setupWithManager(mgr any, r *Reconciler, events chan client.Object) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&Export{}).
		Owns(&Pod{}).
		Watches(&Service{}, &handler.EnqueueRequestForObject{}).
		WatchesRawSource(source.Channel(events, &handler.EnqueueRequestForObject{})).
		Complete(r)
}

// add wires it the controller way: the reconciled kind through a
// conversion to client.Object, the owned kinds in a loop (where only the
// expression says what is watched), one from a function literal (the
// declaration around it sets it up).
func add(c controller.Controller, cache any) error {
	if err := c.Watch(source.Kind(cache, client.Object(&Export{}), &handler.EnqueueRequestForObject{})); err != nil {
		return err
	}
	for _, obj := range []client.Object{&Pod{}, &Service{}} {
		if err := c.Watch(source.Kind(cache, obj, &handler.EnqueueRequestForObject{})); err != nil {
			return err
		}
	}
	later := func() error {
		return c.Watch(source.Kind[client.Object](cache, &Service{}, &handler.EnqueueRequestForObject{}))
	}
	return later()
}

// query has a For of its own, and the builder package a function For:
// neither is a watch.
type query struct{}

func (q query) For(obj client.Object) query { return q }

func notWatches() {
	query{}.For(&Pod{})
	builder.For(&Pod{})
}

// A watch outside any function (a package-level variable) belongs to no
// setup function; it is not listed.
var pkgWatch = source.Kind[client.Object](nil, &Export{}, &handler.EnqueueRequestForObject{})
