#!/usr/bin/env bash
# Section "Big cubes: the 6x6x6 and 7x7x7 as a 5x5x5": both solvers turn the cube as a 5x5x5
# (the inner centres and inner edges, the lines of centre pieces lined up), then solve that
# 5x5x5 by cube5 or by reduction; on the same WCA scrambles (the first of section "Big cubes"'),
# the two solvers alternating by chunks of five cubes, one thread, cube5's tables in the cache.
source "$(dirname "$0")/lib.sh"

echo "## Big cubes: the 6x6x6 and 7x7x7 as a 5x5x5"
echo
count=$(pick 20 2)
chunk=5
cmds=()
for n in 6 7; do
  p="${n}x${n}x${n}"
  "$bin" scramble -p "$p" --count "$count" --seed "$n" >"$work/$p.txt" 2>/dev/null
  split -l "$chunk" -d "$work/$p.txt" "$work/$p-part-"
  for part in "$work/$p"-part-*; do
    echo "big-cubes-as-five: $p, $(basename "$part") ..." >&2
    for s in cube5 reduction; do
      "$bin" solve -p "$p" --solver "$s" --file "$part" --json >>"$work/$p-$s.jsonl"
    done
  done
  cmds+=("$bin scramble -p $p --count $count --seed $n > $p.txt && split -l $chunk -d $p.txt PART")
  cmds+=("$bin solve -p $p --solver S --file PART --json   # S = cube5, reduction, by turns on each PART")
done
stamp
commands "${cmds[@]}"
echo "Both solvers on the 6x6x6 and 7x7x7 (docs/nxn.md, reduction/as_five.h) turn the cube as a"
echo "5x5x5: the inner block of the centres and the inner wing orbits made either by the inner"
echo "cube reduced (the 6x6x6's 4x4x4 and the 7x7x7's 5x5x5 of layers 0, 2 to N-3 and N-1: for"
echo "cube5, by cube4 held four ways and by cube5, its four reductions on the cube held two"
echo "ways; by every way of reduction's own stages for reduction, held eight ways on the 6x6x6"
echo "and four on the 7x7x7; a reduction that leaves the cube as one before did passed over) or"
echo "by reduction's centre search and slice-flip-slice pairing (four ways; cube5 only where the"
echo "inner cube's ways do not get there), then the lines of centre pieces next to each face's"
echo "edges lined up by conjugates of single layers (reduction/centre_lines.h: a beam of 512"
echo "states on the 6x6x6 for both, on the 7x7x7 1,024 for cube5 and 256 for reduction); then the"
echo "5x5x5 (its middle layer all the layers between the second from each face) solved by cube5's"
echo "five phases, of the shortest way on the 6x6x6, and on the 7x7x7 of every way and of the"
echo "shortest way turned one turn of its 5x5x5 further, each of the 36 (under a time limit after"
echo "reduction's 5x5x5, the answer at hand; there is none here), or of the three shortest ways"
echo "on the 6x6x6 and the shortest on the 7x7x7 by reduction's stages (its default ways), the"
echo "shortest whole kept."
echo "Every cube solved and verified; times are wall clock of one thread, the tables' loading"
echo "apart (the JSON's load_ms)."
echo
echo "| puzzle | solver | cubes | mean OBTM | min | max | mean SLTM | centres | edges | 3x3x3 | mean time (ms) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
python3 - "$work" <<'PY'
import json, pathlib, statistics, sys
work = pathlib.Path(sys.argv[1])
# Whether an answer's 5x5x5 is cube5's (not reduction's, the answer at hand).
def as_five(r):
    return any("by cube5:" in s.get("note", "") for s in r["stages"])
# Whether its lines were lined up (centre_lines.h), not every centre piece placed.
def lined(r):
    return any(s["name"] == "centres" and "lined up" in s.get("note", "") for s in r["stages"])
kept = []
# Whether the inner cube's way (not the centre search's) made the inner centres.
def inner(r):
    return any(s["name"] == "centres" and "reduced (" in s.get("note", "").split("lined up")[0]
               for s in r["stages"])
for n in (6, 7):
    p = f"{n}x{n}x{n}"
    for solver in ("cube5", "reduction"):
        rows = [json.loads(l) for l in (work / f"{p}-{solver}.jsonl").read_text().splitlines() if l.strip()]
        bad = [r for r in rows if r["status"] != "solved"]
        if bad:
            sys.exit(f"results: {p}: {len(bad)} cubes not solved: {bad[0].get('message')}")
        obtm = [r["length_htm"] for r in rows]
        sltm = [r["length_sltm"] for r in rows]
        stage = {name: statistics.mean(
            sum(s["length_htm"] for s in r["stages"] if s["name"] == name) for r in rows)
            for name in ("centres", "edges", "3x3x3")}
        print(f"| {p} | {solver} | {len(rows)} | {statistics.mean(obtm):.2f} | {min(obtm)} | "
              f"{max(obtm)} | {statistics.mean(sltm):.1f} | {stage['centres']:.1f} | "
              f"{stage['edges']:.1f} | {stage['3x3x3']:.1f} | "
              f"{statistics.mean(r['elapsed_ms'] for r in rows):.0f} |")
    read = lambda solver: [json.loads(l) for l in (work / f"{p}-{solver}.jsonl").read_text().splitlines() if l.strip()]
    five, red = read("cube5"), read("reduction")
    kept.append(f"the {p}: lined up by cube5 on {sum(lined(r) for r in five)} of {len(five)} "
                f"and by reduction on {sum(lined(r) for r in red)} of {len(red)}; the inner "
                f"cube's way taken by cube5 on {sum(inner(r) for r in five)}, by reduction on "
                f"{sum(inner(r) for r in red)}; cube5's 5x5x5 its own (not reduction's, kept "
                f"when that is not longer) on {sum(as_five(r) for r in five)}")
print()
print(f"The lines: {'. On '.join(kept)}.")
PY
