package code

import (
	"go/ast"
	"go/types"
	"strings"
)

// InAPIClient reports whether s (a package path followed by "/", or an API
// named by its package) is in a client library of the Kubernetes or
// KubeVirt API (k8s.io/client-go, kubevirt.io/client-go): a call of theirs
// is a request to the API server, not code of any component. Matched
// anywhere in s, so a vendored copy
// (kubevirt.io/kubevirt/vendor/k8s.io/client-go/...) is one too.
func InAPIClient(s string) bool {
	return strings.Contains(s, "k8s.io/client-go/") || strings.Contains(s, "kubevirt.io/client-go/")
}

// IsAPIClientCall reports whether call calls a method an API client
// library declares (a typed client's Get, Update, PatchStatus, …, on its
// interface or its implementation).
func IsAPIClientCall(info *types.Info, call *ast.CallExpr) bool {
	fn := Callee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() == nil {
		return false
	}
	return InAPIClient(fn.Pkg().Path() + "/")
}
