package sites

// Policy is what the passes' policy sections contribute to the map: the
// owners, channels, pairs and categories the code is read against. Each pass
// fills its part (its passkit.Def.Describe, optional, listed in the registry).
type Policy struct {
	// Described names the passes whose Describe filled a part: the map's
	// sections read their sites. The sites of every other pass show as
	// generic records.
	Described   []string
	Channels    []ChannelPolicy
	KeyPackages []string // import-path patterns of the handoff-key packages
	StatusTypes []StatusPolicy
	Migration   MigrationPolicy
	Categories  []CategoryPolicy
	// ImportCode is the code reported at an import that crosses a
	// component boundary: the map's component graph counts them.
	ImportCode string
}

// ChannelPolicy is one handoff channel.
type ChannelPolicy struct {
	Name, Doc string
	APIs      []string // selectors, as written
	Allowed   []string // components that may use it
}

// StatusPolicy is one owned status type.
type StatusPolicy struct {
	Type   string   // "import/path.TypeName"
	Owners []string // owners of every field not listed
	Fields map[string][]string
	Values map[string]map[string][]string // field → constant name → owners
}

// MigrationPolicy is the migration section.
type MigrationPolicy struct {
	Lifecycles []LifecyclePolicy
	Mirrors    []MirrorPolicy
	Signals    []string // field paths both sides must read
}

// LifecyclePolicy is a start/stop pair.
type LifecyclePolicy struct{ Name, Start, Stop string }

// MirrorPolicy is a pair of fields that must be written together.
type MirrorPolicy struct {
	Name string
	Pair [2]string
}

// CategoryPolicy is one host-primitive category.
type CategoryPolicy struct {
	Name     string
	Allowed  []string // components that may reach it
	Wrappers []string // import-path patterns of its wrapper packages
	// Code is the code of a component reaching the category that does not
	// allow it.
	Code string
}
