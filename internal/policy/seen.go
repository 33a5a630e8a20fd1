package policy

// Seen is where each entry of a policy list was first named. A list that
// names one thing twice (a type, a controller, a channel) fails at the
// second entry and points at the first, in the same words for every list:
// two entries for one thing would leave the reader guessing which one
// applies, and one of their reasons unread.
type Seen map[string]Pos

// Add records that the entry at pos names key. where is the entry's path in
// the policy (statusfield.types[1]) and what names the thing for the
// message (type kubevirt.io/api/core/v1.VirtualMachineInstanceStatus). It
// fails when an earlier entry named key.
func (s Seen) Add(key string, pos Pos, where, what string) error {
	if first, dup := s[key]; dup {
		return Errorf(pos, "%s: %s is already listed at %s; merge the two entries", where, what, first)
	}
	s[key] = pos
	return nil
}
