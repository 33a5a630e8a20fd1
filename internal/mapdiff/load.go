package mapdiff

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/kvlint/kvlint/internal/readmap"
)

// ReadMap reads a map saved by `kvlint map -format=json`. A file that is not
// one, or one of another schema version, is an error naming the file and,
// for bad JSON, the line.
func ReadMap(path string) (*readmap.Map, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m readmap.Map
	if err := json.Unmarshal(data, &m); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return nil, fmt.Errorf("%s:%d: not a kvlint map: %w", path, lineAt(data, se.Offset), err)
		case errors.As(err, &te):
			return nil, fmt.Errorf("%s:%d: not a kvlint map: %w", path, lineAt(data, te.Offset), err)
		}
		return nil, fmt.Errorf("%s: not a kvlint map: %w", path, err)
	}
	if m.Schema != readmap.Schema {
		return nil, fmt.Errorf("%s: schema %q, want %q: save the base map again with this kvlint (kvlint map -format=json -o FILE)", path, m.Schema, readmap.Schema)
	}
	return &m, nil
}

func lineAt(data []byte, off int64) int {
	off = min(max(off, 0), int64(len(data)))
	return 1 + bytes.Count(data[:off], []byte("\n"))
}
