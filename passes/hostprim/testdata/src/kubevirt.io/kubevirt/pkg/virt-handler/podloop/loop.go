// Package podloop holds one function whose flow needs many trips round a
// loop, alone, so that no other function's change walks it again.
package podloop

import (
	"fmt"
	"os"
)

// rotate hands a path down 64 variables, the last assignment first: each
// trip round the loop moves it one variable on, so only a walk that runs
// until nothing changes sees it arrive.
func rotate(pid int, trips int) error {
	var p00, p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12, p13, p14, p15, p16, p17, p18, p19, p20, p21, p22, p23, p24, p25, p26, p27, p28, p29, p30, p31, p32, p33, p34, p35, p36, p37, p38, p39, p40, p41, p42, p43, p44, p45, p46, p47, p48, p49, p50, p51, p52, p53, p54, p55, p56, p57, p58, p59, p60, p61, p62, p63, p64 string
	for i := 0; i < trips; i++ {
		p64 = p63
		p63 = p62
		p62 = p61
		p61 = p60
		p60 = p59
		p59 = p58
		p58 = p57
		p57 = p56
		p56 = p55
		p55 = p54
		p54 = p53
		p53 = p52
		p52 = p51
		p51 = p50
		p50 = p49
		p49 = p48
		p48 = p47
		p47 = p46
		p46 = p45
		p45 = p44
		p44 = p43
		p43 = p42
		p42 = p41
		p41 = p40
		p40 = p39
		p39 = p38
		p38 = p37
		p37 = p36
		p36 = p35
		p35 = p34
		p34 = p33
		p33 = p32
		p32 = p31
		p31 = p30
		p30 = p29
		p29 = p28
		p28 = p27
		p27 = p26
		p26 = p25
		p25 = p24
		p24 = p23
		p23 = p22
		p22 = p21
		p21 = p20
		p20 = p19
		p19 = p18
		p18 = p17
		p17 = p16
		p16 = p15
		p15 = p14
		p14 = p13
		p13 = p12
		p12 = p11
		p11 = p10
		p10 = p09
		p09 = p08
		p08 = p07
		p07 = p06
		p06 = p05
		p05 = p04
		p04 = p03
		p03 = p02
		p02 = p01
		p01 = p00
		p00 = fmt.Sprintf("/proc/%d/root/var/run/kubevirt-private/config", pid)
	}
	return os.Remove(p64) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Remove, which follows symlinks`
}

// rotateHost moves a host path the same way: nothing to report.
func rotateHost(trips int) error {
	var p00, p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12, p13, p14, p15, p16, p17, p18, p19, p20, p21, p22, p23, p24, p25, p26, p27, p28, p29, p30, p31, p32, p33, p34, p35, p36, p37, p38, p39, p40, p41, p42, p43, p44, p45, p46, p47, p48, p49, p50, p51, p52, p53, p54, p55, p56, p57, p58, p59, p60, p61, p62, p63, p64 string
	for i := 0; i < trips; i++ {
		p64 = p63
		p63 = p62
		p62 = p61
		p61 = p60
		p60 = p59
		p59 = p58
		p58 = p57
		p57 = p56
		p56 = p55
		p55 = p54
		p54 = p53
		p53 = p52
		p52 = p51
		p51 = p50
		p50 = p49
		p49 = p48
		p48 = p47
		p47 = p46
		p46 = p45
		p45 = p44
		p44 = p43
		p43 = p42
		p42 = p41
		p41 = p40
		p40 = p39
		p39 = p38
		p38 = p37
		p37 = p36
		p36 = p35
		p35 = p34
		p34 = p33
		p33 = p32
		p32 = p31
		p31 = p30
		p30 = p29
		p29 = p28
		p28 = p27
		p27 = p26
		p26 = p25
		p25 = p24
		p24 = p23
		p23 = p22
		p22 = p21
		p21 = p20
		p20 = p19
		p19 = p18
		p18 = p17
		p17 = p16
		p16 = p15
		p15 = p14
		p14 = p13
		p13 = p12
		p12 = p11
		p11 = p10
		p10 = p09
		p09 = p08
		p08 = p07
		p07 = p06
		p06 = p05
		p05 = p04
		p04 = p03
		p03 = p02
		p02 = p01
		p01 = p00
		p00 = "/var/run/kubevirt-private/config"
	}
	return os.Remove(p64)
}

var _ = []any{rotate, rotateHost}
