package allowedfile

import "os"

func MissingToo(err error) bool {
	return os.IsNotExist(err) // want `kubevirt.io/kubevirt/pkg/bannedfuncs/allowedfile uses restricted function os.IsNotExist`
}
