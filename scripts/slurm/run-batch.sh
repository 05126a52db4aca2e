#!/usr/bin/env bash
# A whole batch on a Slurm cluster: tables built once, an array of shards, the merge.
#   scripts/slurm/run-batch.sh IN OUTDIR SHARDS [cubelab solve options...]
# e.g. scripts/slurm/run-batch.sh cubes.txt results 64 -s optimal -o memory=8G --time 600
# Waits for the array (sbatch --wait), then merges into OUTDIR/merged.jsonl with a summary in
# OUTDIR/summary.md. Rerunning it resubmits only what is unfinished: finished shards find
# their files complete and exit at once.
set -euo pipefail
in=$1 outdir=$2 shards=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
cubelab=${CUBELAB:-cubelab}
mkdir -p "$outdir"
# The tables the solve needs, built once before the array: one cube solved on this node. The
# table store's locking makes concurrent builders safe, but N tasks building the same
# gigabytes at once would waste the cluster.
"$cubelab" solve "$(head --max-length 1 "$in")" "$@" >/dev/null || true
sbatch --wait --array="1-$shards" --output="$outdir/task-%a.log" \
  "$here/solve-array.sbatch" "$in" "$outdir" "$shards" "$@"
"$cubelab" merge "$outdir"/shard-*.jsonl --input "$in" --verify --out "$outdir/merged.jsonl" \
  --format markdown --svg "$outdir" | tee "$outdir/summary.md"
