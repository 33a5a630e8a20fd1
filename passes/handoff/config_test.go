package handoff_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/handoff"
)

// TestConfigErrors: each bad policy of testdata/bad fails with one
// positioned line that says what is wrong (its "# want:" line).
func TestConfigErrors(t *testing.T) {
	policytest.BadSections(t, filepath.Join("testdata", "bad"), handoff.Def())
}

// TestProfileSection: the embedded kubevirt profile's handoff section
// decodes and validates, and encodes the measured facts.
func TestProfileSection(t *testing.T) {
	p := policytest.Builtin(t, "kubevirt")
	c := policytest.Section[handoff.Config](t, p, handoff.Def())
	if got := len(c.Exemptions); got != 26 {
		t.Errorf("profile lists %d component edges, want the 26 package edges of v1.9.0", got)
	}
	var channels []string
	for _, ch := range c.Channels {
		channels = append(channels, ch.Name)
	}
	if got := strings.Join(channels, " "); got != "launcher-pod launcher-grpc domain-notify kube-api-client libvirt libvirt-connect" {
		t.Errorf("channels = %s", got)
	}
	var keyPkgs []string
	for _, k := range c.Keys.Packages {
		keyPkgs = append(keyPkgs, k.String())
	}
	if got := strings.Join(keyPkgs, " "); got != "kubevirt.io/api/core/v1 kubevirt.io/api/instancetype kubevirt.io/api/pool/..." {
		t.Errorf("key packages = %s, want the three API packages that declare keys on v1.9.0", got)
	}
	if len(c.RestrictedImports) != 1 || len(c.RestrictedImports[0].Allow) != 9 {
		t.Errorf("want the unsafepath rule with banncheck's 8 exemptions plus pkg/virt-handler/unsafepath.go, got %+v", c.RestrictedImports)
	}
}

// TestExtendsKeepsEdges: an extending policy that adds an exemption from a
// package the profile already exempts adds an edge instead of replacing the
// profile's (exemptions are identified by both ends).
func TestExtendsKeepsEdges(t *testing.T) {
	p := policytest.Parse(t, "ext.yaml", `version: 1
extends: kubevirt
handoff:
  exemptions:
    - from-package: kubevirt.io/kubevirt/pkg/virt-handler
      to-package: kubevirt.io/kubevirt/pkg/virt-api/rest
      reason: a fork's new edge
    - from-package: kubevirt.io/kubevirt/pkg/virt-operator
      to-package: kubevirt.io/kubevirt/pkg/virt-controller/leaderelectionconfig
      reason: the fork's own wording
`)
	c := policytest.Section[handoff.Config](t, p, handoff.Def())
	if got := len(c.Exemptions); got != 27 {
		t.Errorf("%d exemptions after extends, want 26 from the profile + 1 new (the other replaces its twin)", got)
	}
	found := false
	for _, e := range c.Exemptions {
		if e.FromPackage.String() == "kubevirt.io/kubevirt/pkg/virt-operator" && e.Reason == "the fork's own wording" {
			found = true
		}
	}
	if !found {
		t.Error("the extending policy's exemption did not replace the profile's exemption of the same edge")
	}
}
