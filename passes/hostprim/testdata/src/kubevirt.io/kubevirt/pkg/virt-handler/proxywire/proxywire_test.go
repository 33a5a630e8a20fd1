package proxywire

import (
	"os"
	"testing"

	"kubevirt.io/kubevirt/pkg/virt-handler/proxyctl"
)

// followingProxy follows links and is stored only in this test: never
// counted.
type followingProxy struct{}

func (followingProxy) StartSourceListener(key, baseDir string) error { return os.Remove(baseDir) } // want StartSourceListener:"baseDir reaches os.Remove"

func (followingProxy) StartTargetListener(key string, sockets []string) error { return nil }

func TestWiring(t *testing.T) {
	_ = proxyctl.NewController(followingProxy{}, nil, "")
}
