// Package wide is another module's client interface, which the module's
// packages narrow.
package wide

type Client interface {
	Create() error
	Delete() error
}
