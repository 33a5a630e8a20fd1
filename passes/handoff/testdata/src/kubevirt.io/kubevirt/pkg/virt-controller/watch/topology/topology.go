package topology

func IsManualTSCFrequencyRequired() bool { return false }
