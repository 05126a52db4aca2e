#!/usr/bin/env bash
# Section "Thistlethwaite and 2x2x2": thistlethwaite_bench, the Thistlethwaite solver per beam
# width on the reference cubes and the optimal 2x2x2 solver, with their table builds (the
# pocket tables from an empty cache, so that the build is timed rather than the load).
source "$(dirname "$0")/lib.sh"

n_cubes=$(pick 1000 100)
min_time=$(pick 0.5 0.05)

echo "## Thistlethwaite and 2x2x2"
echo
stamp
commands "CUBELAB_CACHE=EMPTY CUBELAB_REFERENCE_DIR=DIR build/microbench/thistlethwaite_bench --benchmark_min_time=$min_time   # DIR/random-state-1000.txt: first$n_cubes.txt"

echo "thistlethwaite_bench ..." >&2
mkdir -p "$work/empty-cache"
CUBELAB_CACHE=$work/empty-cache CUBELAB_REFERENCE_DIR=$(reference_dir "$n_cubes") \
  gbench thistlethwaite_bench "$work/t.json" --benchmark_min_time="$min_time"
rm -rf "$work/empty-cache"

echo "The first $n_cubes reference cubes (\`$ref\`); each benchmark iteration solves the next one,"
echo "the lengths come from one pass over all $n_cubes. CPU time per cube."
echo
echo "| beam | mean HTM | max HTM | max per phase | CPU per cube |"
echo "|---:|---:|---:|---|---:|"
for beam in 1 2 3 4 6 8 16; do
  name=BM_Thistlethwaite/$beam
  row=$(python3 - "$work/t.json" "$name" <<'PY'
import json, sys
path, name = sys.argv[1:3]
b = next((b for b in json.load(open(path))["benchmarks"] if b["name"] == name), None)
if b is None or b.get("error_occurred"):
    sys.exit(f"results: no {name} in {path}")
phases = ", ".join(f"{b[f'max_phase{k}']:.0f}" for k in range(1, 5))
print(f"{b['mean_len']:.2f} | {b['max_len']:.0f} | {phases}")
PY
)
  cpu=$(gbench_value "$work/t.json" "$name" cpu_time)
  echo "| $beam | $row | $cpu |"
done
echo
run_solver=$(gbench_value "$work/t.json" BM_ThistlethwaiteRunSolver cpu_time)
tables=$(gbench_value "$work/t.json" BM_ThistlethwaiteTablesBuild/iterations:1 real_time)
echo "Through \`run_solver\` (options, validation, verification) beam 1 costs $run_solver CPU"
echo "(\`BM_ThistlethwaiteRunSolver\`); the four phase tables build in $tables"
echo "(\`BM_ThistlethwaiteTablesBuild\`, wall time; their sizes and largest distances:"
echo "docs/thistlethwaite.md)."
echo

echo "2x2x2 (\`BM_PocketTableBuild\`, \`BM_Pocket\`, same program: 1,000 random states, seed 1):"
echo
echo "| | HTM | QTM |"
echo "|---|---:|---:|"
b0=$(gbench_value "$work/t.json" BM_PocketTableBuild/0/iterations:1 real_time)
b1=$(gbench_value "$work/t.json" BM_PocketTableBuild/1/iterations:1 real_time)
s0=$(gbench_value "$work/t.json" BM_Pocket/0 cpu_time)
s1=$(gbench_value "$work/t.json" BM_Pocket/1 cpu_time)
echo "| table build (3,674,160 states, empty cache), wall | $b0 | $b1 |"
echo "| optimal solution per cube, CPU | $s0 | $s1 |"
