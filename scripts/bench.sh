#!/usr/bin/env bash
# bench.sh — time kvlint's hostprim pass against a null analyzer that declares
# a fact type, on the same tree, with the same binary. A measuring tool, not a
# test: it prints figures and asserts nothing.
#
# usage: scripts/bench.sh TREE PACKAGES [PASS]
#   TREE      directory to run in (a Go module, e.g. a KubeVirt checkout)
#   PACKAGES  a file with one package pattern per line, or patterns in one
#             argument ("./pkg/... ./cmd/...")
#   PASS      the analyzer to time (default hostprim)
#
# Warm the build cache first (go build the packages once); both runs then see
# the same cache. Exit status 3 from a run means findings, not failure.
set -euo pipefail

if [[ $# -lt 2 ]]; then
	sed -n '2,13p' "$0" >&2
	exit 2
fi
tree=$1
pkgs=$2
pass=${3:-hostprim}
here=$(cd "$(dirname "$0")/.." && pwd)

if [[ -f $pkgs ]]; then
	mapfile -t patterns < <(grep -v '^\s*\(#\|$\)' "$pkgs")
else
	read -r -a patterns <<<"$pkgs"
fi
[[ -x /usr/bin/time ]] || { echo "bench.sh: /usr/bin/time is required (GNU time, for -v)" >&2; exit 2; }

bin=$(mktemp -d)/kvlint-bench
trap 'rm -rf "$(dirname "$bin")"' EXIT
(cd "$here" && go build -o "$bin" ./cmd/kvlint-bench)

run() { # name analyzer-flag
	local out rc
	out=$(mktemp)
	set +e
	(cd "$tree" && /usr/bin/time -v -o "$out.time" "$bin" "-$2" "${patterns[@]}" >"$out" 2>&1)
	rc=$?
	set -e
	if [[ $rc -ne 0 && $rc -ne 3 ]]; then
		echo "bench.sh: $1 run failed (exit $rc):" >&2
		head -20 "$out" >&2
		exit 1
	fi
	local elapsed rss
	elapsed=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$out.time")
	rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$out.time")
	local secs
	secs=$(awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }' <<<"$elapsed")
	printf '%-10s elapsed %8.2f s   max RSS %7.2f GB   findings %d\n' "$1" "$secs" "$(awk -v k="$rss" 'BEGIN { print k / 1048576 }')" "$(grep -c ': [A-Z][A-Z][0-9][0-9][0-9][0-9]: ' "$out" || true)"
	echo "$secs $rss" >"$out.sum"
	sums+=("$out.sum")
	rm -f "$out" "$out.time"
}

sums=()
echo "tree $tree, ${#patterns[@]} package pattern(s), $(nproc) CPUs"
run nullfacts nullfacts
run "$pass" "$pass"
read -r t0 m0 <"${sums[0]}"
read -r t1 m1 <"${sums[1]}"
awk -v t0="$t0" -v t1="$t1" -v m0="$m0" -v m1="$m1" -v p="$pass" \
	'BEGIN { printf "ratio %s/nullfacts: time %.2fx, memory %.2fx\n", p, t1 / t0, m1 / m0 }'
rm -f "${sums[@]}"
