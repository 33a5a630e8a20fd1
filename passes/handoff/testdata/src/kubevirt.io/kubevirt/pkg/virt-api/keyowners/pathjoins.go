package keyowners

import (
	"path"

	v1 "kubevirt.io/api/core/v1"
)

// path.Join builds a patch path as a format does: the escaped key after
// /metadata/labels is set by the operation; tested, it is read.
func joinLabel(node string) patchOp { // want joinLabel:"NodeNameLabel via"
	return WithAdd(path.Join("/metadata/labels", escapeJSONPointer(v1.NodeNameLabel)), node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch path\)`
}

func joinTest(node string) patchOp {
	return WithTest(path.Join("/metadata/labels", escapeJSONPointer(v1.NodeNameLabel)), node)
}
