package podfuncwire // want package:"stored sockrepair.Manager.HandleSource: dirFunc reaches find, set to sockrepair.findIn → os.ReadDir; pending dirFunc → find \\[0\\]"

// The package fact publishes the summary of the method this package
// stores into the controller's interface field.
