package api

func DomainName(ns, name string) string { return ns + "_" + name }
