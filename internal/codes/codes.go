// Package codes is the table of kvlint's stable check codes: which pass owns
// each, its title, and its documentation page. A pass may instead declare
// its codes in its definition (passkit.Def.Codes); the registry adds them
// here while the passes initialise. Codes never change meaning;
// a retired code is never reused.
package codes

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/kvlint/kvlint/docs"
)

// Code describes one check.
type Code struct {
	ID    string
	Pass  string // analyzer name
	Title string
	OptIn bool // off unless the policy enables it
}

// Pass names, as analyzers are named.
const (
	PassDirective     = "kvdirective"
	PassHostprim      = "hostprim"
	PassStatusfield   = "statusfield"
	PassHandoff       = "handoff"
	PassMigrationpair = "migrationpair"
)

var table = []Code{
	{ID: "KV0001", Pass: PassDirective, Title: "directive suppressed nothing"},
	{ID: "KV0002", Pass: PassDirective, Title: "malformed directive"},
	{ID: "KV0003", Pass: PassDirective, Title: "stale policy entry"},
	{ID: "HP1001", Pass: PassHostprim, Title: "raw host primitive outside its wrapper packages"},
	{ID: "HP1002", Pass: PassHostprim, Title: "component reaches a host primitive it is not allowed"},
	{ID: "HP1003", Pass: PassHostprim, Title: "privileged helper executed by bare name", OptIn: true},
	{ID: "HP1004", Pass: PassHostprim, Title: "path into another root reaches an operation that follows symlinks"},
	{ID: "SF1001", Pass: PassStatusfield, Title: "status field written by a component that does not own it"},
	{ID: "SF1002", Pass: PassStatusfield, Title: "enum status value set by a component that does not own it"},
	{ID: "SF1003", Pass: PassStatusfield, Title: "JSON patch writes a status path the component does not own"},
	{ID: "SF1004", Pass: PassStatusfield, Title: "JSON patch status path maps to no field"},
	{ID: "SF1005", Pass: PassStatusfield, Title: "field-by-field status patch takes another field's value or leaves a field out"},
	{ID: "HO1001", Pass: PassHandoff, Title: "import crosses a component boundary"},
	{ID: "HO1002", Pass: PassHandoff, Title: "handoff channel used by a component it does not allow"},
	{ID: "HO1003", Pass: PassHandoff, Title: "handoff key spelled as a literal instead of its constant"},
	{ID: "HO1004", Pass: PassHandoff, Title: "restricted package imported outside its allow list"},
	{ID: "HO1005", Pass: PassHandoff, Title: "handoff key literal near a known key but equal to none"},
	{ID: "HO1006", Pass: PassHandoff, Title: "restricted function used outside its allow list"},
	{ID: "HO1007", Pass: PassHandoff, Title: "handoff key set by a component that does not own it"},
	{ID: "HO1008", Pass: PassHandoff, Title: "handoff key escaped where a key goes, or unescaped in a JSON-patch path"},
	{ID: "MP1001", Pass: PassMigrationpair, Title: "migration side writes a field reserved to the other side"},
	{ID: "MP1002", Pass: PassMigrationpair, Title: "mirror drift: one field of a mirror pair written without the other"},
	{ID: "MP1003", Pass: PassMigrationpair, Title: "migration lifecycle start/stop mismatch"},
	{ID: "MP1004", Pass: PassMigrationpair, Title: "one-sided migration signal"},
	{ID: "MP1005", Pass: PassMigrationpair, Title: "one-sided migration progress record"},
	{ID: "MP1006", Pass: PassMigrationpair, Title: "copy mismatch: a field copied from a differently named field, or a mirror copy that drops a field"},
}

// StalePolicyMessage is the text of a KV0003 result: what the policy entry
// of pass names that the code lacks (msg). The text output prefixes its
// position and code; SARIF locates it in the policy file.
func StalePolicyMessage(pass, msg string) string {
	return fmt.Sprintf("stale policy entry (%s): %s", pass, msg)
}

