package storage

import "kubevirt.io/kubevirt/pkg/unsafepath" // want `HO1004: kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/storage imports restricted package kubevirt.io/kubevirt/pkg/unsafepath`

var _ = unsafepath.UnsafeAbsolute
