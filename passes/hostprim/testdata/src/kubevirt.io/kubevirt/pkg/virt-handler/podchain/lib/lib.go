// Package lib is shared code: a chain of helpers, declared caller first,
// that carries a parameter to os.Remove. Only the entry is exported; its
// fact carries the whole chain.
package lib

import "os"

func Remove01(p string) error { // want Remove01:`p reaches lib.remove02 → lib.remove03 → lib.remove04 → lib.remove05 → lib.remove06 → lib.remove07 → lib.remove08 → lib.remove09 → lib.remove10 → lib.remove11 → lib.remove12 → lib.remove13 → lib.remove14 → lib.remove15 → lib.remove16 → lib.remove17 → lib.remove18 → lib.remove19 → lib.remove20 → lib.remove21 → lib.remove22 → lib.remove23 → lib.remove24 → lib.remove25 → lib.remove26 → lib.remove27 → lib.remove28 → lib.remove29 → lib.remove30 → lib.remove31 → lib.remove32 → lib.remove33 → lib.remove34 → lib.remove35 → lib.remove36 → lib.remove37 → lib.remove38 → lib.remove39 → lib.remove40 → lib.remove41 → lib.remove42 → lib.remove43 → lib.remove44 → lib.remove45 → lib.remove46 → lib.remove47 → lib.remove48 → lib.remove49 → lib.remove50 → lib.remove51 → lib.remove52 → lib.remove53 → lib.remove54 → lib.remove55 → lib.remove56 → lib.remove57 → lib.remove58 → lib.remove59 → lib.remove60 → os.Remove`
	return remove02(p)
}

func remove02(p string) error { return remove03(p) }
func remove03(p string) error { return remove04(p) }
func remove04(p string) error { return remove05(p) }
func remove05(p string) error { return remove06(p) }
func remove06(p string) error { return remove07(p) }
func remove07(p string) error { return remove08(p) }
func remove08(p string) error { return remove09(p) }
func remove09(p string) error { return remove10(p) }
func remove10(p string) error { return remove11(p) }
func remove11(p string) error { return remove12(p) }
func remove12(p string) error { return remove13(p) }
func remove13(p string) error { return remove14(p) }
func remove14(p string) error { return remove15(p) }
func remove15(p string) error { return remove16(p) }
func remove16(p string) error { return remove17(p) }
func remove17(p string) error { return remove18(p) }
func remove18(p string) error { return remove19(p) }
func remove19(p string) error { return remove20(p) }
func remove20(p string) error { return remove21(p) }
func remove21(p string) error { return remove22(p) }
func remove22(p string) error { return remove23(p) }
func remove23(p string) error { return remove24(p) }
func remove24(p string) error { return remove25(p) }
func remove25(p string) error { return remove26(p) }
func remove26(p string) error { return remove27(p) }
func remove27(p string) error { return remove28(p) }
func remove28(p string) error { return remove29(p) }
func remove29(p string) error { return remove30(p) }
func remove30(p string) error { return remove31(p) }
func remove31(p string) error { return remove32(p) }
func remove32(p string) error { return remove33(p) }
func remove33(p string) error { return remove34(p) }
func remove34(p string) error { return remove35(p) }
func remove35(p string) error { return remove36(p) }
func remove36(p string) error { return remove37(p) }
func remove37(p string) error { return remove38(p) }
func remove38(p string) error { return remove39(p) }
func remove39(p string) error { return remove40(p) }
func remove40(p string) error { return remove41(p) }
func remove41(p string) error { return remove42(p) }
func remove42(p string) error { return remove43(p) }
func remove43(p string) error { return remove44(p) }
func remove44(p string) error { return remove45(p) }
func remove45(p string) error { return remove46(p) }
func remove46(p string) error { return remove47(p) }
func remove47(p string) error { return remove48(p) }
func remove48(p string) error { return remove49(p) }
func remove49(p string) error { return remove50(p) }
func remove50(p string) error { return remove51(p) }
func remove51(p string) error { return remove52(p) }
func remove52(p string) error { return remove53(p) }
func remove53(p string) error { return remove54(p) }
func remove54(p string) error { return remove55(p) }
func remove55(p string) error { return remove56(p) }
func remove56(p string) error { return remove57(p) }
func remove57(p string) error { return remove58(p) }
func remove58(p string) error { return remove59(p) }
func remove59(p string) error { return remove60(p) }
func remove60(p string) error { return os.Remove(p) }
