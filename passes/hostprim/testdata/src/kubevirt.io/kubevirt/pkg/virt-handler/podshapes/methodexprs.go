package podshapes

import (
	"os"
	"path/filepath"
)

// A method expression ((*T).M) takes the receiver as the call's first
// argument: called in place, or through the local variable holding it,
// the path is its second argument, which is the method's parameter.
type nodeDirs struct{ base string }

func (n *nodeDirs) removeAt(p string) error { return os.Remove(p) }

func (n *nodeDirs) under(dir string) string { return filepath.Join(dir, "disk.img") }

func removeByExpr(pid int) error {
	return (*nodeDirs).removeAt(&nodeDirs{}, launcherRoot(pid)+"/disk.img") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove via`
}

func removeByExprVar(pid int) error {
	rm := (*nodeDirs).removeAt
	return rm(&nodeDirs{}, launcherRoot(pid)+"/disk.img") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove via`
}

func removeUnderExpr(pid int) error {
	under := (*nodeDirs).under
	return os.Remove(under(&nodeDirs{}, launcherRoot(pid))) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

// Close negatives: node paths the same ways; a method value, whose
// receiver is bound, handed a node path.
func removeNodeByExpr() error {
	return (*nodeDirs).removeAt(&nodeDirs{base: "/var/run/kubevirt"}, "/var/run/kubevirt/private/disk.img")
}

func removeNodeByExprVar() error {
	rm := (*nodeDirs).removeAt
	return rm(&nodeDirs{}, "/var/run/kubevirt/private/disk.img")
}

func removeNodeUnderExpr() error {
	under := (*nodeDirs).under
	return os.Remove(under(&nodeDirs{}, "/var/run/kubevirt/private"))
}

func removeNodeByValue() error {
	d := &nodeDirs{}
	rm := d.removeAt
	return rm("/var/run/kubevirt/private/disk.img")
}

func removeByExprAllowed(pid int) error {
	rm := (*nodeDirs).removeAt
	//kvlint:ignore HP1004 the fixture's directive case for a method expression
	return rm(&nodeDirs{}, launcherRoot(pid)+"/disk.img")
}
