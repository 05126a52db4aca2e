#!/usr/bin/env bash
# Section "The test run from nothing": scripts/test.sh (the README's test command, which CI
# runs) on a clean clone of this commit, without a compiler cache and with no table built,
# the time of each of its stages. A quick run keeps the compiler cache: it checks the
# generator, not the time.
source "$(dirname "$0")/lib.sh"

git clone -q . "$work/src"
cache=$( ((quick)) && echo 0 || echo 1)
log=$work/test-run.log
echo "test-run: scripts/test.sh on a clean clone (the whole test run; about 20 min) ..." >&2
start=$(date +%s)
if ! (cd "$work/src" && CCACHE_DISABLE=$cache CI=true scripts/test.sh) >"$log" 2>&1; then
  cp "$log" "$build/test-run.log"
  tail -40 "$log" >&2
  echo "test-run: scripts/test.sh failed; its whole output: $build/test-run.log" >&2
  exit 1
fi
total=$(($(date +%s) - start))

echo "## The test run from nothing"
echo
stamp
commands "git clone . SRC && cd SRC" \
  "CCACHE_DISABLE=$cache CI=true scripts/test.sh   # its stages print '=== STAGE (SECONDS)'"
echo "Every test of the README's test command, what CI runs, from a clean checkout: the"
echo "packages already installed, no compiler cache, no table in the cache (the tests build"
echo "the tables they need). Each stage's seconds, on $(nproc) threads:"
echo
echo "| stage | seconds |"
echo "|---|---:|"
# "=== NAME (Ns)" marks where each stage starts; the last one, where the run ended.
grep '^=== ' "$log" | sed -E 's/^=== (.*) \(([0-9]+)s\)$/\2\t\1/' |
  awk -F'\t' 'NR > 1 { printf "| %s | %d |\n", name, $1 - at } { at = $1; name = $2 }'
echo "| **the whole run** | **$total** |"
