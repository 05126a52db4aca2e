#!/usr/bin/env bash
# Section "The test run from nothing": scripts/test.sh (the README's test command, which CI
# runs) on a clean clone of this commit, without a compiler cache and with no table built,
# the time of each of its stages. A quick run keeps the compiler cache: it checks the
# generator, not the time.
source "$(dirname "$0")/lib.sh"

git clone -q . "$work/src"
cache=$( ((quick)) && echo 0 || echo 1)
log=$work/test-run.log
echo "test-run: scripts/test.sh on a clean clone (the whole test run; about 30 min) ..." >&2
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
echo "the tables they need), on $(nproc) threads. When each stage starts, in seconds from the"
echo "run's start (the sanitizer build, started in the background at the lowest priority, runs"
echo "beside the Release tests until the run waits for it):"
echo
echo "| seconds | stage |"
echo "|---:|---|"
# "=== NAME (Ns)" marks where each stage starts.
grep '^=== ' "$log" | sed -E 's/^=== (.*) \(([0-9]+)s\)$/| \2 | \1 |/'
echo "| **$total** | **the whole run** |"
