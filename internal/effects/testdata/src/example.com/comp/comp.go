package comp

import "example.com/shared"

func Run() { // want Run:"chroot via shared.Both→shared.Odd→sys.Chroot; mount via shared.Both→sys.Mount"
	shared.Detect() // want `mount via shared.Detect → shared.MountBlock → sys.Mount \(shared.go:7\) calls shared.Detect@shared.go:12 shared.MountBlock@shared.go:7$`
	shared.Harmless()
	shared.ThroughInterface(nil)
	shared.Both() // want `chroot via shared.Both → shared.Odd → sys.Chroot \(shared.go:25\) calls shared.Both@shared.go:35 shared.Odd@shared.go:25$` `mount via shared.Both → sys.Mount \(shared.go:34\) calls shared.Both@shared.go:34$`
	var m shared.Mounter
	m.Do() // want `mount via shared.Mounter.Do → sys.Mount \(shared.go:52\) calls shared.Mounter.Do@shared.go:52$`
}

var hook = shared.InClosure // want `mount via shared.InClosure → sys.Mount \(shared.go:40\) calls shared.InClosure@shared.go:40$`
