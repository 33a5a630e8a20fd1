//kvlint:file-ignore HP1001 this file is the wrapper
package a

func wrapper() {
	raw()
	raw()
}
