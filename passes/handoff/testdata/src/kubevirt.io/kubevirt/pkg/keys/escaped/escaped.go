// Package escaped builds JSON patches of labels and annotations, as // want package:"key constants of kubevirt\\.io/api/core/v1" package:"sets owned handoff keys"
// KubeVirt's patch package does: a key is escaped as a JSON-pointer segment
// in a path, and nowhere else (HO1008).
package escaped

import (
	"fmt"
	"path"
	"strings"

	v1 "kubevirt.io/api/core/v1"
)

// escapeJSONPointer stands in for pkg/apimachinery/patch.EscapeJSONPointer.
func escapeJSONPointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

type op struct {
	Op, Path string
	Value    any
}

func withAdd(path string, value any) op     { return op{"add", path, value} }
func withReplace(path string, value any) op { return op{"replace", path, value} }

// The key escaped where a key goes: the object gets "kubevirt.io~1created-by".
func addAll() op {
	return withAdd("/metadata/annotations", map[string]string{escapeJSONPointer(v1.CreatedByLabel): "x"}) // want `HO1008: key v1\.CreatedByLabel escaped for a JSON pointer is used as a map key: the object gets "kubevirt\.io~1created-by"`
}

func setEscaped(labels map[string]string, node string) {
	labels[strings.ReplaceAll(v1.NodeNameLabel, "/", "~1")] = node // want `HO1008: key v1\.NodeNameLabel escaped for a JSON pointer is used as a map key`
}

// A merge patch's key is literal too.
func mergePatch(node string) string {
	return fmt.Sprintf(`{"metadata": {"labels": {"%s": "%s"}}}`, escapeJSONPointer(v1.NodeNameLabel), node) // want `HO1008: key v1\.NodeNameLabel escaped for a JSON pointer is used as a map key`
}

// The key unescaped in a path: the path names "kubevirt.io", then "nodeName".
func replaceLabel(node string) op {
	return withReplace("/metadata/labels/"+v1.NodeNameLabel, node) // want `HO1008: key v1\.NodeNameLabel is put unescaped into a JSON-patch path: escape it \("kubevirt\.io~1nodeName"\)`
}

func replaceAnnotation() op {
	return withReplace(fmt.Sprintf("/metadata/annotations/%s", v1.CreatedByLabel), "x") // want `HO1008: key v1\.CreatedByLabel is put unescaped into a JSON-patch path`
}

func templateLabel(node string) op {
	return withAdd(fmt.Sprintf("/spec/template/metadata/labels/%[1]s", v1.NodeNameLabel), node) // want `HO1008: key v1\.NodeNameLabel is put unescaped into a JSON-patch path`
}

// A patch typed by hand takes the path the same way.
func typedPatch() string {
	return fmt.Sprintf(`[{"op": "remove", "path": "/metadata/labels/%s"}]`, v1.NodeNameLabel) // want `HO1008: key v1\.NodeNameLabel is put unescaped into a JSON-patch path`
}

// Close negatives: escaped in a path, plain in a map, a selector, a path
// that is no label's, an escaped key kept in a list of path segments.
func correct(node string) []op { // want correct:"NodeNameLabel via"
	segments := []string{escapeJSONPointer(v1.NodeNameLabel)}
	return []op{
		withReplace("/metadata/labels/"+escapeJSONPointer(v1.NodeNameLabel), node),
		withReplace(fmt.Sprintf("/metadata/annotations/%s", escapeJSONPointer(v1.CreatedByLabel)), "x"),
		withAdd("/metadata/annotations", map[string]string{v1.CreatedByLabel: "x"}),
		withAdd("/status/nodes/"+segments[0], fmt.Sprintf("%s=%s", v1.NodeNameLabel, node)),
	}
}

// A directive keeps a site that was judged and accepted.
func accepted(node string) op {
	//kvlint:ignore HO1008 the fixture's accepted path
	return withReplace("/metadata/labels/"+v1.NodeNameLabel, node)
}

var _ = []any{addAll, setEscaped, mergePatch, typedPatch, replaceLabel, replaceAnnotation, templateLabel, correct, accepted}

// A key held in a local first is put into the path as the key is; a local
// holding the escaped key is right.
func heldLabel(node string) op {
	k := v1.NodeNameLabel
	return withReplace("/metadata/labels/"+k, node) // want `HO1008: key v1\.NodeNameLabel is put unescaped into a JSON-patch path`
}

func heldEscaped(node string) op {
	k := escapeJSONPointer(v1.NodeNameLabel)
	return withReplace("/metadata/labels/"+k, node)
}

// path.Join puts its elements into the path as they are: the key's "/"
// is a segment boundary there too. Escaped, or a path of no label, it is
// right.
func joinedLabel(node string) op {
	return withReplace(path.Join("/metadata/labels", v1.NodeNameLabel), node) // want `HO1008: key v1\.NodeNameLabel is put unescaped into a JSON-patch path: escape it \("kubevirt\.io~1nodeName"\)`
}

func joinedEscaped(node string) []op { // want joinedEscaped:"NodeNameLabel via"
	return []op{
		withReplace(path.Join("/metadata/labels", escapeJSONPointer(v1.NodeNameLabel)), node),
		withReplace(path.Join("/status/nodes", v1.NodeNameLabel), node),
	}
}
