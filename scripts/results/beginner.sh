#!/usr/bin/env bash
# Section "Beginner's method": lengths on the reference cubes with either cross search, the
# stages' mean lengths against Abreu García (2011), and beginner_bench's CPU times.
source "$(dirname "$0")/lib.sh"

n_cubes=$(pick 1000 50)
min_time=$(pick 3 0.1)
file=$(first_n "$n_cubes")

echo "## Beginner's method"
echo
stamp
commands \
  "build/cubelab bench -s 'beginner{cross=astar},beginner{cross=table}' --file first$n_cubes.txt -j 1 --json" \
  "CUBELAB_REFERENCE_DIR=DIR build/microbench/beginner_bench --benchmark_min_time=$min_time   # DIR/random-state-1000.txt: first$n_cubes.txt"

echo "bench ..." >&2
bench_json "$work/beginner.json" -s 'beginner{cross=astar},beginner{cross=table}' --file "$file" -j 1
echo "Lengths on the first $n_cubes reference cubes (\`$ref\`), every solution verified:"
echo
python3 - "$work/beginner.json" <<'PY'
import json, statistics, sys
runs = json.load(open(sys.argv[1]))["solvers"]
print("| cross search | solved | mean HTM | longest | mean before simplification |")
print("|---|---:|---:|---:|---:|")
labels = {"beginner{cross=astar}": "`astar` (the thesis' A\\*)", "beginner{cross=table}": "`table` (default)"}
for run in runs:
    s = run["summary"]
    if s["solved"] == 0:
        sys.exit(f"results: {run['solver']} solved no cube")
    print(f"| {labels[run['solver']]} | {s['solved']}/{s['cubes']} | {s['length_htm']['mean']:.2f} | "
          f"{s['length_htm']['max']:.0f} | {s['stat_means']['moves_before_simplification']:.2f} |")
astar = runs[0]
stages = {}
for c in astar["cubes"]:
    for k, st in enumerate(c["stages"]):
        stages.setdefault(k, []).append(st["length_htm"])
if len(stages) != 7:
    sys.exit(f"results: the beginner's method reported {len(stages)} stages")
means = ", ".join(f"{statistics.fmean(stages[k]):.2f}" for k in range(7))
print()
print(f"Mean moves per stage (each stage's moves with its own turns merged, before the merges across")
print(f"stages, A\\* cross): {means} for stages 1-7. The document's figures (Abreu García, \"Resolución")
print("rápida del cubo de Rubik\", 2011: 4, 16, 31, 6, 7, 9, 13, 91 in all) add up its operators")
print("unmerged; that count is in the thesis experiments below. The A\\* expands "
      f"{astar['summary']['stat_means']['cross_nodes_expanded']:,.0f} nodes a cube on average.")
PY
echo

echo "beginner_bench ..." >&2
CUBELAB_REFERENCE_DIR=$(reference_dir "$n_cubes") \
  gbench beginner_bench "$work/b.json" --benchmark_min_time="$min_time"
echo "\`beginner_bench\`, cycling through the same cubes, CPU time per cube:"
echo
cpu_table "$work/b.json" "CPU per cube" <<'ROWS'
BM_BeginnerCore/1|the seven stages, cross by table
BM_BeginnerCore/0|the seven stages, cross by A\*
BM_CrossSearch/0|the A\* alone
BM_CrossSearch/1|the cross table walk alone
BM_BeginnerSolver/1|the whole solver call: stages, explanations, simplification
BM_BeginnerSolver/0|the same with A\*
ROWS
