package load

import (
	"context"
	"go/types"
	"runtime"
	"strings"
)

// typesSizes returns the sizes of the target architecture, as go/packages
// computes them for NeedTypesSizes (which would make the listing run cgo):
// the gc compiler's for the go command's GOARCH.
func typesSizes(cfg Config) types.Sizes {
	arch := runtime.GOARCH
	if out, err := goCommand(context.Background(), cfg, "env", "GOARCH").Output(); err == nil && strings.TrimSpace(string(out)) != "" {
		arch = strings.TrimSpace(string(out))
	}
	return types.SizesFor("gc", arch)
}
