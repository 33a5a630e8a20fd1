package virthandler

import (
	//kvlint:ignore HO1004 nothing here imports a restricted package // want `KV0001: directive for HO1004 suppressed nothing here`
	"strings"
)

var _ = strings.ToUpper
