package podhookwire // want package:`stored podhookwire.hostDir.removeName: name reaches os.Remove; podhookwire.hostDir.removeLock: d reaches os.Remove`

// The package fact: the summaries of the methods the package stores into
// podhook's hooks, each counting its receiver first.
