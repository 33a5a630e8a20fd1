#!/usr/bin/env bash
# Times the two cost defects of trust that a unit test cannot show without
# asserting a time: HO1005 on two packages with N distinct near-miss keys
# each, the second depending on the first so that it knows the first's keys
# (every site used to be compared with every known key of its domain),
# and -fix on one function holding M hand-typed keys (the scope of every
# literal used to be looked up from the top of the file).
#
#   scripts/regress-cost.sh KVLINT [KVLINT...]   (N=8000 M=5000 by default)
#
# Each binary runs each case once on a fresh copy; prints wall seconds and
# peak RSS. passes/handoff's BenchmarkNearKeys8000 times the index alone.
set -euo pipefail
(($# > 0)) || { echo "usage: scripts/regress-cost.sh KVLINT [KVLINT...]" >&2; exit 2; }
n=${N:-8000}
m=${M:-5000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

gen_keys() { # dir
	local d=$1
	mkdir -p "$d/api" "$d/a" "$d/b"
	printf 'module example.com/m\n\ngo 1.26\n' >"$d/go.mod"
	cat >"$d/.kvlint.yaml" <<'EOF'
version: 1
handoff:
  keys:
    packages: [example.com/m/api]
    near-miss:
      domains: [example.com]
      helpers:
        - {api: example.com/m/api.HasLabel, args: [1]}
EOF
	printf 'package api\n\n// HasLabel reports whether l has k.\nfunc HasLabel(l map[string]string, k string) bool { _, ok := l[k]; return ok }\n' >"$d/api/api.go"
	for p in a b; do
		{
			printf 'package %s\n\nimport "example.com/m/api"\n\n' "$p"
			[[ $p == b ]] && printf 'import "example.com/m/a"\n\nvar _ = a.F\n\n'
			printf 'func F(l map[string]string) (n int) {\n'
			for ((i = 0; i < n; i++)); do
				printf '\tif api.HasLabel(l, "example.com/%s-key-%05d") {\n\t\tn++\n\t}\n' "$p" "$i"
			done
			printf '\treturn n\n}\n'
		} >"$d/$p/$p.go"
	done
}

gen_fix() { # dir
	local d=$1
	mkdir -p "$d/api" "$d/keys"
	printf 'module example.com/m\n\ngo 1.26\n' >"$d/go.mod"
	printf 'version: 1\nhandoff:\n  keys:\n    packages: [example.com/m/api]\n    min-length: 8\n' >"$d/.kvlint.yaml"
	printf 'package api\n\n// NodeNameLabel is a handoff key.\nconst NodeNameLabel = "example.com/nodeName"\n' >"$d/api/api.go"
	{
		printf 'package keys\n\nimport "example.com/m/api"\n\nvar _ = api.NodeNameLabel\n\nfunc F(l map[string]string) (s []string) {\n'
		for ((i = 0; i < m; i++)); do
			printf '\ts = append(s, l["example.com/nodeName"])\n'
		done
		printf '\treturn s\n}\n'
	} >"$d/keys/k.go"
}

gen_keys "$work/keys.src"
gen_fix "$work/fix.src"
for bin in "$@"; do
	for c in keys fix; do
		rm -rf "$work/run" && cp -r "$work/$c.src" "$work/run"
		flags=()
		[[ $c == fix ]] && flags=(-fix)
		/usr/bin/time -f "%e %M" -o "$work/time" \
			bash -c 'cd "$1" && shift && "$@" >/dev/null 2>&1' _ "$work/run" "$bin" "${flags[@]}" ./... || true
		read -r secs kb < <(tail -n 1 "$work/time") # time says first when the command failed
		printf '%-40s %-5s %8.2f s %6d MiB\n' "$bin" "$c" "$secs" $((kb / 1024))
	done
done
