// The API stand-in is a module too: testdata/integration's KubeVirt-shaped
// modules take it, and the Kubernetes stand-ins it imports, by replace
// directives. analysistest's GOPATH trees ignore go.mod files.
module kubevirt.io/api

go 1.26

require (
	k8s.io/api v0.0.0
	k8s.io/apimachinery v0.0.0
)
