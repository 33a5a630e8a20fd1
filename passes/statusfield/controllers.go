package statusfield

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// controller is one of a component's controllers, named by the receiver
// types of its methods. Where a component runs several (virt-handler's VM,
// migration source and migration target controllers), an owner list may
// name one as COMPONENT/NAME: then, of that component, only that
// controller's code may write. A controller's code is its receivers'
// methods and what they call of the component that is no controller's
// method (helpers, an embedded base controller): a helper's writes are
// checked at each controller's call of it. A receiver may be shared code
// the component runs (virt-controller's snapshot and restore controllers
// live in pkg/storage/snapshot): shared code is judged where the component
// calls it, and a call of such a receiver's method is that controller's.
type controller struct {
	Name      string     `yaml:"name" kv:"required"`
	Component string     `yaml:"component" kv:"required"`
	Receivers []recvType `yaml:"receivers" kv:"required"`
	Pos       policy.Pos
}

// recvType is a receiver type, "import/path.Type".
type recvType = policy.TypeName

// writer is who writes: a component, and the controller of it whose code
// the write is ("" for code of none).
type writer struct{ comp, ctl string }

func (w writer) String() string {
	if w.ctl == "" {
		return w.comp
	}
	return w.comp + "/" + w.ctl
}

// admits reports whether owners let w write: its component is an owner;
// or one of its controllers is (COMPONENT/NAME) and w is that controller's
// code, or code of none of the component's controllers (judged at the
// component's granularity: the policy cannot say which controller it
// serves).
func admits(owners []string, w writer) bool {
	if slices.Contains(owners, w.comp) {
		return true
	}
	narrowed := false
	for _, o := range owners {
		if c, n, ok := strings.Cut(o, "/"); ok && c == w.comp {
			narrowed = true
			if n == w.ctl {
				return true
			}
		}
	}
	return narrowed && w.ctl == ""
}

func (c *config) validateControllers(p *policy.Policy) error {
	seen := policy.Seen{}
	recvs := map[string]string{}
	for i, ct := range c.Controllers {
		where := fmt.Sprintf("statusfield.controllers[%d]", i)
		if !selector.IsIdent(strings.ReplaceAll(ct.Name, "-", "_")) {
			return policy.Errorf(ct.Pos, "%s.name: %q is not a controller name (letters, digits, - and _)", where, ct.Name)
		}
		if err := p.CheckComponent(ct.Component, ct.Pos, false); err != nil {
			return err
		}
		full := ct.Component + "/" + ct.Name
		if err := seen.Add(full, ct.Pos, where, "controller "+full); err != nil {
			return err
		}
		for j, r := range ct.Receivers {
			if got := p.ComponentOf(r.Pkg); got != ct.Component && got != policy.Shared {
				return policy.Errorf(r.Pos, "%s.receivers[%d]: %s is code of %s, not of %s or shared code", where, j, r.Key(), got, ct.Component)
			}
			if prev, dup := recvs[r.Key()]; dup {
				return policy.Errorf(r.Pos, "%s.receivers[%d]: %s is already a receiver of controller %s; a method is one controller's", where, j, r.Key(), prev)
			}
			recvs[r.Key()] = full
		}
	}
	return nil
}

// checkOwner checks one owner name: a component, or COMPONENT/NAME of a
// declared controller.
func (c *config) checkOwner(p *policy.Policy, o component) error {
	comp, ctl, ok := strings.Cut(o.Name, "/")
	if err := p.CheckComponent(comp, o.Pos, false); err != nil {
		return err
	}
	if !ok {
		return nil
	}
	var known []string
	for _, ct := range c.Controllers {
		if ct.Component == comp {
			if ct.Name == ctl {
				return nil
			}
			known = append(known, comp+"/"+ct.Name)
		}
	}
	return policy.Errorf(o.Pos, "unknown controller %q of %s (declared: %s); declare it under statusfield.controllers", ctl, comp, strings.Join(known, ", "))
}

// controllerOf is the controller of this package's component whose
// method fn is, or "".
func (a *analyzer) controllerOf(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	// It is asked for both ends of every call edge: most components have
	// no controllers, and the receivers' keys are built once.
	if a.receivers == nil {
		a.receivers = map[string]string{}
		for _, ct := range a.cfg.Controllers {
			if ct.Component != a.ctx.Component {
				continue
			}
			for _, r := range ct.Receivers {
				if _, dup := a.receivers[r.Key()]; !dup {
					a.receivers[r.Key()] = ct.Name
				}
			}
		}
	}
	if len(a.receivers) == 0 {
		return ""
	}
	return a.receivers[selector.RecvKey(fn)]
}

// writerAt is who writes at pos in this package.
func (a *analyzer) writerAt(comp string, pos token.Pos) writer {
	w := writer{comp: comp}
	if fd := a.enclosing(pos); fd != nil {
		fn, _ := a.info.Defs[fd.Name].(*types.Func)
		w.ctl = a.controllerOf(fn)
	}
	return w
}

// reportControllerCalls reports SF1001/SF1002 where a controller's method
// calls code of its own component that is no controller's method (a
// helper, an embedded base controller's method) whose summary writes what
// the component may write but that controller may not. What the component
// may not write at all is reported where the helper writes it.
func (a *analyzer) reportControllerCalls(comp string, res *effects.Result) {
	if len(a.cfg.Controllers) == 0 {
		return
	}
	type pair struct{ caller, callee *types.Func }
	done := map[pair]bool{}
	for _, e := range res.Edges {
		ctl := a.controllerOf(e.Caller)
		if ctl == "" || e.Callee == nil || e.Callee.Pkg() == nil || a.controllerOf(e.Callee) != "" ||
			a.ctx.Policy.ComponentOf(e.Callee.Pkg().Path()) != comp || done[pair{e.Caller, e.Callee}] {
			continue
		}
		done[pair{e.Caller, e.Callee}] = true
		sum := res.Of(e.Callee)
		if sum == nil || sum.Empty() {
			continue
		}
		w := writer{comp: comp, ctl: ctl}
		var cv callViolations
		for _, ks := range sum.Keys() {
			k, ok := a.parseKey(ks)
			if !ok || len(k.check(writer{comp: comp})) > 0 {
				continue
			}
			wt, _ := res.ThroughEdge(e, ks)
			cv.add(k.check(w), wt)
		}
		a.reportCall(e, w, &cv)
	}
}
