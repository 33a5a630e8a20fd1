// Package inputfile reads the files kvlint takes as input from a repository
// under review (a policy, a baseline), refusing what would hang or exhaust
// the run: a FIFO blocks the open, /dev/zero never ends, a huge file costs
// memory many times its size once decoded.
package inputfile

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Read returns the contents of the regular file at path, at most max bytes.
// Its errors do not repeat the path: the caller names the file and what it
// is for. A dangling or looping symbolic link is an error.
func Read(path string, max int64) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		if lfi, lerr := os.Lstat(path); lerr == nil && lfi.Mode()&os.ModeSymlink != 0 {
			return nil, fmt.Errorf("it is a symbolic link that leads to no file (%w); fix or delete the link", unwrap(err))
		}
		return nil, unwrap(err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file (%s)", fi.Mode().Type())
	}
	if fi.Size() > max {
		return nil, fmt.Errorf("%d bytes, more than the %d allowed", fi.Size(), max)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, unwrap(err)
	}
	defer f.Close()
	// The file may have grown since Stat: read at most one byte past max.
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, unwrap(err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("more than the %d bytes allowed", max)
	}
	return data, nil
}

// unwrap drops the path an *os.PathError repeats.
func unwrap(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
