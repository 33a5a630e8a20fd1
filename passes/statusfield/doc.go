// Package statusfield defines an Analyzer that checks who writes which
// status field.
//
// # Analyzer statusfield
//
// statusfield: status fields, enum values and JSON-patch status paths written only by their owners
//
// Each field of an owned status type (statusfield.types in the policy) has
// owner components: a write by any other component is two controllers
// fighting over a field, or a handoff done from the wrong side. Fields are
// identified by Go types — the field and the named struct type that declares
// it, matched by import path — never by name.
//
// A write is an assignment, an op-assignment or ++/-- of the field or of
// anything below it (sub-fields, map and slice elements), delete/clear/copy
// into it, an assignment of a whole owned struct (which writes every field;
// a keyed literal writes only the keys it names, as does a local variable
// whose only definition is such a literal), a status literal inside an object
// literal, and a write through a local pointer, map or slice obtained from
// the field (ms := vmi.Status.MigrationState; ms.Completed = true). A field
// inside a nested owned type is checked at every owned level
// (vmi.Status.MigrationState.Completed against both the VMI status and the
// migration state), while replacing a nested owned value wholesale is a write
// of the enclosing field only. Storing a whole value in a map the function
// made (byName[vs.Name] = vs, with byName := make(…)) writes nothing: a copy
// into local storage, as rebinding a variable is. Putting back a deep copy of
// the same value (c := status.DeepCopy(); c.Phase = p; *status = *c) writes
// only what was set on the copy; putting back what an API client call that
// names the same object returned (patched, err := client.PatchStatus(ctx,
// vm.Name, …); vm.Status = patched.Status) writes nothing.
//
// JSON-patch helpers named in the policy (with the index of their path and
// value arguments) write their constant "/status/..." path, mapped through
// json tags (/status/migrationState/targetNode is MigrationState.TargetNode);
// "test" is a read. The value argument's type tells apart kinds whose status
// fields share a name. A string literal that is a patch's JSON text (a
// JSON-patch operation or list of them, or a merge patch's "status" object,
// format verbs read as values) writes its paths the same way, with the
// value a verb stands for taken from fmt.Sprintf's argument; so does a named
// constant's text handed to a call, text put together from pieces (each
// operand that is no constant a verb), a JSON-patch operation's struct
// literal (fields tagged json op, path, value), and a merge patch built as
// the nested map literals or the struct literals (of the package's own
// types, by their json tags) json.Marshal turns into its text. A function
// whose parameter becomes a patch's path, alone or after a constant start
// ("/status/migrationState/" + field), is a patch helper found in the code
// (path parameters, to a fixed point and across packages as facts): a
// constant handed to it is judged at the call. Paths built at run time
// (fmt.Sprintf of the path, "/status/" + field) are out of reach.
//
// Writes done inside shared code are attributed to the components that call
// it: every function's writes are summarised, to a fixed point over static
// calls, as facts, and a component is reported where its code calls out of
// the component into code that writes what it does not own, with the
// witness chain. Calls through interfaces and function values are followed
// to the implementations the calling package stores there, no further.
// Shared code itself is not reported. A function outside the module, whose
// body gives no fact, writes through an argument only where kvlint knows it
// does (code.WrittenParams: apimachinery's meta.SetStatusCondition, the
// standard library's maps.Copy or sort.Slice, deepcopy-gen's
// (*T).DeepCopyInto(out *T), which overwrites all of *out) or
// statusfield.setters lists it; a whole status handed to one is a write of
// every field.
//
// Where a component runs several controllers (statusfield.controllers names
// them by receiver type), an owner COMPONENT/NAME gives a field to one of
// them: a write in a controller's methods, or in code of its component
// that is no controller's method and that a controller's method calls, is
// that controller's and is checked against it; code of no controller is
// judged at the component's granularity.
//
// Codes: SF1001 (field written by a non-owner), SF1002 (enum value set by a
// component that does not own that value, written as a constant or through
// a local variable, a call of the package, a lookup in a table literal or
// the calls of a closure that yield one, or handed to a
// parameter that a function stores in the field; a write whose
// value comes from nowhere known is checked against the field's owners;
// for a field of a list's elements, such as a condition's type, the value
// is set where the element is built, where an element the code picked by
// comparing that field with a constant (itself or through a predicate, of
// the package or, by its fact, of another) is changed in place, or by the call
// that hands it to a parameter that builds the element or filters the
// list by it, which
// removes it: its owners and the components statusfield.types[].removers
// lists may remove it),
// SF1003 (JSON patch writes a
// status path the component does not own; a path variable assigned
// several constants, or ranging over a literal of them, may write each),
// SF1004 (a /status/... patch path
// maps to no field), SF1005 (a patch of a field whose value is another
// field of the same record, or a field-by-field patch of most of a
// record's fields from one value that leaves one out). Functions listed under statusfield.allow (each with a
// reason) build objects that are not handed off; their writes do not count.
package statusfield

import _ "embed" // the package comment is the analyzer doc (passkit.MustExtractDoc)

//go:embed doc.go
var doc string
