#!/bin/sh
# The megaminx's figures in docs/puzzles.md: 100 of the WCA's scrambles (`cubelab scramble
# --puzzle megaminx --seed 1`) solved by `cubelab solve --puzzle megaminx --json` in one
# process (scrambles on standard input): the mean and longest solution in face turns (and in
# fifth turns, U2 two), the first solve (tables built as the stages first need them), the
# other solves' mean and longest time, and the process's peak memory.
# Usage: scripts/measure/megaminx.sh [build/cubelab] [count]
set -eu
cubelab=${1:-build/cubelab}
count=${2:-100}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cubelab" scramble --puzzle megaminx --count "$count" --seed 1 2> /dev/null > "$tmp/in"
/usr/bin/time -f "%M" "$cubelab" solve --puzzle megaminx --json < "$tmp/in" > "$tmp/out" 2> "$tmp/rss"
python3 -c "
import json
rows = [json.loads(line) for line in open('$tmp/out')]
assert len(rows) == $count and all(r['status'] == 'solved' for r in rows)
lengths = [r['length_htm'] for r in rows]
fifths = [r['stats']['fifth_turns'] for r in rows]
first = rows[0]['load_ms'] + rows[0]['elapsed_ms']
times = [r['elapsed_ms'] for r in rows[1:]]
rss = int(open('$tmp/rss').read().split()[-1]) / 1024
print('| scrambles | mean face turns | longest | mean fifth turns | first solve | other solves, mean | slowest | peak memory |')
print('| --- | --- | --- | --- | --- | --- | --- | --- |')
print(f'| {len(rows)} | {sum(lengths) / len(lengths):.1f} | {max(lengths)} | {sum(fifths) / len(fifths):.1f} | {first:.0f} ms | {sum(times) / len(times):.0f} ms | {max(times):.0f} ms | {rss:.0f} MB |')"
