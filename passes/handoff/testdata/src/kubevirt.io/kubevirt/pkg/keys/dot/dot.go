package dot // want package:"key constants of kubevirt\\.io/api/core/v1"

import . "kubevirt.io/api/core/v1"

var _ = AppLabel

func Node(labels map[string]string) string {
	return labels["kubevirt.io/nodeName"] // want `HO1003: .*v1.NodeNameLabel`
}
