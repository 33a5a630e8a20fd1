// The clean twin of ../kubevirt: the same shape with no findings, for the
// pre-commit test's passing case. It uses ../kubevirt's API stand-in, so the
// two trees can never disagree on the API.
module kubevirt.io/kubevirt

go 1.26

require kubevirt.io/api v0.0.0

replace kubevirt.io/api => ../kubevirt/staging/src/kubevirt.io/api
