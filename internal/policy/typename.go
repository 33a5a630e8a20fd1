package policy

import (
	"fmt"
	"strings"

	"github.com/kvlint/kvlint/internal/selector"
)

// TypeName is a named type a section writes as import/path.Type (a
// migration side-field's type, a statusfield controller's receiver), with
// its position.
type TypeName struct {
	Pkg, Name string
	Pos       Pos
}

// DecodeScalar implements ScalarDecoder.
func (t *TypeName) DecodeScalar(s string) error {
	s = strings.TrimSpace(s)
	pkg, name, err := selector.ParseQualified(s)
	if err != nil {
		return fmt.Errorf("bad type name %q: %w; write the import path, a dot and the type name, like kubevirt.io/api/core/v1.VirtualMachineInstanceStatus", s, err)
	}
	t.Pkg, t.Name = pkg, name
	return nil
}

// Key is "import/path.Type", the form types are compared in.
func (t TypeName) Key() string { return t.Pkg + "." + t.Name }

func (t TypeName) String() string { return t.Key() }

// PolicyPackage names the type's package for KV0003 (PackageNamer).
func (t TypeName) PolicyPackage() string { return t.Pkg }
