#!/usr/bin/env bash
# Section "Big cubes: single-layer turns": each big-cube solver asked for outer block turns
# (--metric htm) and for single-layer turns (--metric sltm) on the same random states, the two
# alternating, one thread, the solvers' tables in the cache.
source "$(dirname "$0")/lib.sh"

count=$(pick 20 2)
count6=$(pick 10 1)
runs=("4x4x4 cube4 $count" "4x4x4 reduction $count" "5x5x5 cube5 $count" "5x5x5 reduction $count"
  "6x6x6 cube5 $count6")

echo "## Big cubes: single-layer turns"
echo
for run in "${runs[@]}"; do
  read -r p s c <<<"$run"
  for m in htm sltm; do
    echo "big-cube-metric: $p $s --metric $m ..." >&2
    bench_json "$work/$p-$s-$m.json" -p "$p" -s "$s" --random "$c" --seed 1 --metric "$m" -j 1
  done
done
printf -v listed '%s; ' "${runs[@]}"
stamp
commands \
  "build/cubelab bench -p P -s S --random N --seed 1 --metric M -j 1 --json   # M = htm, then sltm" \
  "# P S N: ${listed%; }"
echo "The same random states (seed 1) solved by each solver asked for outer block turns"
echo "(\`--metric htm\`, the default) and for single-layer turns (\`--metric sltm\`): the solver"
echo "compares its whole solutions in the metric asked (the ways, phase 3's or phase 5's"
echo "solutions, the reduced cubes whose 3x3x3 stages it searches; docs/nxn.md, \"Metrics\"),"
echo "while its stages' own searches count outer block turns. Every solution verified; times are"
echo "wall clock of one thread, each solve's 3x3x3 stage searching its default 0.1 s or more."
echo
echo "| puzzle | solver | cubes | metric asked | mean OBTM | mean SLTM | mean time |"
echo "|---|---|---:|---|---:|---:|---:|"
python3 - "$work" "${runs[@]}" <<'PY'
import json, pathlib, sys
work = pathlib.Path(sys.argv[1])
for run in sys.argv[2:]:
    p, s, _ = run.split()
    for m in ("htm", "sltm"):
        summary = json.load(open(work / f"{p}-{s}-{m}.json"))["solvers"][0]["summary"]
        if summary["solved"] != summary["cubes"]:
            sys.exit(f"results: {p} {s} --metric {m}: {summary['cubes'] - summary['solved']} not solved")
        t = summary["time_ms"]["mean"]
        time = f"{t / 1000:.2f} s" if t >= 1000 else f"{t:.0f} ms"
        print(f"| {p} | {s} | {summary['cubes']} | {m} | {summary['length_htm']['mean']:.2f} | "
              f"{summary['length_sltm']['mean']:.2f} | {time} |")
PY
