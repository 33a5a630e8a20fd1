package effects

import (
	"go/types"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/selector"
)

// Pending is a call through an interface method or function-typed key that
// a function reaches and whose implementations other packages may store
// (flow.Open): an importer that sees more stores resolves it to their
// effects. Summaries carry them so that a component's root package, which
// wires the concrete types, sees what its calls through interfaces reach,
// whatever the order its packages are analysed in.
type Pending struct {
	Key    string // the flow key read (flow.Open.Key)
	Method string // the interface method; empty for a function-typed key
	// Witness is the chain from the function's first callee down to the
	// call through the key, whose name is its last link ("pkg.Iface.M" or
	// the variable's name), called at Site.
	Witness Witness
	// Seen names the values stored into Key that the summary's package
	// already resolved (flow.Impl.Stored): an importer reports only what it
	// adds.
	Seen []string
}

// Stored is the summary of a function its package's importers may not see
// (flow.CallGraph.StoredFuncs), kept in the package fact of the package
// that stores it.
type Stored struct {
	ID      string // flow.Impl.Stored
	Summary Summary
}

// pendingMark starts the solver key of a pending call: pendingMark,
// method, NUL, flow key (which has a NUL of its own). Effect names are a
// pass's own and never start with it.
const pendingMark = "\x02"

func pendingKey(key, method string) string { return pendingMark + method + "\x00" + key }

func splitPending(k string) (key, method string, ok bool) {
	rest, ok := strings.CutPrefix(k, pendingMark)
	if !ok {
		return "", "", false
	}
	method, key, _ = strings.Cut(rest, "\x00")
	return key, method, true
}

// ViaName is how a witness names what a call goes through: the interface
// method, or the function-typed variable or field (an Edge's or Open's
// Via).
func ViaName(via types.Object) string {
	if fn, ok := via.(*types.Func); ok {
		return selector.Name(fn)
	}
	return via.Name()
}

// ImplementedBy names a call through via (ViaName) after the
// implementation impl it resolves to: a method (method not empty) or the
// function stored in a variable or field. CalleeName names an edge so, and
// a pending chain's last link is renamed so once it resolves.
func ImplementedBy(via, method, impl string) string {
	if method != "" {
		return via + ", implemented by " + impl
	}
	return via + ", set to " + impl
}

// compose continues pending chain p, whose last link is the call through
// a key, by that call's implementation impl and the chain by which impl
// reaches an effect (tail: impl's witness, without impl).
func compose(p *link, name string, tail *link) *link {
	var nodes []*link
	for q := p; q != nil; q = q.next {
		nodes = append(nodes, q)
	}
	out := tail
	for i := len(nodes) - 1; i >= 0; i-- {
		q := *nodes[i]
		if i == len(nodes)-1 {
			q.name = name
		}
		q.next, q.site, q.n, q.done = out, tail.site, out.n+1, nil
		out = &q
	}
	return out
}

// resolution is a pending call of an imported callee that this package
// resolves to an implementation its dependencies did not see.
type resolution struct {
	impl *types.Func
	key  string // effect
	l    *link  // chain from the callee's first callee through impl
}

// resolve adds to im, the links of imported callee fn, the effects of the
// implementations this package's view resolves fn's pending calls to, and
// the pending calls those implementations reach in turn. own gives the
// links of this package's functions (nil before the first solve): an
// implementation of this package without them is left for later (deferred
// reports it).
func (r *Result) resolve(fn *types.Func, im *importedLinks, own func(*types.Func) (map[string]*link, bool)) (deferred bool) {
	type item struct {
		key     string
		pending *link
		seen    []string
	}
	var work []item
	for k, l := range im.links {
		if _, _, ok := splitPending(k); ok {
			work = append(work, item{k, l, im.seen[k]})
		}
	}
	slices.SortFunc(work, func(a, b item) int { return strings.Compare(a.key, b.key) })
	done := map[string]bool{}
	for len(work) > 0 {
		it := work[0]
		work = work[1:]
		if done[it.key] {
			continue
		}
		done[it.key] = true
		key, method, _ := splitPending(it.key)
		for _, impl := range r.cg.Resolve(key, method) {
			var links map[string]*link
			if impl.Func.Pkg() == r.pkg {
				var ok bool
				if links, ok = own(impl.Func); !ok {
					deferred = true
					continue
				}
			} else {
				// Only a function with no summary in view falls back to
				// the stored one (one whose links are all pending calls
				// live drops has a summary).
				of := r.importedOf(impl.Func)
				links = of.links
				if of == noLinks && impl.Func.Signature().Recv() == nil {
					links = r.storedLinks(impl.Stored)
				}
			}
			name := ImplementedBy(it.pending.lastName(), method, selector.Name(impl.Func))
			fresh := !slices.Contains(it.seen, impl.Stored)
			for k, l := range links {
				c := compose(it.pending, name, l)
				offer(im.links, k, c)
				if _, _, isPending := splitPending(k); isPending {
					if !done[k] {
						work = append(work, item{k, c, nil})
					}
					continue
				}
				if fresh {
					im.resolved = append(im.resolved, resolution{impl.Func, k, c})
				}
			}
		}
		r.resolveNarrowed(im, it.pending, it.seen, key, method)
	}
	return deferred
}

