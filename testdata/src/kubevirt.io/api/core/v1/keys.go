package v1

import k8sv1 "k8s.io/api/core/v1"

// Handoff keys: exported, contain '/' or '.', at least min-length long.
const (
	NodeNameLabel                     string = "kubevirt.io/nodeName"
	MigrationTargetNodeNameLabel      string = "kubevirt.io/migrationTargetNodeName"
	MigrationSelectorLabel                   = "kubevirt.io/vmi-name" // untyped
	HotplugDiskDir                           = "/var/run/kubevirt/hotplug-disks/"
	CreatedByLabel                    string = "kubevirt.io/created-by"
	VirtualMachineControllerFinalizer string = "kubevirt.io/virtualMachineControllerFinalize"
	VirtualMachineNameLabel           string = "vm.kubevirt.io/name"
	EphemeralProvisioningObject       string = "kubevirt.io/ephemeral-provisioning"
	SEVLabel                          string = "kubevirt.io/sev"
	UnusedLabel                       string = "kubevirt.io/never-used"

	VirtualMachineUnpaused k8sv1.PodConditionType = "kubevirt.io/virtual-machine-unpaused"
)

// Not keys.
const (
	AppLabel         string = "kubevirt.io" // shorter than min-length
	LongPlainKeyLike        = "ThisIsALongValueWithoutSeparators"
	internalKey             = "kubevirt.io/internal-only"
)

// A constant whose value happens to be an import path.
const KeyUserImportPath = "kubevirt.io/kubevirt/pkg/keyuser"

var NotAConstant = "kubevirt.io/not-a-constant"

// The key package spells its own values: never reported.
var selfUse = map[string]string{"kubevirt.io/nodeName": internalKey}

// AddFinalizer adds a finalizer to the VMI.
func AddFinalizer(vmi *VirtualMachineInstance, f string) { vmi.Finalizers = append(vmi.Finalizers, f) } // want AddFinalizer:"sets key parameters 1 via f \\(append\\)"
