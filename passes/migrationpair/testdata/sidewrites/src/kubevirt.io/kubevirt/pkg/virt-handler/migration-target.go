package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/network/netstat"
	"kubevirt.io/kubevirt/pkg/util/migrations"
)

type MigrationTargetController struct {
	netStat *netstat.NetStat
	host    string
	marker  abortMarker
	onAbort func(ms *v1.VirtualMachineInstanceMigrationState)
	addr    abortMarker
}

func NewMigrationTargetController() *MigrationTargetController {
	return &MigrationTargetController{marker: requestMarker{}, onAbort: requestAbort, addr: addrMarker{}}
}

// ackCompletion takes the VMI over: its own fields, the progress record and
// the listed NodeName.
func (c *MigrationTargetController) ackCompletion(vmi *v1.VirtualMachineInstance) {
	vmi.Status.NodeName = c.host
	vmi.Status.MigrationState.TargetNodeAddress = "10.0.0.2"
	vmi.Status.MigrationState.TargetState.Node = c.host
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{} // the struct that holds its fields
	vmi.Status.Conditions = nil
	c.netStat.Teardown(vmi)
}

// syncInterfaces reports the interfaces itself: the VM controller keeps them.
func (c *MigrationTargetController) syncInterfaces(vmi *v1.VirtualMachineInstance, names []string) {
	c.netStat.UpdateStatus(vmi, names) // want `MP1001: the target side \(MigrationTargetController\.syncInterfaces\), through netstat\.NetStat\.UpdateStatus, writes VirtualMachineInstanceStatus\.Interfaces, which is not among the target side's fields$`
}

func (c *MigrationTargetController) direct(vmi *v1.VirtualMachineInstance) {
	vmi.Status.Interfaces = nil            // want `MP1001: the target side \(MigrationTargetController\.direct\) writes VirtualMachineInstanceStatus\.Interfaces, which is not among the target side's fields$`
	vmi.Status.GuestOSInfo.Name = "fedora" // want `MP1001: the target side \(MigrationTargetController\.direct\) writes VirtualMachineInstanceStatus\.GuestOSInfo\.Name, which is not among the target side's fields$`
	setSourceNode(vmi)                     // want `MP1001: the target side \(MigrationTargetController\.direct\), through virthandler\.setSourceNode, writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode, which only the source side may write$`
}

func (c *MigrationTargetController) suppressed(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1001 the fixture's directive case: a reasoned exception
	vmi.Status.Interfaces = nil
}

// setSourceNode belongs to no side: a side-field of the source, so MP1001's
// reserved-field rule reports it and the allow-list does not repeat it.
func setSourceNode(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceNode = "node01"
}

// Through a local alias of the nested record, the record is still below
// the closed type: its own field is allowed, any other is not.
func (c *MigrationTargetController) viaAlias(vmi *v1.VirtualMachineInstance) {
	ms := vmi.Status.MigrationState
	ms.TargetNodeAddress = "10.0.0.3"
	ms.AbortRequested = true // want `MP1001: the target side \(MigrationTargetController\.viaAlias\) writes VirtualMachineInstanceStatus\.MigrationState\.AbortRequested, which is not among the target side's fields$`
}

// A helper that takes the record by pointer writes below the closed type
// where a side hands it the VMI's record.
func (c *MigrationTargetController) viaParam(vmi *v1.VirtualMachineInstance) {
	requestAbort(vmi.Status.MigrationState)          // want `MP1001: the target side \(MigrationTargetController\.viaParam\), through virthandler\.requestAbort, writes VirtualMachineInstanceStatus\.MigrationState\.AbortRequested, which is not among the target side's fields$`
	advertise(vmi.Status.MigrationState, "10.0.0.4") // its own field: allowed
	//kvlint:ignore MP1001 the fixture's directive case for a helper taking the record
	requestAbort(vmi.Status.MigrationState)
}

func requestAbort(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.AbortRequested = true
}

func advertise(ms *v1.VirtualMachineInstanceMigrationState, addr string) {
	ms.TargetNodeAddress = addr
}

// A helper that hands the record on to another writes what that one does;
// a copy of the record, or a field of another object, is not the VMI's.
func (c *MigrationTargetController) handedOn(vmi *v1.VirtualMachineInstance, other *v1.VirtualMachineInstanceMigrationState) {
	abortVia(vmi.Status.MigrationState) // want `MP1001: the target side \(MigrationTargetController\.handedOn\), through virthandler\.abortVia, writes VirtualMachineInstanceStatus\.MigrationState\.AbortRequested, which is not among the target side's fields$`
	cp := &v1.VirtualMachineInstanceMigrationState{}
	vmi.Status.MigrationState.DeepCopyInto(cp)
	requestAbort(cp)
	requestAbort(other)
}

