package seams

import "kubevirt.io/kubevirt/pkg/apimachinery/patch"

// PatchAt is a patch helper held in a variable a test can replace: the
// path it is handed is a patch's path, as a declared helper's is; the
// fact is on the variable.
var PatchAt = func(path string, value interface{}) *patch.PatchSet { // want PatchAt:`^replace: path argument 0, value argument 1$`
	return patch.New(patch.WithReplace(path, value))
}
