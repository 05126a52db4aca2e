#!/usr/bin/env bash
# Section "Big cubes: a longer 3x3x3 search": cube4 on random states of the 4x4x4 and
# cube5 on the 5x5x5's WCA scrambles, each with the 3x3x3 stage's default search time
# and longer ones (the solvers' option "search"), one thread.
source "$(dirname "$0")/lib.sh"

echo "## Big cubes: a longer 3x3x3 search"
echo
four=$(pick 30 2)
five=$(pick 5 1)
searches4=$(pick "0.1 1 2 5" "0.1 2")
searches5=$(pick "0.1 10" "0.1 10")
cmds=()
"$bin" scramble -p 4x4x4 --count "$four" --seed 4 >"$work/4x4x4.txt" 2>/dev/null
"$bin" scramble -p 5x5x5 --count "$five" --seed 5 >"$work/5x5x5.txt" 2>/dev/null
cmds+=("$bin scramble -p 4x4x4 --count $four --seed 4 > 4x4x4.txt")
cmds+=("$bin scramble -p 5x5x5 --count $five --seed 5 > 5x5x5.txt")
run() {  # puzzle seconds
  echo "big-cube-time: the $1 with search=$2 ..." >&2
  "$bin" solve -p "$1" --file "$work/$1.txt" -o "search=$2" --json >"$work/$1-$2.jsonl"
  cmds+=("$bin solve -p $1 --file $1.txt -o search=$2 --json")
}
for t in $searches4; do run 4x4x4 "$t"; done
for t in $searches5; do run 5x5x5 "$t"; done
stamp
commands "${cmds[@]}"
echo "The 3x3x3 stage searches for a shorter whole than two-phase's first answers for 0.1 s"
echo "(cube4, cube5: shared among the reduced cubes they choose among) unless the option"
echo "\`search\` asks for longer (\`-o search=SECONDS\`; cube4 then also gives its phase 3 more"
echo "phase-2 candidates to choose from, 30 times the square root of the time's tenths of a"
echo "second); a time limit, if any, ends that search"
echo "when it comes. Every cube solved and verified."
echo
echo "| puzzle | solver | search (s) | cubes | mean OBTM | min | max | mean time (ms) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
python3 - "$work" "4x4x4:$searches4" "5x5x5:$searches5" <<'PY'
import json, pathlib, statistics, sys
work = pathlib.Path(sys.argv[1])
for arg in sys.argv[2:]:
    p, searches = arg.split(":")
    for t in searches.split():
        rows = [json.loads(l) for l in (work / f"{p}-{t}.jsonl").read_text().splitlines() if l.strip()]
        bad = [r for r in rows if r["status"] != "solved"]
        if bad:
            sys.exit(f"results: {p}: {len(bad)} cubes not solved: {bad[0].get('message')}")
        obtm = [r["length_htm"] for r in rows]
        times = [r["elapsed_ms"] for r in rows[1:]] or [rows[0]["elapsed_ms"]]
        print(f"| {p} | {rows[0]['solver']} | {t} | {len(rows)} | {statistics.mean(obtm):.2f} | "
              f"{min(obtm)} | {max(obtm)} | {statistics.mean(times):.0f} |")
PY
