package load

import (
	"context"
	"fmt"
	"go/types"
	"runtime"
	"strings"
)

// cachedExports asks the go command, without building anything (-n), for
// the export data files the build cache already holds for the packages
// the patterns reach, keyed by package ID. It passes the flags go/packages
// passes to a listing with -export, so that the cache keys are those of
// the export-data loader.
func cachedExports(cfg Config, patterns []string) (map[string]string, error) {
	args := []string{"list", "-e", "-n", "-export=true", "-deps=true", "-compiled=true",
		fmt.Sprintf("-test=%t", cfg.Tests), "-find=false", "-pgo=off",
		"-f", "{{if .Export}}{{.ImportPath}}\t{{.Export}}{{end}}", "--"}
	cmd := goCommand(context.Background(), cfg, append(args, patterns...)...)
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if id, file, ok := strings.Cut(line, "\t"); ok {
			m[id] = file
		}
	}
	return m, nil
}

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
