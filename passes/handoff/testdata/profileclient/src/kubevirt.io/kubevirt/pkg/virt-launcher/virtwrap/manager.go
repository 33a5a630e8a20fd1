// Package virtwrap stands for virt-launcher's domain manager: under the
// embedded kubevirt profile it hands its work to virt-handler and builds no
// API client.
package virtwrap

import "kubevirt.io/client-go/kubecli"

func reportDirectly() error { // want reportDirectly:"kube-api-client via kubecli.GetKubevirtClient"
	_, err := kubecli.GetKubevirtClient() // want `HO1002: virt-launcher uses handoff channel kube-api-client directly: kubecli\.GetKubevirtClient`
	return err
}

// Through a helper of the component, the use is reported where it is.
func reportThrough() error { // want reportThrough:"kube-api-client via virtwrap.dial"
	return dial()
}

func dial() error { // want dial:"kube-api-client via kubecli.GetKubevirtClient"
	_, err := kubecli.GetKubevirtClient() // want `HO1002: virt-launcher uses handoff channel kube-api-client directly`
	return err
}

func excused() error { // want excused:"kube-api-client via kubecli.GetKubevirtClient"
	//kvlint:ignore HO1002 the fixture's directive case for the API client channel
	_, err := kubecli.GetKubevirtClient()
	return err
}
