package sites

import "github.com/kvlint/kvlint/internal/code"

// Topics: what a site or a declaration is about, in the map's terms. A topic
// is the map's vocabulary, not a pass's: the map has a section per topic and
// reads every pass's records of it; the records of a pass with no topic (or
// one the map has no section for) are listed per pass.
const (
	// TopicChannel: a handoff channel. Decl: Name, Doc, LabelAPIs,
	// LabelAllowed. Sites: Direct or Via, Key the channel.
	TopicChannel = "channel"
	// TopicKey: a handoff key constant. Decl: LabelPackages. Sites: Write
	// or Read, Key "import/path.Const", API how it is used; Literal, where
	// the key is typed as a string literal instead (API the literal).
	TopicKey = "key"
	// TopicStatus: an owned status type. Decl: Name the type
	// ("import/path.Type"), Owners. Sites: writes, Key
	// "import/path.Type.Path[=CONST]".
	TopicStatus = "status"
	// TopicLifecycle: a start/stop pair. Decl: LabelStart, LabelStop.
	// Sites: Start or Stop, Key the lifecycle, Callee the function called.
	TopicLifecycle = "lifecycle"
	// TopicMirror: two fields written together. Decl: LabelPair. Sites:
	// Write, Key the mirror, Note NoteFirst or NoteSecond.
	TopicMirror = "mirror"
	// TopicSignal: a field both migration sides read. Decl: Name the field.
	// Sites: Read, Key the field.
	TopicSignal = "signal"
	// TopicPrimitive: a host-primitive category. Decl: LabelAllowed,
	// LabelWrappers, Code (a component reaching it that is not allowed).
	// Sites: Direct (Note NoteWrapper in a wrapper) or Via; Result.Funcs
	// and Result.Wraps are keyed by category.
	TopicPrimitive = "primitive"
	// TopicImport: imports across components. Decl: Code, the code
	// reported at an import that crosses a component boundary.
	TopicImport = "import"
)

// Labels of a declaration.
const (
	LabelAPIs     = "apis"     // selectors, as written
	LabelAllowed  = "allowed"  // components that may use or reach it
	LabelWrappers = "wrappers" // import-path patterns of its wrapper packages
	LabelPackages = "packages" // import-path patterns of the packages that declare it
	LabelStart    = "start"    // the start selector
	LabelStop     = "stop"     // the stop selector
	LabelPair     = "pair"     // the two fields, first the legacy one
)

// Decl is one thing a pass's policy names that the map reads the code
// against: a channel, an owned status type, a lifecycle, a category. A pass
// returns its declarations from its passkit.Def.Describe; the map lists
// them in the section of their topic, with the sites of that topic, so
// a declared entity nobody uses still shows.
type Decl struct {
	Topic string
	Name  string
	Doc   string
	// Labels are the declaration's named lists (the Label constants the
	// topic lists).
	Labels map[string][]string
	// Code, when set, is the code that marks a violation of the
	// declaration where no site of a pass names one.
	Code string
	// Owners, for a status type, say who may write each field and value:
	// the checker's own lookup.
	Owners *code.Owners
}

// Label returns the declaration's list named l, never nil.
func (d *Decl) Label(l string) []string {
	if v := d.Labels[l]; v != nil {
		return v
	}
	return []string{}
}

// Of returns the declarations of topic, in order.
func Of(decls []Decl, topic string) []*Decl {
	var out []*Decl
	for i := range decls {
		if decls[i].Topic == topic {
			out = append(out, &decls[i])
		}
	}
	return out
}
