// Package docs embeds the per-code documentation pages so that
// `kvlint explain CODE` works from any installed binary.
package docs

import "embed"

// Checks holds checks/CODE.md, one page per check code.
//
//go:embed checks/*.md
var Checks embed.FS
