// Package bootstrap is virt-controller code that calls no mount, but
// imports a package whose initialization mounts.
package bootstrap

import _ "kubevirt.io/kubevirt/pkg/util/startup"
