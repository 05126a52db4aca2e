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
micro=$build/microbench
ref=data/reference/random-state-1000.txt
quick=${RESULTS_QUICK:-0}
if [[ -z "${RESULTS_WORK:-}" ]]; then
  RESULTS_WORK=$(mktemp -d)
  trap 'rm -rf "$RESULTS_WORK"' EXIT
fi
work=$RESULTS_WORK
[[ -x "$bin" ]] || { echo "results: $bin not found; run scripts/build.sh" >&2; exit 1; }

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

# stamp: the line under a section's title, saying where and when it was measured.
stamp() {
  local commit
  commit=$(git rev-parse --short HEAD)
  git diff --quiet HEAD -- src apps lab include web python microbench 2>/dev/null ||
    commit="$commit (with uncommitted changes)"
  echo "Machine: $(machine). Commit $commit; $(date -u '+%Y-%m-%d'); load average at the start $(cut -d' ' -f1 /proc/loadavg).$( ((quick)) && echo ' **Quick run: small inputs, not a measurement.**')"
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

# json_get FILE EXPR: a value from a JSON file, EXPR a Python expression on `d`.
json_get() {
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}
