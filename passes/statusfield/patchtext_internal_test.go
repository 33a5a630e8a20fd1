package statusfield

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The JSON text of a patch is read once its format verbs stand for values;
// anything that is no patch of a status path gives nothing.
func TestPatchText(t *testing.T) {
	ops := func(s string) []string {
		var out []string
		for _, o := range patchText(s) {
			out = append(out, o.op+" "+o.path)
		}
		return out
	}
	for _, c := range []struct {
		text string
		want []string
	}{
		{`{ "op": "replace", "path": "/status/phase", "value": "%s" }`, []string{"replace /status/phase"}},
		{`[{"op":"test","path":"/status/phase","value":%q},{"op":"remove","path":"/status/migrationState"}]`, []string{"test /status/phase", "remove /status/migrationState"}},
		{` {"op": "add", "path": "/status", "value": %v}`, []string{"add /status"}},
		{`{"op": "add", "path": "/status/activePods/a~1b", "value": "%-8.3s"}`, []string{"add /status/activePods/a~1b"}},
		{`{"status":{"phase":"%s","migrationState":{"completed":true,"endTimestamp":null}},"metadata":{"labels":{"a":"b"}}}`,
			[]string{"merge /status/migrationState/completed", "merge /status/migrationState/endTimestamp", "merge /status/phase"}},
		{`{"status":{"conditions":[],"guestOSInfo":{}}}`, []string{"merge /status/conditions"}},
		{`{"status":{"a/b~c":1}}`, []string{"merge /status/a~1b~0c"}},
		{`{"op": "move", "from": "/status/reason", "path": "/status/message"}`, []string{"remove /status/reason", "move /status/message"}},
		{`{"op": "move", "from": "/status/reason", "path": "/metadata/annotations/r"}`, []string{"remove /status/reason"}},
		{`{"op": "copy", "from": "/status/reason", "path": "/status/message"}`, []string{"copy /status/message"}},
		// No patch of status: another path, a message, YAML, broken text.
		{`[{"op": "replace", "path": "/metadata/labels/status", "value": "x"}]`, nil},
		{`{"op": "replace", "path": "/statusx"}`, nil},
		{`cannot patch /status/phase`, nil},
		{`{"op": "replace", "path": "/status/phase", "value": `, nil},
		{`["status", 1]`, nil},
		{`{"status": "Running"}`, nil},
	} {
		assert.Equal(t, c.want, ops(c.text), c.text)
	}
	segs := patchText(`{"op":"add","path":"/status/activePods/a~1b~0c"}`)[0].segs
	assert.Equal(t, []string{"activePods", "a/b~c"}, segs)
}
