// Package chain does nothing itself; initializing it initializes starts.
package chain

import _ "example.com/initlib/starts"

const Name = "chain"
