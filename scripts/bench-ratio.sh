#!/usr/bin/env bash
# bench-ratio.sh — the performance goals' ratios in one run: plain kvlint and
# kvlint ci against the null analyzer loaded the same way (kvlint
# -debug-analyzers=null: the same loader, the same module-only facts, no
# passes), measured in interleaved pairs (null, kvlint, null, kvlint, ...), so
# each ratio compares two runs made under the same machine load. A measuring
# tool, not a test: it prints figures and asserts nothing. docs/performance.md
# records its output for KubeVirt v1.9.0.
#
# usage: scripts/bench-ratio.sh TREE PACKAGES_FILE [PAIRS] [stock]
#   TREE           a Go module (e.g. a KubeVirt checkout), build cache warm
#   PACKAGES_FILE  one package pattern per line
#   PAIRS          counted pairs per comparison (default 5), after one
#                  uncounted warm-up pair
#   stock          also compare kvlint ci with the stock checker's null
#                  analyzer (kvlint-bench -null: no facts, dependencies from
#                  export data)
#
# AGAINST (environment), the path of a kvlint binary of another revision,
# adds the comparison of plain kvlint (A, this checkout's) with that binary
# (B), e.g. the revision a "no slower, no heavier than before" goal names.
#
# Per run, GNU time's user + system seconds (cpu), elapsed seconds (wall) and
# maximum resident set size (peak). Per comparison, the median of each figure
# and the median of the pairwise ratios kvlint/null.
set -euo pipefail
[[ $# -ge 2 ]] || { sed -n '2,25p' "$0" >&2; exit 2; }
tree=$1; mapfile -t pkgs < <(grep -v '^\s*\(#\|$\)' "$2"); pairs=${3:-5}; stock=${4:-}
[[ -x /usr/bin/time ]] || { echo "bench-ratio.sh: /usr/bin/time (GNU time) is required" >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d); trap 'rm -rf "$bin"' EXIT
(cd "$here" && go build -o "$bin/kvlint" ./cmd/kvlint && go build -o "$bin/kvlint-bench" ./cmd/kvlint-bench)

# run OUT command...: appends "cpu wall peakMiB" of one run to OUT. kvlint
# exits 1 with findings; the figures count either way.
run() {
	local t; t=$(mktemp)
	(cd "$tree" && /usr/bin/time -f "%U %S %e %M" -o "$t" "${@:2}" >/dev/null 2>&1) || true
	tail -n 1 "$t" | awk '{printf "%.2f %.2f %.1f\n", $1+$2, $3, $4/1024}' >>"$1"
	rm -f "$t"
}

median() { sort -g | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }

# compare NAME "A command" "B command": PAIRS interleaved pairs B A after a
# warm-up pair, then the medians.
compare() {
	local name=$1 a=$2 b=$3 fa fb
	fa=$(mktemp); fb=$(mktemp)
	read -r -a acmd <<<"$a"; read -r -a bcmd <<<"$b"
	echo "== $name: A = $a, B = $b ($(nproc) CPUs, load average at start $(cut -d' ' -f1-3 /proc/loadavg))"
	run /dev/null "${bcmd[@]}" "${pkgs[@]}"; run /dev/null "${acmd[@]}" "${pkgs[@]}"
	for i in $(seq "$pairs"); do
		run "$fb" "${bcmd[@]}" "${pkgs[@]}"; run "$fa" "${acmd[@]}" "${pkgs[@]}"
		printf 'pair %d: A cpu %s s wall %s s peak %s MiB | B cpu %s s wall %s s peak %s MiB\n' "$i" \
			$(tail -n 1 "$fa") $(tail -n 1 "$fb")
	done
	for col in 1 2 3; do
		local what; what=$(echo cpu wall peak | cut -d' ' -f$col)
		printf '%-5s median A %s, B %s, A/B pairwise median %s\n' "$what" \
			"$(cut -d' ' -f$col "$fa" | median)" "$(cut -d' ' -f$col "$fb" | median)" \
			"$(paste -d' ' "$fa" "$fb" | awk -v c=$col '{printf "%.3f\n", $c/$(c+3)}' | median)"
	done
	echo "load average at end $(cut -d' ' -f1-3 /proc/loadavg)"
	rm -f "$fa" "$fb"
}

compare "plain kvlint against the same-loader null" "$bin/kvlint" "$bin/kvlint -debug-analyzers=null"
compare "kvlint ci against the same-loader null" "$bin/kvlint ci" "$bin/kvlint ci -debug-analyzers=null"
if [[ $stock == stock ]]; then
	compare "kvlint ci against the stock null (no facts)" "$bin/kvlint ci" "$bin/kvlint-bench -null -test=false"
fi
if [[ -n ${AGAINST:-} ]]; then
	compare "plain kvlint against $AGAINST" "$bin/kvlint" "$AGAINST"
fi
