package diag

import "strings"

// suppressedMarker separates the code from the directive's reason in the
// category of a suppressed diagnostic.
const suppressedMarker = "/suppressed:"

// SuppressedCategory is the Category of a diagnostic of code that a
// directive with reason suppressed, as reported by a Reporter with
// ShowSuppressed on.
func SuppressedCategory(code, reason string) string { return code + suppressedMarker + reason }

// subjectMarker separates the code from the finding's subject.
const subjectMarker = "/subject:"

// ParseCategory splits a diagnostic's Category into its code and, for a
// suppressed diagnostic, the directive's reason.
func ParseCategory(category string) (code string, suppressed bool, reason string) {
	code, _, suppressed, reason = ParseCategorySubject(category)
	return code, suppressed, reason
}

// ParseCategorySubject is ParseCategory that also returns the subject a pass
// named (Reporter.On), which only a Reporter with ShowSuppressed on puts in
// the category: code[/subject:S][/suppressed:reason].
func ParseCategorySubject(category string) (code, subject string, suppressed bool, reason string) {
	code, reason, suppressed = strings.Cut(category, suppressedMarker)
	code, subject, _ = strings.Cut(code, subjectMarker)
	return code, subject, suppressed, reason
}
