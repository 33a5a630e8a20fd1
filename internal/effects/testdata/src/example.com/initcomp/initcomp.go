package initcomp // want package:"chroot via init of example.com/initlib/values→sys.Chroot; mount via init of example.com/initlib/starts→starts.init→starts.prepare→sys.Mount"

import (
	_ "example.com/initlib/chain"  // want `^mount via init of example.com/initlib/chain → init of example.com/initlib/starts → starts.init → starts.prepare → sys.Mount \(starts.go:11\) calls init of example.com/initlib/chain@chain.go:4 init of example.com/initlib/starts@starts.go:7 starts.init@starts.go:7 starts.prepare@starts.go:11$`
	_ "example.com/initlib/starts" // want `^mount via init of example.com/initlib/starts → starts.init → starts.prepare → sys.Mount \(starts.go:11\) calls init of example.com/initlib/starts@starts.go:7 starts.init@starts.go:7 starts.prepare@starts.go:11$`
	"example.com/initlib/values"   // want `^chroot via init of example.com/initlib/values → sys.Chroot \(values.go:8\) calls init of example.com/initlib/values@values.go:8$`
)

var _ = values.Held
