package hostprim_test

import (
	"testing"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/passes/hostprim"
)

// TestUseBeforeCheckRelated: a use before its check relates the check.
func TestUseBeforeCheckRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, hostprim.Def().New, "policy-podroot.yaml", "kubevirt.io/kubevirt/pkg/virt-handler/usecheck")
	diagtest.CheckRelated(t, ds, "HP1004", "usecheck.go:20",
		diagtest.Link{At: "usecheck.go:24", Message: "the no-follow check of sock is here, after the use"})
	diagtest.CheckRelated(t, ds, "HP1004", "usecheck.go:34",
		diagtest.Link{At: "usecheck.go:38", Message: "the no-follow check of p is here, after the use"})
	diagtest.CheckSubjects(t, ds, "HP1004")
}
