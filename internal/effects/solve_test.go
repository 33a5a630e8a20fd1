package effects

import (
	"fmt"
	"go/token"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/flow"
)

// compare orders witnesses by chain length, then chain element by element,
// then site: the order link.cmp must give, spelled out on whole chains.
// Comparing element-wise equals comparing the chains joined by a separator
// that no name contains, without building the joined strings.
func (w Witness) compare(o Witness) int {
	if len(w.Chain) != len(o.Chain) {
		if len(w.Chain) < len(o.Chain) {
			return -1
		}
		return 1
	}
	for i := range w.Chain {
		if c := strings.Compare(w.Chain[i], o.Chain[i]); c != 0 {
			return c
		}
	}
	return strings.Compare(w.Site, o.Site)
}

// naive is the whole-package fixed point the solver replaced: relax every
// edge until nothing changes. It is slow but obviously right, so it is the
// oracle for the solver.
func naive(names []string, callees [][]int, init []map[string]Witness) []map[string]Witness {
	best := make([]map[string]Witness, len(names))
	for i := range best {
		best[i] = map[string]Witness{}
		for k, w := range init[i] {
			best[i][k] = w
		}
	}
	for changed := true; changed; {
		changed = false
		for v := range names {
			for _, c := range callees[v] {
				for k, w := range best[c] {
					cand := Witness{Chain: append([]string{names[c]}, w.Chain...), Site: w.Site}
					if old, ok := best[v][k]; !ok || cand.compare(old) < 0 {
						best[v][k] = cand
						changed = true
					}
				}
			}
		}
	}
	return best
}

func solved(names []string, callees [][]int, init []map[string]Witness) []map[string]Witness {
	g := &graph{callees: callees, comps: flow.Components(callees), init: make([]map[string]*link, len(names)), callAt: make([][]token.Pos, len(names)), callName: make([][]string, len(names))}
	for i := range callees {
		// The oracle knows no call positions; they do not take part in
		// the order.
		g.callAt[i] = make([]token.Pos, len(callees[i]))
		for _, c := range callees[i] {
			g.callName[i] = append(g.callName[i], names[c])
		}
	}
	for i := range init {
		g.init[i] = map[string]*link{}
		for k, w := range init[i] {
			g.init[i][k] = linkOf(w)
		}
	}
	best := solve(g)
	ws := newWitnesses(nil, nil, nil)
	out := make([]map[string]Witness, len(best))
	// Shortest first here: the sharing must not depend on the order.
	for i := range best {
		out[i] = map[string]Witness{}
		keys := make([]string, 0, len(best[i]))
		for k := range best[i] {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			w := ws.of(best[i][k])
			w.Calls = nil
			out[i][k] = w
		}
	}
	return out
}

// randomGraph makes dense and sparse graphs with cycles, self-edges
// excluded (the solver's input never has them), names that collide (so
// ties are broken further down the chain or by the site) and several
// effects per node.
func randomGraph(r *rand.Rand) ([]string, [][]int, []map[string]Witness) {
	n := 1 + r.Intn(30)
	p := r.Float64() * 0.3
	names := make([]string, n)
	callees := make([][]int, n)
	init := make([]map[string]Witness, n)
	for i := range names {
		names[i] = fmt.Sprintf("f%d", r.Intn(n/2+1))
		init[i] = map[string]Witness{}
		for _, k := range []string{"mount", "chroot", "net"} {
			if r.Float64() < 0.15 {
				chain := []string{fmt.Sprintf("api%d", r.Intn(3))}
				if r.Intn(2) == 0 {
					chain = append([]string{fmt.Sprintf("x.F%d", r.Intn(3))}, chain...)
				}
				init[i][k] = Witness{Chain: chain, Site: fmt.Sprintf("a.go:%d", r.Intn(3))}
			}
		}
	}
	for i := range callees {
		for j := range names {
			if i != j && r.Float64() < p {
				callees[i] = append(callees[i], j)
			}
		}
	}
	return names, callees, init
}

func TestSolveMatchesFixedPoint(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := 0; trial < 2000; trial++ {
		names, callees, init := randomGraph(r)
		want := naive(names, callees, init)
		got := solved(names, callees, init)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("trial %d: graph %v\nnames %v\ninit %v\nsolver %v\nfixed point %v", trial, callees, names, init, got, want)
		}
	}
}

func TestSolveLongChainAndCycle(t *testing.T) {
	const n = 3000
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("f%04d", i)
	}
	for _, cycle := range []bool{false, true} {
		// f0 → f1 → … → f(n-1), which mounts; closed into one cycle when
		// cycle is set.
		callees := make([][]int, n)
		init := make([]map[string]Witness, n)
		for i := range callees {
			init[i] = map[string]Witness{}
			if i+1 < n {
				callees[i] = []int{i + 1}
			} else if cycle {
				callees[i] = []int{0}
			}
		}
		init[n-1]["mount"] = Witness{Chain: []string{"unix.Mount"}, Site: "a.go:1"}
		got := solved(names, callees, init)
		for _, i := range []int{0, n / 2, n - 1} {
			w := got[i]["mount"]
			if len(w.Chain) != n-i {
				t.Fatalf("cycle=%v: f%d's witness has %d links; want %d", cycle, i, len(w.Chain), n-i)
			}
			first := "unix.Mount"
			if i < n-1 {
				first = names[i+1]
			}
			if w.Chain[0] != first || w.Chain[len(w.Chain)-1] != "unix.Mount" {
				t.Fatalf("cycle=%v: f%d's witness runs %s … %s; want %s … unix.Mount", cycle, i, w.Chain[0], w.Chain[len(w.Chain)-1], first)
			}
		}
	}
}

func TestWitnessStringCapsLongChains(t *testing.T) {
	short := Witness{Chain: []string{"a", "b", "c", "d", "e", "f"}, Site: "x.go:1"}
	if got, want := short.String(), "a → b → c → d → e → f (x.go:1)"; got != want {
		t.Errorf("six links: %q, want %q", got, want)
	}
	long := Witness{Chain: make([]string, 5000), Site: "x.go:9"}
	for i := range long.Chain {
		long.Chain[i] = fmt.Sprintf("pkg.Function%04d", i)
	}
	got := long.String()
	want := "pkg.Function0000 → pkg.Function0001 → pkg.Function0002 → … 4995 more … → pkg.Function4998 → pkg.Function4999 (x.go:9)"
	if got != want {
		t.Errorf("5000 links: %q, want %q", got, want)
	}
}

func TestLinkOrderMatchesWitnessOrder(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	rnd := func() Witness {
		w := Witness{Site: fmt.Sprintf("s%d", r.Intn(2))}
		for i := 0; i < 1+r.Intn(3); i++ {
			w.Chain = append(w.Chain, []string{"a", "ab", "b"}[r.Intn(3)])
		}
		return w
	}
	for i := 0; i < 5000; i++ {
		a, b := rnd(), rnd()
		if got, want := linkOf(a).cmp(linkOf(b)), a.compare(b); got != want {
			t.Fatalf("%v vs %v: links compare %d, witnesses %d", a, b, got, want)
		}
	}
}
