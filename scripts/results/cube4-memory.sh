#!/usr/bin/env bash
# Section "The 4x4x4 within 256 MB": cube4 on random 4x4x4 states with the memory budget of
# 256 MB (`-o memory=256M`: two-phase's small tables for the 3x3x3 stage beside cube4's own),
# one thread, tables built: lengths, times and the process's peak memory.
source "$(dirname "$0")/lib.sh"

count=$(pick 1000 4)
echo "cube4-memory: $count random 4x4x4 states ..." >&2
"$bin" scramble -p 4x4x4 --count "$count" --seed 4 >"$work/4x4x4.txt" 2>/dev/null
echo "cube4-memory: cube4 at -o memory=256M ..." >&2
timed "$work/rss" "$bin" bench -p 4x4x4 -s cube4 --file "$work/4x4x4.txt" -j 1 \
  -o memory=256M --json >"$work/bench.json" 2>/dev/null
fields() { python3 scripts/results/bench_fields.py "$work/bench.json" 0 "$@"; }
rss=$(tail -n 1 "$work/rss" | awk '{ printf "%.0f", $2 / 1024 }')

echo "## The 4x4x4 within 256 MB"
echo
stamp
commands "$bin scramble -p 4x4x4 --count $count --seed 4 > 4x4x4.txt" \
  "/usr/bin/time -f %M $bin bench -p 4x4x4 -s cube4 --file 4x4x4.txt -j 1 -o memory=256M --json"
echo "\`cube4\` (docs/nxn.md) with the memory budget of 256 MB: its own tables (18 MiB, and 64"
echo "MiB of phase 3's last moves and their shell) beside two-phase's small ones (134 MiB) for"
echo "the 3x3x3 stage, which searches 0.1 s for a shorter whole after two-phase's first"
echo "solutions. Random states (the same as section \"Big cubes\"), one thread, tables built (the"
echo "bench's untimed first solve loads them); times are each solve's, wall clock; lengths in"
echo "outer block turns (OBTM). Peak memory: the whole process's, \`/usr/bin/time\`."
echo
echo "| cubes | solved | mean OBTM | min-max | mean time | median | p95 | max | peak RSS |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
echo "| $count | $(fields solved htm range mean median p95 max) | $rss MiB |"
echo
echo "Lengths (OBTM: cubes): $(fields hist)."
