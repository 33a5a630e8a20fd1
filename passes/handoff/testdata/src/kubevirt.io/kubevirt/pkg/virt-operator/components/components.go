package components

const HandlerServiceAccountName = "kubevirt-handler"
