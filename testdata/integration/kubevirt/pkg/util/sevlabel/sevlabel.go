// Package sevlabel reaches the API package only through vmiref. Under go
// vet and nogo its types come from vmiref's export data, which carries only
// what vmiref uses of the API package: the key constant below must still be
// known there, as the standalone command knows it.
package sevlabel

import "kubevirt.io/kubevirt/pkg/util/vmiref"

// Label is the SEV label's key, typed by hand.
var Label = "kubevirt.io/sev"

// Owner names the VMI the label is for.
var Owner = vmiref.Name
