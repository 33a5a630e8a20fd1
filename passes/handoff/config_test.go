package handoff_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/handoff"
)

// TestConfigErrors: each bad policy fails with one positioned line that says
// what is wrong.
func TestConfigErrors(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"unknown-from.yaml", `:7:19: handoff.may-import.virt-handlr: unknown component "virt-handlr" (known: virt-handler, virt-launcher, shared)`},
		{"unknown-entry.yaml", `:7:28: handoff.may-import.virt-handler[1]: "virt-lancher" is neither a component (known: virt-handler, virt-launcher, shared) nor an import-path pattern`},
		{"exemption-no-reason.yaml", `:7:7: handoff.exemptions[0]: missing required key "reason"`},
		{"exemption-blank-reason.yaml", `:9:15: handoff.exemptions[0].reason: must not be empty`},
		{"duplicate-channel.yaml", `:10:7: handoff.channels[1] (libvirt): channel name "libvirt" is already used at`},
		{"channel-component.yaml", `:9:20: handoff.channels[0] (libvirt).components[0]: unknown component "virt-launchr" (known: virt-handler, virt-launcher)`},
		{"bad-selector.yaml", `:8:14: handoff.channels[0].apis[0]: bad selector "(libvirt.org/go/libvirt.Connect.Close": unbalanced parenthesis`},
		{"channel-no-apis.yaml", `:7:7: handoff.channels[0]: missing required key "apis"`},
		{"channel-package-no-reason.yaml", `:10:11: handoff.channels[0].packages[0]: missing required key "reason"`},
		{"negative-min-length.yaml", `:7:5: handoff.keys.min-length: -1 is negative`},
		{"file-path.yaml", `:9:11: handoff.restricted-imports[0] (kubevirt.io/kubevirt/pkg/unsafepath).allow[0].files: "pkg/virt-handler/unsafepath.go" is not a glob on a file's base name`},
		{"allow-no-reason.yaml", `:9:11: handoff.restricted-imports[0].allow[0]: missing required key "reason"`},
		{"near-miss-domain.yaml", `:5:7: handoff.keys.near-miss.domains[0]: "kubevirt.io/labels" is not a key domain`},
		{"near-miss-dot-domain.yaml", `:5:7: handoff.keys.near-miss.domains[1]: "." is not a key domain`},
		{"near-miss-empty-label.yaml", `:5:7: handoff.keys.near-miss.domains[0]: "*.kubevirt..io" is not a key domain`},
		{"near-miss-helper-no-args.yaml", `:7:11: handoff.keys.near-miss.helpers[0]: missing required key "args"`},
		{"unknown-key.yaml", `:6:3: handoff: unknown key "restricted" (known keys: channels, exemptions, keys, may-import, restricted-functions, restricted-imports)`},
	} {
		t.Run(tc.file, func(t *testing.T) {
			policytest.SectionError(t, filepath.Join("testdata", "bad", tc.file), handoff.Def().SectionKey(), handoff.Def().NewSection, tc.want)
		})
	}
}

// TestProfileSection: the embedded kubevirt profile's handoff section
// decodes and validates, and encodes the measured facts.
func TestProfileSection(t *testing.T) {
	p := policytest.Builtin(t, "kubevirt")
	c := policytest.Section[handoff.Config](t, p, handoff.Def().SectionKey(), handoff.Def().NewSection)
	if got := len(c.Exemptions); got != 26 {
		t.Errorf("profile lists %d component edges, want the 26 package edges of v1.9.0", got)
	}
	var channels []string
	for _, ch := range c.Channels {
		channels = append(channels, ch.Name)
	}
	if got := strings.Join(channels, " "); got != "launcher-pod launcher-grpc libvirt libvirt-connect" {
		t.Errorf("channels = %s", got)
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
	c := policytest.Section[handoff.Config](t, p, handoff.Def().SectionKey(), handoff.Def().NewSection)
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
