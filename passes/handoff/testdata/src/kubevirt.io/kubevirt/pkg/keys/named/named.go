package named // want package:"key constants of kubevirt\\.io/api/core/v1"

import (
	"fmt"

	k8sv1 "k8s.io/api/core/v1"
	virtv1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyuser" // an import path equal to a key is not a key
)

var _ = keyuser.NodeOf

type Labelled struct {
	Node string `kubevirt.io/nodeName` // a struct tag is not a key
}

func Select(labels map[string]string, node string) bool {
	return labels["kubevirt.io/nodeName"] == node // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1`
}

func Target(labels map[string]string) string {
	fmt.Println(virtv1.NodeNameLabel)
	return labels[`kubevirt.io/migrationTargetNodeName`] // want `HO1003: string literal .kubevirt.io/migrationTargetNodeName. is the handoff key v1.MigrationTargetNodeNameLabel`
}

func NotKeys(labels map[string]string) {
	_ = labels["kubevirt.io"]                       // AppLabel: shorter than min-length
	_ = labels["kubevirt.io/other"]                 // not a key
	_ = labels["kubevirt.io/internal-only"]         // value of an unexported constant
	_ = labels["ThisIsALongValueWithoutSeparators"] // no '/' or '.'
	_ = labels["kubevirt.io/not-a-constant"]        // value of a variable
	_ = labels["kubevirt.io/nodeName/"]             // close, but not equal
}

// The constant is a PodConditionType: it fits a PodConditionType, not a
// string map key, so only the first gets a fix.
func Conditions(labels map[string]string) k8sv1.PodConditionType {
	_ = labels["kubevirt.io/virtual-machine-unpaused"]                    // want `HO1003: string literal "kubevirt.io/virtual-machine-unpaused" is the handoff key v1.VirtualMachineUnpaused`
	var c k8sv1.PodConditionType = "kubevirt.io/virtual-machine-unpaused" // want `HO1003: .*VirtualMachineUnpaused`
	return c
}

// A typed constant would change the type of an untyped one: no fix. An
// untyped key fits anywhere.
const (
	nodeLabel     = "kubevirt.io/nodeName" // want `HO1003: .*v1.NodeNameLabel`
	selectorLabel = "kubevirt.io/vmi-name" // want `HO1003: .*v1.MigrationSelectorLabel`
)

// A local variable shadows the import name here: reported without a fix.
func Shadowed(labels map[string]string) string {
	virtv1 := "x"
	return labels["kubevirt.io/nodeName"] + virtv1 // want `HO1003: .*v1.NodeNameLabel`
}

func Suppressed(labels map[string]string) string {
	//kvlint:ignore HO1003 this names a CRD field path, not the label
	return labels["kubevirt.io/nodeName"]
}

func Path() string {
	return "/var/run/kubevirt/hotplug-disks/" // want `HO1003: .*v1.HotplugDiskDir`
}
