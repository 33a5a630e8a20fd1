package virthandler

import eventsclient "kubevirt.io/kubevirt/pkg/virt-launcher/notify-client" // want `HO1001: kubevirt\.io/kubevirt/pkg/virt-handler \(virt-handler\) imports kubevirt\.io/kubevirt/pkg/virt-launcher/notify-client, a package of virt-launcher`

// virt-handler receives the launcher's events; sending one itself is the
// launcher's channel used the wrong way round.
func echo() error { // want echo:"domain-notify via eventsclient.NewNotifier"
	n := eventsclient.NewNotifier("/var/run") // want `HO1002: virt-handler uses handoff channel domain-notify directly: eventsclient\.NewNotifier`
	return n.SendDomainEvent("started")       // want `HO1002: virt-handler uses handoff channel domain-notify directly: eventsclient\.Notifier\.SendDomainEvent`
}
