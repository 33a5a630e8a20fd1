// Package sites is how a pass hands the places it found to `kvlint map`:
// the call sites, writes, reads, starts and stops it matched while checking,
// as the analyzer's Result. A pass fills a Result only when the driver asks
// for it (passkit.Settings.Sites), so ordinary lint runs keep nothing.
//
// Every position is a token.Pos of the analysed package's file set, and every
// function a *types.Func of its type-checked package; the map reads them from
// the checker's action graph while that graph is alive.
package sites

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"

	"github.com/kvlint/kvlint/internal/effects"
)

// Kinds of site.
const (
	// Direct: the package performs the effect itself (a primitive call, a
	// channel API use, a status write).
	Direct = "direct"
	// Via: a call from the package into another component's or shared code
	// whose summary reaches the effect; Chain is the witness.
	Via = "via"
	// Write and Read: a field or key written or read (migration mirrors and
	// signals, handoff keys, status fields).
	Write = "write"
	Read  = "read"
	// Start and Stop: a lifecycle's start or stop call.
	Start = "start"
	Stop  = "stop"
	// Literal: a value spelled by hand where the pass knows its constant
	// (a handoff key typed as a string literal).
	Literal = "literal"
)

// Notes a pass puts on a site that the map reads.
const (
	// NoteWrapper marks a direct host-primitive site in a wrapper package
	// of its category.
	NoteWrapper = "wrapper"
	// NoteFirst and NoteSecond say which half of a mirror pair a write
	// writes: the first pair entry (the legacy field) or its twin.
	NoteFirst  = "first"
	NoteSecond = "second"
)

// Site is one place a pass found: a record the map reads by its topic and
// kind, in the terms of the pass that found it.
type Site struct {
	// Topic is what the site is about in the map's terms (the Topic
	// constants); empty for a pass's own records, listed as they are.
	Topic string
	Kind  string
	// Key is what the site is about, in the pass's terms: a host-primitive
	// category, a channel, a status field key ("pkg.Type.Path[=CONST]"), a
	// mirror or lifecycle name, a signal field.
	Key string
	// API is what performs it, e.g. "unix.Mount", "(PodInterface).Create".
	API string
	// Func is the declared function the site is in; nil at package level.
	Func *types.Func
	// Callee is the function called, when the pass knows it (lifecycle
	// starts and stops): the map links to its declaration.
	Callee   *types.Func
	Pos, End token.Pos
	// Chain is the witness of a Via site: callee first, API last; Witness
	// where the last link performs it ("dir/file.go:line").
	Chain   []string
	Witness string
	// Side is the migration side of Func ("source", "target"), when the pass
	// knows sides.
	Side string
	// Note is a short extra fact (a lifecycle key's derivation, a mirror
	// half's field).
	Note string
	// Code, when set, is the one code whose finding at Pos marks this site
	// a violation in the map; empty means any code of the pass, and
	// Clean that the pass judged the site and found it none (a finding at
	// the same position is about another site of it).
	Code string
}

// Clean is the Code of a site its pass judged no violation: one write
// can make several sites at one position (two fields, two paths a patch
// may write), of which only some are findings.
const Clean = "-"

// Result is one pass's sites in one package.
type Result struct {
	// Topic is the topic of the keys of Funcs and Wraps.
	Topic string
	Sites []Site
	// Funcs are the package's function summaries, for passes that compute
	// them (what each function reaches, with a witness).
	Funcs map[*types.Func]*effects.Summary
	// Wraps lists the keys (host-primitive categories) for which the
	// package is one of the designated wrappers.
	Wraps []string
}

// Type is the ResultType of every pass that returns a Result.
var Type = reflect.TypeOf((*Result)(nil))

// FromEffects turns an effects result into sites: every direct site, and
// every edge from this package into a function of another component (or of
// shared code) whose summary reaches a key, once per caller, callee and key.
// compOf names the component of an import path; comp is pkg's own. Edges
// within the component are left out: the callee's package has the site.
func FromEffects(res *effects.Result, pkg *types.Package, comp string, compOf func(path string) string) *Result {
	out := &Result{Funcs: res.Funcs}
	for _, s := range res.Sites {
		out.Sites = append(out.Sites, Site{Kind: Direct, Key: s.Key, API: s.API, Func: s.Caller, Pos: s.Pos, End: s.End})
	}
	outside := func(p *types.Package) bool { return p != pkg && compOf(p.Path()) != comp }
	for c := range res.Crossings(outside, nil) {
		w := c.Witness
		out.Sites = append(out.Sites, Site{Kind: Via, Key: c.Key, API: w.Chain[len(w.Chain)-1], Func: c.Caller,
			Pos: c.Node.Pos(), End: c.Node.End(), Chain: w.Chain, Witness: w.Site})
	}
	for c := range res.InitCrossings(outside) {
		w := c.Witness
		out.Sites = append(out.Sites, Site{Kind: Via, Key: c.Key, API: w.Chain[len(w.Chain)-1],
			Pos: c.Import.Pos(), End: c.Import.End(), Chain: w.Chain, Witness: w.Site})
	}
	return out
}

// About puts every site of r, and its Funcs and Wraps, under topic, and
// marks each site's violation as code when code is set; it returns r.
func (r *Result) About(topic, code string) *Result {
	r.Topic = topic
	for i := range r.Sites {
		r.Sites[i].Topic = topic
		if code != "" {
			r.Sites[i].Code = code
		}
	}
	return r
}

// FuncOf returns the declared function an inspector stack (as
// inspector.WithStack passes it, the file first) lies in; nil at package
// level. A function declaration is always a direct child of its file.
func FuncOf(info *types.Info, stack []ast.Node) *types.Func {
	if len(stack) < 2 {
		return nil
	}
	fd, ok := stack[1].(*ast.FuncDecl)
	if !ok {
		return nil
	}
	fn, _ := info.Defs[fd.Name].(*types.Func)
	return fn
}
