package isolation

// IsolationResult's MountRoot is a source of the HP1004 test policy.
type IsolationResult interface {
	Pid() int
	MountRoot() (string, error)
	MountNamespace() string
}
