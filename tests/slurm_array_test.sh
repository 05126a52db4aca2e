#!/usr/bin/env bash
# The Slurm recipe for real (docs/cluster.md): a single-node cluster on this machine
# (scripts/slurm/local-cluster.sh), an array of 4 shards over 300 cubes, one task cancelled
# mid-run and resubmitted alone, the merge, and the result compared line for line with one
# plain `cubelab solve` run. Exits 77 (skipped, saying why) where the daemons cannot run.
# Usage: slurm_array_test.sh SOURCE_DIR CUBELAB
set -euo pipefail
src=$1 bin=$2
tmp=$(mktemp -d)
cluster="$tmp/cluster"
cleanup() { "$src/scripts/slurm/local-cluster.sh" stop "$cluster" >/dev/null 2>&1 || true; rm -rf "$tmp"; }
trap cleanup EXIT

set +e
conf=$("$src/scripts/slurm/local-cluster.sh" start "$cluster")
status=$?
set -e
if [[ $status -eq 3 ]]; then
  echo "SKIPPED: the Slurm daemons cannot run here (see above)"
  exit 77
fi
[[ $status -eq 0 ]] || exit "$status"
export SLURM_CONF=$conf CUBELAB=$bin

head -n 300 "$src/data/reference/random-state-1000.txt" > "$tmp/in.txt"
# A deterministic solver slow enough (about 30 ms a cube; beam=48 took 3 ms, and a task's 75
# cubes were done before they could be caught) for a task to be caught mid-run.
args=(-s thistlethwaite -o beam=200)
"$bin" solve --file "$tmp/in.txt" --out "$tmp/single.jsonl" "${args[@]}" -j 2 2>/dev/null

job=$(sbatch --parsable --array=1-4 --output="$tmp/task-%a.log" \
  "$src/scripts/slurm/solve-array.sbatch" "$tmp/in.txt" "$tmp/out" 4 "${args[@]}")
# Cancel task 2 once it has written some of its lines, then wait for the others. Its process
# (on this node) is stopped first, at once: on a busy machine scancel's signal came late
# enough for the task to finish its 75 lines before it.
for _ in $(seq 1 600); do
  [[ -f "$tmp/out/shard-2.jsonl" ]] && (( $(wc -l < "$tmp/out/shard-2.jsonl") >= 5 )) && break
  sleep 0.05
done
pkill -STOP -f "$tmp/out/shard-2\.jsonl" || true
# (A task already done: said below.)
scancel --signal=KILL "${job}_2" || pkill -KILL -f "$tmp/out/shard-2\.jsonl" || true
while squeue -h -j "$job" 2>/dev/null | grep -q .; do sleep 0.2; done
before=$(wc -l < "$tmp/out/shard-2.jsonl")
if (( before >= 75 )); then
  echo "task 2 finished before it was cancelled ($before lines): nothing to resume" >&2
  exit 1
fi
echo "task 2 cancelled after $before of 75 lines; resubmitting it alone"
# Polled as above: sbatch --wait checks only every few seconds (about 10 s for this task's 1).
again=$(sbatch --parsable --array=2 --output="$tmp/task-2b.log" \
  "$src/scripts/slurm/solve-array.sbatch" "$tmp/in.txt" "$tmp/out" 4 "${args[@]}")
while squeue -h -j "$again" 2>/dev/null | grep -q .; do sleep 0.2; done

"$bin" merge "$tmp"/out/shard-*.jsonl --input "$tmp/in.txt" --verify --out "$tmp/merged.jsonl"
python3 - "$tmp/single.jsonl" "$tmp/merged.jsonl" <<'PY'
import json, sys
def load(path):
    rows = {}
    for line in open(path):
        j = json.loads(line)
        j.pop("elapsed_ms")
        j.pop("load_ms")
        rows[j["line"]] = j
    return rows
single, merged = load(sys.argv[1]), load(sys.argv[2])
assert len(merged) == 300 and merged.keys() == single.keys(), (len(merged), len(single))
assert merged == single, [n for n in single if single[n] != merged.get(n)][:5]
print("slurm_array_test: 300 lines merged from 4 array tasks equal the single run")
PY
