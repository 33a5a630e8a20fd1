package podiface // want package:"stored fsstore.Remove: path reaches os.Remove; fsstore.Remover.Write: path reaches os.Remove"

// The package fact publishes the summaries of what this package stores into
// fields importers can read, for an importer that cannot see them.
