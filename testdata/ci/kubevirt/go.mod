module kubevirt.io/kubevirt

go 1.26

require (
	golang.org/x/sys v0.0.0
	kubevirt.io/api v0.0.0
)

replace (
	golang.org/x/sys => ../sys
	kubevirt.io/api => ../api
)
