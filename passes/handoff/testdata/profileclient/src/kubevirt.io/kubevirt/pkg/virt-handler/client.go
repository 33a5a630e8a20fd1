// Package virthandler stands for virt-handler, which talks to the API
// server: no finding.
package virthandler

import "kubevirt.io/client-go/kubecli"

func client() (kubecli.KubevirtClient, error) { return kubecli.GetKubevirtClient() } // want client:"kube-api-client via"
