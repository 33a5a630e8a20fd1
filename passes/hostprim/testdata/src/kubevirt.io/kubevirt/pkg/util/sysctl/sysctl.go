// Package sysctl writes kernel parameters under /proc/sys (a wrapper).
package sysctl

import (
	"os"
	"path"
)

const base = "/proc/sys"

// Set writes one parameter; the path has a constant prefix.
func Set(name, value string) error { // want Set:"sysctl via os.WriteFile\\(/proc/sys/…\\)"
	return os.WriteFile(path.Join(base, name), []byte(value), 0o644)
}

// Get reads one parameter: not a write.
func Get(name string) (string, error) {
	b, err := os.ReadFile(path.Join(base, name))
	return string(b), err
}