func abortVia(ms *v1.VirtualMachineInstanceMigrationState) {
	requestAbort(ms)
}

// A helper of another package, by its fact; handing it a copy is not the
// VMI's record either.
func (c *MigrationTargetController) otherPackage(vmi *v1.VirtualMachineInstance) {
	migrations.AbortVia(vmi.Status.MigrationState) // want `MP1001: the target side \(MigrationTargetController\.otherPackage\), through migrations\.AbortVia, writes VirtualMachineInstanceStatus\.MigrationState\.AbortRequested, which is not among the target side's fields$`
	_ = migrations.Aborting(vmi.Status.MigrationState)
	migrations.ClearSource(vmi.Status.MigrationState) // want `MP1001: the target side \(MigrationTargetController\.otherPackage\), through migrations\.ClearSource, writes VirtualMachineInstanceStatus\.MigrationState\.SourceState\.Node, which is not among the target side's fields$`
	cp := &v1.VirtualMachineInstanceMigrationState{}
	migrations.RequestAbort(cp)
}

// A fresh record of the side's own making is not the object's until it is
// stored there, and storing it creates what the side then fills in.
func (c *MigrationTargetController) freshRecord(vmi *v1.VirtualMachineInstance) {
	ms := &v1.VirtualMachineInstanceMigrationState{}
	ms.AbortRequested = true
	vmi.Status.MigrationState = ms
}

// Another side's field through such a helper is the reserved-field rule's
// finding, not repeated as outside the list.
func (c *MigrationTargetController) reservedViaParam(vmi *v1.VirtualMachineInstance) {
	setSourceOn(vmi.Status.MigrationState) // want `MP1001: the target side \(MigrationTargetController\.reservedViaParam\), through virthandler\.setSourceOn, writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode, which only the source side may write$`
}

func setSourceOn(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.SourceNode = "node01"
}

// Through an interface method or a function value the package stores, each
// implementation's writes through the parameter are the side's, at its
// call; a copy handed the same way is not the VMI's record.
type abortMarker interface {
	Mark(ms *v1.VirtualMachineInstanceMigrationState)
}

type requestMarker struct{}

func (requestMarker) Mark(ms *v1.VirtualMachineInstanceMigrationState) { // want Mark:`^writes through 0: AbortRequested$`
	ms.AbortRequested = true
}

type addrMarker struct{}

func (addrMarker) Mark(ms *v1.VirtualMachineInstanceMigrationState) { // want Mark:`MigrationState\.TargetNodeAddress \(write\)` Mark:`^writes through 0: TargetNodeAddress$`
	ms.TargetNodeAddress = "10.0.0.5"
}

func (c *MigrationTargetController) viaDispatch(vmi *v1.VirtualMachineInstance) {
	c.marker.Mark(vmi.Status.MigrationState) // want `MP1001: the target side \(MigrationTargetController\.viaDispatch\), through virthandler\.abortMarker\.Mark, implemented by virthandler\.requestMarker\.Mark, writes VirtualMachineInstanceStatus\.MigrationState\.AbortRequested, which is not among the target side's fields$`
	c.onAbort(vmi.Status.MigrationState)     // want `MP1001: the target side \(MigrationTargetController\.viaDispatch\), through onAbort, set to virthandler\.requestAbort, writes VirtualMachineInstanceStatus\.MigrationState\.AbortRequested, which is not among the target side's fields$`
	c.addr.Mark(vmi.Status.MigrationState)
	markWith(c.marker, vmi.Status.MigrationState) // want `MP1001: the target side \(MigrationTargetController\.viaDispatch\), through virthandler\.markWith, writes VirtualMachineInstanceStatus\.MigrationState\.AbortRequested, which is not among the target side's fields$`
	cp := &v1.VirtualMachineInstanceMigrationState{}
	vmi.Status.MigrationState.DeepCopyInto(cp)
	c.marker.Mark(cp)
	//kvlint:ignore MP1001 the fixture's directive case for a call through an interface
	c.marker.Mark(vmi.Status.MigrationState)
}

// markWith hands the record on through the interface it is given.
func markWith(m abortMarker, ms *v1.VirtualMachineInstanceMigrationState) {
	m.Mark(ms)
}
