package missing

// No imports at all.
func Key() string {
	return "kubevirt.io/vmi-name" // want `HO1003: .*v1.MigrationSelectorLabel`
}
