package readmap_test

import (
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// A record is one leaf object of the map's JSON (a site, a link, an edge)
// seen with its context: the keys on its path and the scalar values of it
// and of every object above it; a file and line read "file.go:LINE". The
// map tests assert records by the strings a reader looks for (which
// function of which component writes which field, where), so they hold
// whatever the record types are called or how they nest.
type record []string

func (r record) has(parts ...string) bool {
	for _, p := range parts {
		if !slices.ContainsFunc(r, func(s string) bool { return s == p }) {
			return false
		}
	}
	return true
}

// records flattens the map of tr as `kvlint map -format=json` writes it.
func records(t *testing.T, tr tree) []record {
	t.Helper()
	var doc any
	require.NoError(t, json.Unmarshal(render(t, makeMap(t, tr), "json"), &doc))
	var out []record
	var walk func(v any, ctx record)
	walk = func(v any, ctx record) {
		switch v := v.(type) {
		case []any:
			for _, e := range v {
				walk(e, ctx)
			}
		case map[string]any:
			here := slices.Clone(ctx)
			leaf := true
			for _, e := range v {
				switch e := e.(type) {
				case string:
					here = append(here, e)
				case float64, bool:
					here = append(here, fmt.Sprint(e))
				case map[string]any, []any:
					if !scalars(e) {
						leaf = false
					} else {
						for _, s := range e.([]any) {
							here = append(here, fmt.Sprint(s))
						}
					}
				}
			}
			if f, ok := v["file"].(string); ok {
				if l, ok := v["line"].(float64); ok {
					here = append(here, fmt.Sprintf("%s:%d", path.Base(f), int(l)))
				}
			}
			if leaf {
				out = append(out, here)
			}
			for k, e := range v {
				switch e.(type) {
				case map[string]any, []any:
					if !scalars(e) {
						walk(e, append(slices.Clone(here), k))
					}
				}
			}
		}
	}
	walk(doc, nil)
	return out
}

// scalars reports whether v is a list of scalars (a list of names).
func scalars(v any) bool {
	l, ok := v.([]any)
	if !ok {
		return false
	}
	for _, e := range l {
		switch e.(type) {
		case map[string]any, []any:
			return false
		}
	}
	return true
}

// mapSites are records each fixture tree's map must hold: a site of a
// handoff key, a status field, a channel, a primitive or a migration
// lifecycle, named by what it is about, the function, its component and
// file:line, and what kind of site it is (writers, readers, starts, ...).
// They hold whatever the map's record types become; the golden files pin
// the rendering.
var mapSites = map[string][]record{
	"readmap": {
		{"kubevirt.io/api/core/v1.CreatedByLabel", "writers", "virt-controller", "map literal", "vmi.(*Controller).sync", "vmi.go:40"},
		{"kubevirt.io/api/core/v1.CreatedByLabel", "writers", "delete", "vmi.(*Controller).forget", "virt-controller", "vmi.go:53"},
		{"kubevirt.io/api/core/v1.NodeNameLabel", "writers", "vmi.(*Controller).sync", "virt-controller", "m[key] =", "vmi.go:41"},
		{"kubevirt.io/api/core/v1.NodeNameLabel", "readers", "virthandler.mine", "virt-handler", "vm.go:18"},
		{"kubevirt.io/api/core/v1.NodeNameLabel", "readers", "m[key]", "virthandler.(*VirtualMachineController).execute", "virt-handler", "vm.go:30"},
		{"kubevirt.io/api/core/v1.VirtualMachineControllerFinalizer", "writers", "vmi.(*Controller).sync", "virt-controller", "AddFinalizer(\u2026)", "vmi.go:42"},
		{"kubevirt.io/api/core/v1.VirtualMachineControllerFinalizer", "writers", "vmi.(*Controller).adopt", "virt-controller", "append", "finalizers.go:11"},
		{"kubevirt.io/api/core/v1.VirtualMachineControllerFinalizer", "writers", "vmi.adopted", "virt-controller", "finalizer list", "finalizers.go:16"},
		{"kubevirt.io/api/core/v1.NodeNameLabel", "readers", "vmi.dynamicLabels", "virt-controller", "value", "finalizers.go:21"},
		{"kubevirt.io/api/core/v1.NodeNameLabel", "readers", "vmi.selectorKeys", "virt-controller", "append(\u2026)", "finalizers.go:27"},
		{"target proxy", "starts", "target", "vmi.Name", "virthandler.(*MigrationTargetController).sync", "virt-handler", "StartTargetListener", "migration-target.go:11"},
		{"target proxy", "stops", "virt-handler", "StopTargetListener", "string(vmi.Name)", "virthandler.(*VirtualMachineController).execute", "vm.go:41"},
		{"libvirt", "call libvirt", "libvirt.org/go/libvirt.*", "(libvirt.org/go/libvirt.Connect).*", "virt-launcher", "virtwrap.(*Manager).SyncVMI", "libvirt.NewConnect", "manager.go:14"},
		{"libvirt", "call libvirt", "libvirt.org/go/libvirt.*", "(libvirt.org/go/libvirt.Connect).*", "virt-launcher", "libvirt.Connect.DomainCreateXML", "virtwrap.(*Manager).SyncVMI", "manager.go:18"},
		{"VirtualMachineInstance", "kubevirt.io/api/core/v1.VirtualMachineInstanceStatus", "GuestOSInfo", "virt-handler", "written but never read", "writers", "virthandler.(*MigrationTargetController).sync", "v1.VirtualMachineInstanceStatus.GuestOSInfo.Name", "migration-target.go:12"},
		{"VirtualMachineInstance", "kubevirt.io/api/core/v1.VirtualMachineInstanceStatus", "NodeName", "virt-controller", "writers", "v1.VirtualMachineInstanceStatus.NodeName", "vmi.(*Controller).sync", "vmi.go:47"},
		{"VirtualMachineInstance", "kubevirt.io/api/core/v1.VirtualMachineInstanceStatus", "NodeName", "virt-controller", "readers", "virthandler.(*VirtualMachineController).execute", "virt-handler", "vm.go:30"},
		{"virt-handler", "kubevirt.io/kubevirt/pkg/mount", "mount", "raw", "mount.Mount", "shared", "unix.Mount", "mount.go:8"},
		{"virt-handler", "kubevirt.io/kubevirt/pkg/mount", "mount", "entries", "mount.Mount", "mount.go:7"},
		{"virt-handler", "kubevirt.io/kubevirt/pkg/mount", "mount", "reached", "virt-api", "virtapi.Hostile", "mount.Mount", "unix.Mount", "HP1002", "api.go:10"},
		{"netns", "virt-handler", "kubevirt.io/kubevirt/pkg/network/driver", "reached", "shared", "kubevirt.io/kubevirt/pkg/network/setup", "setup.Pod", "unix.Setns", "setup.go:7"},
		{"netns", "virt-handler", "kubevirt.io/kubevirt/pkg/network/driver", "reached", "virthandler.(*VirtualMachineController).execute", "virthandler.VirtualMachineController.execute", "setup.Pod", "unix.Setns", "vm.go:26"},
		{"netns", "virt-handler", "kubevirt.io/kubevirt/pkg/network/driver", "raw", "setup.Pod", "shared", "unix.Setns", "HP1001", "setup.go:8"},
	},
	"handoff": {
		{"launcher-pod", "create the virt-launcher Pod", "virt-controller", "podutil.CreateLauncherPod", "shared", "v1.PodInterface.Create", "podutil.go:13"},
		{"launcher-pod", "create the virt-launcher Pod", "virt-controller", "rest.CreateDirect", "virt-api", "v1.PodInterface.Create", "HO1002", "pods.go:17"},
		{"launcher-pod", "create the virt-launcher Pod", "virt-controller", "virt-api", "podutil.Ensure", "podutil.CreateLauncherPod", "v1.PodInterface.Create", "HO1002", "rest.CreateThroughShared", "pods.go:23"},
		{"the virt-launcher command gRPC client", "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client.NewClient", "virt-handler", "launcher-grpc", "shared", "cmdclient.NewClient", "HO1002", "main.main", "main.go:12"},
		{"the virt-launcher command gRPC client", "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client.NewClient", "virt-handler", "launcher-grpc", "main.main", "shared", "cmdclient.LauncherClient.Ping", "HO1002", "main.go:13"},
		{"the virt-launcher command gRPC client", "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client.NewClient", "virt-handler", "launcher-grpc", "launcherping.Ping", "shared", "cmdclient.NewClient", "ping.go:7"},
		{"virt-launcher", "libvirt", "call libvirt", "libvirt.org/go/libvirt.*", "libvirt.NewConnect", "HO1002", "virthandler.Inspect", "virt-handler", "vm.go:28"},
		{"virt-launcher", "libvirt", "call libvirt", "libvirt.org/go/libvirt.*", "HO1002", "virthandler.Inspect", "virt-handler", "libvirt.Connect.LookupDomainByName", "vm.go:29"},
		{"virt-launcher", "libvirt", "call libvirt", "libvirt.org/go/libvirt.*", "libvirt.NewConnect", "cli.NewConnection", "libvirt.go:7"},
		{"open a libvirt connection", "libvirt.org/go/libvirt.NewConnect", "libvirt-connect", "virthandler.Inspect", "virt-handler", "libvirt.NewConnect", "HO1002", "vm.go:28"},
		{"open a libvirt connection", "libvirt.org/go/libvirt.NewConnect", "libvirt-connect", "virt-launcher", "libvirt.NewConnect", "cli.NewConnection", "libvirt.go:7"},
		{"open a libvirt connection", "libvirt.org/go/libvirt.NewConnect", "libvirt-connect", "libvirt.NewConnect", "HO1002", "virtwrap.(*Manager).Reconnect", "virt-launcher", "manager.go:27"},
		{"kubevirt.io/api/core/v1.NodeNameLabel", "readers", "named.Target", "shared", "Println(\u2026)", "named.go:22"},
		{"kubevirt.io/api/core/v1.NodeNameLabel", "readers", "m[key]", "keyuser.NodeOf", "shared", "keyuser.go:6"},
	},
	"hostprim": {
		{"cgroup", "virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/cgroup", "reached", "cgroup.WriteCPUSet", "cgroups.WriteFile", "util.go:30"},
		{"cgroup", "virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/cgroup", "reached", "virt-launcher", "virtwrap.pin", "cgroup.WriteCPUSet", "cgroups.WriteFile", "HP1002", "cpu.go:7"},
		{"cgroup", "virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/cgroup", "raw", "cgroups.WriteFile", "cgroup.WriteCPUSet", "util.go:31"},
		{"mount", "virt-handler", "virt-chroot", "kubevirt.io/kubevirt/cmd/virt-chroot", "kubevirt.io/kubevirt/pkg/hostmount", "raw", "hostmount.MountBlock", "shared", "unix.Mount", "mount.go:8"},
		{"mount", "virt-handler", "virt-chroot", "kubevirt.io/kubevirt/cmd/virt-chroot", "kubevirt.io/kubevirt/pkg/hostmount", "raw", "shared", "unix.Unmount", "hostmount.UnmountAll", "mount.go:16"},
		{"mount", "virt-handler", "virt-chroot", "kubevirt.io/kubevirt/cmd/virt-chroot", "kubevirt.io/kubevirt/pkg/hostmount", "raw", "shared", "unix.Unmount", "hostmount.Background", "mount.go:73"},
		{"namespace", "virt-handler", "virt-chroot", "kubevirt.io/kubevirt/cmd/virt-chroot", "kubevirt.io/kubevirt/pkg/hostmount", "kubevirt.io/kubevirt/pkg/network/netns", "raw", "hostmount.InNamespace", "shared", "unix.Setns", "mount.go:45"},
		{"namespace", "virt-handler", "virt-chroot", "kubevirt.io/kubevirt/cmd/virt-chroot", "kubevirt.io/kubevirt/pkg/hostmount", "kubevirt.io/kubevirt/pkg/network/netns", "raw", "shared", "unix.Setns", "HP1001", "hypervisor.EnterNS", "hypervisor.go:17"},
		{"namespace", "virt-handler", "virt-chroot", "kubevirt.io/kubevirt/cmd/virt-chroot", "kubevirt.io/kubevirt/pkg/hostmount", "kubevirt.io/kubevirt/pkg/network/netns", "raw", "hypervisor.unshare", "shared", "unix.Unshare", "hypervisor.go:23"},
		{"privileged-exec", "virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/cgroup", "raw", "bareoff.run", "exec virt-chroot", "HP1001", "bareoff.go:8"},
		{"privileged-exec", "virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/cgroup", "raw", "exec virt-chroot", "HP1003", "cgroup.SetResources", "util.go:15"},
		{"privileged-exec", "virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/cgroup", "raw", "exec virt-chroot", "HP1003", "cgroup.SetViaConst", "util.go:20"},
		{"sched", "virt-handler", "raw", "shared", "unix.Syscall(SYS_SCHED_SETSCHEDULER)", "HP1001", "hypervisor.SetFIFO", "sched.go:7"},
		{"sched", "virt-handler", "reached", "shared", "kubevirt.io/kubevirt/pkg/hypervisor", "hypervisor.SetFIFO", "unix.Syscall(SYS_SCHED_SETSCHEDULER)", "sched.go:6"},
		{"virt-chroot", "kubevirt.io/kubevirt/cmd/virt-chroot", "selinux", "raw", "main.relabel", "selinux.SetFileLabel", "main.go:21"},
		{"virt-chroot", "kubevirt.io/kubevirt/cmd/virt-chroot", "selinux", "reached", "main.relabel", "selinux.SetFileLabel", "main.go:17"},
		{"sysctl", "virt-handler", "kubevirt.io/kubevirt/pkg/util/sysctl", "reached", "virt-controller", "HP1002", "execforms.sysctlLocal", "os.WriteFile(/proc/sys/net/ipv4/conf/\u2026)", "built.go:19"},
		{"sysctl", "virt-handler", "kubevirt.io/kubevirt/pkg/util/sysctl", "reached", "ksm.setRun", "os.WriteFile(/proc/1/root/sys/kernel/mm/ksm/run)", "ksm.go:15"},
		{"sysctl", "virt-handler", "kubevirt.io/kubevirt/pkg/util/sysctl", "raw", "sysctl.Set", "shared", "os.WriteFile(/proc/sys/\u2026)", "sysctl.go:13"},
	},
	"migrationpair": {
		{"source proxy", "starts", "equal.(*Handler).prepareSource", "virt-handler", "StartSourceListener", "equal.go:34"},
		{"source proxy", "starts", "leaky.Start", "virt-handler", "StartSourceListener", "string(vmi.UID)", "MP1003", "leaky.go:10"},
		{"source proxy", "stops", "equal.(*Handler).cleanupSource", "virt-handler", "StopSourceListener", "vmi.Name", "equal.go:38"},
		{"source proxy", "stops", "StopSourceListener", "source", "string(vmi.ObjectMeta.UID)", "virthandler.(*MigrationSourceController).execute", "virt-handler", "migration-source.go:20"},
		{"source proxy", "stops", "virthandler.(*VirtualMachineController).processVmCleanup", "virt-handler", "StopSourceListener", "vmiID (= string(vmi.UID))", "vm.go:21"},
		{"target proxy", "stops", "virt-handler", "StopTargetListener", "string(vmi.UID)", "equal.(*Handler).cleanup", "equal.go:24"},
		{"target proxy", "stops", "StopTargetListener", "string(vmi.UID)", "MP1003", "keysets.(*Handler).cleanup", "virt-handler", "keysets.go:25"},
		{"target proxy", "stops", "virt-handler", "StopTargetListener", "keysets.(*Handler).finalCleanup", "keysets.go:34"},
		{"target proxy", "starts", "equal.(*Handler).prepare", "virt-handler", "StartTargetListener", "key (= string(vmi.UID))", "equal.go:20"},
		{"target proxy", "starts", "keysets.(*Handler).prepare", "virt-handler", "StartTargetListener", "keysets.go:20"},
		{"target proxy", "starts", "leaky.StartTarget", "virt-handler", "StartTargetListener", "string(vmi.UID)", "leaky.go:15"},
		{"cpuset", "MigrationState.TargetCPUSet", "MigrationState.TargetState.CPUSet", "writers", "virt-controller", "VirtualMachineInstanceStatus.MigrationState.TargetCPUSet", "MP1002", "migration.(*Controller).handleTargetPodHandoff", "migration.go:20"},
		{"cpuset", "MigrationState.TargetCPUSet", "MigrationState.TargetState.CPUSet", "writers", "migration.(*Controller).newState", "virt-controller", "VirtualMachineInstanceStatus.MigrationState.TargetCPUSet", "MP1002", "migration.go:28"},
		{"cpuset", "MigrationState.TargetCPUSet", "MigrationState.TargetState.CPUSet", "writers", "migration.(*Controller).restore", "virt-controller", "VirtualMachineInstanceStatus.MigrationState.TargetCPUSet", "migration.go:44"},
		{"node-address", "MigrationState.TargetNodeAddress", "MigrationState.TargetState.NodeAddress", "writers", "migrations.SetTargetAddress", "shared", "migrations.go:25"},
		{"node-address", "MigrationState.TargetNodeAddress", "MigrationState.TargetState.NodeAddress", "writers", "migration.(*Controller).newState", "virt-controller", "migration.go:29"},
		{"node-address", "MigrationState.TargetNodeAddress", "MigrationState.TargetState.NodeAddress", "writers", "migration.(*Controller).restore", "virt-controller", "migration.go:44"},
		{"target-node", "MigrationState.TargetNode", "MigrationState.TargetState.Node", "writers", "migration.(*Controller).handleTargetPodHandoff", "virt-controller", "VirtualMachineInstanceStatus.MigrationState.TargetNode", "migration.go:15"},
		{"target-node", "MigrationState.TargetNode", "MigrationState.TargetState.Node", "writers", "migration.(*Controller).restore", "virt-controller", "VirtualMachineInstanceStatus.MigrationState.TargetNode", "migration.go:44"},
		{"target-node", "MigrationState.TargetNode", "MigrationState.TargetState.Node", "writers", "migration.(*Controller).handleTargetPodHandoff", "virt-controller", "VirtualMachineInstanceStatus.MigrationState.TargetState.Node", "migration.go:18"},
		{"VirtualMachineInstanceStatus.MigrationState.AbortRequested", "readers", "MP1004", "virthandler.(*MigrationSourceController).execute", "virt-handler", "source", "migration-source.go:26"},
		{"VirtualMachineInstanceStatus.MigrationState.Completed", "readers", "migrations.IsMigrationCompleted", "shared", "migrations.go:11"},
		{"VirtualMachineInstanceStatus.MigrationState.Completed", "readers", "migrations.isDone", "shared", "migrations.go:17"},
		{"VirtualMachineInstanceStatus.MigrationState.Completed", "readers", "virthandler.isMigrationDone", "virt-handler", "source", "migration-source.go:33"},
		{"VirtualMachineInstanceStatus.MigrationState.EndTimestamp", "readers", "migrations.EndedAt", "shared", "migrations.go:37"},
		{"VirtualMachineInstanceStatus.MigrationState.EndTimestamp", "readers", "virt-handler", "source", "MP1004", "migrations.EndedAt", "virthandler.(*MigrationSourceController).execute", "migration-source.go:23"},
		{"VirtualMachineInstanceStatus.MigrationState.Failed", "readers", "virthandler.isMigrationDone", "virt-handler", "source", "migration-source.go:33"},
		{"VirtualMachineInstanceStatus.MigrationState.Failed", "readers", "virthandler.(*MigrationTargetController).finalCleanup", "virt-handler", "target", "migration-target.go:30"},
		{"VirtualMachineInstanceStatus.MigrationState.SourceState", "readers", "keysets.(*Handler).prepare", "virt-handler", "keysets.go:17"},
		{"VirtualMachineInstanceStatus.MigrationState.SourceState", "readers", "keysets.(*Handler).finalCleanup", "virt-handler", "keysets.go:31"},
		{"VirtualMachineInstanceStatus.MigrationState.SourceState", "readers", "keysets.(*Handler).teardownBoth", "virt-handler", "keysets.go:40"},
	},
	"statusfield": {
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceStatus", "VirtualMachineInstance", "ActivePods", "virt-controller", "writers", "patch.WithReplace(\"/status\")", "SF1003", "rest.restoreStatus", "virt-api", "rest.go:33"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceStatus", "VirtualMachineInstance", "ActivePods", "virt-controller", "writers", "v1.VirtualMachineInstanceStatus.ActivePods", "vmi.ownedWrites", "lifecycle.go:19"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceStatus", "VirtualMachineInstance", "ActivePods", "virt-controller", "writers", "v1.VirtualMachineInstanceStatus.ActivePods", "vmi.notOwned", "lifecycle.go:59"}, // no violation: TestMapViolationsPerField
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "Completed", "virt-controller", "virt-handler", "written but never read", "writers", "cbt.CompleteMigration", "shared", "patch.WithAdd(\"/status/migrationState/completed\")", "cbt.go:30"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "Completed", "virt-controller", "virt-handler", "written but never read", "writers", "virthandler.ownedWrites", "v1.VirtualMachineInstanceMigrationState.Completed", "vm.go:19"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "Completed", "virt-controller", "virt-handler", "written but never read", "writers", "virthandler.notOwned", "v1.VirtualMachineInstanceMigrationState.Completed", "vm.go:54"}, // the finding is TargetNode's
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "written but never read", "Failed", "virt-controller", "virt-handler", "writers", "virthandler.ownedWrites", "v1.VirtualMachineInstanceMigrationState.Failed", "vm.go:23"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "written but never read", "StartTimestamp", "virt-controller", "virt-handler", "writers", "vmi.patches", "patch.WithReplace(\"/status/migrationState/startTimestamp\")", "lifecycle.go:80"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "virt-controller", "written but never read", "TargetNode", "writers", "v1.VirtualMachineInstanceMigrationState.TargetNode", "vmi.ownedWrites", "lifecycle.go:27"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "virt-controller", "written but never read", "TargetNode", "writers", "patch.WithAdd(\"/status/migrationState/targetNode\")", "vmi.patches", "lifecycle.go:79"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "virt-controller", "written but never read", "TargetNode", "writers", "virthandler.notOwned", "virt-handler", "v1.VirtualMachineInstanceMigrationState.TargetNode", "SF1001", "vm.go:53"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "TargetNodeAddress", "virt-handler", "writers", "SF1001", "vmi.notOwned", "virt-controller", "v1.VirtualMachineInstanceMigrationState.TargetNodeAddress", "lifecycle.go:50"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "TargetNodeAddress", "virt-handler", "writers", "patch.WithRemove(\"/status/migrationState/targetNodeAddress\")", "SF1003", "vmi.patches", "virt-controller", "lifecycle.go:86"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "TargetNodeAddress", "virt-handler", "writers", "virthandler.ownedWrites", "v1.VirtualMachineInstanceMigrationState.TargetNodeAddress", "vm.go:20"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "TargetState", "virt-controller", "writers", "v1.VirtualMachineInstanceMigrationState.TargetState.Node", "vmi.ownedWrites", "lifecycle.go:28"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "TargetState", "virt-controller", "writers", "v1.VirtualMachineInstanceMigrationState.TargetState.Node", "vmi.notOwned", "lifecycle.go:55"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "TargetState", "virt-controller", "writers", "vmi.patches", "patch.WithReplace(\"/status/migrationState/targetState/node\")", "lifecycle.go:81"},
		{"kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState", "written but never read", "TargetState.NodeAddress", "virt-handler", "writers", "vmi.notOwned", "virt-controller", "SF1001", "lifecycle.go:54"},
		{"VirtualMachineInstanceMigration", "MigrationState", "virt-controller", "writers", "virt-handler", "patch.WithReplace(\"/status/migrationState\")", "SF1003", "virthandler.patchMigration", "vm.go:77"},
		{"VirtualMachineInstanceMigration", "MigrationState", "virt-controller", "readers", "virthandler.patchMigration", "virt-handler", "vm.go:77"},
		{"VirtualMachineInstanceMigration", "Phase", "virt-controller", "written but never read", "writers", "virt-handler", "v1.VirtualMachineInstanceMigrationStatus.Phase", "SF1001", "virthandler.notOwned", "vm.go:55"},
		{"kubevirt.io/api/core/v1.VirtualMachineStatus", "VirtualMachine", "Ready", "virt-controller", "written but never read", "writers", "SF1001", "virthandler.notOwned", "virt-handler", "v1.VirtualMachineStatus.Ready", "vm.go:56"},
		{"kubevirt.io/api/core/v1.VirtualMachineStatus", "VirtualMachine", "written but never read", "StartFailure", "virt-api", "virt-controller", "writers", "rest.stopRequest", "patch.WithRemove(\"/status/startFailure\")", "rest.go:16"},
		{"kubevirt.io/api/core/v1.VirtualMachineStatus", "VirtualMachine", "written but never read", "StartFailure", "virt-api", "virt-controller", "writers", "patch.WithRemove(\"/status/startFailure\")", "SF1003", "virthandler.notOwned", "virt-handler", "vm.go:59"},
	},
}

// TestMapSites: every tree's map holds each expected site record.
func TestMapSites(t *testing.T) {
	for _, tr := range trees(t) {
		t.Run(tr.name, func(t *testing.T) {
			want := mapSites[tr.name]
			require.NotEmpty(t, want)
			recs := records(t, tr)
			for _, w := range want {
				if !slices.ContainsFunc(recs, func(r record) bool { return r.has(w...) }) {
					t.Errorf("no map record with %q", []string(w))
				}
			}
		})
	}
}
