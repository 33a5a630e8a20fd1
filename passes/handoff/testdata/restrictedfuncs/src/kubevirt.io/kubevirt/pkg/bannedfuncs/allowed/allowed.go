package allowed

import "os"

func Missing(err error) bool { return os.IsNotExist(err) }
