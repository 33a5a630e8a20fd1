#!/usr/bin/env bash
# bench-effects.sh — internal/effects time against call-graph size. For each
# size, cmd/kvlint-synth -chain writes one shared package whose functions
# call each other in a chain (declared callers first, callees first) or in
# one recursive cycle; the script times every pass over it and the null
# analyzer with facts (what loading and type-checking cost), and prints the
# difference, which is kvlint's own work. Linear growth means the per-
# function cost stays flat. Each time is the best of three runs. A measuring
# tool, not a test.
#
# usage: scripts/bench-effects.sh [SIZES...]   (default: 500 1000 2000 4000)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
sizes=("$@"); [[ ${#sizes[@]} -gt 0 ]] || sizes=(500 1000 2000 4000)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/kvlint" ./cmd/kvlint && go build -o "$work/kvlint-bench" ./cmd/kvlint-bench && go build -o "$work/synth" ./cmd/kvlint-synth)

measure() { # dir command... → the least elapsed seconds of three runs (the machine may be shared)
	local t; t=$(mktemp)
	for _ in 1 2 3; do
		(cd "$1" && /usr/bin/time -f "%e" -o "$t" "${@:2}" >/dev/null 2>&1) || true
		tail -n 1 "$t"
	done | sort -n | head -n 1
	rm -f "$t"
}

printf '%6s  %-14s  %9s  %9s  %9s  %12s  %s\n' funcs order "kvlint s" "null s" "effects s" "µs per func" "longest message"
for n in "${sizes[@]}"; do
	for order in callers-first callees-first cycle; do
		d="$work/$order$n"
		"$work/synth" -chain "$n" -order "$order" -o "$d"
		# Warm go list's cache. No go build: both drivers type-check the chain
		# from source, and the compiler itself takes minutes on a cycle of
		# thousands of functions.
		(cd "$d" && go list ./... >/dev/null)
		read -r ks < <(measure "$d" "$work/kvlint" -test=false ./...)
		read -r ns < <(measure "$d" "$work/kvlint-bench" -nullfacts -test=false ./...)
		longest=$(cd "$d" && { "$work/kvlint" -test=false ./... 2>&1 || true; } | awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }')
		awk -v n="$n" -v o="$order" -v ks="$ks" -v ns="$ns" -v l="$longest" 'BEGIN {
			printf "%6d  %-14s  %9.2f  %9.2f  %9.2f  %12.0f  %d bytes\n", n, o, ks, ns, ks - ns, 1e6 * (ks - ns) / n, l }'
	done
done
