// Package sockrepair looks for a socket in a directory its caller names by // want package:`stored sockrepair.findIn: result 0 below dir; dir reaches os.ReadDir`
// handing it a function: the path comes out of a call of a function value.
package sockrepair

import (
	"errors"
	"os"
	"strings"
)

type Manager struct {
	find func(dir string) (string, error)
}

func New() *Manager { return &Manager{find: findIn} }

func findIn(dir string) (string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", err
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".repair") {
			return dir + "/" + e.Name(), nil
		}
	}
	return "", errors.New("no socket")
}

// HandleSource asks dirFunc for the directory and looks in it.
func (m *Manager) HandleSource(name string, dirFunc func(string) (string, error)) error { // want HandleSource:"dirFunc reaches find, set to sockrepair.findIn → os.ReadDir; pending dirFunc → find \\[0\\]"
	dir, err := dirFunc(name)
	if err != nil {
		return err
	}
	_, err = m.find(dir)
	return err
}

// Describe calls the function and only says what it returned: a string
// built below what the function returns, which reaches no operation.
func Describe(dirFunc func(string) (string, error)) string { // want Describe:"^result 0 below dirFunc$"
	dir, _ := dirFunc("x")
	return "socket directory " + dir
}
