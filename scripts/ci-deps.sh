#!/usr/bin/env bash
# What kvlint's integration tests need beyond Go, installed for .ci/run:
#   pre-commit  Debian's package; the pre-commit hook test runs it (it needs git).
# golangci-lint is not installed: integration/golangci_test.go builds it with
# the kvlint plugin through scripts/build-golangci-kvlint.sh (Go module proxy
# only, cached under $(go env GOCACHE)/kvlint-golangci).
set -euo pipefail

need=()
command -v pre-commit >/dev/null 2>&1 || need+=(pre-commit)
command -v git >/dev/null 2>&1 || need+=(git)
if [ ${#need[@]} -gt 0 ]; then
	sudo=""
	if [ "$(id -u)" != 0 ]; then
		sudo="sudo"
	fi
	echo "ci-deps: installing ${need[*]}"
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
echo "ci-deps: $(pre-commit --version), $(git --version)"
