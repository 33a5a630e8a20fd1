package hostprim

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestScriptRuns: a shell script is split into its simple commands, each
// with its binary and words; assignments and wrappers before a command are
// passed over, and a word built at run time is "".
func TestScriptRuns(t *testing.T) {
	type run struct {
		bin   string
		words []string
	}
	for _, tc := range []struct {
		script string
		want   []run
	}{
		{"mount -o bind /a /b", []run{{"mount", []string{"-o", "bind", "/a", "/b"}}}},
		{"echo 1 && sysctl -w a=1", []run{{"echo", []string{"1"}}, {"sysctl", []string{"-w", "a=1"}}}},
		{"ls /proc | grep mount; true", []run{{"ls", []string{"/proc"}}, {"grep", []string{"mount"}}, {"true", nil}}},
		{"LANG=C sudo -n nsenter -t %d", []run{{"nsenter", []string{"-t", ""}}}},
		{"timeout 5 nice -n 10 mount -a", []run{{"mount", []string{"-a"}}}},
		{"env -i PATH=/bin umount -l /x", []run{{"umount", []string{"-l", "/x"}}}},
		{"-x mount", []run{{"-x", []string{"mount"}}}},
		{"LANG=C sudo nsenter -t %d -m", []run{{"nsenter", []string{"-t", "", "-m"}}}},
		{"env X=1 exec umount '/mnt'", []run{{"umount", []string{"/mnt"}}}},
		{"(cd /tmp && mount -a)", []run{{"cd", []string{"/tmp"}}, {"mount", []string{"-a"}}}},
		{"echo $(mount) `umount -l /x`", []run{{"echo", []string{""}}, {"mount", nil}, {"umount", []string{"-l", "/x"}}}},
		{"%v info %v", nil},
		{"$BIN -x", nil},
		{"ulimit -t %d\nqemu-img info x", []run{{"ulimit", []string{"-t", ""}}, {"qemu-img", []string{"info", "x"}}}},
		{"", nil},
	} {
		var got []run
		for _, r := range scriptRuns(tc.script) {
			assert.True(t, r.pathLookup, "%q: a script's command is looked up in $PATH", tc.script)
			if len(r.words) == 0 {
				r.words = nil
			}
			got = append(got, run{r.binary, r.words})
		}
		assert.Equal(t, tc.want, got, tc.script)
	}
}
