// Package dhcpstore declares the store virt-handler writes DHCP
// configuration through; its implementations live in fsstore.
package dhcpstore

type Store interface {
	Write(path string) error
}
