package baseline_test

import (
	"strings"
	"testing"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/finding"
)

func FuzzDecode(fz *testing.F) {
	good, err := baseline.Build([]finding.Finding{f("SF1001", "sync", "virt-handler writes Status.Phase", 3), f("HO1003", "labels", "x", 9)}).Marshal()
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
	fz.Fuzz(func(t *testing.T, data []byte) {
		b, err := baseline.Decode("b.json", data)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error is not one line: %q", err)
			}
			return
		}
		// What was accepted is a baseline that survives a round trip.
		out, err := b.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := baseline.Decode("b.json", out); err != nil {
			t.Fatalf("accepted baseline does not round-trip: %v", err)
		}
	})
}
