// Package patch is a hand-written stand-in for KubeVirt's JSON-patch
// builder.
package patch

type PatchOperation struct {
	Op    string      `json:"op"`
	Path  string      `json:"path"`
	Value interface{} `json:"value"`
}

type PatchSet struct{ patches []PatchOperation }

type PatchOption func(*PatchSet)

func New(opts ...PatchOption) *PatchSet {
	p := &PatchSet{}
	p.AddOption(opts...)
	return p
}

func (p *PatchSet) AddOption(opts ...PatchOption) {
	for _, o := range opts {
		o(p)
	}
}

func (p *PatchSet) add(op, path string, value interface{}) {
	p.patches = append(p.patches, PatchOperation{Op: op, Path: path, Value: value})
}

func WithTest(path string, value interface{}) PatchOption {
	return func(p *PatchSet) { p.add("test", path, value) }
}

func WithAdd(path string, value interface{}) PatchOption {
	return func(p *PatchSet) { p.add("add", path, value) }
}

func WithReplace(path string, value interface{}) PatchOption {
	return func(p *PatchSet) { p.add("replace", path, value) }
}

func WithRemove(path string) PatchOption {
	return func(p *PatchSet) { p.add("remove", path, nil) }
}

func (p *PatchSet) GeneratePayload() ([]byte, error) { return nil, nil }

// GenerateTestReplacePatch builds its operations from the path it is
// handed: a patch helper the policy need not name.
func GenerateTestReplacePatch(path string, oldValue, newValue interface{}) ([]byte, error) {
	return GeneratePatchPayload(
		PatchOperation{Op: "test", Path: path, Value: oldValue},
		PatchOperation{Op: "replace", Path: path, Value: newValue},
	)
}

func GeneratePatchPayload(ops ...PatchOperation) ([]byte, error) { return nil, nil }
