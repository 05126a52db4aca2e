# Shared by the section generators of scripts/results.sh (sourced, not run). A generator
# prints its section of docs/results.md, Markdown from its "## " title on, to stdout; what
# it reports about its own progress goes to stderr.
#
# Set by scripts/results.sh (and defaulted here, so that a generator also runs alone:
# `scripts/results/NAME.sh`, with the tree already built):
#   RESULTS_QUICK=1     small inputs, to check a generator rather than to measure
#   RESULTS_WORK=DIR    scratch space, removed afterwards
#   CUBELAB_BUILD_DIR   the Release build to measure (default build/)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=${CUBELAB_BUILD_DIR:-build}
bin=$build/cubelab
lab_bin=$build/cubelab-lab
micro=$build/microbench
ref=data/reference/random-state-1000.txt
quick=${RESULTS_QUICK:-0}
# on_exit COMMAND: run COMMAND when the generator exits, however it exits (e.g. stop a server
# it started); the commands run in the order given.
exit_commands=()
on_exit() { exit_commands+=("$1"); }
trap 'for c in "${exit_commands[@]}"; do eval "$c" || true; done' EXIT
if [[ -z "${RESULTS_WORK:-}" ]]; then
  RESULTS_WORK=$(mktemp -d)
  on_exit 'rm -rf "$RESULTS_WORK"'
fi
work=$RESULTS_WORK
[[ -x "$bin" ]] || { echo "results: $bin not found; run scripts/build.sh" >&2; exit 1; }

# build_fuzz_targets DIR TARGET...: the libFuzzer targets in DIR, a build of the asan preset
# (configured and built when $CUBELAB_ASAN_BUILD_DIR does not name one); fails unless each
# is there.
build_fuzz_targets() {
  local dir=$1 f
  shift
  if [[ -z "${CUBELAB_ASAN_BUILD_DIR:-}" ]]; then
    echo "results: building the fuzz targets in $dir (asan preset) ..." >&2
    [[ -f $dir/CMakeCache.txt ]] || cmake --preset asan >&2
    cmake --build "$dir" -j"$(nproc)" --target "$@" >&2
  fi
  for f in "$@"; do
    [[ -x $dir/fuzz/$f ]] || { echo "results: $dir/fuzz/$f not built" >&2; exit 1; }
  done
}

# pick FULL QUICK: the full run's value, or the quick one's.
pick() { if ((quick)); then echo "$2"; else echo "$1"; fi; }

# first_n N: a file with the first N reference cubes (its path).
first_n() {
  head -n "$1" "$ref" >"$work/first$1.txt"
  echo "$work/first$1.txt"
}

# The machine a section was measured on: the CPU, its threads, memory, system and compiler.
machine() {
  local cpu cxx os
  cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//; s/ *$//; s/  */ /g')
  cxx=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt" 2>/dev/null)
  cxx=$("${cxx:-c++}" --version | head -1)
  if [[ $cxx == *clang* ]]; then cxx="clang $(grep -o '[0-9]*\.[0-9.]*' <<<"$cxx" | head -1)"
  else cxx="GCC ${cxx##* }"; fi
  os=$(. /etc/os-release && echo "$NAME $VERSION_ID")
  echo "$(nproc) threads of an $cpu, $(awk '/MemTotal/{printf "%.0f", $2/1048576}' /proc/meminfo) GiB, $os, $cxx"
}

# stamp: the line under a section's title, saying where and when it was measured. The load
# average is the one scripts/results.sh read just before it started the section: most
# sections print their stamp after measuring, when the load is their own.
stamp() {
  local commit
  commit=$(git rev-parse --short HEAD)
  git diff --quiet HEAD -- src apps lab include web python microbench 2>/dev/null ||
    commit="$commit (with uncommitted changes)"
  echo "Machine: $(machine). Commit $commit; $(date -u '+%Y-%m-%d'); load average at the start ${RESULTS_LOAD_AT_START:-$(cut -d' ' -f1 /proc/loadavg)}.$( ((quick)) && echo ' **Quick run: small inputs, not a measurement.**')"
  echo
}

