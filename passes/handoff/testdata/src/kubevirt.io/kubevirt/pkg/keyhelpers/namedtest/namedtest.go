// Package namedtest_test is ordinary code whose package name ends in // want package:"key constants of kubevirt\\.io/api/core/v1" package:"returns maps with owned handoff keys"
// _test: another package can import it, so its helpers carry their facts
// like any other's. Only a package of _test.go files is an external test.
package namedtest_test

import v1 "kubevirt.io/api/core/v1"

// Labels returns the node label in a literal.
func Labels(node string) map[string]string { // want Labels:"returns a map with .*NodeNameLabel via v1\\.NodeNameLabel$"
	return map[string]string{v1.NodeNameLabel: node}
}
