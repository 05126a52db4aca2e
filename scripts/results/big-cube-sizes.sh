#!/usr/bin/env bash
# Section "Big cubes past the 33x33x33": a WCA-length scramble turned and checked on cubes too
# big to keep their layers' cycles (past the 64x64x64), and one reduction solve each of three
# sizes past the 33x33x33, one thread.
source "$(dirname "$0")/lib.sh"

echo "## Big cubes past the 33x33x33"
echo
scrambled=$(pick "200 400 1000" "100 200")
solved=$(pick "48 64 70" "40")
cmds=()
rows=()
for n in $scrambled; do
  p="${n}x${n}x${n}"
  echo "big-cube-sizes: the $p's scramble ..." >&2
  timed "$work/scramble-$n.time" "$bin" scramble -p "$p" --seed 1 >"$work/scramble-$n.txt" 2>/dev/null
  cmds+=("$bin scramble -p $p --seed 1   # timed")
  moves=$(wc -w <"$work/scramble-$n.txt")
  rows+=("| $p | scramble | $moves moves | $(awk '{ printf "%.1f", $1 }' "$work/scramble-$n.time") |")
done
for n in $solved; do
  p="${n}x${n}x${n}"
  echo "big-cube-sizes: the $p's solve ..." >&2
  "$bin" scramble -p "$p" --seed 1 >"$work/solve-$n.txt" 2>/dev/null
  "$bin" solve -p "$p" --file "$work/solve-$n.txt" --json >"$work/solve-$n.jsonl"
  cmds+=("$bin scramble -p $p --seed 1 > $p.txt && $bin solve -p $p --file $p.txt --json")
  rows+=("$(python3 - "$work/solve-$n.jsonl" "$p" <<'PY'
import json, sys
r = json.loads(open(sys.argv[1]).readline())
if r["status"] != "solved":
    sys.exit(f"results: {sys.argv[2]} not solved: {r.get('message')}")
print(f"| {sys.argv[2]} | solve (reduction) | {r['length_htm']} OBTM | {r['elapsed_ms'] / 1000:.1f} |")
PY
)")
done
stamp
commands "${cmds[@]}"
echo "Cubes up to the 64x64x64 keep their layers' cycles; the bigger ones step through them"
echo "every turn (docs/nxn.md, \"The model\"). A scramble's time is the whole command: the"
echo "random moves of the WCA's length for the size, turned on the cube and checked. A solve's"
echo "is the solver's, one cube, verified; the solves grow about as N³."
echo
echo "| puzzle | what | length | seconds |"
echo "|---|---|---:|---:|"
printf '%s\n' "${rows[@]}"
