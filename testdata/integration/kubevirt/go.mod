// A module shaped like KubeVirt for kvlint's integration tests: same module
// path and package layout, tiny stand-ins for its dependencies, no network.
// The API stand-in is the one every fixture of kvlint shares, in the
// top-level testdata/src: a copy of this tree keeps it two levels up
// (../../src), as testdata/integration does.
module kubevirt.io/kubevirt

go 1.26

require (
	golang.org/x/sys v0.0.0
	kubevirt.io/api v0.0.0
)

require (
	k8s.io/api v0.0.0 // indirect
	k8s.io/apimachinery v0.0.0 // indirect
)

replace (
	golang.org/x/sys => ./third_party/golang.org/x/sys
	k8s.io/api => ../../src/k8s.io/api
	k8s.io/apimachinery => ../../src/k8s.io/apimachinery
	kubevirt.io/api => ../../src/kubevirt.io/api
)
