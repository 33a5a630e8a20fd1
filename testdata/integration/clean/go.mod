// The clean twin of ../kubevirt: the same shape with no findings, for the
// pre-commit test's passing case.
module kubevirt.io/kubevirt

go 1.26

require kubevirt.io/api v0.0.0

replace kubevirt.io/api => ./staging/src/kubevirt.io/api
