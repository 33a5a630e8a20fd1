package statusfield

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// mapPolicy declares this pass's part of the policy to `kvlint map`: each
// owned status type with who owns which field and enum value, as the
// checker's tables hold it (the map's owner column is the checker's lookup).
func mapPolicy(sec policy.Section) []sites.Decl {
	var out []sites.Decl
	for _, t := range sec.(*config).Types {
		tb := newTable(t)
		out = append(out, sites.Decl{Topic: sites.TopicStatus, Name: t.Type, Owners: &tb.own})
	}
	return out
}
