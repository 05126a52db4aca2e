#!/usr/bin/env bash
# Section "Greedy": how often the blog post's greedy walk solves random-move scrambles of
# each length (greedy_success: 100 scrambles a length, seeded with the length).
source "$(dirname "$0")/lib.sh"

echo "## Greedy"
echo
stamp
commands "build/microbench/greedy_success --benchmark_counters_tabular=true"

echo "greedy_success ..." >&2
gbench greedy_success "$work/greedy.json"
echo "The 100-move greedy walk on 100 random-move scrambles per length (the blog post's scramble"
echo "rule, seeded with the length); every solution verified. \"best score\" is the mean best sticker"
echo "score the failures reached (0 = solved)."
echo
echo "| scramble length | solved / 100 | mean walk when solved | best score of failures |"
echo "|---:|---:|---:|---:|"
python3 - "$work/greedy.json" <<'PY'
import json, sys
runs = {b["name"]: b for b in json.load(open(sys.argv[1]))["benchmarks"]}
for length in range(1, 11):
    b = runs.get(f"BM_GreedySuccess/{length}/iterations:1")
    if b is None or b.get("error_occurred"):
        sys.exit(f"results: no greedy_success run for length {length}")
    solved = int(b["solved"])
    walk = f"{b['walk']:.3g}" if solved else "-"
    best = f"{b['best_score']:.1f}" if solved < 100 else "-"
    print(f"| {length} | {solved} | {walk} | {best} |")
PY
