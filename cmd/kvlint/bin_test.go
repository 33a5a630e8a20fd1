package main_test

import "sync"

var (
	binOnce sync.Once
	binPath string
	binErr  error
)
