#!/usr/bin/env bash
# Section "Optimal-length distribution of random states": `cubelab experiment
# optimal-distribution`, 1,000 random states (seed 1) solved optimally with the 8 GiB table
# (built in the cache first if missing: about 17 minutes), against the published distribution.
# The run resumes: its folder ($RESULTS_OPTIMAL_DISTRIBUTION_DIR, default
# build/optimal-distribution) keeps every solved cube, so an interrupted full run goes on
# where it stopped when given again. A quick run tries 2 cubes for 30 s each with the default 1G
# table (random states take longer than that with it, so it may prove none: a check only).
source "$(dirname "$0")/lib.sh"
threads=$(nproc)
count=$(pick 1000 2)
if ((quick)); then
  dir=$work/optimal-distribution
  opts=(-t 30)
else
  dir=${RESULTS_OPTIMAL_DISTRIBUTION_DIR:-$build/optimal-distribution}
  opts=(-o memory=8G)
  if [[ -f $dir/results.jsonl ]]; then
    echo "optimal-distribution: resuming $dir ($(wc -l <"$dir/results.jsonl") cubes done)" >&2
  fi
fi
mkdir -p "$dir"

echo "optimal-distribution: $count cubes, $threads at a time, one thread each ..." >&2
# (exit status 1 when a cube is not solved, e.g. over the quick run's time limit: the results
# say so; only a missing cube is a failure here)
"$lab_bin" optimal-distribution --count "$count" --seed 1 --dir "$dir" -j "$threads" "${opts[@]}" >&2 || true
done=$(wc -l <"$dir/results.jsonl" 2>/dev/null || echo 0)
((done >= count)) || { echo "results: only $done of $count cubes in $dir/results.jsonl" >&2; exit 1; }
"$lab_bin" optimal-distribution table "$dir/results.jsonl" >"$work/table.md"

echo "## Optimal-length distribution of random states"
echo
stamp
o=${opts[*]}
commands "build/cubelab-lab optimal-distribution --count $count --seed 1 --dir DIR -j $threads $o" \
  "build/cubelab-lab optimal-distribution table DIR/results.jsonl"
python3 - "$dir/results.jsonl" "$count" "$threads" "$quick" <<'PY'
import json, statistics, sys
path, count, threads, quick = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
cubes = [json.loads(l) for l in open(path) if l.strip()]
proven = [c for c in cubes if c["status"] == "solved" and c.get("proven_optimal")]
if not proven and not quick:
    sys.exit("results: no cube proven optimal")
notes = [c["stages"][0]["note"] for c in cubes if c.get("stages")]
table = "the " + notes[0].split(", ")[0] if notes else "the optimal solver's table"
times = [c["elapsed_ms"] / 1000 for c in cubes]
nodes = statistics.mean(c["stats"]["nodes"] for c in cubes)
rate = sum(c["stats"]["nodes"] for c in cubes) / sum(times)
print(f"With {table}, {threads} cubes at a time, one thread each; {len(cubes):,} of the {count:,} random")
print(f"states (seed 1) done, {len(proven):,} of them solved and proven optimal; {statistics.mean(times):.1f} s per cube and")
print(f"thread on average (median {statistics.median(times):.1f} s, longest {max(times):.1f} s), {nodes / 1e6:.0f} M nodes per cube at")
print(f"{rate / 1e6:.1f} M nodes per second and thread. The published distribution: T. Rokicki (2018),")
print(f"3,000,000 random states solved optimally (data/reference/facts.md).")
print()
PY
cat "$work/table.md"
