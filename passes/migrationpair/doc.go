// Package migrationpair checks that the two halves of a live migration stay
// consistent. Live migration runs a source and a target at once (pods, node
// agents, launchers); code for each half is declared in the policy's
// `migration` section by receiver type, file or function-name pattern.
//
// # Analyzer migrationpair
//
// migrationpair: source and target halves of a live migration must match
//
//	MP1001  code of one side writes a field reserved to the other side
//	        (directly, or through a helper that belongs to no side).
//	MP1002  mirror drift: a function writes one field of a mirror pair and
//	        neither it nor a function of its package it calls writes the other.
//	MP1003  lifecycle: a start call with no stop in the package; a stop
//	        whose key is derived differently from every start's key, or
//	        covers only some derivations of a start's key (a key variable
//	        assigned on several paths, a key function with several
//	        returns); a side's cleanup path (policy-named function or
//	        branch) on which what the side started is not stopped, or only
//	        partially stopped, on some control-flow path to a return (a
//	        branch's condition also through a shared package's predicate,
//	        by its fact).
//	MP1004  one-sided signal: a field one side reads and the other never does.
//	MP1005  one-sided progress: a side's transition (a write of a marker
//	        field of the progress record) leaves out a field the other side
//	        always keeps with that marker on every path (directly, or in a
//	        function of the package called there that keeps it on every
//	        path through itself; a call of a helper of no side that writes
//	        the marker on every path is the caller's transition).
//	MP1006  copy mismatch (in the packages migration.copies names): in a
//	        field-by-field copy between two values (like-named fields
//	        copied in one function or literal), a field set from a
//	        differently named field of the same type although the source
//	        has the like-named one; and a copy from one type into its
//	        mirror that leaves out a field the opposite direction copies,
//	        or a mirror function (paired by the mirror-worded fields it sets,
//	        every equally good match on a tie, failing that by its name with
//	        mirror-words swapped) that leaves
//	        out a field its mirror copies from the same values (like-named,
//	        or named with its side's word: TargetPod from TargetState.Pod);
//	        and a
//	        copy of most of the fields two types share (at least four,
//	        all but one in four) that leaves one out, unless the function
//	        writes it into the destination type another way; a list split
//	        into helpers of the package (one call deep) is one list.
//
// Fields are identified by types, never by names alone: a configured path
// such as MigrationState.TargetCPUSet below
// kubevirt.io/api/core/v1.VirtualMachineInstanceStatus is resolved to the
// owning named type of each field, and an access matches when the fields it
// visibly selects agree with the path (so the same field of another object,
// e.g. a migration object's status, does not match).
//
// Writes are assignments and op-assignments to a field or anything below it,
// ++/--, delete, clear and copy, composite-literal keys (also through a
// local that holds the literal), a whole value of the configured root type
// (vmi.Status = s, which writes every field below it), a field passed by
// address to a call or handed to a library function known to write through
// it (code.WrittenParams: DeepCopyInto, json.Unmarshal, maps.Copy, …), and
// writes through a local pointer taken from a field. Replacing a nested
// struct with a value from elsewhere writes that field only (for mirrors,
// progress and copies: the value was checked where it was built); for the
// side fields (MP1001) it overwrites every reserved field below it, since
// a side that puts an old or decoded record in place replaces the other
// side's fields with what that record holds. Reads that count for signals
// are followed into called functions, across packages through facts; JSON
// patches are not followed, calls through interfaces or function values only
// to the implementations the calling package stores there.
//
// Any list entry of the section may name, under requires, the functions,
// methods or types that implement what it describes; in a package whose view
// of the code provably lacks one the entry is skipped, and kvlint lists the
// requirement as a stale policy entry (KV0003). A profile written for one
// release so states which rules encode that release's protocol.
package migrationpair

import _ "embed" // the package comment is the analyzer doc (passkit.MustExtractDoc)

//go:embed doc.go
var doc string
