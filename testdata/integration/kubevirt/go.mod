// A module shaped like KubeVirt for kvlint's integration tests: same module
// path and package layout, tiny stand-ins for its dependencies, no network.
module kubevirt.io/kubevirt

go 1.26

require (
	golang.org/x/sys v0.0.0
	kubevirt.io/api v0.0.0
)

replace (
	golang.org/x/sys => ./third_party/golang.org/x/sys
	kubevirt.io/api => ./staging/src/kubevirt.io/api
)
