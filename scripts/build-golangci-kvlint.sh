#!/usr/bin/env bash
# Builds golangci-lint v2.15.0 with the kvlint module plugin compiled in, using
# nothing but the Go module proxy: `golangci-lint custom` clones golangci-lint's
# git repository, which fails without network access to GitHub.
#
#   scripts/build-golangci-kvlint.sh [-o OUTPUT]
#
# It takes golangci-lint's source from the module cache (go mod download),
# copies it to a temporary directory, adds a file that blank-imports
# github.com/kvlint/kvlint/plugin, replaces that module with this checkout,
# and builds cmd/golangci-lint. The binary is cached in
# $KVLINT_GCL_CACHE (default: $(go env GOCACHE)/kvlint-golangci), keyed by a
# hash of the plugin's sources, go.mod, go.sum and the Go version, so repeated
# runs reuse it. The path of the binary is printed on stdout (-o also copies it
# there).
set -euo pipefail

GCL_MODULE=github.com/golangci/golangci-lint/v2
GCL_VERSION=v2.15.0

out=""
while [ $# -gt 0 ]; do
	case "$1" in
	-o) out="$2"; shift 2 ;;
	-o=*) out="${1#-o=}"; shift ;;
	-h|--help) sed -n '2,16p' "$0"; exit 0 ;;
	*) echo "build-golangci-kvlint: unknown argument $1 (usage: $0 [-o OUTPUT])" >&2; exit 2 ;;
	esac
done

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export GOWORK=off
cache="${KVLINT_GCL_CACHE:-$(go env GOCACHE)/kvlint-golangci}"
mkdir -p "$cache"

# The key covers everything compiled into the plugin: non-test Go files and
# embedded files (profiles, explain pages) of the packages it links, the module
# files, the Go toolchain and the golangci-lint version.
key="$(
	cd "$repo"
	{
		echo "$GCL_VERSION $(go env GOVERSION) $(go env GOOS)/$(go env GOARCH)"
		find plugin passes internal docs/docs.go docs/checks -type f \
			! -path '*/testdata/*' ! -name '*_test.go' -print | LC_ALL=C sort |
			while read -r f; do printf '%s ' "$f"; sha256sum <"$f"; done
		sha256sum go.mod go.sum
	} | sha256sum | cut -c1-16
)"
bin="$cache/golangci-kvlint-$GCL_VERSION-$key"

if [ ! -x "$bin" ]; then
	start=$(date +%s)
	tmp="$(mktemp -d "${TMPDIR:-/tmp}/golangci-kvlint.XXXXXX")"
	trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT

	# Download golangci-lint's module (and only that) through the proxy. Run
	# outside any module so this checkout's go.mod is never touched.
	dir="$(cd "$tmp" && go mod download -json "$GCL_MODULE@$GCL_VERSION" |
		sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')"
	if [ -z "$dir" ] || [ ! -f "$dir/go.mod" ]; then
		echo "build-golangci-kvlint: go mod download $GCL_MODULE@$GCL_VERSION gave no source directory" >&2
		exit 1
	fi

	# The plugin is compiled against golangci-lint's x/tools; kvlint pins its
	# own. They must be the same version, or the plugin would run on an
	# x/tools it was never tested with.
	tools() { awk '$1 == "golang.org/x/tools" { print $2; exit }' "$1"; }
	ours="$(tools "$repo/go.mod")"
	theirs="$(tools "$dir/go.mod")"
	if [ "$ours" != "$theirs" ]; then
		echo "build-golangci-kvlint: golangci-lint $GCL_VERSION requires golang.org/x/tools $theirs but kvlint pins $ours; align them before building" >&2
		exit 1
	fi

	src="$tmp/golangci-lint"
	cp -R "$dir" "$src"
	chmod -R u+w "$src"
	# golangci-lint's own hook for module plugins: cmd/golangci-lint/plugins.go.
	cat >"$src/cmd/golangci-lint/plugins.go" <<'GO'
package main

import _ "github.com/kvlint/kvlint/plugin"
GO
	(
		cd "$src"
		go mod edit -require=github.com/kvlint/kvlint@v0.0.0 -replace="github.com/kvlint/kvlint=$repo"
		# kvlint's checksums cover the modules it adds or raises; -mod=mod
		# lets go build record the (proxy-verified) rest instead of a full
		# `go mod tidy`, which would also fetch every test-only dependency.
		cat "$repo/go.sum" >>go.sum
		version="${GCL_VERSION#v}-kvlint-$key"
		go build -mod=mod -trimpath \
			-ldflags "-s -w -X main.version=$version -X main.commit=kvlint-$key -X 'main.date=$(date -u +%Y-%m-%dT%H:%M:%SZ)'" \
			-o "$bin.tmp.$$" ./cmd/golangci-lint
	)
	mv -f "$bin.tmp.$$" "$bin"
	echo "build-golangci-kvlint: built $bin in $(($(date +%s) - start))s" >&2
	# Keep the three newest builds.
	ls -1t "$cache"/golangci-kvlint-* 2>/dev/null | grep -v '\.tmp\.' | tail -n +4 | xargs -r rm -f
fi

if [ -n "$out" ]; then
	cp -f "$bin" "$out"
	chmod +x "$out"
fi
echo "$bin"
