package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the test binary run as kvlint inside the scripts.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"kvlint": func() { os.Exit(kvlint(os.Args[1:], os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs testdata/script/*.txtar: the command-line contract
// (help, exit statuses under every format, -fix, killed runs) and one
// regression script for each defect of trust fixed since e371f1d
// (docs/regressions.md; scripts/regress-against.sh runs them against any
// revision).
func TestScripts(t *testing.T) {
	goEnv := goEnvironment(t)
	kvtree := portableKubevirtTree(t)
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			// The go command needs the real caches; nothing is downloaded.
			for _, k := range []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOROOT"} {
				env.Setenv(k, goEnv[k])
			}
			env.Setenv("GOPROXY", "off")
			env.Setenv("GOWORK", "off")
			env.Setenv("GOFLAGS", "-buildvcs=false")
			// Scripts that need a KubeVirt-shaped tree copy this one.
			env.Setenv("KVTREE", kvtree)
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"status": cmdStatus,
			"oneof":  cmdOneOf,
		},
	})
}

// portableKubevirtTree is a copy of testdata/integration/kubevirt whose
// go.mod names the API stand-ins in testdata/src by absolute path, so a
// script can copy the tree anywhere.
func portableKubevirtTree(t *testing.T) string {
	testdata, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "kubevirt")
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(testdata, "integration", "kubevirt"))); err != nil {
		t.Fatal(err)
	}
	gomod := filepath.Join(dir, "go.mod")
	data, err := os.ReadFile(gomod)
	if err != nil {
		t.Fatal(err)
	}
	abs := strings.ReplaceAll(string(data), "=> ../../src/", "=> "+filepath.Join(testdata, "src")+"/")
	if abs == string(data) {
		t.Fatal("testdata/integration/kubevirt/go.mod takes nothing from ../../src")
	}
	if err := os.WriteFile(gomod, []byte(abs), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// cmdStatus runs a command and requires its exact exit status:
// status N command args...
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: status N command [args...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		got = ee.ExitCode()
	case err != nil:
		ts.Fatalf("%v", err)
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d", args[1], got, want)
	}
}

// cmdOneOf requires a file to equal one of the given files byte for byte:
// oneof FILE CANDIDATE...
func cmdOneOf(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: oneof FILE CANDIDATE...")
	}
	got := ts.ReadFile(args[0])
	for _, c := range args[1:] {
		if got == ts.ReadFile(c) {
			return
		}
	}
	ts.Fatalf("%s (%d bytes) is none of %v", args[0], len(got), args[1:])
}

func goEnvironment(t *testing.T) map[string]string {
	out, err := exec.Command("go", "env", "-json", "GOCACHE", "GOMODCACHE", "GOPATH", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{}
	if err := json.Unmarshal(out, &env); err != nil {
		t.Fatal(err)
	}
	return env
}
