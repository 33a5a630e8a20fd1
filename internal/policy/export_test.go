package policy

import "go.yaml.in/yaml/v3"

// FreshProfile builds an embedded profile without the process-wide cache,
// so that no other test has decoded its sections.
var FreshProfile = buildProfile

// SectionTree is sectionNode, for tests.
func (p *Policy) SectionTree(key string) (*yaml.Node, string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.sectionNode(key)
}

// KeepsTree reports whether the policy holds the section's tree.
func (p *Policy) KeepsTree(key string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	_, ok := p.sections[key]
	return ok
}

// FileMapLen is the number of nodes the decoder's file map holds.
func (p *Policy) FileMapLen() int { return len(p.dec.files) }

// PosOf is the decoder's position of n.
func (p *Policy) PosOf(n *yaml.Node) Pos { return p.dec.pos(n) }

// EqualNodes is equalNodes, for tests.
var EqualNodes = equalNodes
