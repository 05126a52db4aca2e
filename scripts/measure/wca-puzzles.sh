#!/bin/sh
# The figures of docs/puzzles.md for the pyraminx, the skewb and the clock: 1000 states of
# each solved by `cubelab solve --puzzle P --json` (one process a puzzle, states on standard
# input): the mean and longest optimal solution, the first solve's table build (load_ms), the
# other solves' mean time, and the process's peak memory. The states: 60 random moves of the
# WCA's notation for the pyraminx (tips included) and the skewb (as good as uniform: both
# puzzles mix in far fewer), and the WCA's own random-state scrambles for the clock.
# Usage: scripts/measure/wca-puzzles.sh [build/cubelab]
set -eu
cubelab=${1:-build/cubelab}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -c "
import random
random.seed(1)
for name, faces in (('pyraminx', 'ULRBulrb'), ('skewb', 'RULB')):
    moves = [f + s for f in faces for s in ('', \"'\")]
    with open('$tmp/' + name, 'w') as out:
        for _ in range(1000):
            print(' '.join(random.choice(moves) for _ in range(60)), file=out)"
"$cubelab" scramble --puzzle clock --count 1000 --seed 1 > "$tmp/clock"
echo "| puzzle | mean length | longest | first solve (table build) | other solves, mean | peak memory |"
echo "| --- | --- | --- | --- | --- | --- |"
for p in pyraminx skewb clock; do
  /usr/bin/time -f "%M" "$cubelab" solve --puzzle $p --json < "$tmp/$p" > "$tmp/$p.out" 2> "$tmp/$p.rss"
  python3 -c "
import json
rows = [json.loads(line) for line in open('$tmp/$p.out')]
assert len(rows) == 1000 and all(r['status'] == 'solved' and r['proven_optimal'] for r in rows)
lengths = [r['length_htm'] for r in rows]
first = rows[0]['load_ms'] + rows[0]['elapsed_ms']
others = sum(r['elapsed_ms'] for r in rows[1:]) / (len(rows) - 1)
time = f'{others * 1000:.1f} µs' if others < 1 else f'{others:.1f} ms'
rss = int(open('$tmp/$p.rss').read().split()[-1]) / 1024
print(f'| $p | {sum(lengths) / len(lengths):.3f} | {max(lengths)} | {first:.0f} ms | {time} | {rss:.0f} MB |')"
done
