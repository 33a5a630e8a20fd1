// Package all stands for internal/registry/all in the walkthrough: kvlint's
// passes and the one line the walkthrough adds for the example pass.
package all

import (
	_ "github.com/kvlint/kvlint/internal/registry/all"
	_ "github.com/kvlint/kvlint/internal/registry/walkthrough/testdata/examplepass"
)
