package virthandler

import (
	"testing"

	"kubevirt.io/kubevirt/pkg/unsafepath"
	"kubevirt.io/kubevirt/pkg/virt-api/rest"
)

// Test files are excluded by the policy: no HO1001, HO1004, HO1003.
func TestImports(t *testing.T) { // want TestImports:"launcher-pod via rest.CreateDirect→v1.PodInterface.Create"
	_ = unsafepath.UnsafeAbsolute("kubevirt.io/nodeName")
	rest.CreateDirect(nil)
}
