package sys

func Mount(src, dst string) error { return nil }
func Chroot(dir string) error     { return nil }
func Getpid() int                 { return 1 }
