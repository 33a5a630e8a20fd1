package podiface

import "os"

// followingMock follows paths; it is stored only here, in a test file.
type followingMock struct{}

func (followingMock) Write(path string) error { return os.Remove(path) } // want Write:"path reaches os.Remove"

func newMocked() *Controller { return &Controller{mock: followingMock{}} }
