package migrationpair

import (
	"fmt"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/stale"
)

// requiresList is one entry list of the section whose entries may carry
// requires:, with how to check it (Validate) and how to narrow it to a
// package (applicable).
type requiresList struct {
	check func() error
	keep  func(ctx *passkit.Context)
}

// requiresLists lists every entry list that takes requires:, by policy key.
// Validate and applicable both walk it, so a list added here is both checked
// and left out where its required code is missing.
func (c *config) requiresLists() []requiresList {
	return []requiresList{
		listOf("sides.source.cleanup", &c.Sides.Source.Cleanup, func(e *cleanup) stale.Requires { return e.Requires }),
		listOf("sides.target.cleanup", &c.Sides.Target.Cleanup, func(e *cleanup) stale.Requires { return e.Requires }),
		listOf("side-fields", &c.SideFields, func(e *sideFields) stale.Requires { return e.Requires }),
		listOf("side-writes", &c.SideWrites, func(e *sideWrites) stale.Requires { return e.Requires }),
		listOf("mirrors", &c.Mirrors, func(e *mirror) stale.Requires { return e.Requires }),
		listOf("lifecycles", &c.Lifecycles, func(e *lifecycle) stale.Requires { return e.Requires }),
		listOf("signals", &c.Signals, func(e *signal) stale.Requires { return e.Requires }),
		listOf("progress", &c.Progress, func(e *progress) stale.Requires { return e.Requires }),
	}
}

func listOf[E any](key string, list *[]E, req func(*E) stale.Requires) requiresList {
	return requiresList{
		check: func() error {
			for i := range *list {
				if err := req(&(*list)[i]).Validate(fmt.Sprintf("migration.%s[%d]", key, i)); err != nil {
					return err
				}
			}
			return nil
		},
		keep: func(ctx *passkit.Context) { *list = keep(ctx, *list, req) },
	}
}

// applicable returns the section as it applies to this package: without the
// entries whose required code (requires:) this package's view of the code
// provably lacks. Such an entry describes a protocol the analysed release
// does not implement (the policy is newer, or older, than the code), so its
// findings would be about the policy, not the code; the run lists the
// missing requirement as KV0003 (stale.Requires). The section is shared
// by every package, so a changed list is a copy.
func applicable(ctx *passkit.Context, c *config) *config {
	out := *c
	for _, l := range out.requiresLists() {
		l.keep(ctx)
	}
	return &out
}

// keep returns list without the entries whose requirements are unmet here;
// list itself when none is dropped.
func keep[E any](ctx *passkit.Context, list []E, req func(*E) stale.Requires) []E {
	var out []E
	for i := range list {
		if ctx.Met(req(&list[i])) {
			if out != nil {
				out = append(out, list[i])
			}
			continue
		}
		if out == nil {
			out = append(make([]E, 0, len(list)), list[:i]...)
		}
	}
	if out == nil {
		return list
	}
	return out
}
