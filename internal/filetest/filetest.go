// Package filetest writes the small file trees tests build (modules,
// policies, fixtures edited in a copy). Only _test.go files import it.
package filetest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// Write writes text to path, creating the directories it needs, or fails
// the test.
func Write(t testing.TB, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Read returns the text of the file at path, or fails the test.
func Read(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// WriteAll writes each of files (slash-separated path → text) under dir.
func WriteAll(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for rel, text := range files {
		Write(t, filepath.Join(dir, filepath.FromSlash(rel)), text)
	}
}

// CopyIntegration copies the module trees of testdata/integration below
// dst/integration, and the API stand-ins they take from testdata/src by
// relative replace directives (../../src) below dst/src, so the copies
// build; it returns dst/integration.
func CopyIntegration(t testing.TB, testdata, dst string) string {
	t.Helper()
	CopyTree(t, filepath.Join(testdata, "src"), filepath.Join(dst, "src"))
	CopyTree(t, filepath.Join(testdata, "integration"), filepath.Join(dst, "integration"))
	return filepath.Join(dst, "integration")
}

// CopyTree copies the files below src to the same places below dst,
// creating the directories, or fails the test.
func CopyTree(t testing.TB, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// WalkFiles calls fn with the path of each file below root (not of the
// directories), in lexical order, skipping every directory named one of
// skipDirs (".git", "testdata") wherever it is. The first error stops the
// walk and is returned.
func WalkFiles(root string, skipDirs []string, fn func(path string) error) error {
	return filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if slices.Contains(skipDirs, d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		return fn(p)
	})
}
