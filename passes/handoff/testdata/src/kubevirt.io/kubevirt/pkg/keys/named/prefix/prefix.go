// Package prefix holds a prefix constant of a package other than the key
// package, for split keys built on it.
package prefix

const Kubevirt = "kubevirt.io/"
