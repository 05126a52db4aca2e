#!/bin/sh
# The pyraminx solver's figures in docs/puzzles.md: 1000 states of 60 random moves (tips
# included) solved by `cubelab solve --puzzle pyraminx`; mean and longest solution, the first
# solve's time (it builds the table), the others' mean time, and the peak memory.
# Usage: scripts/measure/pyraminx.sh [build/cubelab]
set -eu
cubelab=${1:-build/cubelab}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -c "
import random
random.seed(1)
moves = ['U', 'L', 'R', 'B', \"U'\", \"L'\", \"R'\", \"B'\", 'u', 'l', 'r', 'b']
for _ in range(1000):
    print(' '.join(random.choice(moves) for _ in range(60)))" > "$tmp/states"
/usr/bin/time -f "%M" "$cubelab" solve --puzzle pyraminx --json < "$tmp/states" > "$tmp/out" 2> "$tmp/rss"
python3 -c "
import json, sys
rows = [json.loads(line) for line in open('$tmp/out')]
assert all(r['status'] == 'solved' for r in rows)
full = [r['length_htm'] for r in rows]
body = [sum(t[0].isupper() for t in r['solution'].split()) for r in rows]
print(f'states {len(rows)}')
print(f'mean length {sum(full)/len(full):.3f} (max {max(full)}), without tips {sum(body)/len(body):.3f} (max {max(body)})')
print(f'first solve {rows[0][\"elapsed_ms\"]:.0f} ms (builds the table)')
print(f'other solves {sum(r[\"elapsed_ms\"] for r in rows[1:])/(len(rows)-1)*1000:.1f} us mean')
"
echo "peak memory $(tail -1 "$tmp/rss") kB"
