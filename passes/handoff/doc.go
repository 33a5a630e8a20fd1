// Package handoff defines an Analyzer that checks the handoffs between the
// programs of a KubeVirt-style control plane: which component may depend on
// which, who may use the APIs that hand a virtual machine to the next program,
// and that handoff keys are spelled by their constants.
//
// # Analyzer handoff
//
// handoff: component boundaries, handoff channels, handoff keys, restricted imports
//
// HO1001 — an import crosses a component boundary. Component A imports a
// package of component B (or a shared package) that handoff.may-import.A
// does not allow. may-import lists component names, "shared" and import-path
// patterns; a component without an entry may import shared packages only;
// shared packages are checked only when "shared" has an entry. Third-party
// and standard-library packages are never a boundary (restrict them with
// restricted-imports). handoff.exemptions {from-package, to-package, reason}
// allow today's known edges, so only new ones fail.
//
// HO1002 — a handoff channel is used by a component the channel does not
// allow. A channel is a set of API selectors (creating the launcher Pod,
// the launcher's gRPC client, libvirt, opening a libvirt connection) with
// the components and packages that may use it. Use through shared code is
// followed with effect facts and attributed to the component that calls the
// shared code; it is reported once per calling function and callee, at the
// call that crosses out of the component, with the witness chain. A shared
// main package (a program of no component) answers for itself. Calls through
// interface values and function variables other than the selected interface
// methods are not followed, nor is channel use inside packages outside the
// module scope.
//
// HO1003 — a string literal equals a handoff key: an exported string
// constant of a key package (handoff.keys.packages) whose value contains "/"
// or "." and is at least handoff.keys.min-length long (also split into
// pieces with a literal among them, "kubevirt.io/" + "schedulable" or
// v1.AppLabel + "/nodeName", or formatted from constants,
// fmt.Sprintf("%s/schedulable", "kubevirt.io"), or put together by
// strings.Join, fmt.Sprint or path.Join of constants); or a literal spells
// such a key, of any length, as a requirement's key of a label selector
// ("kubevirt.io=virt-handler", "kubevirt.io/nodeName=" + node) or as the
// last segment of a JSON-patch path to a label or annotation, or as a
// label or annotation a patch's JSON text sets, also text put together
// from pieces (no fix is offered for those); where only a key goes (a key site of HO1005, a
// LabelSelector field, labels.Parse, or a constant of the package used at
// a key site), a key shorter than min-length counts too. The suggested fix
// replaces the literal with the constant, under the name the file already
// imports the package as, adding the import when the file has none. Import
// paths, struct tags and the key package itself are not checked; no fix is
// offered where the constant's type would not fit or its name is shadowed.
// The key constants a package knows pass to its importers as keyConstsFact,
// so that under go vet and nogo, where a package reached only through
// others is known by their export data, a package that reaches the key
// package through a helper of the module sees its keys as the standalone
// command does.
//
// HO1004 — a restricted package is imported by a package outside its allow
// list (handoff.restricted-imports: package, doc, allow entries {package,
// files, reason}; files limits an allowance to some files of the package).
//
// HO1005 — a string literal used as a label, annotation or finalizer key in
// one of handoff.keys.near-miss.domains equals no known key (a key-package
// constant, or a key literal of a dependency, carried by keyUseFact) but is
// within a small edit distance of one (in runes, after removing invisible
// characters, with domains folded for case and look-alike letters), or has
// the same name under another key domain; so is a key a literal spells
// inside a selector with an operator, a JSON-patch path or a patch's JSON
// text (keyspelled.go). The message says which key was meant.
//
// HO1006 — a restricted function is used (called, or taken as a value)
// by a package outside its allow list (handoff.restricted-functions:
// function, doc, allow entries as for HO1004). Functions match by import
// path, never by package name.
//
// HO1007 — a component's code sets a handoff key (handoff.keys.owners:
// key, owners) that only other components may set: m[key] = v on a map of
// strings, a map literal of strings (the map an object's labels or
// annotations, or a local map handed over as them), delete, a finalizer
// appended to an object's list or filtered out of a copy of it, a JSON
// patch that adds, replaces or removes it (escaped in the path), a merge
// patch typed by hand that puts it among an object's labels or
// annotations, a call of a function that sets the key it is given (by its
// body: keyParamsFact across packages) or filters it out of the list it is
// given where that list is an object's finalizers, or a call named
// Add…/Set…/Remove… of another package's function whose body kvlint did
// not read (a function of the package is judged by its body alone, and so
// is one of another package read as setting no key it is handed and
// handing none on to a function only its name judges: keylessWriterFact);
// a key looked up, put in a set or formatted into a selector is read. The
// key typed by hand (what HO1003 reports as the key itself), or another
// constant of its value, set in any of these ways is set as well.
// Shared code sets keys for its callers: summaries (keySetFact) carry its
// writes to each component's call, where they are judged, with the chain.
// A map an exported function returns with owned keys in it sets them
// where a package hands the call's result over as an object's labels or
// annotations (returnedKeysFact), judged at that call.
//
// HO1008 — a handoff key escaped for a JSON pointer where a key goes
// (EscapeJSONPointer(key) as a key of a map of strings or of a merge patch
// typed by hand: the object gets "kubevirt.io~1name"), or put unescaped
// into a JSON-patch path after /metadata/labels/ or /metadata/annotations/
// (fmt.Sprintf, a patch typed by hand included, or +).
//
// Suppress a single finding with //kvlint:ignore CODE reason.
package handoff

import _ "embed" // the package comment is the analyzer doc (passkit.MustExtractDoc)

//go:embed doc.go
var doc string
