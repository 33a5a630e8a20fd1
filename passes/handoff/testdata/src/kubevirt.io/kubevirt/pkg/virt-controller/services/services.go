package services

import "kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api" // allowed by a may-import pattern

const TdxDeviceName = "tdx"

func DomainName() string { return api.DomainName("ns", "name") }
