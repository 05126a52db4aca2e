#!/bin/sh
# The figures of docs/puzzles.md for the pyraminx, the skewb, the clock and the Square-1: 1000
# states of each (100 of the Square-1) solved by `cubelab solve --puzzle P --json` (one process
# a puzzle, states on standard input): the mean and longest solution (optimal but for the
# Square-1's), the first solve's table build (load_ms), the other solves' mean time, and the
# process's peak memory. The states: 60 random moves of the WCA's notation for the pyraminx
# (tips included) and the skewb (as good as uniform: both puzzles mix in far fewer), and
# random-state scrambles for the clock (the WCA's own) and the Square-1 (cubelab's: random
# states, written as the moves that make them).
# Usage: scripts/measure/wca-puzzles.sh [build/cubelab] [count (1000; the Square-1 a tenth)]
set -eu
cubelab=${1:-build/cubelab}
count=${2:-1000}
sq1_count=$(( (count + 9) / 10 ))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -c "
import random
random.seed(1)
for name, faces in (('pyraminx', 'ULRBulrb'), ('skewb', 'RULB')):
    moves = [f + s for f in faces for s in ('', \"'\")]
    with open('$tmp/' + name, 'w') as out:
        for _ in range($count):
            print(' '.join(random.choice(moves) for _ in range(60)), file=out)"
"$cubelab" scramble --puzzle clock --count "$count" --seed 1 > "$tmp/clock"
"$cubelab" scramble --puzzle square1 --count "$sq1_count" --seed 1 > "$tmp/square1"
echo "| puzzle | mean length | longest | first solve (table build) | other solves, mean | peak memory |"
echo "| --- | --- | --- | --- | --- | --- |"
for p in pyraminx skewb clock square1; do
  /usr/bin/time -f "%M" "$cubelab" solve --puzzle $p --json < "$tmp/$p" > "$tmp/$p.out" 2> "$tmp/$p.rss"
  python3 -c "
import json
rows = [json.loads(line) for line in open('$tmp/$p.out')]
count = $sq1_count if '$p' == 'square1' else $count
assert len(rows) == count and all(r['status'] == 'solved' for r in rows)
assert all(r['proven_optimal'] for r in rows) or '$p' == 'square1'
lengths = [r['length_htm'] for r in rows]
first = rows[0]['load_ms'] + rows[0]['elapsed_ms']
others = sum(r['elapsed_ms'] for r in rows[1:]) / (len(rows) - 1)
time = f'{others * 1000:.1f} µs' if others < 1 else f'{others:.1f} ms'
rss = int(open('$tmp/$p.rss').read().split()[-1]) / 1024
print(f'| $p | {sum(lengths) / len(lengths):.3f} | {max(lengths)} | {first:.0f} ms | {time} | {rss:.0f} MB |')"
done
