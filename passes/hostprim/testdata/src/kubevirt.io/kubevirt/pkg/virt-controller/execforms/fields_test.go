package execforms

import "testing"

func TestProbe(t *testing.T) {
	p := &prober{bin: "mount"}
	_ = p.probe()
}
