package hostprim

import (
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/selector"
)

// podStoredFact is a package fact: the summaries of what the package stores
// into keys other packages can name (flow.CallGraph.StoredImpls), for an
// importer that cannot see the stored type or function (flow's Unseen: an
// unexported implementation returned as its interface, under go vet).
type podStoredFact struct {
	Impls []podStored
}

// podStored is one stored implementation: the stored value's name, the
// method (empty for a stored function), its name in witnesses and its
// summary. Bound is 1 for a method value stored as a function: Sum counts
// its receiver before the parameters a call's arguments fill.
type podStored struct {
	ID, Method, Name string
	Sum              podRootFact
	Bound            int
}

func (*podStoredFact) AFact() {}

func (f *podStoredFact) String() string {
	var parts []string
	for _, im := range f.Impls {
		parts = append(parts, im.Name+": "+im.Sum.String())
	}
	return "stored " + strings.Join(parts, "; ")
}

// exportStored publishes the summaries of this package's stored
// implementations that reach an operation or a pending call.
func (pr *podRoot) exportStored() {
	var out []podStored
	for _, im := range pr.cg.StoredImpls() {
		sum := pr.summary(im.Func)
		if sum == nil || sum.empty() {
			continue
		}
		s := *sum
		slices.SortFunc(s.Pending, comparePending)
		out = append(out, podStored{ID: im.Stored, Method: im.Method, Name: selector.Name(im.Func), Sum: s, Bound: boundOffset(im.Method, im.Func)})
	}
	if len(out) > 0 {
		pr.ctx.Pass.ExportPackageFact(&podStoredFact{Impls: out})
	}
}

// unseenImpls returns the implementations a call through key and method
// reaches that this package cannot see, as the packages storing them
// published them.
func (pr *podRoot) unseenImpls(key, method string) []podStored {
	var out []podStored
	for _, id := range pr.cg.Unseen(key, method) {
		if im, ok := pr.storedImpl(id, method); ok {
			out = append(out, im)
		}
	}
	return out
}

// storedImpl returns what a package published about the implementation
// of method by the stored value id (a function: method empty).
func (pr *podRoot) storedImpl(id, method string) (podStored, bool) {
	if pr.stored == nil {
		pr.stored = map[string]podStored{}
		for _, pf := range pr.ctx.Pass.AllPackageFacts() {
			if f, ok := pf.Fact.(*podStoredFact); ok {
				for _, im := range f.Impls {
					pr.stored[im.ID+"\x00"+im.Method] = im
				}
			}
		}
	}
	im, ok := pr.stored[id+"\x00"+method]
	return im, ok
}
