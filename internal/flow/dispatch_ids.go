package flow

import (
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/kvlint/kvlint/internal/code"
)

// modulePath is the module of the analysed package; drivers without module
// information get the package path's repository root: host/owner/repo on
// the code hosts that name an owner, host/repo (kubevirt.io/kubevirt)
// elsewhere.
func modulePath(pass *analysis.Pass) string {
	if pass.Module != nil && pass.Module.Path != "" {
		return pass.Module.Path
	}
	parts := strings.SplitN(pass.Pkg.Path(), "/", 4)
	n := 2
	switch parts[0] {
	case "github.com", "gitlab.com", "bitbucket.org":
		n = 3
	}
	return strings.Join(parts[:min(n, len(parts))], "/")
}

func (d *dispatch) inModule(pkg *types.Package) bool {
	return pkg != nil && (pkg.Path() == d.module || strings.HasPrefix(pkg.Path(), d.module+"/"))
}

// id names obj: by package and object path when it has one, else by a
// name local to this package. A container variable's name is always local
// (containerVar).
func (d *dispatch) id(obj types.Object) string {
	if id, ok := d.ids[obj]; ok {
		return id
	}
	var id string
	// A local variable has no object path (objectpath says so with an
	// error it builds), and a container's name is local whatever its path.
	if v, ok := obj.(*types.Var); (!ok || v.Kind() != types.LocalVar) && obj.Pkg() != nil && !containerVar(obj) {
		if p, err := code.ObjectPath(obj); err == nil {
			id = obj.Pkg().Path() + "\x00" + string(p)
		}
	}
	if id == "" {
		id = localMark + strconv.Itoa(len(d.ids))
	}
	d.ids[obj] = id
	d.objs[id] = obj
	return id
}

// funcID names a function stored as a value. objectpath names no
// unexported package-level function, yet an exported seam may hold one
// (var One = mountIt) that importers call: they look it up by name in the
// package's scope. A seam's own literal (seams.go) is named the same way,
// by its variable's name: importers find a variable there, not a function,
// and take what the package publishes about it (StoredFuncs). Keys keep id: a call through an unexported function's
// result is no importer's to resolve.
func (d *dispatch) funcID(fn *types.Func) string {
	if !IsSeam(fn) && (fn.Exported() || fn.Pkg() == nil || fn.Parent() != fn.Pkg().Scope()) {
		return d.id(fn)
	}
	id := fn.Pkg().Path() + "\x00" + scopeMark + fn.Name()
	d.objs[id] = fn // StoredFuncs reads the names this package made
	return id
}

// containerVar reports a variable (a field, a parameter) that holds a
// container of functions or interface values. Its elements are what the
// package that reads it stores there: such a key is never exported nor
// left open for importers, because a container is how code keeps a list of
// registrations (observers, config-change callbacks) that every package
// importing it appends to, and an importer's view would hand a call
// through the list every registration in the binary's imports — the
// callbacks of components whose code registers them but never runs there.
// A function that returns a container is an ordinary key: its callers
// reach what its returns put there.
func containerVar(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && container(v.Type()) != nil
}

// exportable reports whether a key or value has a name other packages can
// resolve.
func exportable(id string) bool { return !strings.HasPrefix(id, localMark) }

// object returns what a key or value name stands for, nil when this
// package cannot see it.
func (d *dispatch) object(id string) types.Object {
	if obj, ok := d.objs[id]; ok {
		return obj
	}
	path, p, ok := strings.Cut(id, "\x00")
	if !ok {
		return nil
	}
	var obj types.Object
	if pkg := d.pkg(path); pkg != nil {
		if name, ok := strings.CutPrefix(p, scopeMark); ok {
			switch o := pkg.Scope().Lookup(name).(type) {
			case *types.Func:
				obj = o
			case *types.Var:
				// Another package's seam: a function of this package's
				// view, named after the variable, whose summary is what
				// that package published under id (StoredFuncs).
				if sig, ok := o.Type().Underlying().(*types.Signature); ok && o.Pkg() != d.pass.Pkg {
					obj = types.NewFunc(o.Pos(), pkg, o.Name(), sig)
					d.ids[obj] = id // StoredID gives the published name back
				}
			}
		} else {
			obj, _ = objectpath.Object(pkg, objectpath.Path(p))
		}
	}
	d.objs[id] = obj
	return obj
}

// pkg returns the package of path among this one and its imports,
// transitively. The imports are walked breadth first, only as far as a
// path asked for needs (the names resolved are mostly of packages near
// this one; the whole closure is a thousand packages on KubeVirt), and
// the walk resumes where it stopped; an empty path walks it all.
func (d *dispatch) pkg(path string) *types.Package {
	if d.pkgs == nil {
		p := d.pass.Pkg
		d.pkgs = map[string]*types.Package{p.Path(): p}
		d.pkgQueue = []*types.Package{p}
	}
	if p, ok := d.pkgs[path]; ok {
		return p
	}
	for len(d.pkgQueue) > 0 {
		p := d.pkgQueue[0]
		d.pkgQueue = d.pkgQueue[1:]
		var found *types.Package
		for _, q := range p.Imports() {
			if _, ok := d.pkgs[q.Path()]; ok {
				continue
			}
			d.pkgs[q.Path()] = q
			d.pkgQueue = append(d.pkgQueue, q)
			if q.Path() == path {
				found = q
			}
		}
		if found != nil {
			return found
		}
	}
	return nil
}
