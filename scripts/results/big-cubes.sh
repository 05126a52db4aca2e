#!/usr/bin/env bash
# Section "Big cubes": the reduction solver on random-move scrambles of the NxNxN as the WCA
# makes them (cubelab scramble --puzzle NxNxN, seeded), each solution verified by the facade;
# lengths in outer block turns (OBTM) and single-layer turns (SLTM), times of one thread.
source "$(dirname "$0")/lib.sh"

echo "## Big cubes"
echo
sizes=$(pick "4:20 5:20 6:20 7:20 12:5 33:3" "4:2 5:2 33:1")
cmds=()
for s in $sizes; do
  n=${s%%:*} count=${s##*:}
  p="${n}x${n}x${n}"
  echo "big-cubes: $count cubes of the $p ..." >&2
  "$bin" scramble -p "$p" --count "$count" --seed "$n" >"$work/$p.txt" 2>/dev/null
  "$bin" solve -p "$p" --file "$work/$p.txt" --json >"$work/$p.jsonl"
  cmds+=("$bin scramble -p $p --count $count --seed $n > $p.txt && $bin solve -p $p --file $p.txt --json")
done
stamp
commands "${cmds[@]}"
echo "\`reduction\` (docs/nxn.md): centres by pure 3-cycle commutators, edges by 3-cycles of wings,"
echo "the wing parities set first, the reduced cube by two-phase. Every cube solved and verified."
echo "The first solve of a process builds the two-phase tiny tables (about a second) and is"
echo "left out of the time column. For comparison, the popular Python NxN solver (D. Walton's"
echo "rubiks-cube-NxNxN-solver) publishes about 72, 99, 156 and 214 moves for the 4x4x4 to"
echo "7x7x7 with several GB of tables; its tables cannot be fetched here, so it is quoted, not run."
echo
echo "| puzzle | cubes | mean OBTM | min | max | mean SLTM | mean time (ms) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
python3 - "$work" $sizes <<'PY'
import json, pathlib, statistics, sys
work = pathlib.Path(sys.argv[1])
for s in sys.argv[2:]:
    n = s.split(":")[0]
    p = f"{n}x{n}x{n}"
    rows = [json.loads(l) for l in (work / f"{p}.jsonl").read_text().splitlines() if l.strip()]
    bad = [r for r in rows if r["status"] != "solved"]
    if bad:
        sys.exit(f"results: {p}: {len(bad)} cubes not solved: {bad[0].get('message')}")
    obtm = [r["length_htm"] for r in rows]
    sltm = [r["length_sltm"] for r in rows]
    times = [r["elapsed_ms"] for r in rows[1:]] or [rows[0]["elapsed_ms"]]
    print(f"| {p} | {len(rows)} | {statistics.mean(obtm):.1f} | {min(obtm)} | {max(obtm)} | "
          f"{statistics.mean(sltm):.1f} | {statistics.mean(times):.0f} |")
PY
