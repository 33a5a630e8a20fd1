// Package hostprim is a kvlint pass (not yet implemented).
package hostprim

const doc = "hostprim: not yet implemented"
