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
		b.Policy = baseline.RecordPolicy(r.PolicyRecordEntries())
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
	failing := summarizePolicy(w, command, r)
	if newN+accepted+suppressed+fixed+len(r.Stale) > 0 {
		fixedText := ""
		if fixed > 0 {
			fixedText = fmt.Sprintf(", %d fixed", fixed)
		}
		fmt.Fprintf(w, "%s: %s%s, %d accepted by the baseline, %d suppressed by directives, %s\n",
			command, count(newN, "new finding", "new findings"), fixedText, accepted, suppressed, count(len(r.Stale), "stale baseline entry", "stale baseline entries"))
	}
	if failing > 0 {
		codes = append(codes, "KV0003")
	}
	if len(codes) == 0 {
		return ExitClean
	}
	slices.Sort(codes)
	codes = slices.Compact(codes)
	fmt.Fprintf(w, "%s: what each code means and how to fix it: kvlint explain %s\n", command, strings.Join(codes, " | "))
	return ExitFindings
}

// summarizePolicy prints the stale policy entries and returns how many fail
// the run (output.Results.PolicyVerdicts). They are listed like stale
// baseline entries: the pass skipped each and checked the rest. Entries of
// an embedded profile are counted, not listed (unless -v or failing): the
// user cannot edit them, and on a tree that is not the one the profile
// describes (the bundled example, a fork, an older release) dozens would
// bury the findings. An entry skipped for an unmet requirement is always
// listed, by name: it is a check switched off.
func summarizePolicy(w io.Writer, command string, r *output.Results) int {
	embedded, failing := 0, 0
	for i, v := range r.PolicyVerdicts() {
		e := &r.StalePolicy[i]
		if v.Fails() {
			failing++
		} else if !r.Listed(e) {
			embedded++
			continue
		}
		fmt.Fprintf(w, "%s: %s\n", command, safetext.Escape(output.StalePolicyLine(e, v)))
	}
	if embedded > 0 {
		fmt.Fprintf(w, "%s: %s of the embedded profile name code this tree does not have (-v lists them)\n", command, count(embedded, "entry", "entries"))
	}
	// The count line tells the user to edit the entries; when every one is
	// an embedded profile's, already counted above, it would repeat that
	// count and ask for edits the user cannot make.
	switch {
	case failing > 0:
		fmt.Fprintf(w, "%s: %s, %d of them errors (failing the run)\n",
			command, count(len(r.StalePolicy), "stale policy entry", "stale policy entries"), failing)
	case len(r.StalePolicy) > embedded:
		fmt.Fprintf(w, "%s: %s, warnings: the passes skipped them and checked the rest; update or delete them (kvlint explain KV0003)\n",
			command, count(len(r.StalePolicy), "stale policy entry", "stale policy entries"))
	}
	if r.PolicyGone > 0 {
		fmt.Fprintf(w, "%s: the baseline records %s as stale that this run did not find stale: -write-baseline updates the record\n",
			command, count(r.PolicyGone, "policy entry", "policy entries"))
	}
	return failing
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
