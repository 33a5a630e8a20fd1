package spelled // want package:"key constants of kubevirt\\.io/api/core/v1" package:"kubevirt.io/migrationTargetNodeName kubevirt.io/nodeNam kubevirt.io/nodeName kubevirt.io/nodeNamee kubevirt.io/nodeNames kubevirt.io/nodeNamf kubevirt.io/nodeNmae" package:"sets owned handoff keys"

// Keys typed by hand inside label selectors and JSON-patch paths: the
// operator or the path says the text is a label key, so a key of any
// length counts. No fix is offered (the constant goes into an expression
// the literal only begins).

import (
	"fmt"
	"strings"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	v1 "kubevirt.io/api/core/v1"
)

var _ = v1.NodeNameLabel

func Selectors(node string) []string {
	return []string{
		"kubevirt.io=virt-handler",                                     // want `HO1003: string literal "kubevirt\.io=virt-handler" spells the handoff key v1\.AppLabel of kubevirt\.io/api/core/v1 in a label selector$`
		"kubevirt.io/nodeName=" + node,                                 // want `HO1003: string literal "kubevirt\.io/nodeName=" spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a label selector$`
		fmt.Sprintf("kubevirt.io/nodeName!=%s", node),                  // want `spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a label selector$`
		"app=x, kubevirt.io/migrationTargetNodeName in (" + node + ")", // want `spells the handoff key v1\.MigrationTargetNodeNameLabel`
		"!kubevirt.io/nodeName",                                        // want `spells the handoff key v1\.NodeNameLabel`
		"kubevirt.io/nodeName notin (a, b),app=x",                      // want `spells the handoff key v1\.NodeNameLabel`
	}
}

// listOptions has the field client-go's list options take a selector in.
type listOptions struct{ LabelSelector string }

// Where the place says the text is a selector, a bare key is a requirement
// (the objects that have the label).
func SelectorPlaces() {
	_ = listOptions{LabelSelector: "kubevirt.io"} // want `HO1003: string literal "kubevirt\.io" spells the handoff key v1\.AppLabel of kubevirt\.io/api/core/v1 in a label selector$`
	var o listOptions
	o.LabelSelector = "kubevirt.io/nodeName" // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel`
	_, _ = labels.Parse("kubevirt.io,app")   // want `spells the handoff key v1\.AppLabel`
	// Close negatives: another field, another function.
	_ = struct{ Group string }{Group: "kubevirt.io"}
	fmt.Println("kubevirt.io")
}

// Where only a key goes (an object's labels, a label selector's
// MatchLabels, a labels.Set), a key shorter than min-length is a key too,
// and the fix applies.
func KeySites(meta *metav1.ObjectMeta) {
	_ = meta.Labels["kubevirt.io"] // want `HO1003: string literal "kubevirt\.io" is the handoff key v1\.AppLabel of kubevirt\.io/api/core/v1$`
	_ = metav1.LabelSelector{MatchLabels: map[string]string{
		"kubevirt.io": "virt-handler", // want `is the handoff key v1\.AppLabel`
	}}
	_ = labels.Set{"kubevirt.io": "virt-launcher"}                                      // want `is the handoff key v1\.AppLabel`
	_ = corev1.ServiceSpec{Selector: map[string]string{"kubevirt.io": "virt-operator"}} // want `is the handoff key v1\.AppLabel`
	_ = corev1.PodSpec{NodeSelector: map[string]string{"kubevirt.io": "x"}}             // want `is the handoff key v1\.AppLabel`
	// A requirement's key, and the node label pods are grouped by.
	_ = metav1.LabelSelector{MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "kubevirt.io", Operator: "In"}}} // want `is the handoff key v1\.AppLabel`
	_ = corev1.NodeSelectorRequirement{Key: "kubevirt.io"}                                                              // want `is the handoff key v1\.AppLabel`
	_ = corev1.PodAffinityTerm{TopologyKey: "kubevirt.io"}                                                              // want `is the handoff key v1\.AppLabel`
	// Close negatives: a map that holds no labels, a field that is no key
	// field (another struct's Key, a requirement's operator).
	_ = map[string]bool{"kubevirt.io": true}
	_ = struct{ Vendors map[string]int }{Vendors: map[string]int{"kubevirt.io": 1}}
	_ = struct{ Key string }{Key: "kubevirt.io"}
	_ = metav1.LabelSelectorRequirement{Operator: "kubevirt.io"}
}

func PatchPaths() []string {
	return []string{
		"/metadata/labels/kubevirt.io~1nodeName",                                        // want `HO1003: string literal "/metadata/labels/kubevirt\.io~1nodeName" spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a JSON-patch path$`
		"/spec/template/metadata/labels/kubevirt.io/nodeName",                           // want `spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a JSON-patch path$`
		`[{"op":"add","path":"/metadata/annotations/kubevirt.io~1nodeName","value":1}]`, // want `in a JSON-patch path$`
	}
}

