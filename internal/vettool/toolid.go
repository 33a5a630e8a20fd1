package vettool

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/kvlint/kvlint/internal/inputfile"
	"github.com/kvlint/kvlint/internal/policy"
)

// printToolID answers go vet's `-V=full` query. go vet keys its cache of a
// tool's results on this line, the tool's flags and the package sources, not
// on the policy file's content; the stock answer (a hash of the executable)
// would make go vet replay results after a .kvlint.yaml edit. kvlint adds
// the content of the policy that discovery finds from the working directory
// (go vet asks from the directory it was started in, usually the module
// root). A policy named by -config cannot be seen here: go vet asks without
// flags; docs/integrations.md says to run `go clean -cache` after editing one.
func printToolID() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	h := sha256.New()
	f, err := os.Open(exe)
	if err != nil {
		return err
	}
	_, err = io.Copy(h, f)
	f.Close()
	if err != nil {
		return err
	}
	if wd, err := os.Getwd(); err == nil {
		if path := policy.Nearest(wd); path != "" {
			if data, err := inputfile.Read(path, policy.MaxFileSize); err == nil {
				fmt.Fprintf(h, "\x00policy %s\x00", filepath.Clean(path))
				h.Write(data)
			}
		}
	}
	fmt.Printf("%s version devel kvlint buildID=%02x\n", exe, h.Sum(nil))
	return nil
}
