#!/usr/bin/env bash
# Section "WCA puzzles": the pyraminx, skewb, clock and Square-1 solved from many states, and
# the megaminx from the WCA's scrambles (scripts/measure/*.sh, whose tables docs/puzzles.md
# quotes), each puzzle in one process with its states on standard input.
source "$(dirname "$0")/lib.sh"

states=$(pick 1000 50)
megaminx=$(pick 100 5)
echo "## WCA puzzles"
echo
echo "wca-puzzles ..." >&2
scripts/measure/wca-puzzles.sh "$bin" "$states" >"$work/small.md"
echo "megaminx ..." >&2
scripts/measure/megaminx.sh "$bin" "$megaminx" >"$work/megaminx.md"
stamp
commands "scripts/measure/wca-puzzles.sh build/cubelab $states" \
  "scripts/measure/megaminx.sh build/cubelab $megaminx"
echo "Every solution is verified by applying it. The pyraminx (tips included), the skewb and the"
echo "clock are solved optimally from complete distance tables; the Square-1 by its two-phase"
echo "search in the twist metric (slashes); the megaminx stage by stage, in face turns"
echo "(docs/puzzles.md describes each solver and the states: $states of each small puzzle, the"
echo "Square-1 a tenth of that, $megaminx WCA megaminx scrambles)."
echo
cat "$work/small.md"
echo
cat "$work/megaminx.md"