// registered are the codes of passes that declare them in their definition
// (passkit.Def.Codes) instead of in table. internal/registry adds them from
// the pass's init function; the first read seals the set, so every reader
// sees one table and a late registration fails loudly.
var registered = struct {
	sync.Mutex
	codes  []Code
	sealed bool
}{}

// Register adds a pass's own codes. Only internal/registry calls it, from
// a pass's init function. It panics on a code without ID or pass, on an ID
// already known, and after the table was first read.
func Register(cs ...Code) {
	registered.Lock()
	defer registered.Unlock()
	for _, c := range cs {
		switch {
		case c.ID == "" || c.Pass == "" || c.Title == "":
			panic(fmt.Sprintf("codes.Register(%q): a code needs an ID, a pass and a title", c.ID))
		case slices.ContainsFunc(slices.Concat(table, registered.codes), func(o Code) bool { return o.ID == c.ID }):
			panic(fmt.Sprintf("codes.Register: code %s registered twice", c.ID))
		case registered.sealed:
			panic(fmt.Sprintf("codes.Register(%q) after the code table was read: register codes from init functions only", c.ID))
		}
		registered.codes = append(registered.codes, c)
	}
}

// codesTable returns the static table and the registered codes, and seals
// the registration.
func codesTable() []Code {
	registered.Lock()
	defer registered.Unlock()
	registered.sealed = true
	return slices.Concat(table, registered.codes)
}

// All returns every code, sorted by ID.
func All() []Code {
	return slices.SortedFunc(slices.Values(codesTable()), func(a, b Code) int { return cmp.Compare(a.ID, b.ID) })
}

// Lookup finds a code by ID (case-insensitive).
func Lookup(id string) (Code, bool) {
	id = strings.ToUpper(strings.TrimSpace(id))
	if i := slices.IndexFunc(table, func(c Code) bool { return c.ID == id }); i >= 0 {
		return table[i], true
	}
	// Lookup runs for every diagnostic: the registered codes are searched
	// in place, without copying the table.
	registered.Lock()
	defer registered.Unlock()
	registered.sealed = true
	if i := slices.IndexFunc(registered.codes, func(c Code) bool { return c.ID == id }); i >= 0 {
		return registered.codes[i], true
	}
	return Code{}, false
}

// OfPass returns the codes a pass reports.
func OfPass(pass string) []Code {
	var out []Code
	for _, c := range codesTable() {
		if c.Pass == pass {
			out = append(out, c)
		}
	}
	return out
}

// FirstOf returns the first code of a pass ("" for none) without sealing the
// registration: a pass's definition asks for it from its init function.
func FirstOf(pass string) string {
	if i := slices.IndexFunc(table, func(c Code) bool { return c.Pass == pass }); i >= 0 {
		return table[i].ID
	}
	registered.Lock()
	defer registered.Unlock()
	if i := slices.IndexFunc(registered.codes, func(c Code) bool { return c.Pass == pass }); i >= 0 {
		return registered.codes[i].ID
	}
	return ""
}

// IsPass reports whether name is a pass that owns codes.
func IsPass(name string) bool { return len(OfPass(name)) > 0 }

// URL is the documentation page of a code.
func URL(id string) string {
	return "https://github.com/kvlint/kvlint/blob/main/docs/checks/" + id + ".md"
}

// Doc returns the explain page of a code.
func Doc(id string) (string, error) {
	c, ok := Lookup(id)
	if !ok {
		return "", fmt.Errorf("unknown check code %q: run `kvlint explain` for the list of codes", id)
	}
	b, err := docs.Checks.ReadFile("checks/" + c.ID + ".md")
	if err != nil {
		return "", fmt.Errorf("%s has no documentation page (docs/checks/%s.md): this is a kvlint bug", c.ID, c.ID)
	}
	return string(b), nil
}
