// Command kvlint-synth writes a synthetic KubeVirt-shaped module of N
// packages, for measuring how kvlint's time and memory grow with package
// count (scripts/scaling.sh). Every package has the same shape — status
// writes, host primitives through a wrapper, handoff keys, cross-package
// calls into the previous packages — so the cost per package is constant and
// any super-linear growth is kvlint's.
//
//	kvlint-synth -n 200 -o /tmp/synth200
//
// With -chain N it writes instead one shared package whose N functions call
// each other in a chain (the last one mounts and writes a status field),
// declared callers first, callees first, or closed into one recursive
// cycle (-order), plus two component packages that call the chain's head:
// the shape that measures internal/effects against call-graph size
// (scripts/bench-effects.sh).
//
//	kvlint-synth -chain 2000 -order callers-first -o /tmp/chain2000
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	n := flag.Int("n", 100, "number of component packages")
	chain := flag.Int("chain", 0, "write one call chain of this many functions instead of N packages")
	order := flag.String("order", "callers-first", "with -chain: callers-first, callees-first or cycle")
	out := flag.String("o", "", "output directory (created)")
	flag.Parse()
	if *out == "" || *n < 1 || *chain < 0 || *order != "callers-first" && *order != "callees-first" && *order != "cycle" {
		fmt.Fprintln(os.Stderr, "usage: kvlint-synth [-n N | -chain N -order callers-first|callees-first|cycle] -o DIR")
		os.Exit(2)
	}
	files := packages(*n)
	if *chain > 0 {
		files = chainModule(*chain, *order)
	}
	if err := write(*out, files); err != nil {
		fmt.Fprintln(os.Stderr, "kvlint-synth:", err)
		os.Exit(1)
	}
}

func packages(n int) map[string]string {
	files := baseFiles()
	for i := 0; i < n; i++ {
		files[pkgDir(i)+"/p.go"] = pkgSource(i)
	}
	return files
}

// baseFiles are the files both module shapes share: the module, its policy,
// the API and syscall stand-ins and the mount wrapper.
func baseFiles() map[string]string {
	return map[string]string{
		"go.mod":                       "module kubevirt.io/kubevirt\n\ngo 1.26\n",
		".kvlint.yaml":                 policy,
		"staging/api/core/v1/types.go": api,
		"staging/sys/unix/unix.go":     sys,
		"pkg/hostmount/mount.go":       wrapper,
	}
}

