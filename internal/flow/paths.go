package flow

import (
	"go/token"

	"golang.org/x/tools/go/cfg"
)

// NodeAt is the live block and the index of its node that holds pos, or
// nil and -1 when no live node does.
func (g *Blocks) NodeAt(pos token.Pos) (*cfg.Block, int) {
	for _, b := range g.Blocks {
		if !b.Live {
			continue
		}
		for i, n := range b.Nodes {
			if n.Pos() <= pos && pos < n.End() {
				return b, i
			}
		}
	}
	return nil, -1
}

// PathAvoiding reports whether a path of g runs from the node at from to
// the node at to without passing a node that holds one of avoid (from's own
// position aside): "does this assignment reach that use with no other
// assignment in between", or, with avoid empty, "can that run after this".
// placed is false when g places neither or only one of the two positions;
// found is then false.
func (g *Blocks) PathAvoiding(from, to token.Pos, avoid []token.Pos) (found, placed bool) {
	bf, i := g.NodeAt(from)
	bt, j := g.NodeAt(to)
	if bf == nil || bt == nil {
		return false, false
	}
	// blocked reports whether one of avoid lies in b's nodes [lo, hi).
	blocked := func(b *cfg.Block, lo, hi int) bool {
		for k := lo; k < hi && k < len(b.Nodes); k++ {
			for _, p := range avoid {
				if p != from && b.Nodes[k].Pos() <= p && p < b.Nodes[k].End() {
					return true
				}
			}
		}
		return false
	}
	if bf == bt && i < j {
		return !blocked(bf, i+1, j), true
	}
	if blocked(bf, i+1, len(bf.Nodes)) {
		return false, true
	}
	seen := map[*cfg.Block]bool{}
	stack := append([]*cfg.Block(nil), bf.Succs...)
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if b == bt && !blocked(b, 0, j) {
			return true, true
		}
		if !blocked(b, 0, len(b.Nodes)) {
			stack = append(stack, b.Succs...)
		}
	}
	return false, true
}
