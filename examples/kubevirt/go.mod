// A tiny module shaped like KubeVirt, for trying kvlint without a KubeVirt
// checkout: same module path and layout, hand-written stand-ins for the API
// and golang.org/x/sys, no network. Run from the kvlint repository root:
//
//	go run ./cmd/kvlint -C examples/kubevirt ./...
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