func write(dir string, files map[string]string) error {
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// component is the component of package i: the three take turns.
func component(i int) string {
	return []string{"virt-controller", "virt-handler", "shared"}[i%3]
}

func pkgDir(i int) string {
	comp := component(i)
	if comp == "shared" {
		return fmt.Sprintf("pkg/shared%04d", i)
	}
	return fmt.Sprintf("pkg/%s/p%04d", comp, i)
}

func importPath(i int) string {
	return "kubevirt.io/kubevirt/" + pkgDir(i)
}

// pkgSource is one package: it calls into the two shared packages before it
// (so effects and facts cross packages), writes status fields, mounts
// through the wrapper, and spells a handoff key.
func pkgSource(i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package p%04d\n\nimport (\n\tv1 \"kubevirt.io/kubevirt/staging/api/core/v1\"\n\t\"kubevirt.io/kubevirt/pkg/hostmount\"\n", i)
	var deps []int
	for j := i - 1; j >= 0 && len(deps) < 2; j-- {
		if j%3 == 2 {
			deps = append(deps, j)
		}
	}
	for _, d := range deps {
		fmt.Fprintf(&b, "\td%04d %q\n", d, importPath(d))
	}
	b.WriteString(")\n\n")
	for f := 0; f < 20; f++ {
		fmt.Fprintf(&b, "func F%02d(vmi *v1.VirtualMachineInstance, n int) int {\n", f)
		fmt.Fprintf(&b, "\tif n > 3 {\n\t\tvmi.Status.Reason = \"r%d\"\n\t}\n", f)
		if f == 0 {
			b.WriteString("\t_ = hostmount.Bind(\"/a\", \"/b\")\n")
			b.WriteString("\tvmi.Labels[\"kubevirt.io/nodeName\"] = \"x\"\n")
		}
		if f > 0 {
			fmt.Fprintf(&b, "\tn += F%02d(vmi, n-1)\n", f-1)
		}
		for _, d := range deps {
			fmt.Fprintf(&b, "\tn += d%04d.F%02d(vmi, n)\n", d, f)
		}
		b.WriteString("\tfor k := 0; k < n; k++ {\n\t\tvmi.Status.Conditions = append(vmi.Status.Conditions, v1.Condition{Type: \"t\"})\n\t}\n")
		b.WriteString("\treturn n\n}\n\n")
	}
	return b.String()
}

const api = `package v1

const NodeNameLabel = "kubevirt.io/nodeName"

type Condition struct{ Type string ` + "`json:\"type\"`" + ` }

type VirtualMachineInstanceStatus struct {
	NodeName   string      ` + "`json:\"nodeName,omitempty\"`" + `
	Reason     string      ` + "`json:\"reason,omitempty\"`" + `
	Conditions []Condition ` + "`json:\"conditions,omitempty\"`" + `
}

type VirtualMachineInstance struct {
	Labels map[string]string
	Status VirtualMachineInstanceStatus
}
`

const sys = `package unix

func Mount(source, target, fstype string, flags uintptr, data string) error { return nil }
`

const wrapper = `package hostmount

import "kubevirt.io/kubevirt/staging/sys/unix"

func Bind(src, dst string) error { return unix.Mount(src, dst, "", 0, "") }
`

const policy = `version: 1
module: [kubevirt.io/kubevirt/pkg/...]
components:
  virt-controller: [kubevirt.io/kubevirt/pkg/virt-controller/...]
  virt-handler: [kubevirt.io/kubevirt/pkg/virt-handler/...]
hostprim:
  categories:
    mount:
      apis: [kubevirt.io/kubevirt/staging/sys/unix.Mount]
      wrappers:
        - package: kubevirt.io/kubevirt/pkg/hostmount
          reason: the synthetic mount wrapper
      components: [virt-handler]
handoff:
  keys:
    packages: [kubevirt.io/kubevirt/staging/api/core/v1]
statusfield:
  types:
    - type: kubevirt.io/kubevirt/staging/api/core/v1.VirtualMachineInstanceStatus
      owners: [virt-controller]
      fields:
        Conditions: [virt-controller, virt-handler]
`

// chainModule is a module whose shared package kubevirt.io/kubevirt/pkg/chain
// holds F0000 → F0001 → … → F(n-1); the last function mounts through the
// wrapper and writes Status.Reason, and in a cycle calls F0000 again. A
// virt-controller package (not allowed to mount) and a virt-handler package
// (does not own Reason) call F0000, so HP1002 and SF1001 report the whole
// chain as witness.
func chainModule(n int, order string) map[string]string {
	files := baseFiles()
	fn := func(i int) string {
		var b strings.Builder
		fmt.Fprintf(&b, "func F%04d(vmi *v1.VirtualMachineInstance, depth int) {\n", i)
		if i+1 < n {
			fmt.Fprintf(&b, "\tF%04d(vmi, depth+1)\n", i+1)
		} else {
			b.WriteString("\t_ = hostmount.Bind(\"/a\", \"/b\")\n\tvmi.Status.Reason = \"end\"\n")
			if order == "cycle" {
				b.WriteString("\tif depth < 0 {\n\t\tF0000(vmi, depth)\n\t}\n")
			}
		}
		b.WriteString("}\n\n")
		return b.String()
	}
	var b strings.Builder
	b.WriteString("package chain\n\nimport (\n\tv1 \"kubevirt.io/kubevirt/staging/api/core/v1\"\n\t\"kubevirt.io/kubevirt/pkg/hostmount\"\n)\n\n")
	for k := 0; k < n; k++ {
		i := k
		if order == "callees-first" {
			i = n - 1 - k
		}
		b.WriteString(fn(i))
	}
	files["pkg/chain/chain.go"] = b.String()
	for _, comp := range []string{"virt-controller", "virt-handler"} {
		files["pkg/"+comp+"/entry/entry.go"] = "package entry\n\nimport (\n\tv1 \"kubevirt.io/kubevirt/staging/api/core/v1\"\n\t\"kubevirt.io/kubevirt/pkg/chain\"\n)\n\n" +
			"func Run(vmi *v1.VirtualMachineInstance) { chain.F0000(vmi, 0) }\n"
	}
	return files
}
