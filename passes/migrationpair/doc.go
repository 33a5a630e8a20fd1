// Package migrationpair is a kvlint pass (not yet implemented).
package migrationpair

const doc = "migrationpair: not yet implemented"
