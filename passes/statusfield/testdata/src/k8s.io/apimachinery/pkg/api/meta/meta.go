// Package meta stands in for apimachinery's condition helpers. It is
// outside the policy's module scope, so no fact reaches its bodies: a
// status field handed to SetStatusCondition is a write because kvlint
// knows apimachinery's setters, one handed to ResetConditions because the
// fixture policy lists it under statusfield.setters.
package meta

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

func SetStatusCondition(conditions *[]metav1.Condition, c metav1.Condition) bool {
	*conditions = append(*conditions, c)
	return true
}

func RemoveStatusCondition(conditions *[]metav1.Condition, conditionType string) bool {
	*conditions = nil
	return true
}

// Not listed: it writes through nothing.
func FindStatusCondition(conditions []metav1.Condition, conditionType string) *metav1.Condition {
	return nil
}

// Not a real apimachinery function: the fixture policy's setter.
func ResetConditions(conditions *[]metav1.Condition) { *conditions = nil }

// Not known and not listed, though its body writes: no fact, no setter.
func TruncateConditions(conditions *[]metav1.Condition) { *conditions = nil }
