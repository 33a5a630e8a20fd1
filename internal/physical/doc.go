// Package physical says which file of a package a position is in, by the
// names the go command lists, never by a //line directive or by a name a
// file chooses for itself. Policy discovery, files: allowances, exclusions,
// migration sides and cgo detection decide by these names: a //line comment
// is text any pull request can write, so it may only change where a finding
// is displayed (see Files.Display), never what is checked.
//
// The go command compiles two kinds of file: the package's sources, and the
// files cgo generates into the build cache (or go vet's work directory). A
// generated file either rewrites one source (cgo's x.cgo1.go, whose package
// clause carries a //line to x.go: its counterpart) or has no source at all
// (_cgo_gotypes.go, _cgo_import.go): code nobody wrote.
package physical
