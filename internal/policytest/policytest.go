// Package policytest holds the test helpers every pass's tests share: loading
// a policy file and checking that a bad section fails with one positioned
// line. Only _test.go files import it.
package policytest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// Load loads a policy file or fails the test.
func Load(t testing.TB, file string) *policy.Policy {
	t.Helper()
	return orFail(t)(policy.LoadFile(file))
}

// orFail returns the policy of a (policy, error) result, or fails the test
// with the error.
func orFail(t testing.TB) func(*policy.Policy, error) *policy.Policy {
	return func(p *policy.Policy, err error) *policy.Policy {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
}

// SectionError loads file, decodes the section key, and checks that it fails
// with a single line starting with file+wantSuffix (wantSuffix is typically
// ":line:col: what is wrong").
func SectionError(t testing.TB, file, key string, newSection func() policy.Section, wantSuffix string) {
	t.Helper()
	p, err := policy.LoadFile(file)
	if err == nil {
		_, err = p.Section(key, newSection)
	}
	if err == nil {
		t.Fatalf("%s: no error, want %q", file, wantSuffix)
	}
	msg := err.Error()
	if strings.Contains(msg, "\n") {
		t.Errorf("error is not one line: %q", msg)
	}
	if !strings.HasPrefix(msg, file+wantSuffix) {
		t.Errorf("error\n  %s\nwant prefix\n  %s%s", msg, file, wantSuffix)
	}
}

// BadSections runs SectionError on every .yaml file of dir, each in a
// subtest: a file states the error it must fail with in its last "# want:
// SUFFIX" comment line, like analysistest's // want (at the end, so the
// positions above it stay). A file without one fails the test.
func BadSections(t *testing.T, dir string, d passkit.Def) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no bad policies in %s (%v)", dir, err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			want := ""
			for line := range strings.Lines(string(data)) {
				if w, ok := strings.CutPrefix(line, "# want: "); ok {
					want = strings.TrimSuffix(w, "\n")
				}
			}
			if want == "" {
				t.Fatalf("%s has no \"# want: \" line naming the error it must fail with", file)
			}
			SectionError(t, file, d.SectionKey(), d.NewSection, want)
		})
	}
}

// RoundTrip is the protocol of a fuzz target for a parser of policy
// strings: s either fails to parse with a one-line error (ok is false) or
// parses to v, whose String form parses again, to again.
func RoundTrip[T fmt.Stringer](t *testing.T, s string, parse func(string) (T, error)) (v, again T, ok bool) {
	t.Helper()
	v, err := parse(s)
	if err != nil {
		if strings.ContainsAny(err.Error(), "\n\r") {
			t.Fatalf("error is not one line: %q", err)
		}
		return v, again, false
	}
	again, err = parse(v.String())
	if err != nil {
		t.Fatalf("%q parsed as %v, which does not parse again: %v", s, v, err)
	}
	return v, again, true
}

// BodyCase is a policy body and (part of) the error decoding it must give.
// A test's table is a slice of its own struct type of these fields.
type BodyCase struct{ Name, Body, Want string }

// BodyErrors decodes each case's body with section (the pass test's own
// decoder of a policy body) in a subtest, and checks that it fails with
// one line that contains the case's Want.
func BodyErrors[C ~struct{ Name, Body, Want string }](t *testing.T, section func(t *testing.T, body string) error, cases []C) {
	t.Helper()
	for _, c := range cases {
		tc := BodyCase(c)
		t.Run(tc.Name, func(t *testing.T) {
			err := section(t, tc.Body)
			if err == nil {
				t.Fatalf("no error, want one containing %q", tc.Want)
			}
			if !strings.Contains(err.Error(), tc.Want) {
				t.Errorf("error\n  %s\nwant it to contain\n  %s", err, tc.Want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("configuration errors are one line: %q", err)
			}
		})
	}
}

// Edited is the policy file with every old replaced by new, parsed under the
// file's base name (positions read "policy.yaml:LINE:COL"), and its edited
// text; it fails the test when old does not occur, so an edit that no longer
// applies cannot leave the test checking the unedited policy.
func Edited(t testing.TB, file, old, new string) (*policy.Policy, string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), old) {
		t.Fatalf("%s has no %q to edit", file, old)
	}
	text := strings.ReplaceAll(string(data), old, new)
	return Parse(t, filepath.Base(file), text), text
}

// Parse parses policy text named name, or fails the test.
func Parse(t testing.TB, name, text string) *policy.Policy {
	t.Helper()
	return orFail(t)(policy.Parse(name, []byte(text)))
}

// Builtin returns an embedded profile, or fails the test.
func Builtin(t testing.TB, name string) *policy.Policy {
	t.Helper()
	return orFail(t)(policy.Builtin(name))
}

// Section decodes p's section of the pass d into the pass's config type T,
// or fails the test.
func Section[T any](t testing.TB, p *policy.Policy, d passkit.Def) *T {
	t.Helper()
	key := d.SectionKey()
	sec, err := p.Section(key, d.NewSection)
	if err != nil {
		t.Fatal(err)
	}
	c, ok := any(sec).(*T)
	if !ok {
		t.Fatalf("section %s decodes to %T, want %T", key, sec, new(T))
	}
	return c
}
