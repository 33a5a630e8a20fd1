package main

import "runtime/debug"

// version is the module version kvlint was built as: "v1.2.3" when
// installed with go install ...@v1.2.3, a pseudo-version for a commit, and
// "(devel)" in a checkout, followed there by the VCS revision when the go
// command stamped one.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	if v != "(devel)" {
		return v
	}
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = "+dirty"
			}
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		return v + " " + rev + modified
	}
	return v
}
