#!/usr/bin/env bash
# Section "Big cubes under a time limit": cube4 on random states of the 4x4x4 and reduction on
# the 5x5x5's WCA scrambles, each with no time limit and with a few (--time), one thread: a
# time limit is spent on the 3x3x3 stage's search for a shorter whole; a cube whose stages
# before it need more than the limit times out.
source "$(dirname "$0")/lib.sh"

echo "## Big cubes under a time limit"
echo
four=$(pick 30 2)
five=$(pick 5 1)
limits4=$(pick "0 1 2 5" "0 2")
limits5=$(pick "0 15" "0 15")
cmds=()
"$bin" scramble -p 4x4x4 --count "$four" --seed 4 >"$work/4x4x4.txt" 2>/dev/null
"$bin" scramble -p 5x5x5 --count "$five" --seed 5 >"$work/5x5x5.txt" 2>/dev/null
cmds+=("$bin scramble -p 4x4x4 --count $four --seed 4 > 4x4x4.txt")
cmds+=("$bin scramble -p 5x5x5 --count $five --seed 5 > 5x5x5.txt")
run() {  # puzzle limit
  local limit=()
  (($2 > 0)) && limit=(--time "$2")
  echo "big-cube-time: the $1 with time limit $2 ..." >&2
  # (A cube that times out makes the exit status 1; the table counts those.)
  "$bin" solve -p "$1" --file "$work/$1.txt" "${limit[@]}" --json >"$work/$1-$2.jsonl" ||
    (($? == 1 && $2 > 0))
  cmds+=("$bin solve -p $1 --file $1.txt${limit[*]:+ ${limit[*]}} --json")
}
for t in $limits4; do run 4x4x4 "$t"; done
for t in $limits5; do run 5x5x5 "$t"; done
stamp
commands "${cmds[@]}"
echo "Without a time limit the 3x3x3 stage searches 0.1 s (cube4) or an eighth of the time"
echo "before it (reduction, 0.1-2 s) for a shorter whole; with one (\`--time\`), until"
echo "shortly before the limit (a tenth of it, at most 50 ms, is left for the answer). The stages"
echo "before it run as without a limit, so a cube they take longer than the limit on times out"
echo "(counted below, left out of the lengths). \"common\": the mean over the cubes every run of"
echo "that puzzle solved."
echo
echo "| puzzle | solver | time limit (s) | solved | mean OBTM | common cubes | mean OBTM on them | mean time (ms) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
python3 - "$work" "4x4x4:$limits4" "5x5x5:$limits5" <<'PY'
import json, pathlib, statistics, sys
work = pathlib.Path(sys.argv[1])
for arg in sys.argv[2:]:
    p, limits = arg.split(":")
    runs = {}
    for t in limits.split():
        rows = [json.loads(l) for l in (work / f"{p}-{t}.jsonl").read_text().splitlines() if l.strip()]
        runs[t] = rows
    n = len(next(iter(runs.values())))
    common = [i for i in range(n) if all(r[i]["status"] == "solved" for r in runs.values())]
    for t, rows in runs.items():
        solved = [r for r in rows if r["status"] == "solved"]
        bad = [r for r in rows if r["status"] not in ("solved", "timed_out")]
        if bad:
            sys.exit(f"results: {p}: {bad[0]['status']}: {bad[0].get('message')}")
        obtm = statistics.mean(r["length_htm"] for r in solved) if solved else float("nan")
        on_common = statistics.mean(rows[i]["length_htm"] for i in common) if common else float("nan")
        times = [r["elapsed_ms"] for r in rows[1:]] or [rows[0]["elapsed_ms"]]
        print(f"| {p} | {rows[0]['solver']} | {t if t != '0' else 'none'} | {len(solved)} of {len(rows)} | "
              f"{obtm:.2f} | {len(common)} | {on_common:.2f} | {statistics.mean(times):.0f} |")
PY
