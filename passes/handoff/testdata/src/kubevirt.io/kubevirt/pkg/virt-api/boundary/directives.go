package boundary

// A directive for another code suppresses nothing: the crossing is still
// reported, and the directive is reported as unused.
import (
	//kvlint:ignore HO1004 the wrong code for a boundary crossing // want `KV0001: directive for HO1004 suppressed nothing here`
	_ "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client" // want `HO1001: .* imports kubevirt\.io/kubevirt/pkg/virt-handler/cmd-client, a package of virt-handler`
)
