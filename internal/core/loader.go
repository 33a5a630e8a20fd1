package core

import (
	"fmt"
	"os"
)

// LoaderEnv names the environment variable that selects how dependencies
// are loaded: "source" (the default: from the build cache's export data
// where it holds them, else from source without function bodies) or
// "export" (from export data always, compiling what the cache lacks).
const LoaderEnv = "KVLINT_LOADER"

// useExportData says whether the run loads dependencies from export data
// only: Request.ExportData, else the environment.
func useExportData(req Request) (bool, error) {
	if req.ExportData {
		return true, nil
	}
	switch v := os.Getenv(LoaderEnv); v {
	case "", "source":
		return false, nil
	case "export":
		return true, nil
	default:
		return false, fmt.Errorf("%s=%q: want source (the default) or export", LoaderEnv, v)
	}
}
