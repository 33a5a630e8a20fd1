#!/usr/bin/env bash
# kill-writes.sh — kills `kvlint ci -write-baseline -o FILE` and `kvlint -fix`
# at random moments and checks that no file kvlint writes is ever left empty
# or partial: after every kill each target holds exactly its old content or
# exactly the content a completed run writes. A robustness check, not a timed
# test; it prints one line per scenario and exits 1 on the first bad file.
#
# usage: scripts/kill-writes.sh [TRIALS]   (default 50 per scenario)
# Signals cycle through SIGINT, SIGTERM and SIGKILL; the moment is uniform
# over 30%..105% of a measured complete run (the writes come at the end), so
# some kills land while the files are being written.
set -euo pipefail
trials=${1:-50}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
go build -C "$here" -o "$work/kvlint" ./cmd/kvlint
# The bundled example (the integration fixture, which extends the embedded
# kubevirt profile): its handoff keys make HO1003 findings with suggested fixes.
# Its go.mod takes the API stand-in from ../../src, as in testdata.
mkdir -p "$work/integration"
cp -r "$here/testdata/integration/kubevirt" "$work/integration/kubevirt"
cp -r "$here/testdata/src" "$work/src"
mod="$work/integration/kubevirt"
export GOWORK=off GOFLAGS=-mod=mod GOPROXY=off

# A file of handoff-key literals (1500 functions, ~115 KB; KILL_WRITES_FUNCS
# changes it), each with a suggested fix (HO1003).
mkdir -p "$mod/pkg/bulk"
{
	printf 'package bulk\n\nimport v1 "kubevirt.io/api/core/v1"\n\nvar _ = v1.NodeNameLabel\n\n'
	for i in $(seq "${KILL_WRITES_FUNCS:-1500}"); do
		printf 'func Key%d(l map[string]string) string { return l["kubevirt.io/nodeName"] }\n' "$i"
	done
} >"$mod/pkg/bulk/bulk.go"
echo "fix target: $(wc -c <"$mod/pkg/bulk/bulk.go") bytes"

now() { date +%s%N; }
signals=(INT TERM KILL)

# kill_at CMD...: runs CMD in $mod, sends a signal after a random delay in
# [0.3T, 1.05T] (T = $full_ns), waits for it; prints the signal used.
kill_at() {
	local sig=${signals[$((n % 3))]}
	local lo=$((full_ns * 3 / 10)) span=$((full_ns * 75 / 100))
	local delay_ns=$((lo + (RANDOM * 32768 + RANDOM) % span))
	(cd "$mod" && exec "$@" >/dev/null 2>&1) &
	local pid=$!
	sleep "$(awk -v n="$delay_ns" 'BEGIN{printf "%.3f", n/1e9}')"
	kill -s "$sig" "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	echo "$sig"
}

# check FILE OLD NEW: FILE must equal OLD or NEW byte for byte.
check() {
	if cmp -s "$1" "$2"; then echo old; return; fi
	if cmp -s "$1" "$3"; then echo new; return; fi
	echo "BAD: $1 is neither the old nor the new content ($(wc -c <"$1") bytes)" >&2
	cp "$1" "$here/kill-writes-bad.out" 2>/dev/null || true
	exit 1
}

# --- kvlint ci -write-baseline -o FILE -------------------------------------
base="$mod/baseline.json" out="$mod/out.sarif"
# The old files: a baseline and a log of a narrower run.
(cd "$mod" && "$work/kvlint" ci -format=sarif -o "$out" -baseline="$base" -write-baseline ./pkg/virt-handler/... >/dev/null 2>&1)
cp "$base" "$work/base.old"; cp "$out" "$work/out.old"
t0=$(now)
(cd "$mod" && "$work/kvlint" ci -format=sarif -o "$out" -baseline="$base" -write-baseline ./... >/dev/null 2>&1)
full_ns=$(($(now) - t0))
cp "$base" "$work/base.new"; cp "$out" "$work/out.new"
cmp -s "$work/base.old" "$work/base.new" && { echo "the old and new baselines must differ" >&2; exit 1; }
declare -A seen=()
for n in $(seq "$trials"); do
	cp "$work/base.old" "$base"; cp "$work/out.old" "$out"
	sig=$(kill_at "$work/kvlint" ci -format=sarif -o "$out" -baseline="$base" -write-baseline ./...)
	b=$(check "$base" "$work/base.old" "$work/base.new")
	o=$(check "$out" "$work/out.old" "$work/out.new")
	seen["$sig baseline=$b output=$o"]=$((${seen["$sig baseline=$b output=$o"]:-0} + 1))
	rm -f "$mod"/.kvlint-tmp-*
done
echo "kvlint ci -write-baseline -o: $trials kills, run ${full_ns:0:-6} ms; outcomes (signal, files):"
for k in "${!seen[@]}"; do echo "  ${seen[$k]}x $k"; done | sort -k2

# --- kvlint -fix -----------------------------------------------------------
target="$mod/pkg/bulk/bulk.go"
cp "$target" "$work/fix.old"
t0=$(now)
(cd "$mod" && "$work/kvlint" -fix ./pkg/bulk >/dev/null 2>&1) || true
full_ns=$(($(now) - t0))
cp "$target" "$work/fix.new"
cmp -s "$work/fix.old" "$work/fix.new" && { echo "-fix changed nothing: the scenario tests nothing" >&2; exit 1; }
grep -q '"kubevirt.io/nodeName"' "$work/fix.new" && { echo "-fix left literals behind" >&2; exit 1; }
seen=()
leftovers=0
for n in $(seq "$trials"); do
	cp "$work/fix.old" "$target"
	sig=$(kill_at "$work/kvlint" -fix ./pkg/bulk)
	f=$(check "$target" "$work/fix.old" "$work/fix.new")
	seen["$sig file=$f"]=$((${seen["$sig file=$f"]:-0} + 1))
	for tmp in "$mod"/pkg/bulk/.kvlint-tmp-*; do [[ -e $tmp ]] && leftovers=$((leftovers + 1)) && rm -f "$tmp"; done
done
echo "kvlint -fix: $trials kills, run ${full_ns:0:-6} ms; outcomes (signal, file):"
for k in "${!seen[@]}"; do echo "  ${seen[$k]}x $k"; done | sort -k2
echo "temporary files left by kills (SIGKILL between create and rename): $leftovers"
echo "OK: no target was ever empty or partial"
