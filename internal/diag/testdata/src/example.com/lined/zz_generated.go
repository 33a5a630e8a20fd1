package lined

// A generated file that claims, with a //line directive, that what follows
// is lifecycle.go: its file-wide directive still covers only this file.

//line lifecycle.go:1
//kvlint:file-ignore HP1001 generated code is checked by its generator
func G() {
	raw()
}
