package handoff

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/editdist"
)

// scanNearest is the rule the index implements, by comparing the key with
// every known key in sorted order: the oracle for the index.
func scanNearest(nm *nearMiss, key string, known []string) (string, bool) {
	domain, name, ok := splitKey(nm, key)
	if !ok {
		return "", false
	}
	var s editdist.Scratch
	q := []rune(name)
	limit := nm.maxDistance()
	if len(q) < 8 && limit > 1 {
		limit = 1
	}
	best, bestD := "", limit+1
	for _, k := range known {
		kd, kn, ok := splitKey(nm, k)
		switch {
		case !ok || k == key:
		case kd == domain:
			if d := s.OSARunes(q, []rune(kn), bestD); d < bestD {
				best, bestD = k, d
			}
		case kn == name && bestD > 1:
			best, bestD = k, 1
		}
	}
	return best, best != ""
}

// keySet makes n distinct known keys and n site keys over two domains,
// about one site in eight a typo (a substitution, deletion, swap, or look-
// alike letter) of a known key, so both hits and misses are measured.
func keySet(n int, seed uint64) (known, sites []string) {
	r := rand.New(rand.NewPCG(seed, 1))
	word := func() string {
		b := make([]rune, 3+r.IntN(28))
		for i := range b {
			b[i] = rune("abcdefghijklmnopqrstuvwxyz-.eeaaoo"[r.IntN(34)])
		}
		return string(b)
	}
	domains := []string{"kubevirt.io/", "vm.kubevirt.io/"}
	seen := map[string]bool{}
	for len(known) < n {
		k := domains[r.IntN(2)] + word()
		if !seen[k] {
			seen[k] = true
			known = append(known, k)
		}
	}
	for len(sites) < n {
		if r.IntN(8) > 0 {
			sites = append(sites, domains[r.IntN(2)]+word())
			continue
		}
		k := []rune(known[r.IntN(n)])
		i := len(k) - 1 - r.IntN(3)
		switch r.IntN(5) {
		case 0:
			k[i] = 'q'
		case 1:
			k = append(k[:i], k[i+1:]...)
		case 2:
			k[i], k[i-1] = k[i-1], k[i]
		case 3:
			k[1] = 'у' // Cyrillic u: a look-alike domain
		case 4:
			k = slices.Insert(k, i, '\u200b')
		}
		sites = append(sites, string(k))
	}
	slices.Sort(known)
	return known, sites
}

// The index finds exactly what comparing with every known key finds, with
// segments (a few known keys) and with deletion neighbourhoods (many).
func TestKeyIndexMatchesScan(t *testing.T) {
	for _, many := range []int{manyKeys, 0} {
		for _, maxD := range []int{0, 1, 3} {
			assertIndexMatchesScan(t, maxD, many)
		}
	}
}

func assertIndexMatchesScan(t *testing.T, maxD, many int) {
	t.Helper()
	nm := &nearMiss{Domains: []string{"kubevirt.io", "*.kubevirt.io"}, MaxDistance: maxD}
	known, sites := keySet(600, uint64(maxD))
	x := newKeyIndexFrom(nm, known, many)
	hits := 0
	for _, s := range append(sites, known[:50]...) {
		want, wok := scanNearest(nm, s, known)
		got, gok := x.nearest(s)
		assert.Equal(t, wok, gok, "%q", s)
		assert.Equal(t, want, got, "%q", s)
		if gok {
			hits++
		}
	}
	assert.Greater(t, hits, 50, "the key set has near misses to find")
}

func TestKeyIndexLookAlikes(t *testing.T) {
	nm := &nearMiss{Domains: []string{"kubevirt.io", "*.kubevirt.io"}}
	x := newKeyIndex(nm, []string{"kubevirt.io/nodeName", "vm.kubevirt.io/name"})
	for key, want := range map[string]string{
		"kubevirt.io/node\u200bName":       "kubevirt.io/nodeName",
		"\u200fkubevirt.io/nodeName":       "kubevirt.io/nodeName",
		"kubev\u0456rt.io/nodeName":        "kubevirt.io/nodeName",
		"KubeVirt.io/nodeName":             "kubevirt.io/nodeName",
		"VM.KUBEV\u0399RT.IO/name":         "vm.kubevirt.io/name", // Greek capital iota
		"kubevirt.io/n\u043edeName":        "kubevirt.io/nodeName",
		"kubevirt.io/\u200b\u200bnodeName": "kubevirt.io/nodeName",
	} {
		got, ok := x.nearest(key)
		assert.True(t, ok, "%+q", key)
		assert.Equal(t, want, got, "%+q", key)
		assert.False(t, canonicalKey(nm, key), "%+q", key)
	}
	got, ok := x.nearest("kubevirt.io/name")
	assert.True(t, ok)
	assert.Equal(t, "vm.kubevirt.io/name", got, "the same name under another key domain")
	for _, key := range []string{"kubevirt.io/podName", "example.com/nodeName", "kubevirt.io/nodeName", "kubevirt.com/nodeName"} {
		_, ok := x.nearest(key)
		assert.False(t, ok, "%+q", key)
	}
	assert.True(t, canonicalKey(nm, "kubevirt.io/nodeName"))
}

