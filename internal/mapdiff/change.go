package mapdiff

// Schema names the JSON format of a diff; docs/diff-schema.json describes it.
const Schema = "kvlint-diff/v1"

// Kind is what a change is; `kvlint diff -fail-on` names kinds.
type Kind string

// The change kinds, in the order a report lists them.
const (
	ForeignStatusWriterAdded Kind = "new-foreign-status-writer"
	StatusWriterAdded        Kind = "new-status-writer"
	StatusWriterRemoved      Kind = "dropped-status-writer"
	PrimitiveReachAdded      Kind = "new-primitive-reach"
	PrimitiveReachRemoved    Kind = "dropped-primitive-reach"
	ImportEdgeAdded          Kind = "new-import-edge"
	ImportEdgeRemoved        Kind = "dropped-import-edge"
	ChannelUseAdded          Kind = "new-channel-use"
	ChannelUseRemoved        Kind = "dropped-channel-use"
	MigrationSiteAdded       Kind = "new-migration-site"
	MigrationSiteRemoved     Kind = "dropped-migration-site"
	KeyUseAdded              Kind = "new-key-use"
	KeyUseRemoved            Kind = "dropped-key-use"
	KeyLiteralAdded          Kind = "new-key-literal"
	KeyLiteralRemoved        Kind = "dropped-key-literal"
	PassRecordAdded          Kind = "new-pass-record"
	PassRecordRemoved        Kind = "dropped-pass-record"
	SuppressionAdded         Kind = "new-suppression"
	SuppressionRemoved       Kind = "dropped-suppression"
	ViolationAdded           Kind = "new-violation"
	ViolationRemoved         Kind = "dropped-violation"
	BaselineEntryAdded       Kind = "new-baseline-entry"
	BaselineEntryRemoved     Kind = "dropped-baseline-entry"
)

// Kinds lists every kind in report order.
func Kinds() []Kind {
	return []Kind{
		ForeignStatusWriterAdded, StatusWriterAdded, StatusWriterRemoved,
		PrimitiveReachAdded, PrimitiveReachRemoved,
		ImportEdgeAdded, ImportEdgeRemoved,
		ChannelUseAdded, ChannelUseRemoved,
		MigrationSiteAdded, MigrationSiteRemoved,
		KeyUseAdded, KeyUseRemoved,
		KeyLiteralAdded, KeyLiteralRemoved,
		PassRecordAdded, PassRecordRemoved,
		SuppressionAdded, SuppressionRemoved,
		ViolationAdded, ViolationRemoved,
		BaselineEntryAdded, BaselineEntryRemoved,
	}
}

// Removal reports whether changes of kind k are read at the base.
func (k Kind) Removal() bool {
	switch k {
	case StatusWriterRemoved, PrimitiveReachRemoved, ImportEdgeRemoved, ChannelUseRemoved, MigrationSiteRemoved, KeyUseRemoved,
		KeyLiteralRemoved, PassRecordRemoved, SuppressionRemoved, ViolationRemoved, BaselineEntryRemoved:
		return true
	}
	return false
}

// Change is one difference between the base and the head.
type Change struct {
	Kind Kind `json:"kind"`
	// Component is the component the change is in (for an import edge,
	// the importing one).
	Component string `json:"component"`
	// Subject is what changed, in the map's terms: Type.Field or
	// Type.Field=Value, a channel, a primitive category, the imported
	// component, "lifecycle start|stop Func", a key, for another pass's
	// record "pass: kind key", or for a suppression the suppressed
	// finding's message.
	Subject string `json:"subject"`
	// Func is the enclosing function, qualified by its package name.
	Func string `json:"func,omitempty"`
	Side string `json:"side,omitempty"`
	// Package is set for shared code that reaches a primitive.
	Package string `json:"package,omitempty"`
	// File and Line are the head's (the base's for a removal); empty for
	// import edges, which the map counts rather than places.
	File string `json:"file,omitempty"`
	Line int    `json:"line,omitempty"`
	URL  string `json:"url,omitempty"`
	// API is what performs it (the API, field or key use).
	API string `json:"api,omitempty"`
	// Chain and Witness are a primitive's witness: callee first, API last.
	Chain   []string `json:"chain,omitempty"`
	Witness string   `json:"witness,omitempty"`
	// Detail says more: a status field's owners, an edge's import count.
	Detail string `json:"detail,omitempty"`
	// Violation is the check code kvlint reports at the site, if any.
	Violation string `json:"violation,omitempty"`
	// edge marks an import edge's change: the subject is what it imports.
	edge bool
}

// Report is the JSON document of a diff.
type Report struct {
	Schema  string   `json:"schema"`
	Changes []Change `json:"changes"`
}
