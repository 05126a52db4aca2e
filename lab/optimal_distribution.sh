#!/usr/bin/env bash
# The optimal-length distribution experiment on this machine (docs/cluster.md for a cluster):
#   lab/optimal_distribution.sh DIR COUNT [SEED] [cubelab solve options...]
# e.g. lab/optimal_distribution.sh runs/od 1000 1 -o memory=8G -j 2
# Resumable: run it again with the same arguments and it goes on where it stopped.
set -euo pipefail
dir=$1 count=$2 seed=${3:-1}
shift $(( $# >= 3 ? 3 : 2 ))
cubelab=${CUBELAB:-$(cd "$(dirname "$0")/.." && pwd)/build/cubelab}
mkdir -p "$dir"
"$cubelab" experiment optimal-distribution cubes --count "$count" --seed "$seed" > "$dir/cubes.txt"
"$cubelab" solve --file "$dir/cubes.txt" --out "$dir/results.jsonl" -s optimal "$@" || true
"$cubelab" experiment optimal-distribution table "$dir/results.jsonl" | tee "$dir/table.md"
