package podroot // want package:"stored podroot.fileOpener.open: path reaches os.Open"

// The package fact publishes the summary of the implementation relay's
// constructor stores into its field (sparse.go).