// resolveNarrowed adds to im what a pending call through key and method
// does where this package's view stores a wider interface's value into the
// key (flow's ResolveNarrowed): the call itself is the API, so the chain
// ends at the pending call, renamed for the dispatch.
func (r *Result) resolveNarrowed(im *importedLinks, pending *link, seen []string, key, method string) {
	if r.spec.Narrowed == nil {
		return
	}
	for _, nw := range r.cg.ResolveNarrowed(key, method) {
		fresh := !slices.Contains(seen, nw.Stored)
		for _, d := range r.spec.Narrowed(nil, nw.Func) {
			c := pending.renamedLast(ImplementedBy(pending.lastName(), method, d.API))
			offer(im.links, d.Key, c)
			if fresh {
				im.resolved = append(im.resolved, resolution{nw.Func, d.Key, c})
			}
		}
	}
}

// storedLinks are the links of a function stored under id as the package
// storing it exported them (Summary.Stored), for a function whose own
// package this one does not import.
func (r *Result) storedLinks(id string) map[string]*link {
	links := map[string]*link{}
	if s := r.storedSummary(id); s != nil {
		for k, w := range s.Effects {
			links[k] = linkOf(w)
		}
		r.pendingLinks(s, links, map[string][]string{})
	}
	if r.spec.Pending != nil {
		if s := r.spec.Pending.storedOf(id); s != nil {
			r.pendingLinks(s, links, map[string][]string{})
		}
	}
	return links
}

// renamedLast is chain l with its last link named name: a copy, as links
// are shared.
func (l *link) renamedLast(name string) *link {
	q := *l
	q.done = nil
	if l.next == nil {
		q.name = name
	} else {
		q.next = l.next.renamedLast(name)
	}
	return &q
}

func (l *link) lastName() string {
	for l.next != nil {
		l = l.next
	}
	return l.name
}

// pendingLinks adds the pending calls of s that the solver carries (live)
// to links, as solver links, and their Seen lists to seen.
func (r *Result) pendingLinks(s *Summary, links map[string]*link, seen map[string][]string) {
	for _, p := range s.Pending {
		k := pendingKey(p.Key, p.Method)
		if r.live(k) {
			links[k] = linkOf(p.Witness)
			seen[k] = p.Seen
		}
	}
}

// live reports whether the solver carries key: every effect, and a pending
// call unless the pending analyzer exports the pending calls (Spec.Pending)
// and this package's view resolves the call to nothing. Such a call can
// reach no effect here (resolve finds no implementation for it, here or
// through a function it reaches), and this pass exports effects only, so
// it would be carried to every caller only to be dropped at export: on
// KubeVirt v1.9.0 those were most of these passes' solver links. Every
// pass's effects, and so its findings and facts, are the same without them.
// Links are filtered where they are made (graph's offers, pendingLinks), so
// every solution and every imported or stored callee's links hold live
// keys only.
func (r *Result) live(key string) bool {
	if r.spec.Pending == nil {
		return true
	}
	k, method, ok := splitPending(key)
	if !ok {
		return true
	}
	live, ok := r.resolvable[key]
	if !ok {
		live = len(r.cg.Resolve(k, method)) > 0 || (r.spec.Narrowed != nil && len(r.cg.ResolveNarrowed(k, method)) > 0)
		if r.resolvable == nil {
			r.resolvable = map[string]bool{}
		}
		r.resolvable[key] = live
	}
	return live
}
