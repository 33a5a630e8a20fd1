// Package v1 is a hand-written stand-in for k8s.io/api/core/v1.
package v1

type Pod struct{ Name string }

type PodConditionType string

// ServiceSpec selects the pods a Service routes to by their labels.
type ServiceSpec struct {
	Selector map[string]string
}

// PodSpec places a pod on nodes with the labels of NodeSelector.
type PodSpec struct {
	NodeSelector map[string]string
}

// NodeSelectorRequirement requires a node label (Key) to hold values.
type NodeSelectorRequirement struct {
	Key      string
	Operator string
	Values   []string
}

// PodAffinityTerm places pods together on nodes that share the value of
// the node label TopologyKey.
type PodAffinityTerm struct {
	TopologyKey string
}
