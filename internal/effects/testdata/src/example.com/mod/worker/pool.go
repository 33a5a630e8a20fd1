package worker

import "example.com/mod/api"

// Pool keeps one setter in a field and others in a slice, both filled by
// other packages. A call through a local copy of the field resolves where
// the field is stored; a call through the slice's elements resolves only
// to what this package stores there (a list other packages register into
// is not followed across packages).
type Pool struct {
	setters []api.Setter
	first   api.Setter
}

func (p *Pool) Add(s api.Setter) { p.setters = append(p.setters, s) }

func (p *Pool) SetFirst(s api.Setter) { p.first = s }

func (p *Pool) RunAll() error {
	for _, s := range p.setters {
		if err := s.Set(); err != nil {
			return err
		}
	}
	return nil
}

func (p *Pool) RunFirst() error {
	s := p.first
	return s.Set()
}
