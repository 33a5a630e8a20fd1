// Package narrowhelper stops the proxy through an interface of its own;
// its importer hands it the manager, so the stop is pending here.
package narrowhelper

type stopper interface {
	StopTargetListener(key string)
}

type Helper struct{ s stopper }

func New(s stopper) *Helper { return &Helper{s: s} }

// Stop is pending here (its fact holds only the call through s).
func (h *Helper) Stop(key string) { h.s.StopTargetListener(key) } // want Stop:""
