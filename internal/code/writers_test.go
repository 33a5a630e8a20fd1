package code_test

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

const writersSrc = `package p

import (
	"encoding/json"
	"encoding/xml"
	"io"
	"maps"
	"slices"
	"sort"
)

type S struct{ A []int }

func (in *S) DeepCopyInto(out *S) { *out = *in }
func (in *S) CopyInto(out *S)     { *out = *in }

type U struct{}

func (in *U) DeepCopyInto(out *S) {}

func use(s, t *S, m, n map[string]int, b []byte, r io.Reader) {
	maps.Copy(m, n)
	slices.Sort(s.A)
	sort.Ints(s.A)
	_ = json.Unmarshal(b, s)
	s.DeepCopyInto(t)
	s.CopyInto(t)
	(&U{}).DeepCopyInto(t)
	_, _ = json.Marshal(s)
	_ = slices.Clone(s.A)
	delete(m, "k")
	clear(m)
	copy(s.A, t.A)
	_ = len(m)
	_ = json.NewDecoder(r).Decode(s)
	_ = xml.NewDecoder(r).Decode(s)
	_, _ = json.NewDecoder(r).Token()
}
`

// TestWrittenParams: the library writers (functions and decoders'
// methods) and the deepcopy-gen convention by their argument indexes; a
// method of another name, a DeepCopyInto of another shape and functions
// that only read are nothing.
func TestWrittenParams(t *testing.T) {
	f, info := checkStd(t, writersSrc)
	cs := calls(f)
	want := [][]int{{0}, {0}, {0}, {1}, {0}, nil, nil, nil, nil, nil, nil, nil, nil, {0}, nil, {0}, nil, nil, nil}
	for i, w := range want {
		assert.Equal(t, w, code.WrittenParams(code.Callee(info, cs[i])), "call %d", i)
	}
	var written []string
	for _, c := range cs {
		if e := code.BuiltinWrite(info, c); e != nil {
			written = append(written, types.ExprString(e))
		}
	}
	assert.Equal(t, []string{"m", "m", "s.A"}, written, "delete, clear and copy write their first argument; len writes nothing")
}
