package standby

import (
	"testing"

	"kubevirt.io/kubevirt/pkg/virt-handler/teardown/proxycleaner"
)

func TestClose(t *testing.T) { // want TestClose:""
	s := &Standby{}
	s.Cleaner = proxycleaner.Stopping{Proxy: s.Proxy}
	s.Close("key")
}
