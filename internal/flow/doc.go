// Package flow is kvlint's one flow engine: the call-edge model, the
// interprocedural solver and the intraprocedural dataflow helper that every
// transitive or flow-sensitive check is built on (internal/effects'
// summaries, HP1004's pod-root taint, migrationpair's must-analyses).
//
// The engine does inference only. A check supplies its lattice and transfer
// functions, reads the solution, and reports on its own (the split of
// nilaway's inference and diagnostic packages, or staticcheck's analysis/dfa
// under its checks): nothing here knows a code or renders a message.
//
//   - CallGraph (callgraph.go) is the single definition of a call edge: every
//     reference to a declared function or method inside a function body.
//     It is built once per package and shared by every pass.
//   - Solve (solve.go) visits the strongly connected components of a call
//     graph callees first and iterates each component to its fixed point
//     with a worklist. There is no round cap: a check's facts must form a
//     finite lattice and its visit must only grow them, so every component
//     settles. SolveComponents hands a whole component to a check that has
//     a better in-component algorithm (effects' shortest witnesses).
//     CallGraph.SolveFuncs runs Solve on the call graph's own edges for a
//     check whose summaries are handed from callee to caller through
//     parameters (statusfield's written, enum and path parameters,
//     hostprim's exec wrappers' binary parameters, migrationpair's mirror
//     writes through callees): no check sweeps its sites until a sweep
//     changes nothing.
//   - Iterate (worklist.go) is the worklist the solvers share; Forward and
//     Backward (dataflow.go) solve may/must problems over the blocks of a
//     go/cfg graph with it, without a sweep cap.
//
// Two later features plug in here without another walker:
//
//   - Path conditions. Conds (conds.go) gives, per CFG block, the branch
//     conditions known to hold (true or false) on every path into it, using
//     the same must-analysis as migrationpair. A role-dependent check (is
//     vmi.IsDecentralizedMigration() true here?) asks Conds at the block of
//     its program point; per-function facts across calls can be carried by
//     Solve like any other summary.
//   - Dynamic dispatch (dispatch.go records the stores, dispatch_ids.go
//     names keys and values, dispatch_resolve.go follows them). A call through an interface method of
//     the module, or through a function-typed variable, field or parameter,
//     is an edge (Edge.Via set) to each implementation the package stores
//     there: the concrete named types and the named functions (of any
//     package: a variable holding os.Remove calls it) assigned, put in
//     composite literals, passed as arguments or returned, followed through
//     copies between such keys; a function's key holds its first result,
//     also where it returns more (return &vmTarget{}, nil), and a value a
//     dynamic call returns (t, err := c.factory.New()) holds the first
//     results of the implementations that call reaches, resolved once every
//     store is known. A container of such values (a table of
//     operations, a slice of handlers) is a key holding what its elements
//     hold (dispatch_containers.go), local to the package that reads it.
//     This is assigned-type resolution, not
//     class-hierarchy analysis: an interface implemented by ten types (and
//     by every test fake) resolves to the one the code wires in. Stores in
//     _test.go files never count. Analyzer (stores.go) exports each
//     package's stores as a fact, so a package sees its dependencies'
//     stores too; a call whose key other packages may still store into is
//     an Open call, which internal/effects carries upward in summaries and
//     resolves (CallGraph.Resolve) in the importer that sees the stores.
//     A key that holds a value of another named interface narrows it: a
//     call through the key is a call of that interface's method
//     (CallGraph.Narrowed), which the passes that name APIs match, so an
//     interface a package declares cannot hide what it wraps.
package flow
