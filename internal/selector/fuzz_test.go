package selector_test

import (
	"testing"

	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/selector"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"os/exec.Command", "(*os/exec.Cmd).Run", "(k8s.io/client-go/kubernetes.Interface).CoreV1",
		"golang.org/x/sys/unix.*", "(a/b.T).*", "gopkg.in/yaml.v3.Marshal",
		// never match: must be rejected
		"./pkg.F", "pkg.Type.Method", "...F", "a.b//c.F", "(a/b.T.U).M", "a/b.", "(.T).M", "(*a/b.*).M",
		"", " ", "(", ")", "().", "(a.T)", "a/b.F\u202e", "a/b/../c.F",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		s, again, ok := policytest.RoundTrip(t, raw, selector.Parse)
		if !ok {
			return
		}
		// A parsed selector round-trips and names a package and a function.
		if again != s {
			t.Fatalf("%q parsed as %+v, which re-parses as %+v", raw, s, again)
		}
		if s.Pkg == "" || s.Name == "" {
			t.Fatalf("%q parsed without a package or name: %+v", raw, s)
		}
	})
}
