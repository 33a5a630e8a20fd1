// Package cgroups is a stand-in for github.com/opencontainers/cgroups.
package cgroups

func IsCgroup2UnifiedMode() bool                { return true }
func WriteFile(dir, file, data string) error    { return nil }
func ReadFile(dir, file string) (string, error) { return "", nil }
