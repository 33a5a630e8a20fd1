#!/usr/bin/env bash
# What kvlint's integration tests need beyond Go, installed for .ci/run:
#   pre-commit  Debian's package; the pre-commit hook test runs it (it needs git).
#   graphviz    Debian's package; internal/readmap renders kvlint map's DOT output
#               with dot (the test skips, saying so, where dot is missing).
#   golangci-lint with the kvlint plugin, built by scripts/build-golangci-kvlint.sh
#               (Go module proxy only) into its cache, $(go env GOCACHE)/kvlint-golangci,
#               where integration/drivers_test.go finds it. Built here, not in the
#               test, because a cold build takes 3 to 12 minutes on 2 cores and
#               go test's default timeout for the package is 10 minutes.
set -euo pipefail

need=()
command -v pre-commit >/dev/null 2>&1 || need+=(pre-commit)
command -v git >/dev/null 2>&1 || need+=(git)
command -v dot >/dev/null 2>&1 || need+=(graphviz)
if [ ${#need[@]} -gt 0 ]; then
	sudo=""
	if [ "$(id -u)" != 0 ]; then
		sudo="sudo"
	fi
	echo "ci-deps: installing ${need[*]}"
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
echo "ci-deps: $(pre-commit --version), $(git --version), $(dot -V 2>&1)"
start=$(date +%s)
gcl="$(bash "$(dirname "${BASH_SOURCE[0]}")/build-golangci-kvlint.sh")"
echo "ci-deps: golangci-lint with kvlint: $gcl ($(($(date +%s) - start))s)"
