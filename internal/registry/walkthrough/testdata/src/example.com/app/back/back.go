// Package back is the component allowed to beep.
package back

import (
	"example.com/app/util"
	"example.com/beep"
)

// Work beeps directly and through shared code, as it may.
func Work() {
	beep.Beep()
	util.Alert()
}