// TestLookAlikeTable: the table is pairs of one confusable and the Latin
// letter a-z it renders as, each confusable once, so lookAlike's reading of
// the byte after a confusable is that letter; a Latin letter maps nowhere.
func TestLookAlikeTable(t *testing.T) {
	seen := map[rune]bool{}
	for pair := range strings.FieldsSeq(lookAlikes) {
		rs := []rune(pair)
		if assert.Len(t, rs, 2, "%q", pair) {
			assert.GreaterOrEqual(t, rs[0], rune(utf8.RuneSelf), "%q", pair)
			assert.True(t, rs[1] >= 'a' && rs[1] <= 'z', "%q", pair)
			assert.False(t, seen[rs[0]], "%q listed twice", rs[0])
			seen[rs[0]] = true
			got, ok := lookAlike(rs[0])
			assert.True(t, ok && got == rs[1], "%q", pair)
		}
	}
	assert.Len(t, seen, 25)
	for r := rune(0); r < utf8.RuneSelf; r++ {
		_, ok := lookAlike(r)
		assert.False(t, ok, "%q", r)
	}
	_, ok := lookAlike('\u0397') // Greek capital eta: told apart, not listed
	assert.False(t, ok)
}

// generatedKeys are keys a generator would write: one prefix, a number, the
// same length; every site is one substitution from a known key. Their
// segments are all alike, so only the deletion neighbourhoods prune them.
func generatedKeys(n int) (known, sites []string) {
	for i := range n {
		known = append(known, fmt.Sprintf("kubevirt.io/feature-a-%05d", i))
		sites = append(sites, fmt.Sprintf("kubevirt.io/feature-b-%05d", i))
	}
	return known, sites
}

// Generated keys: the same answers as the scan, and far fewer edit
// distances than sites times known keys.
func TestKeyIndexGeneratedKeys(t *testing.T) {
	nm := &nearMiss{Domains: []string{"kubevirt.io"}}
	known, sites := generatedKeys(2000)
	x := newKeyIndex(nm, known)
	for _, s := range sites[:200] {
		want, wok := scanNearest(nm, s, known)
		got, gok := x.nearest(s)
		assert.True(t, wok, s)
		assert.Equal(t, want, got, s)
		assert.Equal(t, wok, gok, s)
	}
	x.measured = 0
	for _, s := range sites {
		x.nearest(s)
	}
	assert.Less(t, x.measured, 100*len(sites), "about the few keys that share a deletion, not all %d", len(known))
}

func benchmarkNearKeys(b *testing.B, n int) {
	nm := &nearMiss{Domains: []string{"kubevirt.io", "*.kubevirt.io"}}
	known, sites := keySet(n, 7)
	b.ResetTimer()
	for b.Loop() {
		x := newKeyIndex(nm, known)
		for _, s := range sites {
			x.nearest(s)
		}
	}
}

// Two packages of n distinct keys each: one package's sites against the
// other's keys, index built included. Before the index (a scan of every
// known key per site): 8,000 took 35 s in a full run.
func BenchmarkNearKeys8000(b *testing.B)  { benchmarkNearKeys(b, 8000) }
func BenchmarkNearKeys16000(b *testing.B) { benchmarkNearKeys(b, 16000) }

// Generated keys, 8,000 known and 8,000 sites of the same shape.
func BenchmarkNearKeysGenerated8000(b *testing.B) {
	nm := &nearMiss{Domains: []string{"kubevirt.io"}}
	known, sites := generatedKeys(8000)
	b.ResetTimer()
	for b.Loop() {
		x := newKeyIndex(nm, known)
		for _, s := range sites {
			x.nearest(s)
		}
	}
}
