package execforms

import "testing"

// A test's call passes no production value: umount is not among runTool's
// binaries (the want lines of wrappers.go name none).
func TestRunTool(t *testing.T) { // want TestRunTool:"mount via execforms.runTool→exec mount; namespace via execforms.runTool→exec nsenter"
	_ = runTool("umount", "/mnt")
}
