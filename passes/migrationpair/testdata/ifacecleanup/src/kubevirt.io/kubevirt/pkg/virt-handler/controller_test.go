package virthandler

import "testing"

// stoppingMock stops the listener; wired only in this test.
type stoppingMock struct{ c *MigrationTargetController }

func (m stoppingMock) Cleanup(key string) { m.c.migrationProxy.StopTargetListener(key) } // want Cleanup:"lc-stop target proxy listener via migrationproxy.ProxyManager.StopTargetListener"

func TestAbort(t *testing.T) { // want TestAbort:"lc-stop scratch disks via virthandler.MigrationTargetController.abortCleanup→disks.Mounter.Detach"
	c := &MigrationTargetController{}
	c.recorder = stoppingMock{c}
	c.abortCleanup(nil)
}
