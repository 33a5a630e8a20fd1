package passkit

import (
	"go/types"
	"sync"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// packagePins keeps each package's inspector (and the locals index and
// call graph built over it) alive until every pass of the run has analysed
// the package. The inspector cache holds inspectors weakly
// (so is the call graph each is built into), and the checker may run a
// package's passes far apart: held by nothing, an inspector would be
// rebuilt by every pass after a collection; held for the run, every
// package's would stay until the end. consumers counts the passes built on
// the run (Run); a pass that never runs on a package (its analyzer left out
// of the driver's list) leaves that package's inspector to the end of the
// run.
type packagePins struct {
	mu        sync.Mutex
	consumers int
	m         map[*types.Package]*pin
}

type pin struct {
	ins    *inspector.Inspector
	locals *code.Locals
	bodies *code.Bodies
	cg     *flow.CallGraph // weakly cached by flow: held from kvpending to the passes
	done   int             // passes finished with the package
}

func (p *packagePins) consume() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.consumers++
}

// count is the number of passes built on the run.
func (p *packagePins) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.consumers
}

func (p *packagePins) of(pkg *types.Package) *pin {
	if p.m == nil {
		p.m = map[*types.Package]*pin{}
	}
	pn := p.m[pkg]
	if pn == nil {
		pn = &pin{}
		p.m[pkg] = pn
	}
	return pn
}

// keep holds what set stores in pkg's pin (its inspector, or an index
// or call graph built over it) until done.
func (p *packagePins) keep(pkg *types.Package, set func(*pin)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	set(p.of(pkg))
}

// done records that one pass has finished with pkg and reports whether it
// was the last; after the last one nothing holds its inspector any more.
func (p *packagePins) done(pkg *types.Package) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	pn := p.of(pkg)
	pn.done++
	if pn.done >= p.consumers {
		delete(p.m, pkg)
		return true
	}
	return false
}
