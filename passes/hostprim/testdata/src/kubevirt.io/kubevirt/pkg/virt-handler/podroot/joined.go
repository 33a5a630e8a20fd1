package podroot

import (
	"os"
	"strconv"
	"strings"
)

// The root's elements joined by strings.Join.
func removeJoined(pid int) error {
	return os.Remove(strings.Join([]string{"/proc", strconv.Itoa(pid), "root", "tmp/x"}, "/")) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Remove, which follows symlinks`
}

// Close negatives: joined by another separator; the process's own root.
func removeDotted(pid int) error {
	return os.Remove(strings.Join([]string{"/proc", strconv.Itoa(pid), "root"}, "."))
}

func removeOwnJoined() error {
	return os.Remove(strings.Join([]string{"/proc", "self", "root", "tmp/x"}, "/"))
}

func removeJoinedExcused(pid int) error {
	//kvlint:ignore HP1004 the fixture's directive case for a joined root
	return os.Remove(strings.Join([]string{"/proc", strconv.Itoa(pid), "root", "tmp/y"}, "/"))
}
