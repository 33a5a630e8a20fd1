// Package v1 is a hand-written stand-in for k8s.io/apimachinery/pkg/apis/meta/v1:
// object metadata (where labels, annotations and finalizers live) and Time.
package v1

import "k8s.io/apimachinery/pkg/types"

type ObjectMeta struct {
	Name              string            `json:"name,omitempty"`
	Namespace         string            `json:"namespace,omitempty"`
	UID               types.UID         `json:"uid,omitempty"`
	Labels            map[string]string `json:"labels,omitempty"`
	Annotations       map[string]string `json:"annotations,omitempty"`
	Finalizers        []string          `json:"finalizers,omitempty"`
	DeletionTimestamp *Time             `json:"deletionTimestamp,omitempty"`
}

func (m *ObjectMeta) GetLabels() map[string]string       { return m.Labels }
func (m *ObjectMeta) SetLabels(l map[string]string)      { m.Labels = l }
func (m *ObjectMeta) GetAnnotations() map[string]string  { return m.Annotations }
func (m *ObjectMeta) SetAnnotations(a map[string]string) { m.Annotations = a }
func (m *ObjectMeta) GetFinalizers() []string            { return m.Finalizers }
func (m *ObjectMeta) SetFinalizers(f []string)           { m.Finalizers = f }

// Object is what controllers take metadata through.
type Object interface {
	GetLabels() map[string]string
	SetLabels(map[string]string)
	GetAnnotations() map[string]string
	SetAnnotations(map[string]string)
}

type LabelSelector struct {
	MatchLabels      map[string]string          `json:"matchLabels,omitempty"`
	MatchExpressions []LabelSelectorRequirement `json:"matchExpressions,omitempty"`
}

// LabelSelectorRequirement is one requirement of a selector: a label key,
// an operator and values.
type LabelSelectorRequirement struct {
	Key      string   `json:"key"`
	Operator string   `json:"operator"`
	Values   []string `json:"values,omitempty"`
}

func SetMetaDataLabel(obj *ObjectMeta, label, value string) {}

// Time has a JSON form of its own, so a JSON-patch path ends at it.
type Time struct{ Unix int64 }

func (t Time) MarshalJSON() ([]byte, error) { return nil, nil }

// Condition is the condition type of operators' status (and of KubeVirt's
// backup API).
type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
	Reason string `json:"reason"`
}
