package migrationpair

import "github.com/kvlint/kvlint/internal/passkit"

// applicable returns the section as it applies to this package: without the
// entries whose required code (requires:) this package's view of the code
// provably lacks. Such an entry describes a protocol the analysed release
// does not implement (the policy is newer, or older, than the code), so its
// findings would be about the policy, not the code; the run lists the
// missing requirement as KV0003 (passkit.Requires). The section is shared
// by every package, so a changed list is a copy.
func applicable(ctx *passkit.Context, c *config) *config {
	out := *c
	out.Sides.Source.Cleanup = keep(ctx, c.Sides.Source.Cleanup, func(e *cleanup) passkit.Requires { return e.Requires })
	out.Sides.Target.Cleanup = keep(ctx, c.Sides.Target.Cleanup, func(e *cleanup) passkit.Requires { return e.Requires })
	out.SideFields = keep(ctx, c.SideFields, func(e *sideFields) passkit.Requires { return e.Requires })
	out.Mirrors = keep(ctx, c.Mirrors, func(e *mirror) passkit.Requires { return e.Requires })
	out.Lifecycles = keep(ctx, c.Lifecycles, func(e *lifecycle) passkit.Requires { return e.Requires })
	out.Signals = keep(ctx, c.Signals, func(e *signal) passkit.Requires { return e.Requires })
	out.Progress = keep(ctx, c.Progress, func(e *progress) passkit.Requires { return e.Requires })
	return &out
}

// keep returns list without the entries whose requirements are unmet here;
// list itself when none is dropped.
func keep[E any](ctx *passkit.Context, list []E, req func(*E) passkit.Requires) []E {
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
