package podshapes

import "os"

// What a call through an interface method or a function-typed field
// returns is what the implementations the package stores there return: a
// disk that names its path in a launcher's root, followed where a caller
// asks any disk for its path.
type diskPather interface{ Path() string }

type launcherDisk struct{ pid int }

func (d launcherDisk) Path() string { // want Path:`result 0 in another root from podshapes\.launcherRoot ← "/proc/<pid>/root"`
	return launcherRoot(d.pid) + "/var/run/kubevirt-private/disk.img"
}

type nodeDisk struct{}

func (nodeDisk) Path() string { return "/var/lib/kubevirt/disk.img" }

func removeDisk(d diskPather) error {
	return os.Remove(d.Path()) // want `HP1004: path into another root \(from podshapes\.launcherDisk\.Path ← podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove, which follows symlinks`
}

func removeDisks(pid int) error {
	if err := removeDisk(nodeDisk{}); err != nil {
		return err
	}
	return removeDisk(launcherDisk{pid: pid})
}

type sweeperDirs struct{ dir func() string }

func initDir() string { return launcherRoot(1) + "/var/run/kubevirt" }

func sweepDir() error {
	s := sweeperDirs{dir: initDir}
	return os.Remove(s.dir()) // want `HP1004: path into another root \(from podshapes\.initDir ← podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

// Close negative: an interface only node paths implement.
type configPather interface{ ConfigPath() string }

type nodeConfig struct{}

func (nodeConfig) ConfigPath() string { return "/etc/kubevirt/config" }

func removeConfig(c configPather) error { return os.Remove(c.ConfigPath()) }

func removeNodeConfig() error { return removeConfig(nodeConfig{}) }
