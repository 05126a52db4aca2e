#!/usr/bin/env bash
# Section "Fuzzing in the test run: the seeds": what the fuzz targets reach in the seconds the
# test run gives each (CUBELAB_FUZZ_SECONDS, fuzz/CMakeLists.txt), from an empty corpus and
# from the inputs of fuzz/seeds/NAME, as the test run starts them. libFuzzer's "cov" is the
# code edges the inputs have run, "ft" its finer features (edges by how often they ran).
# The fuzz targets come from $CUBELAB_ASAN_BUILD_DIR when set, else build-asan/ (configured
# with `cmake --preset asan` and built here when needed).
source "$(dirname "$0")/lib.sh"
asan=${CUBELAB_ASAN_BUILD_DIR:-build-asan}
seconds=$(pick 5 1)
targets=()
for src in fuzz/fuzz_*.cpp; do targets+=("$(basename "$src" .cpp)"); done

build_fuzz_targets "$asan" "${targets[@]}"

# reached TARGET DIR...: "cov ft" at the end of a run of TARGET over the corpus DIRs.
reached() {
  local target=$1
  shift
  "$asan/fuzz/$target" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$work/$target-" "$@" 2>&1 |
    sed -nE 's/^#[0-9]+[[:space:]]+DONE[[:space:]]+cov: ([0-9]+) ft: ([0-9]+).*/\1 \2/p'
}

rows=()
for t in "${targets[@]}"; do
  echo "fuzz-seeds: $t ..." >&2
  mkdir -p "$work/empty-$t" "$work/seeded-$t"
  read -r cov0 ft0 <<<"$(reached "$t" "$work/empty-$t")"
  read -r cov1 ft1 <<<"$(reached "$t" "$work/seeded-$t" "fuzz/seeds/$t")"
  [[ -n $cov0 && -n $cov1 ]] || { echo "results: $t printed no final coverage" >&2; exit 1; }
  seeds=$(find "fuzz/seeds/$t" -type f | wc -l)
  rows+=("| \`$t\` | $seeds | $cov0 | $cov1 | $ft0 | $ft1 |")
done

echo "## Fuzzing in the test run: the seeds"
echo
stamp
commands "$asan/fuzz/NAME -max_total_time=$seconds -print_final_stats=1 EMPTY_DIR" \
  "$asan/fuzz/NAME -max_total_time=$seconds -print_final_stats=1 CORPUS_DIR fuzz/seeds/NAME"
echo "Each fuzz target for the $seconds s the test run gives it (one core, ASan + UBSan), from"
echo "an empty corpus and from its seeds (fuzz/seeds/NAME), as the test run starts it: the code"
echo "edges its inputs ran (libFuzzer's cov) and its finer features (ft), at the end of the run."
echo
echo "| target | seeds | edges, empty | edges, seeds | features, empty | features, seeds |"
echo "|---|---:|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
echo
