#!/usr/bin/env bash
# Runs this tree's command-line contract scripts (cmd/kvlint/testdata/script)
# against the kvlint of another revision, to show which of them that revision
# fails: a regression script that passes on an old revision does not prove it
# guards the defect it is named for.
#
#   scripts/regress-against.sh REV [REGEXP]
#
# REGEXP selects scripts by name (default: all). The scripts, their harness
# (script_test.go) and the KubeVirt-shaped integration tree some scripts copy
# are taken from this tree; only kvlint itself is REV's. Prints one line per
# script: PASS or FAIL, and for a failure the first line that failed.
set -euo pipefail

rev=${1:?usage: scripts/regress-against.sh REV [REGEXP]}
pattern=${2:-.}
root=$(git rev-parse --show-toplevel)
wt=$(mktemp -d)
log=$(mktemp)
cleanup() {
	git -C "$root" worktree remove --force "$wt" >/dev/null 2>&1 || rm -rf "$wt"
	rm -f "$log"
}
trap cleanup EXIT
git -C "$root" worktree add --detach "$wt" "$rev" >/dev/null 2>&1

rm -rf "$wt/cmd/kvlint/testdata/script" "$wt/testdata/integration/kubevirt" "$wt/testdata/src"
mkdir -p "$wt/testdata/integration"
cp -r "$root/cmd/kvlint/testdata/script" "$wt/cmd/kvlint/testdata/script"
cp -r "$root/testdata/integration/kubevirt" "$wt/testdata/integration/kubevirt"
# The tree's go.mod takes the API stand-in from testdata/src.
cp -r "$root/testdata/src" "$wt/testdata/src"
cp "$root/cmd/kvlint/script_test.go" "$wt/cmd/kvlint/script_test.go"

(cd "$wt" && go test ./cmd/kvlint -count=1 -v -run "TestScripts/($pattern)" >"$log" 2>&1) || true

# testscript logs a failing script's output indented under its name and ends
# it with "FAIL: testdata/script/NAME.txtar:LINE: message".
awk '
	/^    --- (PASS|FAIL): TestScripts\// {
		split($3, p, "/"); name = p[2]
		if ($2 == "PASS:") printf "PASS  %s\n", name
		else printf "FAIL  %s  %s\n", name, why[name]
	}
	/FAIL: testdata\/script\/.*\.txtar:[0-9]+:/ {
		match($0, /testdata\/script\/[^.]*\.txtar/)
		n = substr($0, RSTART + 16, RLENGTH - 22)
		if (!(n in why)) { sub(/^.*FAIL: testdata\/script\//, ""); why[n] = $0 }
	}
	/^(FAIL|ok) / { print "# " $0 }
	/^[^ \t#][^ ]*\.go:[0-9]+:[0-9]+: / { print "# " $0 }
' "$log"
