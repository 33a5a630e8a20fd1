package missing

import (
	"fmt"
	"strings"
)

// Only standard-library imports: the new one starts a group of its own.
func Upper(labels map[string]string) string {
	return strings.ToUpper(fmt.Sprint(labels["kubevirt.io/nodeName"])) // want `HO1003: .*v1.NodeNameLabel`
}
