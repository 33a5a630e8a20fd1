package missing // want package:"key constants of kubevirt\\.io/api/core/v1"

// No imports at all.
func Key() string {
	return "kubevirt.io/vmi-name" // want `HO1003: .*v1.MigrationSelectorLabel`
}
