package code

import "go/types"

// StatusObject returns the API object that holds status type named: the
// first struct type, in the order of its package's scope (sorted by name),
// that declares a field Status of exactly that type (VirtualMachineInstance
// for VirtualMachineInstanceStatus), else the first that declares it as a
// pointer (KubeVirt's backup API: Status *VirtualMachineBackupStatus), or
// nil. A type that only embeds the object, and so has Status promoted, is
// not the object; of two that declare it, the first name is the shorter stem
// (Foo before FooCopy).
func StatusObject(named *types.Named) *types.TypeName {
	pkg := named.Obj().Pkg()
	if pkg == nil {
		return nil
	}
	if obj := statusHolder(pkg.Scope(), named); obj != nil {
		return obj
	}
	return statusHolder(pkg.Scope(), types.NewPointer(named))
}

// statusHolder returns the first struct type of scope that declares a
// field Status of type t.
func statusHolder(scope *types.Scope, t types.Type) *types.TypeName {
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := range st.NumFields() {
			if f := st.Field(i); f.Name() == "Status" && !f.Embedded() && types.Identical(f.Type(), t) {
				return tn
			}
		}
	}
	return nil
}
