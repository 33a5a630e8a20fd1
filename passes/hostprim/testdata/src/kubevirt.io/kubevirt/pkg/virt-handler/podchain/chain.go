// Package podchain checks that HP1004 follows a pod's root through chains
// of any length and either declaration order, through loops whose
// assignments run backwards, through recursion, and through functions of
// many parameters.
package podchain

import (
	"fmt"
	"os"

	"kubevirt.io/kubevirt/pkg/virt-handler/podchain/lib"
)

func launcherRoot(pid int) string { return fmt.Sprintf("/proc/%d/root", pid) }

// Caller first: each wrapper is declared before the one it calls, so a
// declaration-order sweep learns one wrapper per round.
func cleanupDisk49(pid int) error {
	return removeA01(launcherRoot(pid) + "/var/run/kubevirt/disk.img") // want `HP1004: path into another root \(from podchain\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove via podchain\.removeA01, which follows symlinks`
}

func removeA01(p string) error { return removeA02(p) }
func removeA02(p string) error { return removeA03(p) }
func removeA03(p string) error { return removeA04(p) }
func removeA04(p string) error { return removeA05(p) }
func removeA05(p string) error { return removeA06(p) }
func removeA06(p string) error { return removeA07(p) }
func removeA07(p string) error { return removeA08(p) }
func removeA08(p string) error { return removeA09(p) }
func removeA09(p string) error { return removeA10(p) }
func removeA10(p string) error { return removeA11(p) }
func removeA11(p string) error { return removeA12(p) }
func removeA12(p string) error { return removeA13(p) }
func removeA13(p string) error { return removeA14(p) }
func removeA14(p string) error { return removeA15(p) }
func removeA15(p string) error { return removeA16(p) }
func removeA16(p string) error { return removeA17(p) }
func removeA17(p string) error { return removeA18(p) }
func removeA18(p string) error { return removeA19(p) }
func removeA19(p string) error { return removeA20(p) }
func removeA20(p string) error { return removeA21(p) }
func removeA21(p string) error { return removeA22(p) }
func removeA22(p string) error { return removeA23(p) }
func removeA23(p string) error { return removeA24(p) }
func removeA24(p string) error { return removeA25(p) }
func removeA25(p string) error { return removeA26(p) }
func removeA26(p string) error { return removeA27(p) }
func removeA27(p string) error { return removeA28(p) }
func removeA28(p string) error { return removeA29(p) }
func removeA29(p string) error { return removeA30(p) }
func removeA30(p string) error { return removeA31(p) }
func removeA31(p string) error { return removeA32(p) }
func removeA32(p string) error { return removeA33(p) }
func removeA33(p string) error { return removeA34(p) }
func removeA34(p string) error { return removeA35(p) }
func removeA35(p string) error { return removeA36(p) }
func removeA36(p string) error { return removeA37(p) }
func removeA37(p string) error { return removeA38(p) }
func removeA38(p string) error { return removeA39(p) }
func removeA39(p string) error { return removeA40(p) }
func removeA40(p string) error { return removeA41(p) }
func removeA41(p string) error { return removeA42(p) }
func removeA42(p string) error { return removeA43(p) }
func removeA43(p string) error { return removeA44(p) }
func removeA44(p string) error { return removeA45(p) }
func removeA45(p string) error { return removeA46(p) }
func removeA46(p string) error { return removeA47(p) }
func removeA47(p string) error { return removeA48(p) }
func removeA48(p string) error { return removeA49(p) }
func removeA49(p string) error { return os.Remove(p) }

func cleanupDisk60(pid int) error {
	return removeC01(launcherRoot(pid) + "/var/run/kubevirt/disk.img") // want `HP1004: .* reaches os\.Remove via podchain\.removeC01, which follows symlinks`
}

