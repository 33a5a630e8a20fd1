package named

import (
	"fmt"
	"path"
	"strings"

	virtv1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/keys/named/prefix"
)

// A key split into literal pieces is typed by hand all the same: the fix
// replaces the whole concatenation.
func SplitKey(labels map[string]string) string {
	return labels["kubevirt.io/"+"nodeName"] // want `HO1003: string concatenation "kubevirt\.io/" \+ "nodeName" is the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1$`
}

func SplitParens(labels map[string]string) string {
	return labels[("kubevirt.io/"+"migration")+"TargetNodeName"] // want `HO1003: string concatenation \("kubevirt\.io/" \+ "migration"\) \+ "TargetNodeName" is the handoff key v1\.MigrationTargetNodeNameLabel`
}

// A key package's constant among the pieces types the rest by hand: the
// suffix stays behind when the key is renamed. The fix keeps the import
// the constant came through in use.
func SplitKeyConst(labels map[string]string) string {
	return labels[virtv1.AppLabel+"/nodeName"] // want `HO1003: string concatenation virtv1\.AppLabel \+ "/nodeName" is the handoff key v1\.NodeNameLabel`
}

// Another package's constant types no key, but the rest is typed here
// all the same; no fix, which could leave that package's import unused.
func SplitForeignConst(labels map[string]string) string {
	return labels[prefix.Kubevirt+"nodeName"] // want `HO1003: string concatenation prefix\.Kubevirt \+ "nodeName" is the handoff key v1\.NodeNameLabel`
}

// Spelled as a call with the constant first, the same key: the first
// literal piece answers, wherever it stands.
func SplitKeyConstSprintf(labels map[string]string) string {
	return labels[fmt.Sprintf("%s/nodeName", virtv1.AppLabel)] // want `HO1003: formatted string fmt\.Sprintf\("%s/nodeName", virtv1\.AppLabel\) is the handoff key v1\.NodeNameLabel`
}

func SplitKeyConstJoin(labels map[string]string) string {
	return labels[strings.Join([]string{virtv1.AppLabel, "nodeName"}, "/")] // want `HO1003: joined string strings\.Join\(\[\]string\{virtv1\.AppLabel, "nodeName"\}, "/"\) is the handoff key v1\.NodeNameLabel`
}

func SplitKeyConstPath(labels map[string]string) string {
	return labels[path.Join(virtv1.AppLabel, "nodeName")] // want `HO1003: joined path path\.Join\(virtv1\.AppLabel, "nodeName"\) is the handoff key v1\.NodeNameLabel`
}

// Only the separator is typed here.
func SplitKeyConstSep(labels map[string]string) string {
	return labels[strings.Join([]string{virtv1.AppLabel, otherPart}, "/")] // want `HO1003: joined string strings\.Join\(\[\]string\{virtv1\.AppLabel, otherPart\}, "/"\) is the handoff key v1\.NodeNameLabel`
}

func SplitKeyConstSprint(labels map[string]string) string {
	return labels[fmt.Sprint(virtv1.AppLabel, "/", "nodeName")] // want `HO1003: formatted string fmt\.Sprint\(virtv1\.AppLabel, "/", "nodeName"\) is the handoff key v1\.NodeNameLabel`
}

const otherPart = "nodeName"

// Close negatives: the pieces make no key, a piece is computed at run
// time, constants alone with nothing typed here, the key constant itself.
func SplitNegatives(labels map[string]string, node string) {
	_ = labels[virtv1.AppLabel+"/other"]
	_ = labels["kubevirt.io/"+"other"]
	_ = labels["kubevirt.io/"+node]
	_ = labels[virtv1.AppLabel+"/"+node]
	_ = labels[fmt.Sprintf("%s/%s", virtv1.AppLabel, node)]
	_ = labels[kubevirtPrefix+otherPart]
	_ = labels[virtv1.NodeNameLabel]
}

func SplitKeyConstExcused(labels map[string]string) string {
	//kvlint:ignore HO1003 the fixture's excused key built on the app label
	return labels[virtv1.AppLabel+"/nodeName"]
}

func SplitExcused(labels map[string]string) string {
	//kvlint:ignore HO1003 the fixture's excused split key
	return labels["kubevirt.io/"+"nodeName"]
}

