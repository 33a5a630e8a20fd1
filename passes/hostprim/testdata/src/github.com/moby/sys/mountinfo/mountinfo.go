// Package mountinfo is a stand-in for github.com/moby/sys/mountinfo.
package mountinfo

func Mounted(path string) (bool, error)                       { return false, nil }
func MountedFast(path string) (mounted, sure bool, err error) { return false, false, nil }

type Info struct{ Mountpoint string }

type FilterFunc func(*Info) (skip, stop bool)

func GetMounts(f FilterFunc) ([]*Info, error) { return nil, nil }
