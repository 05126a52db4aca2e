#!/usr/bin/env bash
# Section "Big cubes: the 6x6x6 and 7x7x7 as a 5x5x5": cube5 (the inner centres and inner
# edges, the lines of centre pieces lined up, then the cube as a 5x5x5) beside reduction on the same WCA scrambles (the first of
# section "Big cubes"'), the two solvers alternating by chunks of five cubes, one thread,
# cube5's tables in the cache.
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
echo "cube5 on the 6x6x6 and 7x7x7 (docs/nxn.md): reduction's answer first (one way of its"
echo "centre search); then the inner block of the centres searched (the 6x6x6's x-centres, the"
echo "7x7x7's inner x-centres and \"+\" centres), the inner wing orbits paired by reduction's"
echo "slice-flip-slice search and 3-cycles, and the lines of centre pieces next to each face's"
echo "edges lined up by conjugates of single layers (cube5/centre_lines.h), after which the cube"
echo "turns as a 5x5x5 (its middle layer all the layers between the second from each face), which"
echo "cube5 solves whole; the shorter of the two answers kept. reduction's rows are its own"
echo "answers (its default ways). Every cube solved and verified; times are wall clock of one"
echo "thread, the tables' loading apart (the JSON's load_ms)."
echo
echo "| puzzle | solver | cubes | mean OBTM | min | max | mean SLTM | centres | edges | 3x3x3 | mean time (ms) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
python3 - "$work" <<'PY'
import json, pathlib, statistics, sys
work = pathlib.Path(sys.argv[1])
# Whether a cube5 answer is its own: a stage then says it turned the cube as a 5x5x5.
def as_five(r):
    return any("cube5's phases" in s.get("note", "") for s in r["stages"])
# Whether its lines were lined up (centre_lines.h), not every centre piece placed.
def lined(r):
    return any(s["name"] == "centres" and "lined up" in s.get("note", "") for s in r["stages"])
kept = []
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
    five = [json.loads(l) for l in (work / f"{p}-cube5.jsonl").read_text().splitlines() if l.strip()]
    kept.append(f"{sum(as_five(r) for r in five)} of the {len(five)} {p}s "
                f"({sum(lined(r) for r in five)} with the lines lined up)")
print()
print(f"cube5's answer was its own (not reduction's, which it keeps when that is not longer) on "
      f"{' and '.join(kept)}.")
PY
