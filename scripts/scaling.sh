#!/usr/bin/env bash
# scaling.sh — how kvlint's time and memory grow with package count, on
# synthetic KubeVirt-shaped modules from cmd/kvlint-synth (every package the
# same shape, so the cost per package is constant and growth should be
# linear). Prints, per size, kvlint and the null analyzer with facts, and the
# cost per package. A measuring tool, not a test.
#
# usage: scripts/scaling.sh [SIZES...]   (default: 50 100 200 400)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
sizes=("$@"); [[ ${#sizes[@]} -gt 0 ]] || sizes=(50 100 200 400)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/kvlint" ./cmd/kvlint && go build -o "$work/kvlint-bench" ./cmd/kvlint-bench && go build -o "$work/synth" ./cmd/kvlint-synth)

measure() { # dir command...
	local t; t=$(mktemp)
	(cd "$1" && /usr/bin/time -f "%e %M" -o "$t" "${@:2}" >/dev/null 2>&1) || true
	tail -n 1 "$t"; rm -f "$t"
}

printf '%6s  %-22s  %-22s  %s\n' packages "kvlint (s, GB)" "nullfacts (s, GB)" "kvlint per package (ms, MB)"
for n in "${sizes[@]}"; do
	d="$work/m$n"
	"$work/synth" -n "$n" -o "$d"
	(cd "$d" && go build ./...) # warm the build cache: measure analysis, not compilation
	read -r ks kk < <(measure "$d" "$work/kvlint" -test=false ./...)
	read -r ns nk < <(measure "$d" "$work/kvlint-bench" -nullfacts -test=false ./...)
	awk -v n="$n" -v ks="$ks" -v kk="$kk" -v ns="$ns" -v nk="$nk" 'BEGIN {
		printf "%6d  %8.2f s %6.2f GB   %8.2f s %6.2f GB   %6.1f ms %6.2f MB\n", n, ks, kk/1048576, ns, nk/1048576, 1000*ks/n, kk/1024/n }'
done