func removeC01(p string) error { return removeC02(p) }
func removeC02(p string) error { return removeC03(p) }
func removeC03(p string) error { return removeC04(p) }
func removeC04(p string) error { return removeC05(p) }
func removeC05(p string) error { return removeC06(p) }
func removeC06(p string) error { return removeC07(p) }
func removeC07(p string) error { return removeC08(p) }
func removeC08(p string) error { return removeC09(p) }
func removeC09(p string) error { return removeC10(p) }
func removeC10(p string) error { return removeC11(p) }
func removeC11(p string) error { return removeC12(p) }
func removeC12(p string) error { return removeC13(p) }
func removeC13(p string) error { return removeC14(p) }
func removeC14(p string) error { return removeC15(p) }
func removeC15(p string) error { return removeC16(p) }
func removeC16(p string) error { return removeC17(p) }
func removeC17(p string) error { return removeC18(p) }
func removeC18(p string) error { return removeC19(p) }
func removeC19(p string) error { return removeC20(p) }
func removeC20(p string) error { return removeC21(p) }
func removeC21(p string) error { return removeC22(p) }
func removeC22(p string) error { return removeC23(p) }
func removeC23(p string) error { return removeC24(p) }
func removeC24(p string) error { return removeC25(p) }
func removeC25(p string) error { return removeC26(p) }
func removeC26(p string) error { return removeC27(p) }
func removeC27(p string) error { return removeC28(p) }
func removeC28(p string) error { return removeC29(p) }
func removeC29(p string) error { return removeC30(p) }
func removeC30(p string) error { return removeC31(p) }
func removeC31(p string) error { return removeC32(p) }
func removeC32(p string) error { return removeC33(p) }
func removeC33(p string) error { return removeC34(p) }
func removeC34(p string) error { return removeC35(p) }
func removeC35(p string) error { return removeC36(p) }
func removeC36(p string) error { return removeC37(p) }
func removeC37(p string) error { return removeC38(p) }
func removeC38(p string) error { return removeC39(p) }
func removeC39(p string) error { return removeC40(p) }
func removeC40(p string) error { return removeC41(p) }
func removeC41(p string) error { return removeC42(p) }
func removeC42(p string) error { return removeC43(p) }
func removeC43(p string) error { return removeC44(p) }
func removeC44(p string) error { return removeC45(p) }
func removeC45(p string) error { return removeC46(p) }
func removeC46(p string) error { return removeC47(p) }
func removeC47(p string) error { return removeC48(p) }
func removeC48(p string) error { return removeC49(p) }
func removeC49(p string) error { return removeC50(p) }
func removeC50(p string) error { return removeC51(p) }
func removeC51(p string) error { return removeC52(p) }
func removeC52(p string) error { return removeC53(p) }
func removeC53(p string) error { return removeC54(p) }
func removeC54(p string) error { return removeC55(p) }
func removeC55(p string) error { return removeC56(p) }
func removeC56(p string) error { return removeC57(p) }
func removeC57(p string) error { return removeC58(p) }
func removeC58(p string) error { return removeC59(p) }
func removeC59(p string) error { return removeC60(p) }
func removeC60(p string) error { return os.Remove(p) }

// Callee first: the same chain declared the other way round is the same
// finding.
func removeB49(p string) error { return os.Remove(p) }
func removeB48(p string) error { return removeB49(p) }
func removeB47(p string) error { return removeB48(p) }
func removeB46(p string) error { return removeB47(p) }
func removeB45(p string) error { return removeB46(p) }
func removeB44(p string) error { return removeB45(p) }
func removeB43(p string) error { return removeB44(p) }
func removeB42(p string) error { return removeB43(p) }
func removeB41(p string) error { return removeB42(p) }
func removeB40(p string) error { return removeB41(p) }
func removeB39(p string) error { return removeB40(p) }
func removeB38(p string) error { return removeB39(p) }
func removeB37(p string) error { return removeB38(p) }
func removeB36(p string) error { return removeB37(p) }
func removeB35(p string) error { return removeB36(p) }
func removeB34(p string) error { return removeB35(p) }
func removeB33(p string) error { return removeB34(p) }
func removeB32(p string) error { return removeB33(p) }
func removeB31(p string) error { return removeB32(p) }
func removeB30(p string) error { return removeB31(p) }
func removeB29(p string) error { return removeB30(p) }
func removeB28(p string) error { return removeB29(p) }
func removeB27(p string) error { return removeB28(p) }
func removeB26(p string) error { return removeB27(p) }
func removeB25(p string) error { return removeB26(p) }
func removeB24(p string) error { return removeB25(p) }
func removeB23(p string) error { return removeB24(p) }
func removeB22(p string) error { return removeB23(p) }
func removeB21(p string) error { return removeB22(p) }
func removeB20(p string) error { return removeB21(p) }
func removeB19(p string) error { return removeB20(p) }
func removeB18(p string) error { return removeB19(p) }
func removeB17(p string) error { return removeB18(p) }
func removeB16(p string) error { return removeB17(p) }
func removeB15(p string) error { return removeB16(p) }
func removeB14(p string) error { return removeB15(p) }
func removeB13(p string) error { return removeB14(p) }
func removeB12(p string) error { return removeB13(p) }
func removeB11(p string) error { return removeB12(p) }
func removeB10(p string) error { return removeB11(p) }
func removeB09(p string) error { return removeB10(p) }
func removeB08(p string) error { return removeB09(p) }
func removeB07(p string) error { return removeB08(p) }
func removeB06(p string) error { return removeB07(p) }
func removeB05(p string) error { return removeB06(p) }
func removeB04(p string) error { return removeB05(p) }
func removeB03(p string) error { return removeB04(p) }
func removeB02(p string) error { return removeB03(p) }
func removeB01(p string) error { return removeB02(p) }

func cleanupDiskCalleeFirst(pid int) error {
	return removeB01(launcherRoot(pid) + "/var/run/kubevirt/disk.img") // want `HP1004: .* reaches os\.Remove via podchain\.removeB01, which follows symlinks`
}

// A chain into another package: its fact carries the whole chain.
func cleanupThroughLib(pid int) error {
	return lib.Remove01(launcherRoot(pid) + "/var/run/kubevirt/disk.img") // want `HP1004: .* reaches os\.Remove via lib\.Remove01, which follows symlinks`
}

// A host path through the same chain is not a finding.
func cleanupHostDisk() error {
	return removeA01("/var/run/kubevirt/disk.img")
}

var _ = []any{cleanupDisk49, cleanupDisk60, cleanupDiskCalleeFirst, cleanupThroughLib, cleanupHostDisk}
