package shared

import (
	"errors"
	"io/fs"
	"os"

	fakeos "kubevirt.io/kubevirt/pkg/bannedfuncs/fakeos"
)

func Missing(err error) bool {
	return os.IsNotExist(err) // want `kubevirt.io/kubevirt/pkg/bannedfuncs/shared uses restricted function os.IsNotExist \(use errors.Is\(err, fs.ErrNotExist\), which sees through wrapped errors\)`
}

// A function value is a use too: it is called later, out of sight.
var isMissing = os.IsNotExist // want `uses restricted function os.IsNotExist`

func MissingWrapped(err error) bool { return errors.Is(err, fs.ErrNotExist) }

func Exists(err error) bool { return os.IsExist(err) }

func NotTheStdlib(err error) bool { return fakeos.IsNotExist(err) }

type store struct{}

func (store) IsNotExist(err error) bool { return err == nil }

func Method(err error) bool { return store{}.IsNotExist(err) }

func Suppressed(err error) bool {
	//kvlint:ignore HO1006 the fixture's suppressed use
	return os.IsNotExist(err)
}
