package virtwrap

import eventsclient "kubevirt.io/kubevirt/pkg/virt-launcher/notify-client"

// The launcher notifies virt-handler: its own channel.
func notify() error { // want notify:"domain-notify via eventsclient.NewNotifier"
	return eventsclient.NewNotifier("/var/run").SendDomainEvent("started")
}
