package readmap

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// pkgData is what the analysis found in one root package.
type pkgData struct {
	pkg   *packages.Package
	files *physical.Files // what exclusion decides by
	comp  string
	res   map[string]*sites.Result // by pass name
	facts *facts
	codes map[token.Pos][]string // check codes reported at a position
	mocks map[*ast.File]bool     // mockFile, asked once a file
}

// builder assembles a Map from the analysed packages.
type builder struct {
	pol      *policy.Policy
	view     []sites.Decl
	root     string
	linkBase string
	pkgs     []*pkgData
	m        *Map
}

// collect groups the root actions of g by package. Errors of any action
// fail the map: a map with a pass missing would mislead.
func collect(g *checker.Graph, mine *analysis.Analyzer, pol *policy.Policy) ([]*pkgData, error) {
	byPkg := map[*packages.Package]*pkgData{}
	var errs []string
	seen := map[string]bool{}
	for act := range g.All() {
		if act.Err != nil {
			msg := fmt.Sprintf("%s: %s: %v", act.Package.ID, act.Analyzer.Name, act.Err)
			if !seen[msg] && !strings.Contains(msg, ": failed prerequisites: ") {
				seen[msg] = true
				errs = append(errs, msg)
			}
			continue
		}
		if !act.IsRoot {
			continue
		}
		pd := byPkg[act.Package]
		if pd == nil {
			pd = &pkgData{pkg: act.Package, files: physical.FromPackage(act.Package), comp: pol.ComponentOf(act.Package.PkgPath), res: map[string]*sites.Result{}, codes: map[token.Pos][]string{}}
			byPkg[act.Package] = pd
		}
		switch r := act.Result.(type) {
		case *sites.Result:
			if r != nil {
				pd.res[act.Analyzer.Name] = r
			}
		case *facts:
			if act.Analyzer == mine && r != nil {
				pd.facts = r
			}
		}
		for _, d := range act.Diagnostics {
			if code := d.Category; code != "" { // suppressed diagnostics stay in the run
				pd.codes[d.Pos] = append(pd.codes[d.Pos], code)
			}
		}
	}
	if len(errs) > 0 {
		sort.Strings(errs)
		return nil, fmt.Errorf("analysis failed in %d place(s); no map was written:\n\t%s", len(errs), strings.Join(errs, "\n\t"))
	}
	out := slices.SortedFunc(maps.Values(byPkg), func(a, b *pkgData) int { return cmp.Compare(a.pkg.ID, b.pkg.ID) })
	// p and p [p.test] are the same package to a reader: keep the first.
	var dedup []*pkgData
	paths := map[string]bool{}
	for _, pd := range out {
		if paths[pd.pkg.PkgPath] || strings.HasSuffix(pd.pkg.PkgPath, ".test") {
			continue
		}
		paths[pd.pkg.PkgPath] = true
		dedup = append(dedup, pd)
	}
	return dedup, nil
}

// loc renders a position of pd's package.
func (b *builder) loc(pd *pkgData, pos token.Pos, fn *types.Func) Loc {
	p := pd.files.Position(pd.pkg.Fset, pd.pkg.Syntax, pos)
	l := Loc{File: b.rel(p.Filename), Line: p.Line}
	if fn != nil {
		l.Func = selector.DeclName(fn)
	}
	b.link(&l)
	return l
}

func (b *builder) link(l *Loc) {
	if b.linkBase != "" && l.File != "" && !filepath.IsAbs(filepath.FromSlash(l.File)) {
		l.URL = b.linkBase + l.File + "#L" + strconv.Itoa(l.Line)
	}
}

func (b *builder) rel(file string) string {
	if r, err := filepath.Rel(b.root, file); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return filepath.ToSlash(file)
}

// site converts a site of pass (the map's own analyzer: ""). Its violation
// is the first finding at its position with the site's code, or, when the
// site names none, of any code of the pass; a site its pass judged clean
// (sites.Clean) has none, whatever else was found at its position.
func (b *builder) site(pd *pkgData, pass string, s sites.Site) Site {
	out := Site{Loc: b.loc(pd, s.Pos, s.Func), Component: pd.comp, API: s.API, Chain: s.Chain, Witness: s.Witness, Side: s.Side, Note: s.Note}
	for _, c := range pd.codes[s.Pos] {
		if s.Code != "" && c == s.Code || s.Code == "" && pass != "" && passOf(c) == pass {
			out.Violation = c
			break
		}
	}
	return out
}

