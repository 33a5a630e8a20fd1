package editdist

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// full is the textbook matrix, unbounded, as an oracle.
func full(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

func TestKnownDistances(t *testing.T) {
	assert.Equal(t, 1, OSA("nodeNmae", "nodeName", 5), "a transposition is one edit")
	assert.Equal(t, 3, OSA("kitten", "sitting", 5))
	assert.Equal(t, 2, OSA("kitten", "sitting", 2), "capped at the limit")
	assert.Equal(t, 2, OSA("node-name", "nodr-anme", 5), "a substitution and a swap")
	assert.Equal(t, 0, OSA("", "", 1))
	assert.Equal(t, 3, OSA("", "abcd", 3), "length difference alone reaches the limit")
	assert.Equal(t, 1, OSA("ab", "ba", 3))
	assert.Equal(t, 3, OSA("ca", "abc", 5), "optimal string alignment, not Damerau: no edit of a transposed pair")
}

// Against the full matrix for every pair over a small alphabet: the bounded
// rows and the early stop return min(distance, limit).
func TestMatchesFullMatrix(t *testing.T) {
	var words []string
	var gen func(prefix string)
	gen = func(prefix string) {
		words = append(words, prefix)
		if len(prefix) < 4 {
			for _, c := range "abc" {
				gen(prefix + string(c))
			}
		}
	}
	gen("")
	var s Scratch
	for _, a := range words {
		for _, b := range words {
			for limit := 1; limit <= 5; limit++ {
				if got, want := OSA(a, b, limit), min(full(a, b), limit); got != want {
					t.Fatalf("OSA(%q, %q, %d) = %d, want %d", a, b, limit, got, want)
				}
				if got, want := s.OSARunes([]rune(a), []rune(b), limit), OSA(a, b, limit); got != want {
					t.Fatalf("OSARunes(%q, %q, %d) = %d, OSA says %d", a, b, limit, got, want)
				}
			}
		}
	}
}

// Runes, not bytes: a look-alike letter of another script is one edit, as
// is an inserted zero-width space, and the rows are reused.
func TestOSARunes(t *testing.T) {
	var s Scratch
	assert.Equal(t, 1, s.OSARunes([]rune("kubevirt"), []rune("kubev\u0456rt"), 5), "Cyrillic i for Latin i")
	assert.Equal(t, 2, OSA("kubevirt", "kubev\u0456rt", 5), "in bytes the same slip costs two")
	assert.Equal(t, 1, s.OSARunes([]rune("nodeName"), []rune("node\u200bName"), 5))
	assert.Equal(t, 1, s.OSARunes([]rune("nodeNmae"), []rune("nodeName"), 5))
	a, b := []rune("virtualMachineControllerFinalize"), []rune("virtualMachineControlerFinalize")
	assert.Zero(t, testing.AllocsPerRun(100, func() { s.OSARunes(a, b, 3) }), "no allocation once the rows are long enough")
}
