package finding

import (
	"bytes"
	"os"
	"unicode/utf16"
	"unicode/utf8"
)

// columns converts byte columns to UTF-16 code-unit columns, which SARIF
// (and GitHub code scanning) count in. Files are read once each.
type columns struct {
	lines map[string][][]byte
}

func newColumns() *columns { return &columns{lines: map[string][][]byte{}} }

func (c *columns) utf16(file string, line, col int) int {
	ls, ok := c.lines[file]
	if !ok {
		data, err := os.ReadFile(file)
		if err == nil {
			ls = bytes.Split(data, []byte("\n"))
		}
		c.lines[file] = ls
	}
	if line < 1 || line > len(ls) || col < 1 {
		return col
	}
	return UTF16Column(ls[line-1], col)
}

// UTF16Column converts the 1-based byte column col of line to a 1-based
// UTF-16 column.
func UTF16Column(line []byte, col int) int {
	prefix := line[:min(col-1, len(line))]
	n := 0
	for len(prefix) > 0 {
		r, size := utf8.DecodeRune(prefix)
		n += len(utf16.Encode([]rune{r}))
		prefix = prefix[size:]
	}
	return n + 1 + max(0, col-1-len(line))
}
