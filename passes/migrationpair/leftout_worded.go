package migrationpair

import (
	"go/types"
	"strings"
)

// A record kept twice, once nested and once in flat fields named for its
// side (the legacy TargetPod, TargetCPUSet beside TargetState.Pod and
// TargetState.CPUSet), is copied from one into the other field by field
// (copyLegacyTargetFields). A field the copy leaves out keeps its old
// value in the flat form while the nested one moves on, and whoever still
// reads the flat field acts on a stale value: the same loss as a
// like-named copy's, with the side's word between the two names.

// leftOutWorded returns each field of the destination type that a copy
// group g leaves out although the source has it under the name without
// the side's word (TargetCPUSet from CPUSet), of the same type or a
// pointer to it (TargetNodeAddress from *NodeAddress), where the
// group copies at least minLeftOutCopies fields into their worded
// namesakes and all but one in four of those the two types share so. The
// word is the one of words (the copies entry's mirror-words) that every
// worded copy of the group adds; a group that adds both, or none, is not
// judged here. written holds what the function writes into the
// destination another way, as for leftOut.
func (st *state) leftOutWorded(cc *copyConfig, words []string, g []*fieldCopy, written map[string]bool) []leftOutField {
	word, worded := groupWord(words, g)
	if word == "" {
		return nil
	}
	unworded := func(name string) string {
		if base := strings.Replace(name, word, "", 1); base != name {
			return base
		}
		return ""
	}
	return st.leftOutBy(cc, g, worded, written, unworded, sameOrPointedTo)
}

// sameOrPointedTo reports whether a source field of type src holds a
// destination field of type dst: the same type, or a pointer to it (the
// nested record's optional *string is the flat record's string).
func sameOrPointedTo(src, dst types.Type) bool {
	if types.Identical(src, dst) {
		return true
	}
	p, ok := types.Unalias(src).(*types.Pointer)
	return ok && types.Identical(p.Elem(), dst)
}

// groupWord returns the one word of words that the group's copies add to
// their source field's name (TargetPod = …Pod: Target), and how many
// copies do; "" and 0 when none does or some add the other word.
func groupWord(words []string, g []*fieldCopy) (string, int) {
	word, n := "", 0
	for _, c := range g {
		if c.like() {
			continue
		}
		for _, w := range words {
			if strings.Replace(c.dst.Name(), w, "", 1) != c.src.Name() {
				continue
			}
			if word != "" && word != w {
				return "", 0
			}
			word = w
			n++
		}
	}
	return word, n
}
