// Package keyuser depends on the key package, so its importers see the keys. // want package:"key constants of kubevirt\\.io/api/core/v1"
package keyuser

import v1 "kubevirt.io/api/core/v1"

func NodeOf(labels map[string]string) string { return labels[v1.NodeNameLabel] }
