// Package podexec runs programs on paths in a launcher's root: a program
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
