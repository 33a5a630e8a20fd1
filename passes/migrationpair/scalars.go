package migrationpair

import (
	"fmt"
	"path"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// The scalar values of the migration section: type names, field paths and
// file and function patterns, each decoded from one YAML string.

// typeName is a named type written pkg/path.Type.
type typeName = policy.TypeName

// fieldPath is a dotted path of field names below a type, like
// MigrationState.TargetState.CPUSet. Embedded structs are skipped: a promoted
// field is named directly.
type fieldPath struct {
	Names []string
	Pos   policy.Pos
}

// DecodeScalar implements policy.ScalarDecoder.
func (f *fieldPath) DecodeScalar(s string) error {
	s = strings.TrimSpace(s)
	parts := strings.Split(s, ".")
	for _, p := range parts {
		if !selector.IsIdent(p) {
			return fmt.Errorf("bad field path %q: write field names joined by dots, like MigrationState.TargetCPUSet", s)
		}
	}
	f.Names = parts
	return nil
}

func (f fieldPath) String() string { return strings.Join(f.Names, ".") }

// filePattern is a package import path, a slash and a glob on the file's base
// name: kubevirt.io/kubevirt/pkg/virt-handler/migration-source.go.
type filePattern struct {
	Pkg, Glob string
	Pos       policy.Pos
}

// DecodeScalar implements policy.ScalarDecoder.
func (f *filePattern) DecodeScalar(s string) error {
	s = strings.TrimSpace(s)
	i := strings.LastIndex(s, "/")
	if i <= 0 || !strings.HasSuffix(s, ".go") {
		return fmt.Errorf("bad file pattern %q: write the package import path, a slash and the file's base name (a glob), like kubevirt.io/kubevirt/pkg/virt-handler/migration-source.go", s)
	}
	glob := s[i+1:]
	if _, err := path.Match(glob, "x.go"); err != nil {
		return fmt.Errorf("bad file pattern %q: %w", s, err)
	}
	f.Pkg, f.Glob = s[:i], glob
	return nil
}

func (f filePattern) String() string { return f.Pkg + "/" + f.Glob }

// PolicyPackage names the files' package for KV0003 (policy.PackageNamer).
func (f filePattern) PolicyPackage() string { return f.Pkg }

// funcPattern is a function or method selector whose name is a glob:
// pkg/path.handle*Migration or (pkg/path.Type).sync*.
type funcPattern struct {
	Raw, Pkg, Recv, Glob string
	Pos                  policy.Pos
}

// DecodeScalar implements policy.ScalarDecoder.
func (f *funcPattern) DecodeScalar(raw string) error {
	s := strings.TrimSpace(raw)
	bad := func(why string) error {
		return fmt.Errorf("bad function pattern %q: %s (write pkg/path.NameGlob or (pkg/path.Type).NameGlob)", raw, why)
	}
	var qual, glob string
	if strings.HasPrefix(s, "(") {
		end := strings.Index(s, ")")
		if end < 0 || !strings.HasPrefix(s[end+1:], ".") {
			return bad("want (pkg/path.Type).Name")
		}
		qual, glob = strings.TrimPrefix(s[1:end], "*"), s[end+2:]
		pkg, recv, err := selector.ParseQualified(qual)
		if err != nil {
			return bad("the receiver must be pkg/path.Type: " + err.Error())
		}
		f.Pkg, f.Recv = pkg, recv
	} else {
		pkg, g, ok := selector.SplitQualified(s)
		if !ok {
			return bad("want an import path, a dot and a name")
		}
		if err := selector.CheckImportPath(pkg); err != nil {
			return bad(err.Error())
		}
		f.Pkg, glob = pkg, g
	}
	if glob == "" || strings.ContainsAny(glob, "./ ") {
		return bad("the name glob is empty or not a name")
	}
	if _, err := path.Match(glob, "x"); err != nil {
		return bad(err.Error())
	}
	f.Raw, f.Glob = s, glob
	return nil
}

func (f funcPattern) String() string { return f.Raw }

// PolicyPackage names the functions' package for KV0003
// (policy.PackageNamer).
func (f funcPattern) PolicyPackage() string { return f.Pkg }
