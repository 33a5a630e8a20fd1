// Package conditions stands in for shared helpers that write into what
// their caller hands them: a condition list, a string, a map.
package conditions

import (
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	v1 "kubevirt.io/api/core/v1"
)

// Set replaces the condition of c's type in the list, or appends c.
func Set(conds *[]v1.VirtualMachineInstanceCondition, c v1.VirtualMachineInstanceCondition) { // want Set:"writes through its argument 0"
	for i := range *conds {
		if (*conds)[i].Type == c.Type {
			(*conds)[i] = c
			return
		}
	}
	*conds = append(*conds, c)
}

// SetReady passes the list on to Set.
func SetReady(conds *[]v1.VirtualMachineInstanceCondition) { // want SetReady:"writes through its argument 0" SetReady:"^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstanceReady via v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstanceReady$"
	Set(conds, v1.VirtualMachineInstanceCondition{Type: "Ready", Status: "True"})
}

// SetBackupReady hands its list on to a setter kvlint knows, whose body
// no fact reaches.
func SetBackupReady(conds *[]metav1.Condition) { // want SetBackupReady:"writes through its argument 0"
	meta.SetStatusCondition(conds, metav1.Condition{Type: "Ready"})
}

// ResetAll hands its list on to the setter the policy lists.
func ResetAll(conds *[]metav1.Condition) { meta.ResetConditions(conds) } // want ResetAll:"writes through its argument 0"

// TruncateAll hands its list to a function no fact or setter covers.
func TruncateAll(conds *[]metav1.Condition) { meta.TruncateConditions(conds) }

func SetString(p *string, s string) { *p = s } // want SetString:"writes through its argument 0"

func Track(m map[types.UID]string, uid types.UID, node string) { m[uid] = node } // want Track:"writes through its argument 0"

// Close negatives: helpers that only read what they are handed.
func Has(conds []v1.VirtualMachineInstanceCondition, t v1.VirtualMachineInstanceConditionType) bool {
	for _, c := range conds {
		if c.Type == t {
			return true
		}
	}
	return false
}

func Count(conds *[]v1.VirtualMachineInstanceCondition) int { return len(*conds) }
