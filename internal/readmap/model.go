package readmap

// Schema names the JSON format; docs/map-schema.json is its JSON Schema and
// docs/map.md explains it. A change that removes or renames a field bumps the
// version.
const Schema = "kvlint-map/v1"

// Map is the reading map of a set of packages, measured from the code.
type Map struct {
	Schema     string      `json:"schema"`
	LinkBase   string      `json:"linkBase,omitempty"`
	Reading    []Answer    `json:"reading"`
	Components []Component `json:"components"`
	Channels   []Channel   `json:"channels"`
	Keys       []Key       `json:"keys"`
	Status     []Status    `json:"status"`
	Migration  Migration   `json:"migration"`
	Primitives []Category  `json:"primitives"`
	Edges      []Edge      `json:"edges"`
	// Passes are the sites of the passes without a section above.
	Passes []PassRecords `json:"passes,omitempty"`
	// Suppressions are the findings directives suppress; always written
	// (empty when none), so that a map saved before kvlint listed them
	// (nil when read) tells a diff it cannot say which are new.
	Suppressions []Suppression `json:"suppressions"`
}

// Loc is a place in the source: a slash-separated path relative to the
// source root, a 1-based line, the enclosing function, and a link when the
// map was made with a link base.
type Loc struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Func string `json:"func,omitempty"`
	URL  string `json:"url,omitempty"`
}

// Site is one place a pass found: where, through what API, by which
// component, with a witness chain when it is reached through calls, and the
// check code when kvlint reports it there.
type Site struct {
	Loc
	Component string   `json:"component"`
	API       string   `json:"api,omitempty"`
	Chain     []string `json:"chain,omitempty"`
	Witness   string   `json:"witness,omitempty"`
	Side      string   `json:"side,omitempty"`
	Note      string   `json:"note,omitempty"`
	Violation string   `json:"violation,omitempty"`
}

// Component is a component with its packages and entry points.
type Component struct {
	Name     string  `json:"name"`
	Packages int     `json:"packages"`
	Entries  []Entry `json:"entries"`
}

// Entry is an entry point: a main, a controller's Run/Execute/execute/sync
// or Reconcile, an informer event handler, a controller-runtime watch.
type Entry struct {
	Loc
	Kind   string `json:"kind"`
	Name   string `json:"name"`
	Detail string `json:"detail,omitempty"`
}

// Channel is a handoff channel with its use sites per component.
type Channel struct {
	Name    string   `json:"name"`
	Doc     string   `json:"doc,omitempty"`
	APIs    []string `json:"apis"`
	Allowed []string `json:"allowed"`
	Sites   []Site   `json:"sites"`
}

// Key is a handoff key (a label, annotation or finalizer constant) with the
// sites that write it and those that read it, and those that type it by
// hand as a string literal (API: the literal; the check code HO1003).
type Key struct {
	Name string `json:"name"`
	Uses
	Literals []Site `json:"literals,omitempty"`
}

// Uses are the sites that write something (a key, a status field) and
// those that read it: the two ends of a handoff.
type Uses struct {
	Writers []Site `json:"writers"`
	Readers []Site `json:"readers"`
}

// newUses has no site yet; the JSON lists are empty, not null.
func newUses() Uses { return Uses{Writers: []Site{}, Readers: []Site{}} }

// onePerFunc keeps one writer and one reader site per function.
func (u *Uses) onePerFunc() { u.Writers, u.Readers = onePerFunc(u.Writers), onePerFunc(u.Readers) }

// Status is an owned status type: where it and its object are declared, and
// each field and enum value with its policy owners, writers and readers.
type Status struct {
	Type    string  `json:"type"`
	Decl    *Loc    `json:"decl,omitempty"`
	Object  string  `json:"object,omitempty"`
	ObjDecl *Loc    `json:"objectDecl,omitempty"`
	Fields  []Field `json:"fields"`
}

// Field is one status field (Value empty) or enum value.
type Field struct {
	Field string `json:"field"`
	Value string `json:"value,omitempty"`
	// Removed: the row is the removal of the value's element from its list
	// (a condition taken out), and Owners who may remove it.
	Removed bool     `json:"removed,omitempty"`
	Owners  []string `json:"owners"`
	Uses
	// Note: "read but never written", "written but never read".
	Note string `json:"note,omitempty"`
}

// Migration is the migration read vertically.
type Migration struct {
	Lifecycles []Lifecycle `json:"lifecycles"`
	Mirrors    []Mirror    `json:"mirrors"`
	Signals    []Signal    `json:"signals"`
	// TargetPods are the launcher-Pod creation sites in packages that write
	// migration state: where the target Pod is made.
	TargetPods []Site `json:"targetPods"`
}

// Lifecycle is a start/stop pair with its sites.
type Lifecycle struct {
	Name      string `json:"name"`
	Start     string `json:"start"`
	Stop      string `json:"stop"`
	StartDecl *Loc   `json:"startDecl,omitempty"`
	StopDecl  *Loc   `json:"stopDecl,omitempty"`
	Starts    []Site `json:"starts"`
	Stops     []Site `json:"stops"`
}

// Mirror is a field pair written together, with the writers of each half.
type Mirror struct {
	Name    string    `json:"name"`
	Pair    [2]string `json:"pair"`
	Writers [2][]Site `json:"writers"`
}

// Signal is a field both migration sides read, with where each side reads it.
type Signal struct {
	Field   string `json:"field"`
	Readers []Site `json:"readers"`
}

// Category is a host-primitive category: its raw call sites, the entry
// points of its wrappers, and the components that reach it.
type Category struct {
	Name     string   `json:"name"`
	Allowed  []string `json:"allowed"`
	Wrappers []string `json:"wrappers"`
	// Raw are direct calls of the primitive; Note "wrapper" marks those in
	// a wrapper package.
	Raw []Site `json:"raw"`
	// Entries are exported functions of wrapper packages that reach it.
	Entries []Loc   `json:"entries"`
	Reached []Reach `json:"reached"`
	// Importers are the packages outside the wrappers that import a
	// wrapper package (Note: the wrapper), at the import: they reach the
	// category even where the calls go through interfaces, which the
	// witness chains cannot follow.
	Importers []Site `json:"importers"`
}

// Reach is a component, or a shared package outside the category's
// wrappers, that reaches a category, with one witness.
type Reach struct {
	Component string `json:"component"`
	Package   string `json:"package,omitempty"` // for shared code
	Allowed   bool   `json:"allowed"`
	Site      Site   `json:"site"`
}

// Edge is a handoff between two components (or a component and a channel):
// imports, keys written by one and read by the other, status fields written
// by one and read by the other, channel uses.
type Edge struct {
	From       string `json:"from"`
	To         string `json:"to"`
	Kind       string `json:"kind"` // imports, keys, status, channel
	Label      string `json:"label"`
	Count      int    `json:"count"`
	Violations int    `json:"violations"`
	// Code is the check code of the violations, when there are any: the
	// import declaration's code of the pass that owns imports, or a
	// channel site's.
	Code string `json:"code,omitempty"`
}

// Answer is one of the newcomer's questions, answered from the map.
type Answer struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
	Links    []Link `json:"links"`
}

// Link is a named place to read.
type Link struct {
	Text string `json:"text"`
	Loc
}
