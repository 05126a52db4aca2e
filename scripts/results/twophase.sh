#!/usr/bin/env bash
# Section "Two-phase": the full profile's speed on the reference cubes (Google Benchmark, one
# iteration solves them all), its search statistics (cubelab bench), its tables built into an
# empty cache, and the hot paths' CPU time.
source "$(dirname "$0")/lib.sh"

n_cubes=$(pick 1000 50)
reps=$(pick 5 1)
min_time=$(pick 0.3 0.05)
export CUBELAB_REFERENCE_DIR
CUBELAB_REFERENCE_DIR=$(reference_dir "$n_cubes")

echo "## Two-phase"
echo
stamp
commands \
  "CUBELAB_REFERENCE_DIR=DIR build/microbench/twophase_bench --benchmark_filter='MaxLength2[01](TwoThreads|NoPreMoves)?/|TenMillis(TwoThreads)?/' --benchmark_repetitions=$reps   # DIR/random-state-1000.txt: first$n_cubes.txt" \
  "build/cubelab bench -s twophase --file first$n_cubes.txt -j 1 --max-length 20 --json" \
  "build/cubelab bench -s twophase --file first$n_cubes.txt -j 1 --time 0.01 --json" \
  "CUBELAB_CACHE=EMPTY /usr/bin/time build/cubelab tables build twophase-coords twophase-phase1 twophase-phase1-moves twophase-phase2" \
  "build/microbench/coord_bench --benchmark_min_time=$min_time"

echo "One benchmark iteration solves the first $n_cubes reference cubes (\`$ref\`) with the"
if ((reps > 1)); then
  echo "tables loaded as huge-page copies, as \`cubelab bench\` does; wall time per cube, the median"
  echo "of $reps runs and their range."
else
  echo "tables loaded as huge-page copies, as \`cubelab bench\` does; wall time per cube, one run."
fi
echo

echo "twophase_bench ..." >&2
gbench twophase_bench "$work/twophase.json" \
  --benchmark_filter='MaxLength2[01](TwoThreads|NoPreMoves)?/|TenMillis(TwoThreads)?/' \
  --benchmark_repetitions="$reps"
echo "| run | wall per cube | mean length |"
echo "|---|---:|---:|"
while IFS='|' read -r label bm; do
  wall=$(gbench_per_cube "$work/twophase.json" "$bm" real_time cubes)
  length=$(gbench_mean "$work/twophase.json" "$bm" mean_length)
  echo "| $label | $wall | $length |"
done <<'ROWS'
max length 21, 1 thread|BM_MaxLength21/iterations:1
max length 20, 1 thread|BM_MaxLength20/iterations:1
max length 20, 2 threads|BM_MaxLength20TwoThreads/iterations:1/real_time
10 ms per cube, 1 thread|BM_TenMillis/iterations:1
10 ms per cube, 2 threads|BM_TenMillisTwoThreads/iterations:1/real_time
max length 20, pre-moves off|BM_MaxLength20NoPreMoves/iterations:1
ROWS
echo

echo "search statistics ..." >&2
ref_n=$(first_n "$n_cubes")
bench_json "$work/n20.json" -s twophase --file "$ref_n" -j 1 --max-length 20
bench_json "$work/t10.json" -s twophase --file "$ref_n" -j 1 --time 0.01
p1=$(bench_fields "$work/n20.json" 0 stat:phase1_nodes)
sols=$(bench_fields "$work/n20.json" 0 stat:phase1_solutions)
p2=$(bench_fields "$work/n20.json" 0 stat:phase2_nodes)
t_p1=$(bench_fields "$work/t10.json" 0 stat:phase1_nodes)
t_sols=$(bench_fields "$work/t10.json" 0 stat:phase1_solutions)
t_len=$(bench_fields "$work/t10.json" 0 htm)
echo "Per cube at max length 20 (\`cubelab bench\`, one thread): $p1 phase-1 nodes, $sols"
echo "phase-1 solutions checked, $p2 phase-2 nodes. In 10 ms with one thread: $t_p1 phase-1 nodes"
echo "and $t_sols phase-1 solutions, mean length $t_len."
echo

echo "tables ..." >&2
cache=$work/empty-cache
mkdir -p "$cache"
CUBELAB_CACHE=$cache /usr/bin/time -f '%e %U %S %M' -o "$work/tables.time" \
  "$bin" tables build twophase-coords twophase-phase1 twophase-phase1-moves twophase-phase2 \
  >"$work/tables.log" 2>&1 || { cat "$work/tables.log" >&2; exit 1; }
CUBELAB_CACHE=$cache "$bin" tables list >"$work/tables.list"
read -r wall user sys rss_kib <"$work/tables.time"
echo "Tables built into an empty cache with $(nproc) threads:"
echo
echo "| table | size | build |"
echo "|---|---:|---:|"
for t in twophase-coords twophase-phase1 twophase-phase1-moves twophase-phase2; do
  row=$(awk -v t="$t" '$1 == t && $2 == "ok" { sub(/s$/, " s", $5); print "| " t " | " $3 " " $4 " | " $5 " |" }' "$work/tables.list")
  [[ -n $row ]] || { echo "results: table $t was not built" >&2; exit 1; }
  echo "$row"
done
total=$(awk '$1 ~ /^twophase-(coords|phase1|phase1-moves|phase2)$/ { s += $3 * ($4 == "KiB" ? 1/1024 : $4 == "GiB" ? 1024 : 1) } END { printf "%.0f", s }' "$work/tables.list")
awk -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss_kib" -v m="$total" \
  'BEGIN { printf "| all four | %s MiB | %.1f s wall, %.1f s CPU, peak RSS %.2f GiB |\n", m, w, u + s, r / 1048576 }'
rm -rf "$cache"
echo

echo "coord_bench ..." >&2
gbench coord_bench "$work/coord.json" --benchmark_min_time="$min_time"
echo "Hot paths, CPU time:"
echo
cpu_table "$work/coord.json" "CPU time" <<'ROWS'
BM_CoordinateMove|twist, flip and UD-slice each moved by one move-table read
BM_Phase1TableLookup|symmetry class of (flip, slice), then the phase-1 table, random cubes
BM_Phase1Node|one phase-1 node, all 18 children moved and looked up
ROWS
