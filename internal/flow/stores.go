package flow

import (
	"fmt"
	"go/build"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// Analyzer records, for each package of the analysed module, which concrete
// types and named functions its code stores into interface-typed and
// function-typed fields, variables, parameters and function results (the
// dispatch keys), as a package fact, so that a call through such a key
// resolves in every package that imports the one wiring it. Its result is
// the package's view, its own stores and its dependencies', which
// CallGraphOf reads; every pass that builds a call graph requires it.
//
// Packages of other modules (versioned dependencies) and of the standard
// library are skipped: their interfaces are never resolved.
//
// DebugAnalyzer builds another instance for measurements; a driver run uses
// one instance for all its passes (passkit.Settings.Flow).
var Analyzer = newAnalyzer("")

func newAnalyzer(mode string) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:       "kvflow",
		Doc:        "kvflow records the values a package stores into interface-typed and function-typed fields, variables, parameters and results, for kvlint's call graphs",
		URL:        "https://github.com/kvlint/kvlint/blob/main/docs/architecture.md#effects",
		Run:        func(pass *analysis.Pass) (any, error) { return runStores(pass, mode) },
		FactTypes:  []analysis.Fact{new(storesFact)},
		ResultType: reflect.TypeFor[*Stores](),
	}
}

// Stores is a package's view of dispatch keys, Analyzer's result.
type Stores struct{ d *dispatch }

// storesFact is a package's stores into keys other packages can name,
// collapsed through its local variables: for each key, the concrete types,
// named functions and other keys stored into it.
type storesFact struct {
	Stores []Store

	once sync.Once
	idx  map[string][]int32
}

// Store is one value stored into a key: Key and Src are "package path NUL
// object path"; Kind says whether Src is a type, a pointer to one, a
// function or another key.
type Store struct {
	Key  string
	Kind uint8
	Src  string
}

func (*storesFact) AFact() {}

// String renders the stores for fact tests: "key<-src, ..." with object
// paths only.
func (f *storesFact) String() string {
	parts := make([]string, len(f.Stores))
	for i, s := range f.Stores {
		mark := map[uint8]string{srcType: "", srcPtr: "*", srcFunc: "func ", srcKey: "key ", srcIface: "iface "}[s.Kind]
		parts[i] = ShortID(s.Key) + "<-" + mark + ShortID(s.Src)
	}
	return strings.Join(parts, ", ")
}

// ShortID renders a key or stored value's name for fact tests and
// debugging: the package's last element and the object path, or the name
// of an unexported function ("hostmount.detach").
func ShortID(id string) string {
	path, p, _ := strings.Cut(id, "\x00")
	return filepath.Base(path) + "." + strings.TrimPrefix(p, scopeMark)
}

// index maps each key to its stores. Facts are shared by the packages that
// import them, so it is built once, under once.
func (f *storesFact) index() map[string][]int32 {
	f.once.Do(func() {
		f.idx = map[string][]int32{}
		for i, s := range f.Stores {
			f.idx[s.Key] = append(f.idx[s.Key], int32(i))
		}
	})
	return f.idx
}

func runStores(pass *analysis.Pass, mode string) (any, error) {
	if skipStores(pass) {
		return (*Stores)(nil), nil
	}
	var deps []*storesFact
	for _, pf := range pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*storesFact); ok && pf.Package != pass.Pkg {
			deps = append(deps, f)
		}
	}
	// Facts come in no particular order; resolution sorts its targets, so
	// only the order of reading would differ.
	slices.SortFunc(deps, func(a, b *storesFact) int { return len(a.Stores) - len(b.Stores) })
	d := newDispatch(pass, nil, deps)
	d.mode = mode
	if out := d.exported(); len(out) > 0 {
		pass.ExportPackageFact(&storesFact{Stores: out})
	}
	return &Stores{d: d}, nil
}

// skipStores reports the packages whose stores never matter: the standard
// library's and those of versioned dependencies (modules other than the
// one under analysis).
func skipStores(pass *analysis.Pass) bool {
	if pass.Module != nil && pass.Module.Version != "" {
		return true
	}
	if len(pass.Files) == 0 {
		return true
	}
	name := pass.Fset.File(pass.Files[0].FileStart).Name()
	goroot := filepath.Join(build.Default.GOROOT, "src") + string(filepath.Separator)
	return strings.HasPrefix(name, goroot)
}

// exported returns this package's stores into keys other packages can
// name, collapsed through keys they cannot (local variables), in a stable
// order.
func (d *dispatch) exported() []Store {
	var out []Store
	for key := range d.src {
		if !exportable(key) {
			continue
		}
		seen := map[string]bool{key: true}
		var walk func(string)
		walk = func(k string) {
			for _, s := range d.src[k] {
				switch {
				case !exportable(s.id) && s.kind == srcKey && !seen[s.id]:
					seen[s.id] = true
					walk(s.id)
				case exportable(s.id):
					st := Store{Key: key, Kind: s.kind, Src: s.id}
					if !slices.Contains(out, st) {
						out = append(out, st)
					}
				}
			}
		}
		walk(key)
	}
	slices.SortFunc(out, func(a, b Store) int {
		return cmpStrings(a.Key, b.Key, a.Src, b.Src, fmt.Sprint(a.Kind), fmt.Sprint(b.Kind))
	})
	return out
}

func cmpStrings(pairs ...string) int {
	for i := 0; i+1 < len(pairs); i += 2 {
		if c := strings.Compare(pairs[i], pairs[i+1]); c != 0 {
			return c
		}
	}
	return 0
}
