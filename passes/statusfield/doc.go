// Package statusfield is a kvlint pass (not yet implemented).
package statusfield

const doc = "statusfield: not yet implemented"
