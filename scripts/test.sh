#!/usr/bin/env bash
# The one command that runs kvlint's tests on any machine with Go: it
# installs what the integration tests need when it is missing
# (scripts/ci-deps.sh: pre-commit, git and graphviz from apt only if absent;
# golangci-lint with the kvlint plugin built from the Go module proxy and
# cached), then runs go test. Safe to run again: nothing is reinstalled or
# rebuilt when it is already there. Arguments go to go test (default ./...).
#
#   scripts/test.sh                 # everything
#   scripts/test.sh ./passes/...    # some packages
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/ci-deps.sh
[ $# -gt 0 ] || set -- ./...
echo "== go test $*"
go test "$@"
