package policy

import "go.yaml.in/yaml/v3"

// SectionScalars returns every scalar of the policy's pass sections, keys
// and values, merged as the passes decode them, in the order of the text.
// Whatever a pass names (a package, a type, a function) it takes from
// these strings, however its section types them, so they bound the
// packages a pass can look up by import path; the loader reads those
// packages' types complete. A section that does not parse is left out: its
// error stops the run when the section is decoded.
func (p *Policy) SectionScalars() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.ScalarNode {
			out = append(out, n.Value)
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	for _, key := range SectionKeys() {
		if n, _, err := p.sectionNode(key); err == nil && n != nil {
			walk(n)
		}
	}
	return out
}
