package missing

import (
	v1 "k8s.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/keyuser"
)

// The file imports k8s.io/api/core/v1 as v1, so the new import gets another
// name.
func Pod(labels map[string]string) (*v1.Pod, string) {
	a := labels["kubevirt.io/nodeName"]                // want `HO1003: .*v1.NodeNameLabel`
	b := labels["kubevirt.io/migrationTargetNodeName"] // want `HO1003: .*v1.MigrationTargetNodeNameLabel`
	return &v1.Pod{Name: keyuser.NodeOf(labels)}, a + b
}