// passOf names the pass that reports code ("" for another analyzer's).
func passOf(code string) string {
	c, _ := codes.Lookup(code)
	return c.Pass
}

// excluded reports whether a site lies in a file the policy excludes
// (tests) or in a gomock mock: not code a reader starts from. The file is
// the physical one: a //line comment cannot take a function out of the map.
// A mock is told by what it is (mockFile), never by its name: the checks
// report what a file named like one holds, and the map shows it as well.
func (b *builder) excluded(pd *pkgData, pos token.Pos) bool {
	return b.pol.Excluded(pd.pkg.PkgPath, pd.files.Name(pd.pkg.Fset, pd.pkg.Syntax, pos)) || pd.inMock(pos)
}

// each calls f for every site of topic in every package, whichever pass
// found it (passes in name order), excluded files left out.
func (b *builder) each(topic string, f func(pd *pkgData, pass string, s sites.Site)) {
	for _, pd := range b.pkgs {
		for _, pass := range slices.Sorted(maps.Keys(pd.res)) {
			for _, s := range pd.res[pass].Sites {
				if s.Topic == topic && !b.excluded(pd, s.Pos) {
					f(pd, pass, s)
				}
			}
		}
	}
}

// results calls f for every result whose Funcs and Wraps are of topic.
func (b *builder) results(topic string, f func(pd *pkgData, r *sites.Result)) {
	for _, pd := range b.pkgs {
		for _, pass := range slices.Sorted(maps.Keys(pd.res)) {
			if r := pd.res[pass]; r.Topic == topic {
				f(pd, r)
			}
		}
	}
}

func (b *builder) build() *Map {
	b.m = &Map{Schema: Schema, LinkBase: b.linkBase, Components: []Component{}, Channels: []Channel{}}
	b.components()
	b.channels()
	b.keys()
	b.status()
	b.migration()
	b.primitives()
	b.edges()
	b.records()
	b.reading()
	return b.m
}

func (b *builder) components() {
	byName := map[string]*Component{}
	names := []string{}
	for n := range b.pol.Components {
		names = append(names, n)
	}
	names = append(names, policy.Shared)
	for _, n := range names {
		byName[n] = &Component{Name: n, Entries: []Entry{}}
	}
	for _, pd := range b.pkgs {
		c := byName[pd.comp]
		c.Packages++
		if pd.facts == nil {
			continue
		}
		for _, e := range pd.facts.Entries {
			if b.excluded(pd, e.Pos) || pd.comp == policy.Shared && e.Kind != "main" {
				continue // shared code runs in whoever calls it; its programs are listed
			}
			c.Entries = append(c.Entries, Entry{Loc: b.loc(pd, e.Pos, nil), Kind: e.Kind, Name: e.Name, Detail: e.Detail})
		}
		// What a component's program wires together: the packages of its
		// own component that its main package uses, each at the first
		// declaration it uses (the setup code no rule reaches).
		for _, e := range pd.facts.Uses {
			if pd.comp == policy.Shared || b.pol.ComponentOf(e.Detail) != pd.comp || !b.pol.InModule(e.Detail, modulePath(pd)) {
				continue
			}
			c.Entries = append(c.Entries, Entry{Loc: b.loc(pd, e.Pos, nil), Kind: e.Kind, Name: e.Name, Detail: "used by " + pd.pkg.PkgPath})
		}
	}
	sort.Strings(names)
	for _, n := range names {
		c := byName[n]
		if c.Packages == 0 {
			continue
		}
		sortEntries(c.Entries)
		b.m.Components = append(b.m.Components, *c)
	}
}

func modulePath(pd *pkgData) string {
	if pd.pkg.Module != nil {
		return pd.pkg.Module.Path
	}
	return ""
}

func sortEntries(es []Entry) {
	rank := map[string]int{"main": 0, "uses": 1, "run": 2, "informer": 3, "watch": 4}
	sort.SliceStable(es, func(i, j int) bool {
		if rank[es[i].Kind] != rank[es[j].Kind] {
			return rank[es[i].Kind] < rank[es[j].Kind]
		}
		return lessLoc(es[i].Loc, es[j].Loc)
	})
}

func lessLoc(a, b Loc) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Func < b.Func
}

func sortSites(ss []Site) {
	sort.SliceStable(ss, func(i, j int) bool {
		if ss[i].Component != ss[j].Component {
			return ss[i].Component < ss[j].Component
		}
		if ss[i].Loc != ss[j].Loc {
			return lessLoc(ss[i].Loc, ss[j].Loc)
		}
		return strings.Join(ss[i].Chain, " ") < strings.Join(ss[j].Chain, " ")
	})
}

