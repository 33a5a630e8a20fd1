package core

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/core/atomicfile"
	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/output"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/safetext"
)

// emit writes the results in the chosen format, writes the baseline when
// asked, and returns the exit status. Every file is replaced atomically: a
// run killed while writing leaves the old file, never a partial one.
func emit(o *Options, fl *flags, r *output.Results) int {
	var buf bytes.Buffer
	if err := output.Write(&buf, fl.format, r); err != nil {
		return o.failf("%v", err)
	}
	if fl.out != "" {
		if err := atomicfile.WriteFile(fl.out, buf.Bytes(), 0o644); err != nil {
			return o.failf("-o: cannot write the output: %v", err)
		}
	} else if _, err := o.Stdout.Write(buf.Bytes()); err != nil {
		return o.failf("writing output: %v", err)
	}

	if fl.writeBaseline {
		b := baseline.Build(r.Findings)
		if err := b.Write(fl.baselinePath); err != nil {
			return o.failf("%s: %v", fl.baselinePath, err)
		}
		n := 0
		for _, e := range b.Entries {
			n += e.Count
		}
		fmt.Fprintf(o.Stderr, "%s: wrote %s: %s in %s\n", o.Command, fl.baselinePath, count(n, "finding", "findings"), count(len(b.Entries), "entry", "entries"))
		return ExitClean
	}
	return summarize(o.Stderr, o.Command, r)
}

// summarize prints the counts, the stale baseline entries and where to read
// about the codes found, and returns the exit status.
func summarize(w io.Writer, command string, r *output.Results) int {
	var newN, accepted, suppressed, fixed int
	var codes []string
	for i := range r.Findings {
		f := &r.Findings[i]
		switch {
		case f.Fixed:
			fixed++
		case f.Suppressed:
			suppressed++
		case r.IsNew(i):
			newN++
			codes = append(codes, f.Code)
		default:
			accepted++
		}
	}
	for _, s := range r.Stale {
		fmt.Fprintf(w, "%s: %s\n", command, output.StaleLine(s))
	}
	// Stale policy entries are listed like stale baseline entries: the
	// pass skipped each and checked the rest. Entries of an embedded
	// profile are counted, not listed (unless -v): the user cannot edit
	// them, and on a tree that is not the one the profile describes (the
	// bundled example, a fork, an older release) dozens would bury the
	// findings. An entry skipped for an unmet requirement is always listed,
	// by name: it is a check switched off.
	embedded := 0
	for _, e := range r.StalePolicy {
		if policy.IsProfileFile(e.Pos.File) && !r.Verbose && e.Skipped == "" {
			embedded++
			continue
		}
		fmt.Fprintf(w, "%s: %s\n", command, safetext.Escape(e.String()))
	}
	if embedded > 0 {
		fmt.Fprintf(w, "%s: %s of the embedded profile name code this tree does not have (-v lists them)\n", command, count(embedded, "entry", "entries"))
	}
	// The count line tells the user to edit the entries; when every one is
	// an embedded profile's, already counted above, it would repeat that
	// count and ask for edits the user cannot make. Under strict-policy it
	// stays: it says why the run fails.
	if len(r.StalePolicy) > embedded || (r.StrictPolicy && len(r.StalePolicy) > 0) {
		how := "warnings: the passes skipped them and checked the rest; update or delete them (kvlint explain KV0003)"
		if r.StrictPolicy {
			how = "errors under strict-policy: update or delete them (kvlint explain KV0003)"
		}
		fmt.Fprintf(w, "%s: %s, %s\n", command, count(len(r.StalePolicy), "stale policy entry", "stale policy entries"), how)
	}
	if newN+accepted+suppressed+fixed+len(r.Stale) > 0 {
		fixedText := ""
		if fixed > 0 {
			fixedText = fmt.Sprintf(", %d fixed", fixed)
		}
		fmt.Fprintf(w, "%s: %s%s, %d accepted by the baseline, %d suppressed by directives, %s\n",
			command, count(newN, "new finding", "new findings"), fixedText, accepted, suppressed, count(len(r.Stale), "stale baseline entry", "stale baseline entries"))
	}
	if newN == 0 {
		if r.StrictPolicy && len(r.StalePolicy) > 0 {
			return ExitFindings
		}
		return ExitClean
	}
	slices.Sort(codes)
	codes = slices.Compact(codes)
	fmt.Fprintf(w, "%s: what each code means and how to fix it: kvlint explain %s\n", command, strings.Join(codes, " | "))
	return ExitFindings
}

// cpuProfile is a running CPU profile, or nothing.
type cpuProfile struct{ f *os.File }

func startCPUProfile(path string) (cpuProfile, error) {
	if path == "" {
		return cpuProfile{}, nil
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		return cpuProfile{}, err
	}
	return cpuProfile{f}, nil
}

func (p cpuProfile) stop() {
	if p.f != nil {
		pprof.StopCPUProfile()
		p.f.Close()
	}
}

func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	runtime.GC()
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
