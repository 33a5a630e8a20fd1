// Package export is a stand-in for the export paths the export server is
// started with: one entry per exported volume.
package export

// VolumeInfo is one exported volume: Path is where its PVC is mounted in
// the export server's pod; the user who owns the PVC writes everything
// below it.
type VolumeInfo struct {
	Path   string
	DirURI string
	RawURI string
}

// ServerPaths are the volumes of one export.
type ServerPaths struct {
	Volumes []VolumeInfo
}
