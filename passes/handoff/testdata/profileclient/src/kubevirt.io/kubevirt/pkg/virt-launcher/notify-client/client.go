// Package eventsclient stands for virt-launcher's notifier: it sends the
// domain's events to virt-handler.
package eventsclient

type Notifier struct{}

func NewNotifier(dir string) *Notifier { return &Notifier{} }

func (n *Notifier) SendDomainEvent(event string) error { return nil }
