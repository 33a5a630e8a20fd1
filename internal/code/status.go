package code

import "go/types"

// StatusObject returns the API object that holds status type named: the
// first struct type, in the order of its package's scope (sorted by name),
// that declares a field Status of exactly that type (VirtualMachineInstance
// for VirtualMachineInstanceStatus), or nil. A type that only embeds the
// object, and so has Status promoted, is not the object; of two that declare
// it, the first name is the shorter stem (Foo before FooCopy).
func StatusObject(named *types.Named) *types.TypeName {
	pkg := named.Obj().Pkg()
	if pkg == nil {
		return nil
	}
	scope := pkg.Scope()
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
			if f := st.Field(i); f.Name() == "Status" && !f.Embedded() && types.Identical(f.Type(), named) {
				return tn
			}
		}
	}
	return nil
}
