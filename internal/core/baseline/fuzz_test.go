package baseline_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/finding"
)

// positioned is how every Decode error starts: the file, line and column.
var positioned = regexp.MustCompile(`^b\.json:\d+:\d+: `)

// FuzzDecode feeds Decode arbitrary files. An error is one positioned
// line; a file it accepts round-trips, has one entry per fingerprint, counts
// in range and a subject on every version 2 entry of a kvlint code, and
// accepts exactly what its entries say: the findings each entry was made
// from are unchanged, one more is new, and what is left is stale.
func FuzzDecode(fz *testing.F) {
	good, err := baseline.Build([]finding.Finding{sf("SF1001", "sync", "Status.Phase", 3), sf("HO1003", "labels", "x", 9), f("printf", "labels", "vet message", 9)}).Marshal()
	if err != nil {
		fz.Fatal(err)
	}
	fz.Add(good)
	fz.Add(append(append([]byte(nil), good...), good...))
	fz.Add(append(append([]byte(nil), good...), "garbage"...))
	fz.Add([]byte(`{"version":1,"tool":"kvlint","findings":[{"fingerprint":"x","count":0}]}`))
	fz.Add([]byte(`{"version":2}`))
	fz.Add([]byte(`{"version":1,"findings":null} {}`))
	fz.Add([]byte(""))
	fz.Add([]byte(`{"version":1,"tool":"kvlint","findings":[{"fingerprint":"b0e54ae7a1e3f4cdd9d3b8df1b1e0d1b","code":"HP1001","package":"p","function":"f","message":"m","count":1}]}`))
	fz.Add([]byte(`{"version":2,"tool":"kvlint","findings":[{"fingerprint":"x","code":"HP1001","package":"p","function":"f","message":"m","count":1000,"count":1}]}`))
	fz.Add([]byte(`{"version":2,"tool":"kvlint","findings":[{"fingerprint":"x","code":"vet","package":"p","function":"f","message":"m","count":99999999999999999999}]}`))
	fz.Add([]byte(`{"version":2,"tool":"other","Findings":[[[[[[[[[[[[]]]]]]]]]]]]}`))
	fz.Fuzz(func(t *testing.T, data []byte) {
		b, err := baseline.Decode("b.json", data)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error is not one line: %q", err)
			}
			if !positioned.MatchString(err.Error()) {
				t.Fatalf("error does not start with file:line:col: %q", err)
			}
			return
		}
		checkAccepted(t, b)
	})
}

// checkAccepted: a baseline Decode accepted survives a round trip and
// accepts exactly what its entries say.
func checkAccepted(t *testing.T, b *baseline.File) {
	out, err := b.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	again, err := baseline.Decode("b.json", out)
	if err != nil {
		t.Fatalf("accepted baseline does not round-trip: %v", err)
	}
	if len(again.Entries) != len(b.Entries) {
		t.Fatalf("round trip has %d entries, want %d", len(again.Entries), len(b.Entries))
	}
	fs, want := entryFindings(t, b)
	states, stale := baseline.Compare(b, fs)
	unchanged := 0
	for _, s := range states {
		if s == baseline.Unchanged {
			unchanged++
		}
	}
	wantUnchanged := 0
	for _, n := range want {
		wantUnchanged += n
	}
	if unchanged != wantUnchanged {
		t.Fatalf("%d findings unchanged, want %d (each entry accepts its count and no more)", unchanged, wantUnchanged)
	}
	for _, s := range stale {
		if n, ok := want[s.Fingerprint]; ok && s.Missing != s.Count-n {
			t.Fatalf("entry %s: %d missing, want %d", s.Fingerprint, s.Missing, s.Count-n)
		}
	}
}

// entryFindings checks b's entries one by one and makes findings for them:
// up to 3 an entry accepts, and one more that is new once its count is
// used up. want is how many of an entry's findings it accepts.
func entryFindings(t *testing.T, b *baseline.File) (fs []finding.Finding, want map[string]int) {
	seen := map[string]bool{}
	want = map[string]int{}
	for _, e := range b.Entries {
		if seen[e.Fingerprint] {
			t.Fatalf("two entries with fingerprint %s accepted", e.Fingerprint)
		}
		seen[e.Fingerprint] = true
		if e.Count < 1 || e.Count > baseline.MaxCount {
			t.Fatalf("count %d accepted", e.Count)
		}
		if _, own := codes.Lookup(e.Code); own && b.Version == 2 && e.Subject == "" {
			t.Fatalf("version 2 entry of %s without a subject accepted", e.Code)
		}
		if e.Subject == "" && baseline.Normalize(e.Message) != e.Message {
			continue // keyed by a message no finding can have
		}
		made := min(e.Count, 3) + 1
		for range made {
			fs = append(fs, finding.Finding{Code: e.Code, Package: e.Package, Func: e.Function, Subject: e.Subject, Message: e.Message})
		}
		want[e.Fingerprint] = min(e.Count, made)
	}
	return fs, want
}
