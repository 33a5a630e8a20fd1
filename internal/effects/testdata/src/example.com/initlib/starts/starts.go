// Package starts mounts when it initializes, through a helper; its second
// init function reaches the same way and loses the tie to the first.
package starts

import "example.com/sys"

func init() { prepare() }

func init() { prepare() }

func prepare() { _ = sys.Mount("a", "b") }
