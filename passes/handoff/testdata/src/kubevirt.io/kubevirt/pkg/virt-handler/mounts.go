package virthandler

import "kubevirt.io/kubevirt/pkg/unsafepath" // want `HO1004: kubevirt\.io/kubevirt/pkg/virt-handler imports restricted package kubevirt\.io/kubevirt/pkg/unsafepath \(unsafepath deconstructs a safepath\.Path into a string that can be raced\)`

func mountPoint(p string) string { return unsafepath.UnsafeAbsolute(p) }
