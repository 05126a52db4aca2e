#!/usr/bin/env bash
# Section "The test run from nothing": scripts/test.sh (the README's test command, which CI
# runs) on a clean clone of this commit, without a compiler cache and with no table built,
# the time of each of its stages and how busy the machine's cores were during each (from
# /proc/stat, sampled every second: a stage near 100% is bound by the processors, and only less
# work makes it shorter). A quick run keeps the compiler cache: it checks the generator, not
# the time.
source "$(dirname "$0")/lib.sh"

git clone -q . "$work/src"
cache=$( ((quick)) && echo 0 || echo 1)
log=$work/test-run.log
echo "test-run: scripts/test.sh on a clean clone (the whole test run; about 20 min) ..." >&2
# The cores' busy and idle time (the first line of /proc/stat: user nice system idle iowait irq
# softirq steal, in clock ticks), with the second it was read.
cpu=$work/cpu.txt
(while :; do echo "$(date +%s) $(head -1 /proc/stat)"; sleep 1; done) >"$cpu" &
sampler=$!
sleep 1  # (a sample before the start)
on_exit "kill $sampler 2>/dev/null"
start=$(date +%s)
if ! (cd "$work/src" && CCACHE_DISABLE=$cache CI=true scripts/test.sh) >"$log" 2>&1; then
  cp "$log" "$build/test-run.log"
  tail -40 "$log" >&2
  echo "test-run: scripts/test.sh failed; its whole output: $build/test-run.log" >&2
  exit 1
fi
total=$(($(date +%s) - start))
sleep 1
kill "$sampler"

echo "## The test run from nothing"
echo
stamp
commands "git clone . SRC && cd SRC" \
  "CCACHE_DISABLE=$cache CI=true scripts/test.sh   # its stages print '=== STAGE (SECONDS)'"
echo "Every test of the README's test command, what CI runs, from a clean checkout: the"
echo "packages already installed, no compiler cache, no table in the cache (the tests build"
echo "the tables they need). Each stage's seconds, on $(nproc) threads, and the share of the"
echo "threads' time they were busy:"
echo
echo "| stage | seconds | cores busy |"
echo "|---|---:|---:|"
# "=== NAME (Ns)" marks where each stage starts; the last one, where the run ended. A stage's
# busy share is 1 - idle/all of the ticks between the samples at its start and its end.
busy() {  # busy FROM TO (seconds since the start): a percentage
  awk -v from=$((start + $1)) -v to=$((start + $2)) '
    { t = $1; idle = $6 + $7; all = 0; for (i = 3; i <= 10; i++) all += $i }
    t <= from { i0 = idle; a0 = all }
    t <= to { i1 = idle; a1 = all }
    END { if (a1 > a0) printf "%.0f%%", 100 * (1 - (i1 - i0) / (a1 - a0)); else printf "-" }' "$cpu"
}
grep '^=== ' "$log" | sed -E 's/^=== (.*) \(([0-9]+)s\)$/\2\t\1/' |
  awk -F'\t' 'NR > 1 { print at "\t" $1 "\t" name } { at = $1; name = $2 }' |
  while IFS=$'\t' read -r from to name; do
    echo "| $name | $((to - from)) | $(busy "$from" "$to") |"
  done
echo "| **the whole run** | **$total** | $(busy 0 "$total") |"
