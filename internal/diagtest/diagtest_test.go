package diagtest

import (
	"fmt"
	"go/ast"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

// funcs reports every function declaration by name.
var funcs = &analysis.Analyzer{
	Name: "funcs",
	Doc:  "reports every function declaration",
	Run: func(pass *analysis.Pass) (any, error) {
		for _, f := range pass.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					pass.Reportf(fd.Name.Pos(), "KV9999: func %s", fd.Name.Name)
				}
			}
		}
		return nil, nil
	},
}

// fatalRecorder is a testing.TB whose Fatal records the message and ends
// the goroutine, as the real one does, so a test can watch Run fail.
type fatalRecorder struct {
	testing.TB
	mu     sync.Mutex
	failed []string
}

func (r *fatalRecorder) Helper() {}

func (r *fatalRecorder) Fatal(args ...any) { r.fail(fmt.Sprint(args...)) }

func (r *fatalRecorder) Fatalf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }

func (r *fatalRecorder) fail(msg string) {
	r.mu.Lock()
	r.failed = append(r.failed, msg)
	r.mu.Unlock()
	runtime.Goexit()
}

// runRecorded calls f with a recorder in a goroutine of its own and returns
// what it failed with.
func runRecorded(t *testing.T, f func(tb testing.TB)) []string {
	r := &fatalRecorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r.failed
}

func TestRunFindsThroughTheSharedTree(t *testing.T) {
	ds := Run(t, TestData(t), Pass{Analyzer: funcs}, "kubevirt.io/kubevirt/pkg/good")
	require.Len(t, ds, 1)
	assert.Equal(t, "good.go", ds[0].Finding.Path)
	assert.Equal(t, 6, ds[0].Finding.Line)
	assert.Contains(t, ds[0].Message, "func SetNode")
}

// A fixture that does not type-check fails the test with its position.
func TestRunFailsOnABrokenFixture(t *testing.T) {
	var ds []Diagnostic
	failed := runRecorded(t, func(tb testing.TB) {
		ds = Run(tb, TestData(t), Pass{Analyzer: funcs}, "kubevirt.io/kubevirt/pkg/broken")
	})
	require.Len(t, failed, 1, "Run returned %d diagnostics instead of failing", len(ds))
	assert.Contains(t, failed[0], "broken.go:7:")
	assert.Contains(t, failed[0], "NoSuchField")
}

// A package the tree does not hold fails the test too.
func TestRunFailsOnAMissingPackage(t *testing.T) {
	failed := runRecorded(t, func(tb testing.TB) {
		Run(tb, TestData(t), Pass{Analyzer: funcs}, "kubevirt.io/kubevirt/pkg/nosuch")
	})
	require.Len(t, failed, 1)
	assert.Contains(t, failed[0], "kubevirt.io/kubevirt/pkg/nosuch")
}

// A fixture tree may not define a package of the shared stand-ins.
func TestTreeRefusesShadowing(t *testing.T) {
	failed := runRecorded(t, func(tb testing.TB) { TestData(tb, "shadow") })
	require.Len(t, failed, 1)
	assert.Contains(t, failed[0], "package kubevirt.io/api/core/v1 is defined both in")
}

// The assembled tree holds the fixture's files and the shared ones as
// links, and the fixture directory's other entries as they are.
func TestTreeLinksFiles(t *testing.T) {
	gopath := TestData(t)
	for _, f := range []string{
		"src/kubevirt.io/kubevirt/pkg/good/good.go",
		"src/kubevirt.io/api/core/v1/types.go",
		"src/k8s.io/apimachinery/pkg/apis/meta/v1/meta.go",
		"shadow",
	} {
		fi, err := os.Lstat(filepath.Join(gopath, f))
		if assert.NoError(t, err, f) {
			assert.Equal(t, os.ModeSymlink, fi.Mode().Type(), f)
		}
	}
	fi, err := os.Lstat(filepath.Join(gopath, "src", "kubevirt.io"))
	require.NoError(t, err)
	assert.True(t, fi.IsDir(), "directories are real, so the go command's ... patterns walk them")
}
