// Package workloadupdater stands for virt-controller's workload updater: it
// reports the outdated workloads on the KubeVirt CR, whose status is
// otherwise the operator's.
package workloadupdater

import v1 "kubevirt.io/api/core/v1"

func report(kv *v1.KubeVirt, n int) { // want report:"OutdatedVirtualMachineInstanceWorkloads via"
	kv.Status.OutdatedVirtualMachineInstanceWorkloads = &n
	kv.Status.Phase = v1.KubeVirtPhaseDeployed // want `SF1001: virt-controller writes v1\.KubeVirtStatus\.Phase, which only virt-operator may write`
}
