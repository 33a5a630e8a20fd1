package policy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/passes/hostprim"
)

const hostprimFile = "profile kubevirt/hostprim.yaml (embedded)"

// TestProfileSectionTreeNotKept: decoding a profile section no policy
// extends keeps the decoded value, not the YAML it came from (under go
// vet, a fifth of a small package's live heap). Its nodes are neither kept
// as the section's tree nor entered in the decoder's file map, yet every
// position still names the section's file, and asking for the tree again
// parses the same tree.
func TestProfileSectionTreeNotKept(t *testing.T) {
	p, err := policy.FreshProfile("kubevirt")
	require.NoError(t, err)
	filesBefore := p.FileMapLen()
	first, file, err := p.SectionTree("hostprim")
	require.NoError(t, err)
	assert.Equal(t, hostprimFile, file)

	_, err = p.Section("hostprim", registry.Lookup("hostprim").NewSection)
	require.NoError(t, err)
	assert.False(t, p.KeepsTree("hostprim"), "the section's tree is not kept")
	assert.Equal(t, filesBefore, p.FileMapLen(), "no node of the section is entered in the file map")
	located := 0
	for _, r := range p.Refs("hostprim") {
		if r.Owner != (policy.Pos{}) { // a top-level list has no holding entry
			require.Equal(t, hostprimFile, r.Owner.File, r.Path)
			located++
		}
	}
	assert.Greater(t, located, 100)

	again, _, err := p.SectionTree("hostprim")
	require.NoError(t, err)
	assert.NotSame(t, first, again)
	assert.True(t, policy.EqualNodes(first, again), "the tree parsed again is the same tree")
}

// TestExtendedSectionTreeKept: a section an extending policy changes is
// merged once and kept, its nodes in the file map, so that a position
// names the file each value came from.
func TestExtendedSectionTreeKept(t *testing.T) {
	p, err := policy.Parse("p.yaml", []byte(`version: 1
extends: kubevirt
hostprim:
  categories:
    testcat:
      apis: [example.com/x.F]
      components: [virt-handler]
`))
	require.NoError(t, err)
	n, file, err := p.SectionTree("hostprim")
	require.NoError(t, err)
	assert.Empty(t, file, "merged nodes take their file from the file map")
	assert.True(t, p.KeepsTree("hostprim"))
	again, _, err := p.SectionTree("hostprim")
	require.NoError(t, err)
	assert.Same(t, n, again, "merged once")

	own, base := find(n, "testcat"), find(n, "chroot")
	require.NotNil(t, own)
	require.NotNil(t, base)
	assert.Equal(t, "p.yaml", p.PosOf(own).File)
	assert.Equal(t, hostprimFile, p.PosOf(base).File)
}

// find returns the first node of n's tree whose value is v.
func find(n *yaml.Node, v string) *yaml.Node {
	if n.Value == v {
		return n
	}
	for _, c := range n.Content {
		if f := find(c, v); f != nil {
			return f
		}
	}
	return nil
}
