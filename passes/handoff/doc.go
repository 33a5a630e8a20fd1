// Package handoff is a kvlint pass (not yet implemented).
package handoff

const doc = "handoff: not yet implemented"
