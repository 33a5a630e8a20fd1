package physical

import (
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// Files are a package's source directory and the physical names of its
// source files.
type Files struct {
	// Dir is the package's source directory, where its policy is found.
	Dir     string
	sources map[string]bool
}

// New returns the files of a package in dir whose sources are the given
// physical names, as the files were parsed (nogo gives names relative to
// its execroot, the working directory, as it gives dir).
func New(dir string, sources []string) *Files {
	f := &Files{sources: map[string]bool{}}
	if dir != "" { // unknown stays unknown, not "."
		f.Dir = filepath.Clean(dir)
	}
	for _, s := range sources {
		f.sources[filepath.Clean(s)] = true
	}
	return f
}

// FromPackage returns the files go list reported for pkg: GoFiles (cgo's
// sources included) are the sources; a CompiledGoFiles entry outside them was
// generated. Nil when the package lists no Go file.
func FromPackage(pkg *packages.Package) *Files {
	if len(pkg.GoFiles) == 0 {
		return nil
	}
	return New(filepath.Dir(pkg.GoFiles[0]), pkg.GoFiles)
}

// FromVet returns the files of go vet's package configuration: the package
// directory and the compiled files it lists there (cgo's outputs are in the
// work directory).
func FromVet(dir string, goFiles []string) *Files {
	var src []string
	for _, g := range goFiles {
		if filepath.Dir(filepath.Clean(g)) == filepath.Clean(dir) {
			src = append(src, g)
		}
	}
	return New(dir, src)
}

// FromPass is for drivers that tell kvlint nothing about the package
// (analysistest, golangci-lint): the sources are the files whose physical
// name is a .go file in the directory of the first such file. go list names
// cgo's outputs by content hash without .go, so they are never sources.
func FromPass(pass *analysis.Pass) *Files {
	var names []string
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.FileStart); tf != nil {
			names = append(names, tf.Name())
		}
	}
	dir := ""
	for _, n := range names {
		if strings.HasSuffix(n, ".go") {
			dir = filepath.Dir(n)
			break
		}
	}
	var src []string
	for _, n := range names {
		if strings.HasSuffix(n, ".go") && filepath.Dir(n) == dir {
			src = append(src, n)
		}
	}
	if dir == "" {
		// Only cgo's outputs: go list names them without .go, so no source
		// can pose as one, and the //line of a rewrite names its source.
		for _, f := range pass.Files {
			if adj := pass.Fset.PositionFor(f.Package, true).Filename; strings.HasSuffix(adj, ".go") && filepath.IsAbs(adj) {
				dir = filepath.Dir(adj)
				break
			}
		}
	}
	return New(dir, src)
}

// Source reports whether name is the physical name of a source file.
func (fs *Files) Source(name string) bool { return fs != nil && fs.sources[filepath.Clean(name)] }

// Counterpart returns the physical name of the source file f stands for:
// its own name when it is a source; for a file the go command generated from
// a source (cgo's rewrite), the file of this package its package clause's
// //line names; "" when f has no source (cgo's own declarations).
func (fs *Files) Counterpart(fset *token.FileSet, f *ast.File) string {
	tf := fset.File(f.FileStart)
	if tf == nil {
		return ""
	}
	// A file in the package's directory is its own source, listed or not:
	// the go command writes its outputs elsewhere.
	if fs.Source(tf.Name()) || fs.inDir(tf.Name()) {
		return tf.Name()
	}
	if adj := fset.PositionFor(f.Package, true).Filename; adj != tf.Name() && fs.inDir(adj) {
		return filepath.Clean(adj)
	}
	return ""
}

// Generated reports whether f is code the go command generated with no
// source counterpart, such as cgo's _cgo_gotypes.go: not code anyone wrote.
func (fs *Files) Generated(fset *token.FileSet, f *ast.File) bool {
	return fs.Counterpart(fset, f) == ""
}

// ExternalTest reports whether pkg, of the given files, is an external test
// package (package p_test in p's _test.go files): its name ends in _test
// and every file is physically a _test.go file. The name alone decides
// nothing: a package of ordinary files may be named x_test, and another
// package can import it, so it is judged, and passes its facts on, like
// any other.
func (fs *Files) ExternalTest(fset *token.FileSet, pkg *types.Package, files []*ast.File) bool {
	if !strings.HasSuffix(pkg.Name(), "_test") || len(files) == 0 {
		return false
	}
	for _, f := range files {
		if !strings.HasSuffix(fs.Name(fset, files, f.Package), "_test.go") {
			return false
		}
	}
	return true
}

// Name returns the physical name of the file pos is in, read through a
// generated file to its source: what policy decides by.
func (fs *Files) Name(fset *token.FileSet, files []*ast.File, pos token.Pos) string {
	if f := FileOf(files, pos); f != nil {
		if c := fs.Counterpart(fset, f); c != "" {
			return c
		}
	}
	if tf := fset.File(pos); tf != nil {
		return tf.Name()
	}
	return ""
}

func (fs *Files) inDir(name string) bool {
	return fs != nil && name != "" && fs.Dir != "" && filepath.Dir(filepath.Clean(name)) == fs.Dir
}

// Display returns where a finding at pos is shown: the position a //line
// directive gives only in a file that declares itself generated ("// Code
// generated ... DO NOT EDIT.") and only when the directive names an existing
// file of this package's directory with a line and a column; else the
// physical position. f is the file pos is in (nil: physical).
func (fs *Files) Display(fset *token.FileSet, f *ast.File, pos token.Pos) (adjusted bool) {
	if f == nil || !ast.IsGenerated(f) {
		return false
	}
	p := fset.PositionFor(pos, true)
	if p.Line < 1 || p.Column < 1 || !fs.inDir(p.Filename) {
		return false
	}
	fi, err := os.Stat(p.Filename)
	return err == nil && fi.Mode().IsRegular()
}

// Position returns where pos is displayed: its //line position where
// Display allows it, else its physical one.
func (fs *Files) Position(fset *token.FileSet, files []*ast.File, pos token.Pos) token.Position {
	if fs != nil && fs.Display(fset, FileOf(files, pos), pos) {
		return fset.PositionFor(pos, true)
	}
	return fset.PositionFor(pos, false)
}

// FileOf returns the file of files that pos is in, or nil.
func FileOf(files []*ast.File, pos token.Pos) *ast.File {
	for _, f := range files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}