# commands LINE...: a fenced block with the commands a section ran, as a reader would type
# them (scratch paths shown by their file name).
commands() {
  echo '```sh'
  local line
  for line in "$@"; do echo "${line//$work\//}"; done
  echo '```'
  echo
}

# gbench BINARY OUT.json ARGS...: runs a Google Benchmark program with JSON output.
gbench() {
  local program=$1 out=$2
  shift 2
  "$micro/$program" --benchmark_format=json --benchmark_out="$out" --benchmark_out_format=json \
    "$@" >/dev/null
}

# gbench_value FILE.json NAME FIELD: one number of one benchmark's run (e.g. cpu_time with its
# time_unit, or a counter), formatted for a table: "12.3 ms", "2,684".
gbench_value() {
  python3 - "$@" <<'PY'
import json, sys
path, name, field = sys.argv[1:4]
runs = [b for b in json.load(open(path))["benchmarks"] if b["name"] == name or b.get("run_name") == name and b.get("aggregate_name") == "median"]
if not runs:
    sys.exit(f"results: no benchmark {name} in {path}")
b = runs[-1]
v = b[field]
if field in ("cpu_time", "real_time"):
    scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b["time_unit"]]
    ns = v * scale
    for unit, div in (("s", 1e9), ("ms", 1e6), ("µs", 1e3), ("ns", 1)):
        if ns >= div or unit == "ns":
            x = ns / div
            print(f"{x:.3g} {unit}" if x < 1000 else f"{x:,.0f} {unit}")
            break
else:
    print(f"{v:,.0f}" if abs(v) >= 100 else f"{v:.3g}")
PY
}

# cpu_table FILE.json HEADING: a table of benchmarks' CPU times (HEADING: e.g. "CPU per
# call"), a row for each line `BENCHMARK|what it measures` on stdin.
cpu_table() {
  local bm what
  echo "| benchmark | what | $2 |"
  echo "|---|---|---:|"
  while IFS='|' read -r bm what; do
    echo "| \`$bm\` | $what | $(gbench_value "$1" "$bm" cpu_time) |"
  done
}

# json_get FILE EXPR: a value from a JSON file, EXPR a Python expression on `d`.
json_get() {
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

# gbench_per_cube FILE.json NAME FIELD COUNTER: a benchmark whose iteration solves COUNTER
# cubes (a counter of the run), its FIELD (real_time or cpu_time) per cube: the median over
# the repetitions, with their range when there are several ("0.477 ms (0.392-0.583)").
gbench_per_cube() {
  python3 - "$@" <<'PY'
import json, statistics, sys
path, name, field, counter = sys.argv[1:5]
runs = [b for b in json.load(open(path))["benchmarks"]
        if b.get("run_name", b["name"]) == name and b.get("run_type") != "aggregate"]
if not runs:
    sys.exit(f"results: no benchmark {name} in {path}")
if any(b.get("error_occurred") for b in runs):
    sys.exit(f"results: {name} failed in {path}")
scale = {"ns": 1e-6, "us": 1e-3, "ms": 1, "s": 1e3}
ms = sorted(b[field] * scale[b["time_unit"]] / b[counter] for b in runs)
def fmt(x):
    if x >= 1000: return f"{x / 1000:.3g} s"
    if x >= 1: return f"{x:.3g} ms"
    return f"{x * 1000:.3g} µs"
out = fmt(statistics.median(ms))
if len(ms) > 1:
    out += f" ({fmt(ms[0])}-{fmt(ms[-1])})"
print(out)
PY
}

# bench_json OUT.json BENCH-ARGS...: one `cubelab bench` run with every per-cube result as
# JSON, and its peak resident memory in OUT.json.rss (KiB; peak_rss reads it). bench exits 1
# when a cube is not solved (a time limit); that is in the JSON, which bench_fields reads, so
# only a run without JSON is a failure here.
bench_json() {
  local out=$1
  shift
  timed "$out.rss" "$bin" bench "$@" --json >"$out" 2>"$out.log" || true
  python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$out" 2>/dev/null || {
    echo "results: cubelab bench $* failed:" >&2
    tail -5 "$out.log" >&2
    exit 1
  }
}

# bench_fields FILE.json SOLVER FIELD...: table cells from a bench_json run (fields:
# scripts/results/bench_fields.py).
bench_fields() { python3 scripts/results/bench_fields.py "$@"; }

