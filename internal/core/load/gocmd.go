package load

import (
	"context"
	"os"
	"os/exec"
)

// goCommand is the go command in cfg's directory and environment.
func goCommand(ctx context.Context, cfg Config, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = cfg.Dir
	cmd.Env = cfg.Env
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	if cfg.Dir != "" {
		cmd.Env = append(cmd.Env, "PWD="+cfg.Dir)
	}
	return cmd
}
