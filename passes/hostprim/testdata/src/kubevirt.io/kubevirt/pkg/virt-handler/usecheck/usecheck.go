// Package usecheck: a path a function hands to a path-following operation
// before it checks the same path with a no-follow wrapper. The check says
// the path is in a tree someone else controls; the use before it is the
// symlink race the check exists to close.
package usecheck

import (
	"net"
	"os"
	"time"

	"kubevirt.io/kubevirt/pkg/safepath"
)

// podRoot is a launcher pod's root as the handler sees it.
const podRoot = "/proc/1234/root"

// connect dials the launcher's socket and checks it afterwards.
func connect(sock string) (net.Conn, error) {
	conn, err := net.DialTimeout("unix", sock, time.Second) // want `HP1004: path sock reaches net.DialTimeout, which follows symlinks, before its no-follow check safepath.JoinAndResolveWithRelativeRoot$`
	if err != nil {
		return nil, err
	}
	if _, err := safepath.JoinAndResolveWithRelativeRoot(podRoot, sock); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}

// statOnOneBranch stats the path first on one branch only.
func statOnOneBranch(p string, fast bool) error {
	if fast {
		if _, err := os.Stat(p); err != nil { // want `HP1004: path p reaches os.Stat, which follows symlinks, before its no-follow check safepath.JoinAndResolveWithRelativeRoot$`
			return err
		}
	}
	_, err := safepath.JoinAndResolveWithRelativeRoot(podRoot, p)
	return err
}

// Close negatives.

// checkFirst checks before it uses: the order is right.
func checkFirst(p string) error {
	sp, err := safepath.JoinAndResolveWithRelativeRoot(podRoot, p)
	if err != nil {
		return err
	}
	f, err := safepath.OpenAtNoFollow(sp)
	if err != nil {
		return err
	}
	return f.Close()
}

// tcp dials a TCP address: no path.
func tcp(addr string) error {
	c, err := net.Dial("tcp", addr)
	if err != nil {
		return err
	}
	_, err = safepath.JoinAndResolveWithRelativeRoot(podRoot, addr)
	c.Close()
	return err
}

// rebound: the variable names another path by the time it is checked.
func rebound(p string) error {
	if _, err := os.Stat(p); err != nil {
		return err
	}
	p = "/var/run/kubevirt/sock"
	_, err := safepath.JoinAndResolveWithRelativeRoot(podRoot, p)
	return err
}

// another: the check is of another path.
func another(p, q string) error {
	if _, err := os.Stat(p); err != nil {
		return err
	}
	_, err := safepath.JoinAndResolveWithRelativeRoot(podRoot, q)
	return err
}

// returnsFirst: the use is on a path that returns before the check.
func returnsFirst(p string, probe bool) error {
	if probe {
		_, err := os.Stat(p)
		return err
	}
	_, err := safepath.JoinAndResolveWithRelativeRoot(podRoot, p)
	return err
}

// suppressed: the directive case.
func suppressed(p string) error {
	//kvlint:ignore HP1004 the fixture's directive case: the path is the handler's own
	if _, err := os.Stat(p); err != nil {
		return err
	}
	_, err := safepath.JoinAndResolveWithRelativeRoot(podRoot, p)
	return err
}

// listRoot reads the root directory it then resolves a name below: the
// root is not the checked path.
func listRoot(dir string) error {
	files, err := os.ReadDir(dir)
	if err != nil || len(files) == 0 {
		return err
	}
	_, err = safepath.JoinAndResolveWithRelativeRoot(dir, files[0].Name())
	return err
}

// hostTree resolves below the node's own root "/": a path of the node's
// tree (for a mount), not a check of a tree someone else controls.
func hostTree(p string) error {
	if _, err := os.Stat(p); err != nil {
		return err
	}
	_, err := safepath.JoinAndResolveWithRelativeRoot("/", p)
	return err
}
