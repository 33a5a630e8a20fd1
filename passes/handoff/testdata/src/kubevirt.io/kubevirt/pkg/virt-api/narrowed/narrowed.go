// Package narrowed holds the pod client behind interfaces of its own: a
// call through one is still a call of the client's method.
package narrowed

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"

	"kubevirt.io/kubevirt/pkg/podutil/narrow"
)

// podCreator narrows the pod client to the one method the app needs.
type podCreator interface {
	Create(ctx context.Context, pod *corev1.Pod) (*corev1.Pod, error)
}

// podDeleter narrows it to a method that is no channel.
type podDeleter interface {
	Delete(ctx context.Context, name string) error
}

type App struct {
	pods podCreator
	gone podDeleter
}

// New stores the client into the narrowing fields.
func New(c typedv1.PodInterface) *App { return &App{pods: c, gone: c} }

// Launch calls through the field: the channel is used.
func (a *App) Launch() { // want Launch:"launcher-pod via narrowed.podCreator.Create, implemented by v1.PodInterface.Create"
	a.pods.Create(context.Background(), &corev1.Pod{}) // want `HO1002: virt-api uses handoff channel launcher-pod directly: narrowed\.podCreator\.Create, implemented by v1\.PodInterface\.Create`
}

// Remove: a narrowing to a method no channel names (close negative). Its
// fact holds only the pending call, which an importer storing more into
// the field would resolve.
func (a *App) Remove() {
	a.gone.Delete(context.Background(), "p")
}

// Local narrows through a local variable.
func Local(c typedv1.PodInterface) { // want Local:"launcher-pod via narrowed.podCreator.Create, implemented by v1.PodInterface.Create"
	var p podCreator = c
	p.Create(context.Background(), &corev1.Pod{}) // want `HO1002: virt-api uses handoff channel launcher-pod directly: narrowed\.podCreator\.Create`
}

// Converted narrows through a conversion.
func Converted(c typedv1.PodInterface) { // want Converted:"launcher-pod via narrowed.podCreator.Create, implemented by v1.PodInterface.Create"
	p := podCreator(c)
	p.Create(context.Background(), &corev1.Pod{}) // want `HO1002: virt-api uses handoff channel launcher-pod directly`
}

// fakePods is a concrete creator that is no pod client.
type fakePods struct{}

func (fakePods) Create(context.Context, *corev1.Pod) (*corev1.Pod, error) { return nil, nil }

// Fake: a narrowing interface holding only a concrete type of the module
// calls that type's method (close negative).
func Fake() {
	var p podCreator = fakePods{}
	p.Create(context.Background(), &corev1.Pod{})
}

// Shared narrows in shared code: reported at the call that leaves virt-api.
func Shared(c typedv1.PodInterface) { // want Shared:"launcher-pod via narrow.Launch→narrow.creator.Create, implemented by v1.PodInterface.Create"
	narrow.Launch(c) // want `HO1002: virt-api reaches handoff channel launcher-pod via narrow\.Launch`
}

// Excused is suppressed with a reason.
func Excused(c typedv1.PodInterface) { // want Excused:"launcher-pod via narrowed.podCreator.Create, implemented by v1.PodInterface.Create"
	var p podCreator = c
	//kvlint:ignore HO1002 the export server pod is not a launcher pod
	p.Create(context.Background(), &corev1.Pod{})
}

// Inline narrows in place: no variable holds the narrowed value.
func Inline(c typedv1.PodInterface) { // want Inline:"launcher-pod via narrowed.podCreator.Create, implemented by v1.PodInterface.Create"
	podCreator(c).Create(context.Background(), &corev1.Pod{}) // want `HO1002: virt-api uses handoff channel launcher-pod directly: narrowed\.podCreator\.Create, implemented by v1\.PodInterface\.Create`
}

// Asserted narrows by a type assertion.
func Asserted(c typedv1.PodInterface) { // want Asserted:"launcher-pod via narrowed.podCreator.Create, implemented by v1.PodInterface.Create"
	c.(podCreator).Create(context.Background(), &corev1.Pod{}) // want `HO1002: virt-api uses handoff channel launcher-pod directly`
}

// FromAny asserts a value of no known interface: nothing says it is a pod
// client (close negative).
func FromAny(v any) {
	v.(podCreator).Create(context.Background(), &corev1.Pod{})
}