// Close negatives: the constant in the selector, a message that mentions
// a key (not at the start), a field selector, a key that is no constant,
// the short key bare (it may be the API group), a path that appends the
// escaped constant, a requirement without an operator.
func NotSpelled(node string) []string {
	return []string{
		v1.NodeNameLabel + "=" + node,
		fmt.Sprintf("%s=%s", v1.AppLabel, "virt-handler"),
		"cannot select kubevirt.io/nodeName=" + node,
		"spec.nodeName=" + node,
		"kubevirt.io/nodeNames=" + node, // want `HO1005: key "kubevirt\.io/nodeNames" in "kubevirt\.io/nodeNames=" is no known handoff key; did you mean "kubevirt\.io/nodeName" \(constant v1\.NodeNameLabel\)\?$`
		"kubevirt.io",
		"/metadata/labels/" + node,
		"kubevirt.io/nodeName,app",
	}
}

func Suppressed() string {
	//kvlint:ignore HO1003 the fixture's directive case: a selector kept as the user typed it
	return "kubevirt.io=virt-launcher"
}

// A short key typed once as a constant of the package and used where only
// a key goes; the same value used as something else is no key.
const appLabelKey = "kubevirt.io" // want `HO1003: string literal "kubevirt\.io" is the handoff key v1\.AppLabel`

const groupName = "kubevirt.io"

func ConstKeys() {
	_ = metav1.LabelSelector{MatchLabels: map[string]string{appLabelKey: "virt-api"}}
	_ = []string{groupName}
}

// Keys typed as the members of a merge patch's labels or annotations, also
// below a template, or of a JSON-patch operation's labels map; the app
// label counts whatever its length.
func MergePatches(node string) []string { // want MergePatches:"NodeNameLabel via"
	return []string{
		fmt.Sprintf(`{"metadata": { "labels": {"kubevirt.io/nodeName": "%s"}}}`, node),        // want `HO1003: string literal .* spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a patch's JSON text$`
		`{"spec":{"template":{"metadata":{"annotations":{"kubevirt.io":"x"}}}}}`,              // want `spells the handoff key v1\.AppLabel of kubevirt\.io/api/core/v1 in a patch's JSON text$`
		`[{"op": "add", "path": "/metadata/labels", "value": {"kubevirt.io/nodeName": "n"}}]`, // want `spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a patch's JSON text$`
		"{\"metadata\":{\"labels\":{\"kubevirt.io/nodeName\":\"" + node + "\"}}}",             // want `HO1003: string literal .* spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a patch's JSON text$`
		// A later piece of the text, and a text put together inside a call
		// that is a piece of another concatenation.
		"{\"metadata\":{\"labels\":{\"app\":\"" + node + "\",\"kubevirt.io/nodeName\":\"" + node + "\"}}}",  // want `HO1003: string literal .* spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a patch's JSON text$`
		"patch " + strings.TrimSpace("{\"metadata\":{\"labels\":{\"kubevirt.io/nodeName\":\""+node+"\"}}}"), // want `HO1003: string literal .* spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a patch's JSON text$`
		// Close negatives: the key formatted in, a label that is no key, a
		// key-shaped member outside labels and annotations, a key as a value.
		fmt.Sprintf(`{"metadata": {"labels": {"%s": "false"}}}`, v1.NodeNameLabel),
		`{"metadata":{"labels":{"app":"x"}}}`,
		`{"data":{"kubevirt.io/nodeName":"x"},"labels":{"kubevirt.io":"y"}}`,
		`{"metadata":{"name":"kubevirt.io/nodeName"}}`,
		// Pieced together: the constant supplies the key, a message that
		// quotes a key is no JSON text.
		"{\"metadata\":{\"labels\":{\"" + v1.NodeNameLabel + "\":\"" + node + "\"}}}",
		"label \"kubevirt.io/nodeName\" missing on " + node,
	}
}

// Keys spelt one edit off inside a selector, a JSON-patch path and a
// patch's JSON text: no constant equals them, so HO1003 is silent and
// HO1005 names the key meant.
func NearSpelled(node string) []string {
	return []string{
		"kubevirt.io/nodeNamee=" + node,                                                // want `HO1005: key "kubevirt\.io/nodeNamee" in "kubevirt\.io/nodeNamee=" is no known handoff key; did you mean "kubevirt\.io/nodeName" \(constant v1\.NodeNameLabel\)\?$`
		"/metadata/labels/kubevirt.io~1nodeNmae",                                       // want `HO1005: key "kubevirt\.io/nodeNmae" in "/metadata/labels/kubevirt\.io~1nodeNmae" is no known handoff key`
		`{"metadata":{"labels":{"kubevirt.io/nodeNam":"x"}}}`,                          // want `HO1005: key "kubevirt\.io/nodeNam" in .* is no known handoff key`
		"{\"metadata\":{\"annotations\":{\"kubevirt.io/nodeNamf\":\"" + node + "\"}}}", // want `HO1005: key "kubevirt\.io/nodeNamf" in .* is no known handoff key`
		// Close negatives: another domain, a message that mentions the
		// key, a requirement without an operator.
		"example.com/nodeNamee=" + node,
		"cannot find kubevirt.io/nodeNamee=" + node,
		"kubevirt.io/nodeNamee",
	}
}
