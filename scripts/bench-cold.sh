#!/usr/bin/env bash
# bench-cold.sh — kvlint on a cold and on a warm build cache, through the
# default loader (dependencies from source where the build cache lacks their
# export data) and the export-data loader (KVLINT_LOADER=export: the go
# command compiles every dependency the cache lacks), each for all passes and
# for the null analyzer through the same loader (-debug-analyzers=null).
# A measuring tool, not a test: it prints figures and asserts nothing.
# docs/performance.md records its output for KubeVirt v1.9.0.
#
# usage: scripts/bench-cold.sh TREE PACKAGES_FILE [COLD_ROUNDS] [WARM_ROUNDS]
#   TREE           a Go module (e.g. a KubeVirt checkout), module cache warm
#   PACKAGES_FILE  one package pattern per line
#   COLD_ROUNDS    rounds of the four cold runs (default 1)
#   WARM_ROUNDS    rounds of the four warm runs (default 3), after one
#                  uncounted warm-up round
#
# Every cold run gets its own empty GOCACHE (mktemp -d, removed after the
# run); the shared build cache is never touched by a cold run. Warm runs use
# the usual build cache (the warm-up round fills it with what each loader
# reads). Within a round the four configurations run interleaved (new kvlint,
# old kvlint, new null, old null), so each round compares runs made under the
# same machine load. Per run: elapsed seconds (wall), user + system seconds
# (cpu) and maximum resident set size (peak); per configuration the medians.
set -euo pipefail
[[ $# -ge 2 ]] || { sed -n '2,25p' "$0" >&2; exit 2; }
tree=$1; mapfile -t pkgs < <(grep -v '^\s*\(#\|$\)' "$2"); cold=${3:-1}; warm=${4:-3}
[[ -x /usr/bin/time ]] || { echo "bench-cold.sh: /usr/bin/time (GNU time) is required" >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
(cd "$here" && go build -o "$work/kvlint" ./cmd/kvlint)

# CONFIGS (environment) narrows the configurations, e.g. CONFIGS="new-kvlint old-kvlint";
# COLD_CONFIGS narrows the cold runs further (a cold export-data run compiles
# every dependency: many minutes on two cores).
read -r -a configs <<<"${CONFIGS:-new-kvlint old-kvlint new-null old-null}"
read -r -a coldConfigs <<<"${COLD_CONFIGS:-${configs[*]}}"
# args CONFIG: the environment and command of one configuration.
args() {
	case $1 in
	new-kvlint) echo "KVLINT_LOADER=source $work/kvlint" ;;
	old-kvlint) echo "KVLINT_LOADER=export $work/kvlint" ;;
	new-null) echo "KVLINT_LOADER=source $work/kvlint -debug-analyzers=null" ;;
	old-null) echo "KVLINT_LOADER=export $work/kvlint -debug-analyzers=null" ;;
	esac
}

# run KIND CONFIG [GOCACHE]: one run; appends "wall cpu peakMiB" to
# $work/KIND-CONFIG and prints it. kvlint exits 1 with findings; a run that
# fails otherwise (exit 2: a load error) is reported and not counted.
run() {
	local kind=$1 config=$2 t rc=0 l0
	t=$(mktemp)
	l0=$(cut -d' ' -f1 /proc/loadavg)
	read -r -a cmd <<<"$(args "$config")"
	(cd "$tree" && env ${3:+GOCACHE=$3} /usr/bin/time -f "%e %U %S %M" -o "$t" env "${cmd[@]}" "${pkgs[@]}" >/dev/null 2>"$t.err") || rc=$?
	if [[ $rc -gt 1 ]]; then
		echo "$kind $config: exit $rc: $(grep -v '^Command exited' "$t.err" | head -n 3)" >&2
	else
		tail -n 1 "$t" | awk '{printf "%.1f %.1f %.0f\n", $1, $2+$3, $4/1024}' | tee -a "$work/$kind-$config" |
			awk -v k="$kind" -v c="$config" -v l="$l0 -> $(cut -d' ' -f1 /proc/loadavg)" \
				'{printf "%-5s %-11s wall %6.1f s  cpu %6.1f s  peak %5d MiB  (load %s)\n", k, c, $1, $2, $3, l}'
	fi
	rm -f "$t" "$t.err"
}

median() { sort -g | awk '{v[NR]=$1} END {if (NR) print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2); else print "-"}'; }

echo "== $(nproc) CPUs, ${#pkgs[@]} packages, load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$cold"); do
	for c in "${coldConfigs[@]}"; do
		cache=$(mktemp -d)
		run cold "$c" "$cache"
		chmod -R u+w "$cache"; rm -rf "$cache"
	done
done
for c in "${configs[@]}"; do run warmup "$c" >/dev/null; done # uncounted
for i in $(seq "$warm"); do
	for c in "${configs[@]}"; do run warm "$c"; done
done
echo "load average at end $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| cache | configuration | runs | wall (median) | cpu (median) | peak (median) |"
echo "|---|---|---|---|---|---|"
for kind in cold warm; do
	for c in "${configs[@]}"; do
		f=$work/$kind-$c
		[[ -s $f ]] || continue
		printf '| %s | %s | %d | %s s | %s s | %s MiB |\n' "$kind" "$c" "$(wc -l <"$f")" \
			"$(cut -d' ' -f1 "$f" | median)" "$(cut -d' ' -f2 "$f" | median)" "$(cut -d' ' -f3 "$f" | median)"
	done
done
