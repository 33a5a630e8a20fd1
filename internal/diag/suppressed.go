package diag

import "strings"

// suppressedMarker separates the code from the directive's reason in the
// category of a suppressed diagnostic.
const suppressedMarker = "/suppressed:"

// SuppressedCategory is the Category of a diagnostic of code that a
// directive with reason suppressed, as reported by a Reporter with
// ShowSuppressed on.
func SuppressedCategory(code, reason string) string { return code + suppressedMarker + reason }

// ParseCategory splits a diagnostic's Category into its code and, for a
// suppressed diagnostic, the directive's reason.
func ParseCategory(category string) (code string, suppressed bool, reason string) {
	code, reason, suppressed = strings.Cut(category, suppressedMarker)
	return code, suppressed, reason
}