# reference_dir N: a directory whose random-state-1000.txt holds the first N reference cubes,
# for the microbenchmarks that solve "the reference cubes" (CUBELAB_REFERENCE_DIR).
reference_dir() {
  mkdir -p "$work/reference$1"
  head -n "$1" "$ref" >"$work/reference$1/random-state-1000.txt"
  echo "$work/reference$1"
}

# gbench_mean FILE.json NAME COUNTER: a counter's mean over a benchmark's repetitions, two
# decimals (a mean length).
gbench_mean() {
  python3 - "$@" <<'PY'
import json, sys
path, name, counter = sys.argv[1:4]
runs = [b[counter] for b in json.load(open(path))["benchmarks"]
        if b.get("run_name", b["name"]) == name and b.get("run_type") != "aggregate"]
if not runs:
    sys.exit(f"results: no benchmark {name} in {path}")
print(f"{sum(runs) / len(runs):.2f}")
PY
}

# peak_rss FILE: the peak resident memory of a `timed` run, in MiB.
peak_rss() { tail -n 1 "$1" | awk '{ printf "%.0f MiB", $2 / 1024 }'; }

# chart_dir NAME: the folder a section's charts go to (its path): docs/charts/NAME, linked
# from docs/results.md as charts/NAME/FILE.svg; a quick run's charts stay in the scratch space.
chart_dir() {
  local dir=docs/charts/$1
  ((quick)) && dir=$work/charts/$1
  rm -rf "$dir"
  mkdir -p "$dir"
  echo "$dir"
}

# charts NAME DIR: one image line per SVG chart in DIR, linked as charts/NAME/FILE.svg.
charts() {
  local svg
  for svg in "$2"/*.svg; do
    [[ -f $svg ]] || { echo "results: no charts in $2" >&2; return 1; }
    svg=${svg##*/}
    echo "![${svg%.svg}](charts/$1/$svg)"
  done
  echo
}

# timed OUT CMD...: runs CMD under /usr/bin/time, its resources into OUT, for time_summary.
timed() {
  local out=$1
  shift
  /usr/bin/time -f '%e %M %U %S' -o "$out" "$@"
}

# time_summary OUT: "12.3 s wall, 0.57 GiB peak RSS" of a timed run.
time_summary() {
  tail -n 1 "$1" | awk '{ printf "%.1f s wall, %.1f s CPU, %.2f GiB peak RSS", $1, $3 + $4, $2 / 1048576 }'
}

# verify_peer RUN: checks a peer harness's run (scripts/results/peers/: "init MS", then
# "FACELETS<TAB>SOLUTION<TAB>MS" a cube): every solution's inverse, applied to the solved cube,
# must be its cube (peers/summarise.py, which exits on a wrong one). Leaves RUN.inv and
# RUN.facelets, which summarise.py reads again for a table's fields.
verify_peer() {
  grep $'\t' "$1" | cut -f2 | "$bin" alg invert >"$1.inv"
  "$bin" validate --json --file "$1.inv" >"$1.facelets" || true
  python3 scripts/results/peers/summarise.py "$1" "$1.inv" "$1.facelets" htm >/dev/null
}

# demote: a command's Markdown with its headings one level down, under the section's title.
demote() { sed 's/^#/##/'; }

# run_experiment NAME CHECK DIR ARGS...: `cubelab-lab NAME ARGS... --charts DIR`, timed,
# its report into $work/NAME.md (resources in $work/NAME.time); fails when the report lacks
# CHECK (a grep pattern).
run_experiment() {
  local name=$1 check=$2 dir=$3
  shift 3
  echo "$name: solving ..." >&2
  timed "$work/$name.time" "$lab_bin" "$name" "$@" --charts "$dir" >"$work/$name.md"
  grep -q -- "$check" "$work/$name.md" || { echo "results: the $name report lacks '$check'" >&2; exit 1; }
}

# experiment_report NAME DIR: run_experiment's report under the section's title, then its charts.
experiment_report() {
  demote <"$work/$1.md"
  echo
  echo "### Charts"
  echo
  charts "$1" "$2"
}
