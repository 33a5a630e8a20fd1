// Package editdist measures how far apart two names are, for the checks that
// report a near miss (a status field or a label key one typo away from a
// known one). OSA counts bytes, for Go identifiers; Scratch.OSARunes counts
// runes, for text whose author may have typed any character (keys).
package editdist

// OSA returns the optimal string alignment distance between a and b: the
// single-byte insertions, deletions, substitutions and swaps of two adjacent
// bytes that turn a into b, or limit when that is limit or more. A swap is
// one edit because it is one slip of the fingers ("nodeNmae" for
// "nodeName"); every near-miss check counts typos this one way.
//
// It fills the edit matrix row by row, keeping three rows (the swap looks
// two rows back), and stops once two rows in a row reach limit: every later
// cell derives from one of them.
func OSA(a, b string, limit int) int {
	if d := len(a) - len(b); d >= limit || -d >= limit {
		return limit
	}
	return osa([]byte(a), []byte(b), make([]int, 3*(len(b)+1)), limit)
}

// Scratch holds the rows of the edit matrix between comparisons, so that a
// check comparing one name with thousands allocates only when a longer name
// comes along. The zero value is ready; it is not safe for concurrent use.
type Scratch struct{ rows []int }

// OSARunes is OSA over runes: the same edits, each of one character, so a
// look-alike letter from another script is one substitution, not two or
// three byte edits.
func (s *Scratch) OSARunes(a, b []rune, limit int) int {
	if d := len(a) - len(b); d >= limit || -d >= limit {
		return limit
	}
	n := len(b) + 1
	if cap(s.rows) < 3*n {
		s.rows = make([]int, 3*n)
	}
	return osa(a, b, s.rows[:3*n], limit)
}

// osa is OSA over bytes or runes, in rows: three rows of len(b)+1 cells.
func osa[T byte | rune](a, b []T, rows []int, limit int) int {
	n := len(b) + 1
	prev2, prev, cur := rows[:n], rows[n:2*n], rows[2*n:]
	for j := range prev {
		prev[j] = j
	}
	prevMin := 0
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			rowMin = min(rowMin, cur[j])
		}
		if rowMin >= limit && prevMin >= limit {
			return limit
		}
		prevMin = rowMin
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(b)], limit)
}
