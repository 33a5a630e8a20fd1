package passkit

import (
	"fmt"
	"go/parser"
	"go/token"
	"strings"
)

// MustExtractDoc returns the analyzer documentation of pass name from the
// package comment in content (the pass's doc.go, embedded), so the package
// documentation and the analyzer's Doc are one text. It follows x/tools'
// convention for its own passes: the comment has a section
//
//	# Analyzer NAME
//
//	NAME: summary
//
//	Full description...
//
// and the result is the section without the "NAME:" prefix (the form
// analysis.Analyzer.Doc wants: a summary, a blank line, the description).
// It panics when the section is missing: a build-time mistake that every
// pass's tests would catch.
func MustExtractDoc(content, name string) string {
	doc, err := extractDoc(content, name)
	if err != nil {
		panic(err)
	}
	return doc
}

func extractDoc(content, name string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", content, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return "", fmt.Errorf("doc.go of %s is not a Go file: %w", name, err)
	}
	if f.Doc == nil {
		return "", fmt.Errorf("doc.go of %s has no package comment", name)
	}
	for _, section := range strings.Split(f.Doc.Text(), "\n# ") {
		body, ok := strings.CutPrefix(section, "Analyzer "+name+"\n")
		if !ok {
			continue
		}
		body = strings.TrimSpace(body)
		rest, ok := strings.CutPrefix(body, name+":")
		if !ok {
			return "", fmt.Errorf("doc.go of %s: the 'Analyzer %s' heading is not followed by a '%s: summary' line", name, name, name)
		}
		// Stop at the next heading of another kind (a "# Heading" that
		// Split did not consume starts a line).
		return strings.TrimSpace(rest), nil
	}
	return "", fmt.Errorf("doc.go of %s has no '# Analyzer %s' section in its package comment", name, name)
}
