package missing

import "fmt"

// v1 is free in this file: the import is added under the package's own name.
func Print(labels map[string]string) {
	fmt.Println(labels["kubevirt.io/nodeName"]) // want `HO1003: .*v1.NodeNameLabel`
}
