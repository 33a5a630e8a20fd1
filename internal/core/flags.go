package core

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/kvlint/kvlint/internal/core/output"
	"github.com/kvlint/kvlint/internal/policy"
)

// flags are the same for plain kvlint and kvlint ci.
type flags struct {
	src           policy.Source
	format        string
	out           string
	baselinePath  string
	writeBaseline bool
	tests         bool
	fix           bool
	chdir         string
	root          string
	debugSet      string
	debugDispatch string
	memProfile    string
	cpuProfile    string
	verbose       bool
	strictPolicy  bool
	saveMap       string
}

// usageHead is the first paragraph of a command's usage text. A switch,
// not a map: a package-level map is built by init code in every process,
// and go vet starts one per package.
func usageHead(command string) (string, bool) {
	switch command {
	case "kvlint":
		return `usage: kvlint [flags] packages

Runs every kvlint pass on the packages (go list patterns, e.g. ./...) and
prints the findings. Facts are computed only for the analysed module's own
packages; dependencies come from export data the build cache holds, else from
source without function bodies (KVLINT_LOADER=export: always from export
data, compiling what the cache lacks). kvlint ci is the same
analysis with the same flags, named for pull-request CI.
`, true
	case "kvlint ci":
		return `usage: kvlint ci [flags] packages

Runs every kvlint pass for pull-request CI: the same analysis and flags as
plain kvlint, usually with -format=sarif or -format=github and a -baseline
that accepts today's findings so only new ones fail (docs/ci.md).
`, true
	}
	return "", false
}

const usageTail = `
Exit status: 0 clean, 1 findings (outside the -baseline, if one is given;
also with -format=json and after -fix when some remain), 2 usage,
configuration, load or analysis errors.

Flags:
`

// newFlagSet defines the flags into fl.
func newFlagSet(fl *flags, w io.Writer, command string) *flag.FlagSet {
	fs := flag.NewFlagSet(command, flag.ContinueOnError)
	fs.SetOutput(w)
	fs.Var(&fl.src, "config", "policy `FILE` (default: nearest "+policy.FileName+" up to the module root, else the embedded kubevirt profile)")
	fs.StringVar(&fl.format, "format", "text", "output format: "+strings.Join(output.Formats, ", ")+" (docs/ci.md describes each)")
	fs.StringVar(&fl.out, "o", "", "write the output to `FILE` instead of standard output")
	fs.StringVar(&fl.baselinePath, "baseline", "", "baseline `FILE`: only findings not in it fail the run; stale entries are listed")
	fs.BoolVar(&fl.strictPolicy, "strict-policy", false, "fail (exit 1) on stale entries (KV0003) of your policy files and on the embedded profile's entries stale since the -baseline, as the policy key strict-policy: true does")
	fs.BoolVar(&fl.writeBaseline, "write-baseline", false, "write every current finding, and the stale policy entries, to the -baseline file and exit 0")
	fs.BoolVar(&fl.tests, "test", false, "also analyse _test.go files (the kubevirt profile excludes them, so loading them only costs time)")
	fs.BoolVar(&fl.fix, "fix", false, "apply the findings' suggested fixes to the source files (each file replaced atomically)")
	fs.StringVar(&fl.chdir, "C", "", "run in `DIR`: load packages and find the policy there (file flags stay relative to where kvlint started)")
	fs.BoolVar(&fl.verbose, "v", false, "print what was loaded and how long each phase took, on standard error")
	fs.StringVar(&fl.saveMap, "save-map", "", "also write kvlint map's JSON of this run to `FILE`, from the same analysis (the next kvlint diff's -base-map)")
	fs.StringVar(&fl.root, "root", "", "source root that paths are relative to (default: the repository, found by .git, containing the main modules)")
	// For performance measurements only: replace the passes by a null
	// analyzer ("null": no facts; "nullfacts": declares a fact type).
	fs.StringVar(&fl.debugSet, "debug-analyzers", "", "")
	// For performance work: the live heap once analysis is done (the peak:
	// everything loaded is still reachable).
	fs.StringVar(&fl.memProfile, "debug-memprofile", "", "")
	// For performance work: a CPU profile of the analysis phase.
	fs.StringVar(&fl.cpuProfile, "debug-cpuprofile", "", "")
	// For measuring interface dispatch: "cha" resolves calls through the
	// module's interfaces by class-hierarchy analysis, "stored" as usual;
	// either prints each package's dispatch counts (flow.DebugAnalyzer).
	fs.StringVar(&fl.debugDispatch, "debug-dispatch", "", "")
	fs.Usage = func() { PrintUsage(w, command) }
	return fs
}

// PrintUsage writes the command's usage text and flags to w.
func PrintUsage(w io.Writer, command string) {
	head, ok := usageHead(command)
	if !ok {
		head = "usage: " + command + " [flags] packages\n"
	}
	fmt.Fprint(w, head, usageTail)
	fs := newFlagSet(&flags{}, io.Discard, command)
	fs.VisitAll(func(f *flag.Flag) {
		if f.Usage == "" {
			return // hidden
		}
		name, u := flag.UnquoteUsage(f)
		def := ""
		if f.DefValue != "" && f.DefValue != "false" {
			def = fmt.Sprintf(" (default %s)", f.DefValue)
		}
		fmt.Fprintf(w, "  -%s %s\n    \t%s%s\n", f.Name, name, u, def)
	})
}
