package core

import "strconv"

// count writes n with the noun in the number it needs: "1 new finding",
// "16 new findings", "1 stale policy entry", "3 stale policy entries".
// Every count line of a run goes through it.
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
