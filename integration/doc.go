// Package integration proves that kvlint works inside the tools its users
// already run: go vet -vettool, golangci-lint (as a module plugin compiled
// into a custom golangci-lint) and pre-commit. Each test runs the real tool
// on the KubeVirt-shaped fixture module in testdata/integration and checks
// that it reports the same findings (code, file, line) as the standalone
// kvlint command. The tests build binaries and take minutes on a cold
// machine, so `go test -short` skips them.
package integration
