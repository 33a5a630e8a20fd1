package podfuncval // want package:"stored podfuncval.Controller.socketDir: result 0 in another root from unsafepath.UnsafeAbsolute; podfuncval.Controller.ownDir: result 0 below name"

// The package fact: the summaries of the methods the package hands on as
// values, for importers under go vet.
