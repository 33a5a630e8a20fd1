package migrationproxy // want package:"stored migrationproxy.migrationProxyManager.StartSourceListener: key reaches os.Remove; baseDir reaches os.Remove; migrationproxy.migrationProxyManager.StartTargetListener: sockets reaches net.Dial"

// The package fact publishes the summaries of the unexported manager's
// methods: under go vet an importer cannot see the type, only the
// interface NewMigrationProxyManager returns.
