package main_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/filetest"
)

// go vet asks for the tool ID in every package directory; a .kvlint.yaml
// that is a FIFO must not hang it (the analysis run reports the bad file).
func TestToolIDDoesNotHangOnAFIFOPolicy(t *testing.T) {
	bin := kvlintBin(t)
	dir := t.TempDir()
	filetest.Write(t, filepath.Join(dir, "go.mod"), "module example.com/m\n")
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, ".kvlint.yaml"), 0o644))

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "-V=full")
	cmd.Dir = dir
	out, err := cmd.Output()
	require.NoError(t, ctx.Err(), "kvlint -V=full hung on a FIFO .kvlint.yaml")
	require.NoError(t, err)
	assert.Contains(t, string(out), "buildID=")
}
