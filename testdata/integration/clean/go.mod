// The clean twin of ../kubevirt: the same shape with no findings, for the
// pre-commit test's passing case. It uses the same API stand-in as
// ../kubevirt (testdata/src), so the two trees can never disagree on the API.
module kubevirt.io/kubevirt

go 1.26

require kubevirt.io/api v0.0.0

require (
	k8s.io/api v0.0.0 // indirect
	k8s.io/apimachinery v0.0.0 // indirect
)

replace (
	k8s.io/api => ../../src/k8s.io/api
	k8s.io/apimachinery => ../../src/k8s.io/apimachinery
	kubevirt.io/api => ../../src/kubevirt.io/api
)
