// Package standby starts a listener and releases it through a cleaner that
// only records: the implementation that would stop it (proxycleaner.Stopping)
// is assigned only by the test.
package standby

import (
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
	"kubevirt.io/kubevirt/pkg/virt-handler/teardown"
	"kubevirt.io/kubevirt/pkg/virt-handler/teardown/proxycleaner"
)

type Standby struct {
	Proxy   migrationproxy.ProxyManager
	Cleaner teardown.Cleaner
}

func New(pm migrationproxy.ProxyManager) *Standby {
	return &Standby{Proxy: pm, Cleaner: &proxycleaner.Recording{}}
}

func (s *Standby) Listen(key string) error { // want Listen:"lc-start target proxy listener via migrationproxy.ProxyManager.StartTargetListener"
	return s.Proxy.StartTargetListener(key, nil) // want `MP1003: lifecycle "target proxy listener": Standby\.Listen starts it here but nothing in its package calls \(kubevirt\.io/kubevirt/pkg/virt-handler/migration-proxy\.ProxyManager\)\.StopTargetListener, so it is never stopped`
}

func (s *Standby) Close(key string) { s.Cleaner.Cleanup(key) } // want Close:""
