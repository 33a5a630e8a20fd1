package execforms

import (
	"net/url"
	"os/exec"
)

// Programs that run the command after them (sudo, timeout, env, nice)
// run it: the command is the primitive, past their options, numbers and
// assignments.
func sudoUnmount(p string) error { // want sudoUnmount:"mount via exec umount"
	return exec.Command("sudo", "umount", p).Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func timedMount(a, b string) error { // want timedMount:"mount via exec mount"
	return exec.Command("timeout", "30", "mount", "-o", "bind", a, b).Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

func niceEnvMount(a, b string) error { // want niceEnvMount:"mount via exec mount"
	return exec.Command("env", "LANG=C", "nice", "-n", "10", "mount", a, b).Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

// setsid, stdbuf and xargs run the command after them too.
func detachedUnmount(p string) error { // want detachedUnmount:"mount via exec umount"
	return exec.Command("setsid", "umount", p).Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func bufferedUnmountAll() error { // want bufferedUnmountAll:"mount via exec umount"
	return exec.Command("sh", "-c", "grep -l kubevirt /proc/mounts | stdbuf -oL xargs -r -n 1 umount").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

// Close negatives: a wrapped tool of no category, a wrapped command built
// at run time, a wrapper that runs nothing.
func sudoConvert() error { return exec.Command("sudo", "qemu-img", "convert", "a", "b").Run() }

func timedDynamic(tool string) error { return exec.Command("timeout", "30", tool).Run() }

func envOnly() error { return exec.Command("env").Run() }

func detachedConvert() error { return exec.Command("setsid", "qemu-img", "convert", "a", "b").Run() }

// command -v only looks a name up, in a script or run directly.
func hasMount() bool {
	return exec.Command("sh", "-c", "command -v mount >/dev/null").Run() == nil && exec.Command("command", "-V", "umount").Run() == nil
}

// Excused with a reason.
func sudoUnmountExcused(p string) error { // want sudoUnmountExcused:"mount via exec umount"
	//kvlint:ignore HP1001,HP1002 the fixture's directive case for a wrapped command
	return exec.Command("sudo", "umount", p).Run()
}

// A command whose Path is set after exec.Command named another binary
// runs the binary Path names.
func pathOverride(a, b string) error { // want pathOverride:"mount via exec mount"
	cmd := exec.Command("true")
	cmd.Path = "/usr/bin/mount" // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
	cmd.Args = []string{"mount", "-o", "bind", a, b}
	return cmd.Run()
}

// Close negatives: a Path of no category; a Path field of another type.
func pathOverrideTool() error {
	cmd := exec.Command("true")
	cmd.Path = "/usr/bin/qemu-img"
	return cmd.Run()
}

func urlPath(u *url.URL) string {
	u.Path = "/usr/bin/mount"
	return u.String()
}