// Formatted from constants, the same key.
func SplitFormatted(labels map[string]string) string {
	return labels[fmt.Sprintf("%s/nodeName", "kubevirt.io")] // want `HO1003: formatted string fmt\.Sprintf\("%s/nodeName", "kubevirt\.io"\) is the handoff key v1\.NodeNameLabel`
}

// Close negative: formatted from constants into no key.
func SplitFormattedOther(labels map[string]string) string {
	return labels[fmt.Sprintf("%s/other", "kubevirt.io")]
}

// Joined from constants, the same key.
func SplitJoined(labels map[string]string) string {
	return labels[strings.Join([]string{"kubevirt.io", "nodeName"}, "/")] // want `HO1003: joined string strings\.Join\(\[\]string\{"kubevirt\.io", "nodeName"\}, "/"\) is the handoff key v1\.NodeNameLabel`
}

// Close negatives: joined into no key, a piece computed at run time, a
// slice built elsewhere.
func SplitJoinedNegatives(labels map[string]string, node string, parts []string) {
	_ = labels[strings.Join([]string{"kubevirt.io", "other"}, "/")]
	_ = labels[strings.Join([]string{"kubevirt.io", node}, "/")]
	_ = labels[strings.Join(parts, "/")]
}

func SplitJoinedExcused(labels map[string]string) string {
	//kvlint:ignore HO1003 the fixture's excused joined key
	return labels[strings.Join([]string{"kubevirt.io", "nodeName"}, "/")]
}

const kubevirtPrefix = "kubevirt.io/"

// A constant of the package among the pieces: the key is typed here too.
func SplitLocalConst(labels map[string]string) string {
	return labels[kubevirtPrefix+"nodeName"] // want `HO1003: string concatenation kubevirtPrefix \+ "nodeName" is the handoff key v1\.NodeNameLabel`
}

// A local variable assigned once with a constant is fixed text too (no
// fix: the variable would be left unused).
func SplitLocalVar(labels map[string]string) string {
	prefix := "kubevirt.io/"
	return labels[prefix+"nodeName"] // want `HO1003: string concatenation prefix \+ "nodeName" is the handoff key v1\.NodeNameLabel`
}

// A variable first and a constant of the package after it: still no fix
// (the variable would be left unused).
func SplitLocalVarThenConst(labels map[string]string) string {
	prefix := "kubevirt.io/"
	return labels[prefix+"node"+namePart] // want `HO1003: string concatenation prefix \+ "node" \+ namePart is the handoff key v1\.NodeNameLabel`
}

const namePart = "Name"

// Close negative: a variable given another value too.
func SplitLocalVarTwice(labels map[string]string, other bool) string {
	prefix := "kubevirt.io/"
	if other {
		prefix = "example.com/"
	}
	return labels[prefix+"nodeName"]
}

// Put side by side with fmt.Sprint, or joined as a path, the same key.
func SplitSprint(labels map[string]string) string {
	return labels[fmt.Sprint("kubevirt.io/", "nodeName")] // want `HO1003: formatted string fmt\.Sprint\("kubevirt\.io/", "nodeName"\) is the handoff key v1\.NodeNameLabel`
}

func SplitPathJoin(labels map[string]string) string {
	return labels[path.Join("kubevirt.io", "nodeName")] // want `HO1003: joined path path\.Join\("kubevirt\.io", "nodeName"\) is the handoff key v1\.NodeNameLabel`
}

// Close negatives: into no key, a piece computed at run time, a spread
// slice.
func SplitSprintNegatives(labels map[string]string, node string, parts []string) {
	_ = labels[fmt.Sprint("kubevirt.io/", "other")]
	_ = labels[fmt.Sprint("kubevirt.io/", node)]
	_ = labels[path.Join("kubevirt.io", "other")]
	_ = labels[path.Join("kubevirt.io", node)]
	_ = labels[path.Join(parts...)]
}

func SplitPathJoinExcused(labels map[string]string) string {
	//kvlint:ignore HO1003 the fixture's excused path-joined key
	return labels[path.Join("kubevirt.io", "nodeName")]
}
