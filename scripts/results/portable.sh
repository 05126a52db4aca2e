#!/usr/bin/env bash
# Section "Portable build": the micro-benchmarks of a build for the x86-64 baseline
# (-DCUBELAB_NATIVE=OFF, for distribution) against the measured build (-march=native),
# alternating the two. The portable build is configured and built (its four benchmark
# programs only) in $PORTABLE_BUILD_DIR, default build-portable/, from this checkout: measure
# it against a native build of the same commit.
source "$(dirname "$0")/lib.sh"

portable=${PORTABLE_BUILD_DIR:-build-portable}
rounds=$(pick 3 1)
n_cubes=$(pick 1000 100)
min_time=$(pick 0.3 0.05)
programs=(twophase_bench korf_bench thistlethwaite_bench meta_bench)

echo "building the portable benchmarks in $portable ..." >&2
cmake -S . -B "$portable" -DCMAKE_BUILD_TYPE=Release -DCUBELAB_NATIVE=OFF -DCUBELAB_BENCHMARKS=ON \
  -DCUBELAB_PYTHON=OFF >"$work/portable-configure.log" 2>&1 ||
  { cat "$work/portable-configure.log" >&2; exit 1; }
cmake --build "$portable" -j"$(nproc)" --target "${programs[@]}" >"$work/portable-build.log" 2>&1 ||
  { tail -20 "$work/portable-build.log" >&2; exit 1; }
grep -q 'march=native' "$build/CMakeCache.txt" "$build/compile_commands.json" 2>/dev/null ||
  grep -q '^CUBELAB_NATIVE:BOOL=ON' "$build/CMakeCache.txt" ||
  { echo "results: $build is not a native build (CUBELAB_NATIVE=ON)" >&2; exit 1; }

export CUBELAB_REFERENCE_DIR
CUBELAB_REFERENCE_DIR=$(reference_dir "$n_cubes")

# The benchmarks: program;filter;extra argument.
runs=(
  "twophase_bench;^BM_MaxLength2[01]/;"
  "korf_bench;^BM_KorfNodes/3\$;"
  "thistlethwaite_bench;^BM_Thistlethwaite/1\$;--benchmark_min_time=$min_time"
  "meta_bench;^(BM_ApplyTurn|BM_Evaluate10/[0-3])\$;--benchmark_min_time=$min_time"
)

echo "## Portable build"
echo
stamp
cmd_lines=()
for r in "${runs[@]}"; do
  IFS=';' read -r program filter extra <<<"$r"
  cmd_lines+=("BUILD/microbench/$program --benchmark_filter='$filter'${extra:+ $extra}")
done
commands "cmake -S . -B build-portable -DCMAKE_BUILD_TYPE=Release -DCUBELAB_NATIVE=OFF && cmake --build build-portable --target ${programs[*]}" \
  "${cmd_lines[@]}"

echo "A build with \`-DCUBELAB_NATIVE=OFF\` (the compiler's x86-64 baseline, for distribution) against"
echo "the default \`-march=native\`, BUILD being \`build\` or \`build-portable\`, the two binaries"
echo "alternating, $rounds round$( ((rounds > 1)) && echo s); CPU time per benchmark iteration (Google Benchmark),"
echo "tables in \`CUBELAB_CACHE\`$( ((rounds > 1)) && echo ', ranges over the rounds'). The two-phase runs solve the first"
echo "$n_cubes reference cubes (\`CUBELAB_REFERENCE_DIR\`)."
echo

for ((round = 1; round <= rounds; round++)); do
  for side in native portable; do
    dir=$build
    [[ $side == portable ]] && dir=$portable
    i=0
    for r in "${runs[@]}"; do
      i=$((i + 1))
      IFS=';' read -r program filter extra <<<"$r"
      echo "round $round: $side $program ..." >&2
      # shellcheck disable=SC2086 # extra is empty or one argument
      micro=$dir/microbench gbench "$program" "$work/$side-$i-$round.json" --benchmark_filter="$filter" $extra
    done
  done
done

python3 - "$work" "$rounds" "${#runs[@]}" "$n_cubes" <<'PY'
import json, sys
work, rounds, nruns, n_cubes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
def load(side, i, r):
    return {b["name"]: b for b in json.load(open(f"{work}/{side}-{i}-{r}.json"))["benchmarks"]}
def ns(b):
    return b["cpu_time"] * {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b["time_unit"]]
def fmt(lo, hi):
    for unit, div in (("s", 1e9), ("ms", 1e6), ("µs", 1e3), ("ns", 1)):
        if lo >= div or unit == "ns":
            a, b = f"{lo / div:.3g}", f"{hi / div:.3g}"
            return (a if a == b else f"{a}-{b}") + f" {unit}"
rows = [
    (1, "BM_MaxLength21/iterations:1", f"`twophase_bench BM_MaxLength21` ({n_cubes} cubes, ≤ 21 moves)"),
    (1, "BM_MaxLength20/iterations:1", f"`twophase_bench BM_MaxLength20` ({n_cubes} cubes, ≤ 20 moves)"),
    (2, "BM_KorfNodes/3", "`korf_bench BM_KorfNodes/3` ({nodes} nodes)"),
    (3, "BM_Thistlethwaite/1", "`thistlethwaite_bench BM_Thistlethwaite/1` (per cube)"),
    (4, "BM_ApplyTurn", "`meta_bench BM_ApplyTurn` (one turn of the packed cube)"),
    (4, "BM_Evaluate10/0", "`meta_bench BM_Evaluate10/0` (apply 10 turns and score)"),
    (4, "BM_Evaluate10/1", "`meta_bench BM_Evaluate10/1`"),
    (4, "BM_Evaluate10/2", "`meta_bench BM_Evaluate10/2`"),
    (4, "BM_Evaluate10/3", "`meta_bench BM_Evaluate10/3`"),
]
print("| benchmark | native | portable |")
print("|---|---:|---:|")
medians = {}
for i, name, label in rows:
    cells = []
    for side in ("native", "portable"):
        runs = [load(side, i, r).get(name) for r in range(1, rounds + 1)]
        if any(b is None or b.get("error_occurred") for b in runs):
            sys.exit(f"results: {side} {name} did not run")
        t = sorted(ns(b) for b in runs)
        medians[(side, name)] = t[len(t) // 2]
        cells.append(fmt(t[0], t[-1]))
        if "nodes" in runs[0]:
            label = label.format(nodes=f"{runs[0]['nodes'] / 1e6:.2f} M")
    print(f"| {label} | {cells[0]} | {cells[1]} |")
print()
def ratio(name):
    return medians[("portable", name)] / medians[("native", name)]
exact = max(ratio(n) for n in ("BM_MaxLength20/iterations:1", "BM_KorfNodes/3", "BM_Thistlethwaite/1"))
evaluate = max(ratio(f"BM_Evaluate10/{k}") for k in range(4))
print(f"Portable over native, medians: at most {exact:.2f} for the exact solvers, whose time goes to table")
print(f"reads; at most {evaluate:.2f} for the metaheuristics' sequence evaluation (`Evaluator::operator()`,")
print("on the byte-shuffle cube of `src/cubelab/cube/byte_cube.h`), which a GCC build without SSSE3")
print("compiles twice (`target_clones(\"default\", \"ssse3\")`), the loader choosing the SSSE3 copy on a")
print(f"CPU that has it; {ratio('BM_ApplyTurn'):.2f} for a single product outside the evaluation (`BM_ApplyTurn`, not")
print("on the solvers' hot path), which stays on the baseline instruction set, a 32-step loop instead")
print("of one byte shuffle.")
PY
