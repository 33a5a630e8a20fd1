package boundary

// The same crossing in a second file is a second finding: each import spec
// is a line a reviewer sees.
import (
	"kubevirt.io/kubevirt/pkg/virt-controller/services" // want `imports kubevirt\.io/kubevirt/pkg/virt-controller/services, a package of virt-controller`

	//kvlint:ignore HO1001 the storage volume types are part of the API's admission contract
	_ "kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/storage"
)

var _ = services.DomainName
