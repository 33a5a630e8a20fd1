package passkit

import (
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
)

// Related turns a witness chain into related locations, one per link after
// the first (the first call is where the finding is reported): "A calls B"
// at the call, and for the last link, where the effect happens, "A <verb>
// API" ("writes", "uses") followed by the witness's note. A witness
// without call positions (an older fact) gives none.
func (c *Context) Related(w effects.Witness, verb string) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	links := w.Links()
	for i, l := range links {
		pos := c.PosAt(l.At)
		if !pos.IsValid() {
			continue
		}
		msg := l.Caller + " calls " + l.Callee
		if i == len(links)-1 {
			msg = l.Caller + " " + verb + " " + l.Callee + w.Note
		}
		out = append(out, analysis.RelatedInformation{Pos: pos, End: pos, Message: msg})
	}
	return out
}

// PosAt returns a position in the pass's file set for "file:line:col" (a
// position another package's fact recorded). A file of this package maps to
// its own position. Any other file gets a token.File of its own, sized just
// to hold that line and column: under go vet the file set has only this
// package's files (dependencies come from export data), so this is the one
// way every driver can name the same line and column. The importer of
// export data adds such files for the same reason. NoPos when at is not a
// position.
func (c *Context) PosAt(at string) token.Pos {
	rest, colText, ok1 := cutLast(at)
	file, lineText, ok2 := cutLast(rest)
	line, err1 := strconv.Atoi(lineText)
	col, err2 := strconv.Atoi(colText)
	if !ok1 || !ok2 || err1 != nil || err2 != nil || line < 1 || col < 1 || file == "" {
		return token.NoPos
	}
	fset := c.Pass.Fset
	for _, f := range c.Pass.Files {
		tf := fset.File(f.FileStart)
		if tf == nil || tf.Name() != file {
			continue
		}
		if line > tf.LineCount() {
			return token.NoPos
		}
		start := tf.LineStart(line)
		if off := tf.Offset(start) + col - 1; off <= tf.Size() {
			return tf.Pos(off)
		}
		return start
	}
	// Lines 1..line start at offsets 0..line-1, one byte each, and the last
	// is long enough for col.
	tf := fset.AddFile(file, -1, line+col)
	lines := make([]int, line)
	for i := range lines {
		lines[i] = i
	}
	tf.SetLines(lines)
	return tf.Pos(line - 1 + col - 1)
}

func cutLast(s string) (before, after string, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+1:], true
}
