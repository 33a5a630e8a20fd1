package virthandler

import (
	"time"

	"k8s.io/client-go/util/workqueue"
	v1 "kubevirt.io/api/core/v1"
	hotplugvolume "kubevirt.io/kubevirt/pkg/virt-handler/hotplug-disk"
	launcherclients "kubevirt.io/kubevirt/pkg/virt-handler/launcher-clients"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type netconf interface {
	Setup(vmi *v1.VirtualMachineInstance, launcherPid int) error
	Teardown(vmi *v1.VirtualMachineInstance) error
}

// BaseController is shared by both sides: what its methods start counts for
// the side that calls them.
type BaseController struct {
	queue                workqueue.TypedRateLimitingInterface[string]
	netConf              netconf
	migrationProxy       migrationproxy.ProxyManager
	hotplugVolumeMounter hotplugvolume.VolumeMounter
	launcherClients      launcherclients.LauncherClientsManager
}

func (c *BaseController) setupNetwork(vmi *v1.VirtualMachineInstance) error {
	return c.netConf.Setup(vmi, 1)
}

func (c *BaseController) requeue(vmi *v1.VirtualMachineInstance) {
	c.queue.AddAfter(vmi.Name, time.Second)
}
