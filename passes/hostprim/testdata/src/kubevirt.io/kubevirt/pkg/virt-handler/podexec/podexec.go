// Package podexec runs programs on paths in a launcher's root: a program // want package:`stored podexec.run: args reaches exec.Command unless binary is /usr/bin/virt-chroot or virt-chroot`
// run as the node's root follows the links in the paths it is given,
// unless it is one that opens them without following (virt-chroot).
package podexec

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"

	"kubevirt.io/kubevirt/pkg/unsafepath"
	"kubevirt.io/kubevirt/pkg/virt-handler/isolation"
	"kubevirt.io/kubevirt/pkg/virt-handler/podrunner"
)

const virtChroot = "/usr/bin/virt-chroot"

func chownTree(p *unsafepath.Path) error {
	return exec.Command("chown", "-R", "107:107", unsafepath.UnsafeAbsolute(p)).Run() // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command, which follows symlinks$`
}

func repairSockets(ctx context.Context, res isolation.IsolationResult) error {
	root, err := res.MountRoot()
	if err != nil {
		return err
	}
	dir := filepath.Join(root, "var/run/kubevirt/passt")
	return exec.CommandContext(ctx, "passt-repair", dir).Run() // want `HP1004: path into another root \(from isolation.IsolationResult.MountRoot\) reaches exec.CommandContext`
}

// The arguments spread from a slice built with the path.
func copyOut(p *unsafepath.Path, dst string) error {
	args := []string{"-a"}
	return exec.Command("cp", append(args, unsafepath.UnsafeAbsolute(p), dst)...).Run() // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command`
}

// run is a wrapper whose program is its caller's: the path its caller
// hands in reaches the run.
func run(binary string, args ...string) error {
	return exec.Command(binary, args...).Run()
}

func imageInfo(p *unsafepath.Path) error {
	return run("qemu-img", "info", unsafepath.UnsafeAbsolute(p)) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command via podexec.run`
}

// A program of the same base name elsewhere is another program.
func chrootLookalike(p *unsafepath.Path) error {
	return exec.Command("./virt-chroot", "mount", unsafepath.UnsafeAbsolute(p)).Run() // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command`
}

// A program named by something other than a constant may be anything.
func chrootFromEnv(p *unsafepath.Path) error {
	return exec.Command(os.Getenv("CHROOT"), "mount", unsafepath.UnsafeAbsolute(p)).Run() // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command`
}

// Close negatives: virt-chroot, named by a constant path or its bare name,
// opens the paths it is given without following links; a program run on a
// path of the node's own tree.
func mountVolume(p *unsafepath.Path, target string) error {
	if err := exec.Command(virtChroot, "--mount", "/proc/1/ns/mnt", "mount", "-o", "bind", unsafepath.UnsafeAbsolute(p), target).Run(); err != nil {
		return err
	}
	relabel := []string{"selinux", "relabel", "system_u:object_r:container_file_t:s0"}
	if err := exec.Command("virt-chroot", append(relabel, "--root", unsafepath.UnsafeAbsolute(p), "disk.img")...).Run(); err != nil {
		return err
	}
	return exec.Command("chown", "-R", "107:107", "/var/run/kubevirt").Run()
}

// A directive on the run.
func chownExcused(p *unsafepath.Path) error {
	//kvlint:ignore HP1004 the fixture's directive case for a program run on a path in another root
	return exec.Command("chown", "107:107", unsafepath.UnsafeAbsolute(p)).Run()
}

// The program is every string the argument may be: one of them not an
// exempt program is a run that follows.
func chrootOrChown(p *unsafepath.Path, recursive bool) error {
	bin := "virt-chroot"
	if recursive {
		bin = "chown"
	}
	return exec.Command(bin, "-R", unsafepath.UnsafeAbsolute(p)).Run() // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command`
}

// Close negatives: virt-chroot named through a getter, a variable or a
// field the package sets only to it.
func chrootBinary() string { return virtChroot }

type chrootRunner struct{ bin string }