// onePerFunc keeps the first site of each (component, function, note):
// a reader wants the functions, not every line of them.
func onePerFunc(ss []Site) []Site {
	sortSites(ss)
	out := []Site{}
	seen := map[[4]string]bool{}
	for _, s := range ss {
		k := [4]string{s.Component, s.Func, s.File, s.Side}
		if s.Func == "" {
			k[1] = strconv.Itoa(s.Line)
		}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, s)
	}
	return out
}

func (b *builder) channels() {
	for _, cp := range sites.Of(b.view, sites.TopicChannel) {
		ch := Channel{Name: cp.Name, Doc: cp.Doc, APIs: cp.Label(sites.LabelAPIs), Allowed: cp.Label(sites.LabelAllowed), Sites: []Site{}}
		b.each(sites.TopicChannel, func(pd *pkgData, pass string, s sites.Site) {
			if (s.Kind == sites.Direct || s.Kind == sites.Via) && s.Key == cp.Name {
				ch.Sites = append(ch.Sites, b.site(pd, pass, s))
			}
		})
		sortSites(ch.Sites)
		b.m.Channels = append(b.m.Channels, ch)
	}
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func (b *builder) keys() {
	byKey := map[string]*Key{}
	b.each(sites.TopicKey, func(pd *pkgData, pass string, s sites.Site) {
		if s.Kind != sites.Write && s.Kind != sites.Read && s.Kind != sites.Literal {
			return
		}
		k := byKey[s.Key]
		if k == nil {
			k = &Key{Name: s.Key, Uses: newUses()}
			byKey[s.Key] = k
		}
		st := b.site(pd, pass, s)
		if s.Kind == sites.Literal {
			k.Literals = append(k.Literals, st)
			return
		}
		st.Note, st.API = s.API, ""
		if s.Kind == sites.Write {
			k.Writers = append(k.Writers, st)
		} else {
			k.Readers = append(k.Readers, st)
		}
	})
	b.m.Keys = []Key{}
	for _, name := range slices.Sorted(maps.Keys(byKey)) {
		k := byKey[name]
		k.onePerFunc()
		sortSites(k.Literals)
		b.m.Keys = append(b.m.Keys, *k)
	}
}

// declLoc renders the declaration of an object seen from pd.
func (b *builder) declLoc(pd *pkgData, pos token.Pos) *Loc {
	if !pos.IsValid() {
		return nil
	}
	p := b.declPosition(pd, pos)
	if p.Filename == "" {
		return nil
	}
	l := Loc{File: b.rel(p.Filename), Line: p.Line}
	b.link(&l)
	return &l
}

// declPosition is where a declaration is displayed: as the package that
// declares it displays its own positions (physical.Files.Position) when
// that package is one of the map's, else its physical position. A //line
// directive in a hand-written file never moves it.
func (b *builder) declPosition(pd *pkgData, pos token.Pos) token.Position {
	if physical.FileOf(pd.pkg.Syntax, pos) != nil {
		return pd.files.Position(pd.pkg.Fset, pd.pkg.Syntax, pos)
	}
	for _, o := range b.pkgs {
		if physical.FileOf(o.pkg.Syntax, pos) != nil {
			return o.files.Position(o.pkg.Fset, o.pkg.Syntax, pos)
		}
	}
	return pd.pkg.Fset.PositionFor(pos, false)
}

// violations counts the findings on the sites of an edge, with their code.
type violations struct {
	n    int
	code string
}

// importViolations finds the imports reported as crossing a component
// boundary (the code of a TopicImport declaration) in pd, by imported
// component.
func (b *builder) importViolations(pd *pkgData) map[string]violations {
	out := map[string]violations{}
	var codes []string
	for _, d := range sites.Of(b.view, sites.TopicImport) {
		if d.Code != "" {
			codes = append(codes, d.Code)
		}
	}
	if len(codes) == 0 {
		return out
	}
	for _, f := range pd.pkg.Syntax {
		for _, spec := range f.Imports {
			i := slices.IndexFunc(pd.codes[spec.Pos()], func(c string) bool { return slices.Contains(codes, c) })
			if i < 0 {
				continue
			}
			path, err := strconv.Unquote(spec.Path.Value)
			if err == nil {
				to := b.pol.ComponentOf(path)
				out[to] = violations{out[to].n + 1, pd.codes[spec.Pos()][i]}
			}
		}
	}
	return out
}
