#!/usr/bin/env bash
# Section "Two-phase table profiles": the tiny, small and full profiles on the reference
# cubes, and the peers min2phase (Java) and kociemba (C) on the same cubes when their
# checkouts are given:
#   MIN2PHASE_DIR=CHECKOUT   github.com/cs0x7f/min2phase (needs javac/java: OpenJDK)
#   KOCIEMBA_DIR=CHECKOUT    github.com/muodov/kociemba (its C part, compiled with cc)
# The harnesses (scripts/results/peers/) are built against them in the scratch directory.
source "$(dirname "$0")/lib.sh"

n_cubes=$(pick 1000 50)
rounds=$(pick 3 1)
n_kociemba=$(pick 100 5)
kociemba_rounds=$(pick 2 1)
n_10ms=$(pick 1000 20)
build_time=$(pick 1 0.1)
peers=scripts/results/peers

file=$(first_n "$n_cubes")
file_k=$(first_n "$n_kociemba")
file_10ms=$(first_n "$n_10ms")

# Peers: built when their checkout is given.
m2p=""
if [[ -n "${MIN2PHASE_DIR:-}" ]]; then
  echo "building the min2phase harness ..." >&2
  mkdir -p "$work/min2phase"
  javac -nowarn -d "$work/min2phase" "$MIN2PHASE_DIR"/src/*.java "$peers/Min2phaseBench.java" >&2
  m2p=$(git -C "$MIN2PHASE_DIR" rev-parse --short HEAD 2>/dev/null || echo "unknown commit")
fi
kociemba=""
if [[ -n "${KOCIEMBA_DIR:-}" ]]; then
  echo "building the kociemba harness ..." >&2
  c=$KOCIEMBA_DIR/kociemba/ckociemba
  cc -std=c99 -O3 -w -I "$c/include" "$c"/coordcube.c "$c"/cubiecube.c "$c"/facecube.c \
    "$c"/prunetable_helpers.c "$c"/search.c "$peers/kociemba_bench.c" -o "$work/kociemba_bench" >&2
  mkdir -p "$work/kociemba-cache"
  kociemba=$(git -C "$KOCIEMBA_DIR" rev-parse --short HEAD 2>/dev/null || echo "unknown commit")
fi

# peer_run OUT COMMAND...: one harness run, its peak RSS in OUT.rss, every solution verified
# (verify_peer).
peer_run() {
  local out=$1
  shift
  timed "$out.rss" "$@" >"$out" 2>"$out.log" || {
    tail -5 "$out.log" >&2
    exit 1
  }
  verify_peer "$out"
}
peer_fields() { python3 "$peers/summarise.py" "$1" "$1.inv" "$1.facelets" "${@:2}"; }

# joined FUNCTION FIELD FILE...: one field of several runs, "a / b / c".
joined() {
  local fn=$1 field=$2 out="" v f
  shift 2
  for f in "$@"; do
    v=$("$fn" "$f" "$field")
    out+="${out:+ / }$v"
  done
  echo "$out"
}
cubelab_field() { bench_fields "$1" 0 "$2"; }
peer_field() { peer_fields "$1" "$2"; }
table_mib() { python3 -c 'import json,sys; b = json.load(open(sys.argv[1]))["solvers"][0]["summary"]["stat_means"]["table_bytes"]; print(f"{b / 2**20:.1f} MiB")' "$1"; }

echo "## Two-phase table profiles"
echo
stamp
cmds=("build/cubelab bench -s 'twophase{profile=P}' --file first$n_cubes.txt --max-length 20 -j 1 --json   # P = tiny, small, full"
  "build/microbench/twophase_bench --benchmark_filter=TinyTablesBuild --benchmark_min_time=$build_time")
[[ -n $m2p ]] && cmds+=("java -cp CLASSES Min2phaseBench first$n_cubes.txt 20   # scripts/results/peers/Min2phaseBench.java")
[[ --max-length $kociemba ]] && cmds+=("kociemba_bench first$n_kociemba.txt 20 CACHE   # scripts/results/peers/kociemba_bench.c" \
  "build/cubelab bench -s 'twophase{profile=P}' --file first$n_kociemba.txt --max-length 20 -j 1 --json   # P = tiny, small")
cmds+=("build/cubelab bench -s 'twophase{profile=P}' --file first$n_10ms.txt --time 0.01 -j 1 --json   # P = tiny, full"
  "CUBELAB_REFERENCE_DIR=DIR build/microbench/twophase_bench --benchmark_filter='Tiny(MaxLength2[01])'   # DIR/random-state-1000.txt: first$n_cubes.txt")
commands "${cmds[@]}"

echo "Input: the first $n_cubes reference cubes (\`$ref\`), one thread, at most 20 moves;"
echo "times are wall clock per cube. Peak RSS: \`/usr/bin/time\` around each run."
((rounds > 1)) && echo "Each program was run $rounds times, the programs alternating (the slash-separated values)."
echo

tiny_runs=() m2p_runs=() builds=()
for ((r = 1; r <= rounds; r++)); do
  echo "round $r: tiny ..." >&2
  bench_json "$work/tiny$r.json" -s 'twophase{profile=tiny}' --file "$file" --max-length 20 -j 1
  tiny_runs+=("$work/tiny$r.json")
  gbench twophase_bench "$work/build$r.json" --benchmark_filter=TinyTablesBuild \
    --benchmark_min_time="$build_time"
  builds+=("$(gbench_value "$work/build$r.json" BM_TinyTablesBuild/real_time real_time)")
  if [[ -n $m2p ]]; then
    echo "round $r: min2phase ..." >&2
    peer_run "$work/m2p$r.txt" java -cp "$work/min2phase" Min2phaseBench "$file" 20
    m2p_runs+=("$work/m2p$r.txt")
  fi
done

row() { # row LABEL TABLES BUILT RSS FN RUNS...: a row of the tiny/min2phase table
  local label=$1 tables=$2 built=$3 rss=$4 fn=$5
  shift 5
  local mean median p95 htm
  mean=$(joined "$fn" mean "$@")
  median=$(joined "$fn" median "$@")
  p95=$(joined "$fn" p95 "$@")
  htm=$("$fn" "$1" htm)
  echo "| $label | $tables | $built | $rss | $mean | $median | $p95 | $htm |"
}
echo "| | tables | tables built | peak RSS | mean | median | p95 | mean length |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
tiny_tables=$(table_mib "${tiny_runs[0]}")
built=$(IFS=/; echo "${builds[*]}")
built=${built//\// \/ }
row "cubelab \`tiny\`" "$tiny_tables" "$built ($(nproc) threads)" "$(peak_rss "${tiny_runs[0]}.rss")" cubelab_field "${tiny_runs[@]}"
if [[ -n $m2p ]]; then
  m2p_built=$(joined peer_field init "${m2p_runs[@]}")
  row "min2phase (Java)" "about 1 MiB (its Benchmark.md)" "$m2p_built" "$(peak_rss "${m2p_runs[0]}.rss") (the JVM)" peer_field "${m2p_runs[@]}"
fi
echo
if [[ -n $m2p ]]; then
  ratio=$(python3 - "${tiny_runs[@]}" -- "${m2p_runs[@]}" <<'PY'
import json, statistics, sys
args = sys.argv[1:]
tiny, m2p = args[:args.index("--")], args[args.index("--") + 1:]
t_mean = statistics.fmean(json.load(open(f))["solvers"][0]["summary"]["time_ms"]["mean"] for f in tiny)
t_median = statistics.fmean(json.load(open(f))["solvers"][0]["summary"]["time_ms"]["median"] for f in tiny)
def peer(f):
    ms = sorted(float(l.split("\t")[2]) for l in open(f) if "\t" in l)
    return statistics.fmean(ms), statistics.median(ms)
p = [peer(f) for f in m2p]
print(f"{statistics.fmean(x[0] for x in p) / t_mean:.2f} {statistics.fmean(x[1] for x in p) / t_median:.2f}")
PY
)
  read -r r_mean r_median <<<"$ratio"
  echo "min2phase's mean time a cube is $r_mean times the tiny profile's and its median $r_median"
  echo "times$( ((rounds > 1)) && echo ", averaged over the rounds"). The peer is min2phase (Shuang Chen, \"min2phase\", GitHub,"
  echo "github.com/cs0x7f/min2phase, commit $m2p, its defaults: twist-flip table, inverse and three"
  echo "axes, pre-moves), the Java version on $(java -version 2>&1 | head -1 | tr -d '"'), called by"
  echo "\`scripts/results/peers/Min2phaseBench.java\`: \`Search.init()\` (timed: its tables), then"
  echo "\`new Search().solution(facelets, 20, 100000000, 0, 0)\` for each cube, timed one by one with"
  echo "no warm-up; every solution verified by applying it."
else
  echo "min2phase's row: \`MIN2PHASE_DIR=CHECKOUT scripts/results.sh twophase-profiles\` with a checkout"
  echo "of github.com/cs0x7f/min2phase (Shuang Chen, \"min2phase\") and a JDK."
fi
echo
p1=$(bench_fields "${tiny_runs[0]}" 0 stat:phase1_nodes)
p2=$(bench_fields "${tiny_runs[0]}" 0 stat:phase2_nodes)
short=$(bench_fields "${tiny_runs[0]}" 0 stat:optimal_search_nodes)
echo "Nodes a cube, tiny profile: $p1 phase-1 (its pre-move steps included), $p2 phase-2 and"
echo "$short of the short-position search (the proof that no solution of 10 moves or fewer exists)."
echo

echo "small and full ..." >&2
echo "The small and full profiles, the same command with \`profile=small\` and \`profile=full\`"
echo "(tables built once and saved in the cache; their build times: section Two-phase):"
echo
echo "| | tables | peak RSS | mean | median | p95 | mean length |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for p in small full; do
  bench_json "$work/$p.json" -s "twophase{profile=$p}" --file "$file" --max-length 20 -j 1
  cells=$(bench_fields "$work/$p.json" 0 mean median p95 htm)
  echo "| cubelab \`$p\` | $(table_mib "$work/$p.json") | $(peak_rss "$work/$p.json.rss") | $cells |"
done
echo

if [[ -n $kociemba ]]; then
  k_runs=() kt_runs=() ks_runs=()
  for ((r = 1; r <= kociemba_rounds; r++)); do
    echo "round $r: kociemba ..." >&2
    peer_run "$work/kociemba$r.txt" "$work/kociemba_bench" "$file_k" 20 "$work/kociemba-cache"
    k_runs+=("$work/kociemba$r.txt")
    bench_json "$work/ktiny$r.json" -s 'twophase{profile=tiny}' --file "$file_k" --max-length 20 -j 1
    kt_runs+=("$work/ktiny$r.json")
    bench_json "$work/ksmall$r.json" -s 'twophase{profile=small}' --file "$file_k" --max-length 20 -j 1
    ks_runs+=("$work/ksmall$r.json")
  done
  echo "The solver of the Python package \`kociemba\` (github.com/muodov/kociemba, commit $kociemba,"
  echo "after Herbert Kociemba's two-phase algorithm), its C part compiled with \`cc -std=c99 -O3\`"
  echo "into \`scripts/results/peers/kociemba_bench.c\`, which calls"
  echo "\`solution(facelets, 20, 1000, 0, cache)\` for each cube, timed one by one after a first call"
  echo "that loads its tables; the first $n_kociemba reference cubes$( ((kociemba_rounds > 1)) &&
    echo ", $kociemba_rounds rounds of the three programs, one after the other"); every solution"
  echo "verified by applying it:"
  echo
  echo "| | tables | mean | median | p95 | max | mean length |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  k_tables=$(du -sk "$work/kociemba-cache" | awk '{ printf "%.1f MiB", $1 / 1024 }')
  echo "| kociemba (C) | $k_tables (its cache) | $(joined peer_field mean "${k_runs[@]}") | $(joined peer_field median "${k_runs[@]}") | $(joined peer_field p95 "${k_runs[@]}") | $(joined peer_field max "${k_runs[@]}") | $(peer_field "${k_runs[0]}" htm) |"
  for p in tiny small; do
    if [[ $p == tiny ]]; then runs=("${kt_runs[@]}"); else runs=("${ks_runs[@]}"); fi
    echo "| cubelab \`$p\` | $(table_mib "${runs[0]}") | $(joined cubelab_field mean "${runs[@]}") | $(joined cubelab_field median "${runs[@]}") | $(joined cubelab_field p95 "${runs[@]}") | $(joined cubelab_field max "${runs[@]}") | $(cubelab_field "${runs[0]}" htm) |"
  done
else
  echo "kociemba's rows (the C solver of the Python package \`kociemba\`, github.com/muodov/kociemba):"
  echo "\`KOCIEMBA_DIR=CHECKOUT scripts/results.sh twophase-profiles\` with a checkout of it."
fi
echo

echo "10 ms a cube ..." >&2
bench_json "$work/tiny10.json" -s 'twophase{profile=tiny}' --file "$file_10ms" --time 0.01 -j 1
bench_json "$work/full10.json" -s 'twophase{profile=full}' --file "$file_10ms" --time 0.01 -j 1
tiny10=$(bench_fields "$work/tiny10.json" 0 htm)
tiny10_max=$(bench_fields "$work/tiny10.json" 0 max)
full10=$(bench_fields "$work/full10.json" 0 htm)
echo "Within 10 ms a cube (\`--time 0.01\`, no length limit), first $n_10ms reference cubes: \`tiny\` reaches"
echo "$tiny10 moves on average (the longest solve $tiny10_max), \`full\` $full10."
echo

echo "twophase_bench Tiny ..." >&2
CUBELAB_REFERENCE_DIR=$(reference_dir "$n_cubes") \
  gbench twophase_bench "$work/tinybench.json" --benchmark_filter='Tiny(MaxLength2[01])'
c20=$(gbench_per_cube "$work/tinybench.json" BM_TinyMaxLength20/iterations:1 cpu_time cubes)
l20=$(gbench_mean "$work/tinybench.json" BM_TinyMaxLength20/iterations:1 mean_length)
c21=$(gbench_per_cube "$work/tinybench.json" BM_TinyMaxLength21/iterations:1 cpu_time cubes)
l21=$(gbench_mean "$work/tinybench.json" BM_TinyMaxLength21/iterations:1 mean_length)
echo "Google Benchmark, tiny profile, the same $n_cubes cubes: $c20 of CPU a cube at 20 moves (mean"
echo "length $l20), $c21 at 21 ($l21)."
