// Package hostprim defines an Analyzer that keeps kernel and host primitives
// inside designated wrapper packages and out of components that must not
// reach them.
//
// # Analyzer hostprim
//
// hostprim: kernel and host primitives only inside wrappers and privileged components
//
// Privileged work on a node — chroot, entering namespaces, mounts, cgroup
// writes, SELinux relabels, device nodes, tap devices, eBPF, sysctl,
// scheduling other processes, running privileged helpers — must happen only
// in wrapper packages written for it, and only binaries meant to be
// privileged may reach it at all. A control-plane binary that statically
// links a path to unix.Mount is one refactoring away from mounting on the
// host.
//
// The policy section hostprim.categories names each category:
//
//	hostprim:
//	  categories:
//	    mount:
//	      apis: [golang.org/x/sys/unix.Mount, syscall.Mount]   # mutating primitives, as selectors
//	      exec: [mount, umount]                                # binaries, see below
//	      wrappers:                                            # packages allowed to call them directly
//	        - package: kubevirt.io/kubevirt/cmd/virt-chroot
//	          reason: the privileged helper that performs every mount
//	          requires: [kubevirt.io/kubevirt/cmd/virt-chroot.mount] # optional: applies only where this exists
//	      components: [virt-handler, virt-chroot]              # components allowed to reach them
//	  bare-exec:                                               # HP1003, opt-in
//	    enabled: true
//	    binaries: [/usr/bin/virt-chroot, nsenter]
//
// Only mutating APIs belong in a category: reading a label, parsing an
// SELinux context or asking which cgroup version is mounted is not a
// primitive. A selector may name an interface method; it then matches calls
// through that interface. A use of a primitive as a function value (f :=
// unix.Mount, or unix.Mount handed to another function) counts as
// performing it where it is referenced.
//
// Two more kinds of primitive have no function of their own to select:
//
//	syscalls: [SYS_SCHED_SETSCHEDULER]   # raw system calls by number
//	paths: [/proc/sys/]                  # writes under a path prefix
//
// syscalls match the constant first argument of Syscall, Syscall6,
// RawSyscall and RawSyscall6 (golang.org/x/sys/unix or syscall), compared by
// value with the named constant of the callee's package. paths match the
// first argument of the functions listed in hostprim.writers (os.WriteFile,
// os.MkdirAll, …), and of os.OpenFile, syscall.Open and unix.Open with a
// constant write flag (O_WRONLY, O_CREATE, O_TRUNC, O_APPEND; not O_RDWR,
// how a device is driven by ioctl), when it has a known prefix. Paths and binaries are read
// the same way: a constant; a variable of the package, by each value it is
// given (a package-level variable's initializer: KubeVirt keeps such paths
// in variables so tests can redirect them; each plain assignment of a
// local, p := fmt.Sprintf(…)); an unexported field, by each value the
// package stores there (&runner{bin: "mount"}; r.dir = "/proc/sys/net");
// an element of a map, slice or array such a variable or field holds, by
// the literals and element stores (binaries["mount"]; any element at a key
// computed at run time); what exec.LookPath looks up; x + y; path.Join or filepath.Join of known
// elements (a path up to its first unknown element); fmt.Sprintf with a
// constant format, up to its first verb; a call of a function of the
// package, by what it returns (func knob(n string) string { return
// filepath.Join("/proc/sys/kernel", n) }), or of an exported function of
// another package, by the values its package's analysis exports (a fact).
// A path passed in as a parameter is not matched.
//
// exec entries are matched against the first argument of os/exec.Command
// (the second of CommandContext) by base name, so "/usr/bin/virt-chroot"
// and "virt-chroot" both match exec: [virt-chroot], when that argument is
// known in full that way (bin := "mount", filepath.Join(sbin, "mount")); the
// words after it are read the same way. A binary built at run time is not
// matched. A function whose parameter names the binary (func Run(name
// string, args ...string)) runs nothing itself: the run is at each call that
// passes a binary, in its package or, for an exported function (a fact), in
// another; a call through an interface method or a function-typed field or
// variable where the package stores such a wrapper (an executor swapped in
// tests) runs it too. Through a category's wrapper package the run is the
// wrapper's: HP1002 for the caller, no HP1001.
//
// Codes:
//
//	HP1001  a package outside the category's wrappers performs one of its
//	        primitives directly (an API call or a matched exec).
//	HP1002  a component not listed in the category's components reaches it:
//	        directly, or by calling a function outside its own component
//	        whose effect summary includes the category. The message carries
//	        the witness chain:
//	        virt-controller reaches mount via isolation.Detect →
//	        virtchroot.MountBlock → unix.Mount (cmd/virt-chroot/main.go:107).
//	        It is reported at the boundary call, once per calling function,
//	        callee and category. Shared packages (those in no component) are
//	        not themselves reported by HP1002; the components that call them
//	        are.
//	HP1003  (opt-in: hostprim.bare-exec.enabled) a privileged helper is
//	        executed by a constant name without a slash, so os/exec resolves
//	        it through $PATH. binaries lists the helpers as bare names or
//	        absolute paths (matched by base name; an absolute path is
//	        suggested in the message); empty means every category's exec
//	        names.
//	HP1004  a path into another root — built from "/proc/" + pid + "/root",
//	        under one of pod-root.prefixes, a result of a pod-root.sources
//	        function or a read of a sources field, or a path built below
//	        the root of a pod-root.trees tree (a volume's mount point) —
//	        reaches an argument of a pod-root.follow operation (one that
//	        follows symlinks; a program run, exec.Command, unless each
//	        string the program may be is one of the entry's
//	        no-follow-programs)
//	        outside the pod-root.wrappers; a tree's root
//	        itself reaches only the operations marked below (they follow
//	        links below their path: http.FileServer, os.DirFS). The path is
//	        followed through assignments, concatenation, Join, Sprintf,
//	        slices, struct fields and function results, and through
//	        function values: a function handed on whose first result is
//	        such a path carries it to whoever calls the value; a function
//	        whose parameter reaches such an operation is one too, a
//	        function-typed parameter whose call's result does included;
//	        and through callbacks: what a helper passes to its function
//	        parameter reaches the literal or function each caller hands
//	        it. Facts (podRootFact) carry all of these across packages.
//
// # Effect summaries
//
// For every function of a package in the module scope the pass computes
// which categories it reaches, to a fixed point over the package's static
// calls (recursion included), and exports the summary as a fact so callers
// in other packages see it. A closure belongs to the function that contains
// it; go and defer calls and method values are calls; a function or method
// referenced as a value is assumed to be called. Each category keeps one
// witness chain, the shortest and then lexically first, so messages are
// deterministic.
//
// Limitation: calls through interface methods and through function-typed
// values (variables, fields, parameters) are followed only to the
// implementations the calling package itself stores there (internal/flow's
// dispatch); where the store happens in another package, the target is not
// known here. A primitive reached only that way is
// reported at the wrapper (HP1001) but not attributed to the component that
// calls through the interface (HP1002). List the interface method under a
// category's apis when calling it is itself the primitive.
//
// Packages outside the module scope (vendor, the standard library) get no
// summaries: primitives are recognised at their call sites in the module.
//
// Suppress a finding with //kvlint:ignore HP1001 <reason> on its line or the
// line above; prefer a wrapper entry with a reason when a whole package does
// the work by design.
package hostprim

import _ "embed" // the package comment is the analyzer doc (passkit.MustExtractDoc)

//go:embed doc.go
var doc string