func mountThroughGetter(p *unsafepath.Path, target string) error {
	if err := exec.Command(chrootBinary(), "mount", unsafepath.UnsafeAbsolute(p), target).Run(); err != nil {
		return err
	}
	bin := virtChroot
	if err := exec.Command(bin, "mount", unsafepath.UnsafeAbsolute(p), target).Run(); err != nil {
		return err
	}
	r := &chrootRunner{bin: "virt-chroot"}
	return exec.Command(r.bin, "umount", unsafepath.UnsafeAbsolute(p)).Run()
}

// A wrapper whose program is its caller's follows the paths handed to it
// only where the caller names a program that follows them: through run,
// virt-chroot opens them without following, chown follows them.
func mountThroughRun(p *unsafepath.Path, target string) error {
	return run(virtChroot, "mount", unsafepath.UnsafeAbsolute(p), target)
}

// runQuiet hands its program on: the condition is its caller's too.
func runQuiet(binary string, args ...string) error { return run(binary, args...) }

func relabelQuiet(p *unsafepath.Path) error {
	return runQuiet(chrootBinary(), "selinux", "relabel", "--root", unsafepath.UnsafeAbsolute(p))
}

func chownQuiet(p *unsafepath.Path) error {
	return runQuiet("chown", "107:107", unsafepath.UnsafeAbsolute(p)) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command via podexec.runQuiet, which follows symlinks`
}

// A runner kept as a function value in a field, its program fixed by the
// method that calls it (virt-handler's SELinux helper): the paths handed
// to chroot reach virt-chroot only.
type execFunc = func(binary string, args ...string) error

type labeler struct{ exec execFunc }

func newLabeler() *labeler { return &labeler{exec: run} }

func (l *labeler) chroot(args ...string) error {
	return l.exec(virtChroot, append([]string{"--mount", "/proc/1/ns/mnt"}, args...)...)
}

func (l *labeler) relabel(p *unsafepath.Path) error {
	return l.chroot("selinux", "relabel", "--root", unsafepath.UnsafeAbsolute(p))
}

func (l *labeler) chown(p *unsafepath.Path) error {
	return l.exec("chown", "107:107", unsafepath.UnsafeAbsolute(p)) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command via exec, set to podexec.run, which follows symlinks`
}

// A program parameter the body may set is not only its caller's: here
// the caller's chown is still run.
func runDefault(binary, p string) error {
	if binary == "" {
		binary = virtChroot
	}
	return exec.Command(binary, "mount", p).Run()
}

func chownDefault(p *unsafepath.Path) error {
	return runDefault("chown", unsafepath.UnsafeAbsolute(p)) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command via podexec.runDefault`
}

// A path that reaches an operation of its own besides the run follows
// links whatever the program is.
func statAndRun(binary, p string) error {
	if _, err := os.Stat(p); err != nil {
		return err
	}
	return exec.Command(binary, "mount", p).Run()
}

func statChroot(p *unsafepath.Path) error {
	return statAndRun(virtChroot, unsafepath.UnsafeAbsolute(p)) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Stat via podexec.statAndRun`
}

// A directive on a run through the wrapper.
func chownQuietExcused(p *unsafepath.Path) error {
	//kvlint:ignore HP1004 the fixture's directive case for a program named by the caller of a wrapper
	return runQuiet("chown", unsafepath.UnsafeAbsolute(p))
}

// Through another package's wrappers, by their facts.
func mountThroughPackage(p *unsafepath.Path, target string) error {
	return podrunner.RunInHostMount("virt-chroot", "mount", unsafepath.UnsafeAbsolute(p), target)
}

func chownThroughPackage(p *unsafepath.Path) error {
	if err := podrunner.RunInHostMount("chown", "107:107", unsafepath.UnsafeAbsolute(p)); err != nil { // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command via podrunner.RunInHostMount, which follows symlinks`
		return err
	}
	return podrunner.Chown(unsafepath.UnsafeAbsolute(p)) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches exec.Command via podrunner.Chown, which follows symlinks`
}
