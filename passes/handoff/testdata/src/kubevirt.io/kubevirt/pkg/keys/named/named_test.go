package named

import "testing"

// Test code spells keys as it likes: the policy excludes *_test.go.
func TestSelect(t *testing.T) {
	if !Select(map[string]string{"kubevirt.io/nodeName": "n"}, "n") {
		t.Fail()
	}
}
