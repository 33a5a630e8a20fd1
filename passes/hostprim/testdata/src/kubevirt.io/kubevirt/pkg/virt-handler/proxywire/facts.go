package proxywire // want package:"stored migrationproxy.RemoveSocket: path reaches os.Remove"

// The package fact publishes the summary of the function this package
// stores into the controller's field.
