// Package codes is the table of kvlint's stable check codes: which pass owns
// each, its title, and its documentation page. Codes never change meaning;
// a retired code is never reused.
package codes

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

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
	{ID: "HO1001", Pass: PassHandoff, Title: "import crosses a component boundary"},
	{ID: "HO1002", Pass: PassHandoff, Title: "handoff channel used by a component it does not allow"},
	{ID: "HO1003", Pass: PassHandoff, Title: "handoff key spelled as a literal instead of its constant"},
	{ID: "HO1004", Pass: PassHandoff, Title: "restricted package imported outside its allow list"},
	{ID: "HO1005", Pass: PassHandoff, Title: "handoff key literal near a known key but equal to none"},
	{ID: "HO1006", Pass: PassHandoff, Title: "restricted function used outside its allow list"},
	{ID: "MP1001", Pass: PassMigrationpair, Title: "migration side writes a field reserved to the other side"},
	{ID: "MP1002", Pass: PassMigrationpair, Title: "mirror drift: one field of a mirror pair written without the other"},
	{ID: "MP1003", Pass: PassMigrationpair, Title: "migration lifecycle start/stop mismatch"},
	{ID: "MP1004", Pass: PassMigrationpair, Title: "one-sided migration signal"},
	{ID: "MP1005", Pass: PassMigrationpair, Title: "one-sided migration progress record"},
}

// StalePolicyMessage is the text of a KV0003 result: what the policy entry
// of pass names that the code lacks (msg). The text output prefixes its
// position and code; SARIF locates it in the policy file.
func StalePolicyMessage(pass, msg string) string {
	return fmt.Sprintf("stale policy entry (%s): %s", pass, msg)
}

// All returns every code, sorted by ID.
func All() []Code {
	return slices.SortedFunc(slices.Values(table), func(a, b Code) int { return cmp.Compare(a.ID, b.ID) })
}

// Lookup finds a code by ID (case-insensitive).
func Lookup(id string) (Code, bool) {
	id = strings.ToUpper(strings.TrimSpace(id))
	for _, c := range table {
		if c.ID == id {
			return c, true
		}
	}
	return Code{}, false
}

// OfPass returns the codes a pass reports.
func OfPass(pass string) []Code {
	var out []Code
	for _, c := range table {
		if c.Pass == pass {
			out = append(out, c)
		}
	}
	return out
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
