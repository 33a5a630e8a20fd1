#!/usr/bin/env bash
# bench-all.sh — the performance comparison in one run: kvlint's drivers against
# null analyzers on the same tree, interleaved, build cache warm. A measuring
# tool, not a test: it prints figures (elapsed s, max RSS GB) and asserts
# nothing. docs/performance.md records its output for KubeVirt v1.9.0.
#
# usage: scripts/bench-all.sh TREE PACKAGES_FILE [ROUNDS] [vet]
#   TREE           a Go module (e.g. a KubeVirt checkout), build cache warm
#   PACKAGES_FILE  one package pattern per line
#   ROUNDS         interleaved rounds (default 3)
#   vet            also time go vet -vettool (null vs kvlint-vet and kvlint; slow)
set -euo pipefail
[[ $# -ge 2 ]] || { sed -n '2,13p' "$0" >&2; exit 2; }
tree=$1; mapfile -t pkgs < <(grep -v '^\s*\(#\|$\)' "$2"); rounds=${3:-3}; vet=${4:-}
here=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d); trap 'rm -rf "$bin"' EXIT
(cd "$here" && go build -o "$bin/kvlint" ./cmd/kvlint && go build -o "$bin/kvlint-vet" ./cmd/kvlint-vet && go build -o "$bin/kvlint-bench" ./cmd/kvlint-bench)

measure() { # label command...
	local t; t=$(mktemp)
	(cd "$tree" && /usr/bin/time -f "%e %M" -o "$t" "${@:2}" >/dev/null 2>&1) || true
	read -r secs kb < <(tail -n 1 "$t"); rm -f "$t"
	printf '%-28s %8.2f s %6.2f GB\n' "$1" "$secs" "$(awk -v k="$kb" 'BEGIN{print k/1048576}')"
}

for r in $(seq "$rounds"); do
	echo "== round $r ($(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg))"
	# Stock checker (LoadSyntax) with a null analyzer: no facts, then facts.
	measure "stock null (no facts)" "$bin/kvlint-bench" -null -test=false "${pkgs[@]}"
	measure "stock nullfacts" "$bin/kvlint-bench" -nullfacts -test=false "${pkgs[@]}"
	# kvlint's loader (module-only facts) with a null analyzer, then every
	# pass, under both command names (one core: the figures should agree).
	measure "kvlint null (same loader)" "$bin/kvlint" -debug-analyzers=null "${pkgs[@]}"
	measure "kvlint (all passes)" "$bin/kvlint" "${pkgs[@]}"
	measure "kvlint ci (all passes)" "$bin/kvlint" ci "${pkgs[@]}"
	if [[ $vet == vet ]]; then
		# A fresh -config path per run defeats go vet's result cache (flags are
		# part of its key) without touching the build cache.
		pol=$(mktemp --suffix=.yaml); printf 'version: 1\nextends: kubevirt\n' >"$pol"
		measure "go vet -vettool=null" go vet -vettool="$bin/kvlint-bench" -null -config="$pol" "${pkgs[@]}"
		measure "go vet -vettool=kvlint-vet" go vet -vettool="$bin/kvlint-vet" -config="$pol" "${pkgs[@]}"
		measure "go vet -vettool=kvlint" go vet -vettool="$bin/kvlint" -config="$pol" "${pkgs[@]}"
		rm -f "$pol"
	fi
done
