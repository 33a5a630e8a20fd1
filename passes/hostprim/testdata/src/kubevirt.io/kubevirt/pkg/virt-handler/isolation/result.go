package isolation

// IsolationResult's MountRoot is a source of the HP1004 test policy;
// VolumeDir, a volume's mount point seen from the node, one of its trees.
type IsolationResult interface {
	Pid() int
	MountRoot() (string, error)
	MountNamespace() string
	VolumeDir() string
}
