// Package mapdiff compares two kvlint maps (internal/readmap), the base and
// the head of a change, and lists what the change moves between components:
// status fields and values newly written or no longer written, channels
// newly used or dropped, host primitives newly reached or no longer reached,
// import edges across components, migration lifecycle sites per side, and
// uses of handoff key constants; and, given both baseline files, the
// findings the change accepts into the baseline or takes out of it.
//
// A record's identity is what it is about (component, enclosing function,
// subject, side), never where it is: a writer moved to another file or line,
// or a file renamed, is the same writer and no change. A change carries the
// head's position (the base's for a removal) for display, and the check code
// when the map records one at that site.
package mapdiff
