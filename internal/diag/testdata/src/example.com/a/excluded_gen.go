package a

// Excluded files are never reported on, and their directives are never judged.
func generated() {
	raw()
	//kvlint:ignore HP1001 excluded file: never reported as stale
	_ = 2
}
