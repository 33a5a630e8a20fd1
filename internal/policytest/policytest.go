// Package policytest holds the test helpers every pass's tests share: loading
// a policy file and checking that a bad section fails with one positioned
// line. Only _test.go files import it.
package policytest

import (
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/policy"
)

// Load loads a policy file or fails the test.
func Load(t testing.TB, file string) *policy.Policy {
	t.Helper()
	p, err := policy.LoadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return p
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

// Parse parses policy text named name, or fails the test.
func Parse(t testing.TB, name, text string) *policy.Policy {
	t.Helper()
	p, err := policy.Parse(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Builtin returns an embedded profile, or fails the test.
func Builtin(t testing.TB, name string) *policy.Policy {
	t.Helper()
	p, err := policy.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Section decodes p's section key into the pass's config type T, or fails
// the test.
func Section[T any](t testing.TB, p *policy.Policy, key string, newSection func() policy.Section) *T {
	t.Helper()
	sec, err := p.Section(key, newSection)
	if err != nil {
		t.Fatal(err)
	}
	c, ok := any(sec).(*T)
	if !ok {
		t.Fatalf("section %s decodes to %T, want %T", key, sec, new(T))
	}
	return c
}
