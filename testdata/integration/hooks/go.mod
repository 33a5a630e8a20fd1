// Hooks set to method values, under go vet: a package calls a hook with a
// launcher path, another sets the hook to a method of an unexported type,
// and a third calls the first. Under go vet the third sees neither the
// type nor the method (export data leaves them out), only what the second
// published; the standalone command sees all three.
module kubevirt.io/kubevirt

go 1.26
