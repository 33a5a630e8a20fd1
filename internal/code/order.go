package code

import (
	"cmp"
	"go/token"
)

// SourceOrder compares two positions of fset by file name, then offset:
// the order of the source, whatever order the files entered the set in.
// Positions compare in that order only within a file: go/packages
// (golangci-lint's loader, analysistest) parses a package's files at once,
// so the second file of a package may have lower positions than the
// first, and a choice made by the lowest position across files (the first
// function to take something) would change from run to run.
func SourceOrder(fset *token.FileSet) func(a, b token.Pos) int {
	return func(a, b token.Pos) int {
		fa, fb := fset.File(a), fset.File(b)
		if fa == fb || fa == nil || fb == nil {
			return cmp.Compare(a, b)
		}
		return cmp.Or(cmp.Compare(fa.Name(), fb.Name()), cmp.Compare(a-token.Pos(fa.Base()), b-token.Pos(fb.Base())))
	}
}
