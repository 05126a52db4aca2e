#!/usr/bin/env bash
# Section "Robustness: verified tables, request limits, thread limits": the cost of checking
# the tables (solve speed, the background check of large tables, `tables verify`), the
# robustness tests run and read (a damaged table, the server's soak and slow clients, SIGTERM
# during a build, refused threads), and every fuzz target of the asan preset from an empty
# corpus. The fuzz targets come from $CUBELAB_ASAN_BUILD_DIR when set, else build-asan/
# (configured with `cmake --preset asan` and built here when needed: clang, ASan + UBSan).
source "$(dirname "$0")/lib.sh"
threads=$(nproc)
tests=$build/tests
shared_cache=${CUBELAB_CACHE:-$HOME/.cache/cubelab}
export CUBELAB_CACHE=$shared_cache
asan=${CUBELAB_ASAN_BUILD_DIR:-build-asan}
# target:seconds (a full run); each target reads its input surface, see fuzz/*.cpp
fuzz=(fuzz_options:60 fuzz_api:60 fuzz_pocket:60 fuzz_parse_cube:60 fuzz_alg:90 fuzz_cli:300 fuzz_table_header:150
  fuzz_batch_file:60 fuzz_http_framing:60)

build_fuzz_targets "$asan" "${fuzz[@]%%:*}"

# gtest NAME BINARY FILTER: runs one test, its output into $work/NAME.txt; fails unless it passed.
gtest() {
  echo "robustness: test $3 ..." >&2
  "$2" --gtest_filter="$3" >"$work/$1.txt" 2>&1 || true
  grep -q '^\[  PASSED  \] 1 test' "$work/$1.txt" || {
    echo "results: $3 did not pass: $(tail -20 "$work/$1.txt")" >&2
    exit 1
  }
}
# test_ms NAME: how long the test took (gtest's own count).
test_ms() { sed -n 's/^\[       OK \] .* (\([0-9]*\) ms)$/\1/p' "$work/$1.txt"; }
wall() { tail -n 1 "$1" | cut -d' ' -f1; }

# 1. Solve speed with verified tables.
echo "robustness: search and solve speed ..." >&2
min_time=$(pick 2 0.1)
CUBELAB_OPTIMAL_TABLE=fallback gbench optimal_bench "$work/fallback.json" --benchmark_filter='/3$' \
  --benchmark_min_time="$min_time" --benchmark_repetitions=3
n_twophase=$(pick 200 20)
"$bin" bench --solver twophase --file "$(first_n "$n_twophase")" --threads 1 --json >"$work/twophase.json" 2>/dev/null
for i in 1 2 3; do
  timed "$work/ruf-$i.time" "$bin" solve --json "R U F" >"$work/ruf-$i.json"
done

# 2. The background check of large tables, on copies of the two-phase tables without a verdict.
fresh_copy() { # a cache holding the two-phase tables with no verdict on record (its path)
  rm -rf "$work/check-cache"
  mkdir -p "$work/check-cache"
  cp "$shared_cache"/twophase-coords.tbl "$shared_cache"/twophase-phase1.tbl \
    "$shared_cache"/twophase-phase1-moves.tbl "$shared_cache"/twophase-phase2.tbl "$work/check-cache/"
  echo "$work/check-cache"
}
random_cube=$("$bin" scramble -n 1 --seed 7)
echo "robustness: the background check ..." >&2
c=$(fresh_copy)
CUBELAB_CACHE=$c timed "$work/load-check.time" "$bin" solve "$random_cube" >/dev/null
c=$(fresh_copy)
CUBELAB_CACHE=$c CUBELAB_VERIFY_SYNC_LIMIT=1000 timed "$work/background-random.time" "$bin" solve "$random_cube" >/dev/null
c=$(fresh_copy)
CUBELAB_CACHE=$c CUBELAB_VERIFY_SYNC_LIMIT=1000 timed "$work/background-ruf.time" "$bin" solve "R U F" >/dev/null
CUBELAB_CACHE=$c CUBELAB_VERIFY_SYNC_LIMIT=1000 timed "$work/verdict-ruf.time" "$bin" solve "R U F" >/dev/null
CUBELAB_CACHE=$c timed "$work/verify.time" "$bin" tables verify >"$work/verify.txt"
verified=$(grep -c ' ok' "$work/verify.txt" || true)
table_mib=$(du -m -c "$c"/*.tbl | tail -1 | cut -f1)
rm -rf "$c"

# 3. The robustness tests, run and read.
gtest damaged "$tests/test_cli" CliTables.TheOptimalSolverMakesNoClaimFromADamagedTable
gtest soak "$tests/test_server" RobustServerTest.SoakSlowFloodsAndBrokenClientsLeaveItAnswering
gtest slow "$tests/test_server" RobustServerTest.SlowClientsDoNotStopTheServer
gtest sigterm "$tests/test_cli" CliServe.SigtermStopsATableBuildPromptly
gtest refused "$tests/test_base" RunOnThreads.RefusedThreadsRunTheirWorkOnTheCaller
[[ -x $asan/tests/test_base ]] && gtest refused-asan "$asan/tests/test_base" RunOnThreads.RefusedThreadsRunTheirWorkOnTheCaller
soak=$(sed -n 's/^soak: \([0-9]*\) answers, RSS \([0-9]*\) -> \([0-9]*\) KiB$/\1 \2 \3/p' "$work/soak.txt")
[[ -n $soak ]] || { echo "results: the soak test printed no counts" >&2; exit 1; }
read -r soak_answers soak_before soak_after <<<"$soak"
sigterm_ms=$(sed -n 's/^sigterm: the server stopped \([0-9]*\) ms after SIGTERM$/\1/p' "$work/sigterm.txt")
[[ -n $sigterm_ms ]] || { echo "results: the SIGTERM test printed no time" >&2; exit 1; }
echo "robustness: solve -j 1000 ..." >&2
"$bin" solve -j 1000 --json --file "$(first_n 40)" >"$work/j1000.jsonl" || true
j1000=$(grep -c '"status":"solved"' "$work/j1000.jsonl" || true)

# 4. Fuzzing: every target from an empty corpus, one after another (one core).
for entry in "${fuzz[@]}"; do
  f=${entry%%:*}
  t=$(pick "${entry##*:}" 5)
  echo "robustness: $f for $t s ..." >&2
  mkdir -p "$work/corpus-$f" "$work/artifacts-$f"
  status=0
  "$asan/fuzz/$f" "$work/corpus-$f" -max_total_time="$t" -print_final_stats=1 \
    -artifact_prefix="$work/artifacts-$f/" >"$work/fuzz-$f.txt" 2>&1 || status=$?
  echo "$t $status" >"$work/fuzz-$f.status"
done

echo "## Robustness: verified tables, request limits, thread limits"
echo
stamp
echo "**Solve speed with table verification** (lookups read the same memory; a search polls one more"
echo "atomic flag every few thousand nodes):"
echo
echo "| command | result |"
echo "|---|---|"
echo "| \`CUBELAB_OPTIMAL_TABLE=fallback build/microbench/optimal_bench --benchmark_filter='/3\$' --benchmark_min_time=$min_time --benchmark_repetitions=3\` | $(gbench_value "$work/fallback.json" BM_OptimalSearch/3 cpu_time) CPU (median of 3), $(gbench_value "$work/fallback.json" BM_OptimalSearch/3 nodes) nodes |"
python3 - "$work" "$n_twophase" <<'PY'
import json, sys
work, n = sys.argv[1], int(sys.argv[2])
s = json.load(open(f"{work}/twophase.json"))["solvers"][0]["summary"]
if s["solved"] != n:
    sys.exit("results: twophase did not solve every reference cube")
t = s["time_ms"]
print(f"| `build/cubelab bench --solver twophase --file first{n}.txt --threads 1` | mean {t['mean'] * 1000:,.0f} µs, median {t['median'] * 1000:,.0f} µs |")
walls = [float(open(f"{work}/ruf-{i}.time").read().split()[-4]) for i in (1, 2, 3)]
mib = json.load(open(f"{work}/ruf-1.json"))["stats"]["table_bytes"] / 2**20
print(f"| `build/cubelab solve \"R U F\"` (wall, three runs; tables loaded and checked, {mib:,.0f} MiB) | {min(walls):.2f}-{max(walls):.2f} s |")
PY
echo
echo "Large tables are checked in the background: with the two-phase tables sent down that path"
echo "(\`CUBELAB_VERIFY_SYNC_LIMIT=1000\`, copies with no verdict on record), a solve that claims nothing"
echo "(a random state, \`cubelab scramble -n 1 --seed 7\`) returns in $(wall "$work/background-random.time") s, against"
echo "$(wall "$work/load-check.time") s with the check on load; \`R U F\`, which claims optimality, waits for the check:"
echo "$(wall "$work/background-ruf.time") s. With the verdict on record, the same solve takes $(wall "$work/verdict-ruf.time") s."
echo "\`cubelab tables verify\` on those $verified tables ($table_mib MiB): $(time_summary "$work/verify.time") (it reads"
echo "with pread, 8 MiB at a time)."
echo
commands "build/tests/test_cli --gtest_filter=CliTables.TheOptimalSolverMakesNoClaimFromADamagedTable:CliServe.SigtermStopsATableBuildPromptly" \
  "build/tests/test_server --gtest_filter='RobustServerTest.Soak*:RobustServerTest.SlowClients*'" \
  "build/tests/test_base --gtest_filter=RunOnThreads.RefusedThreadsRunTheirWorkOnTheCaller" \
  "build/cubelab solve -j 1000 --json --file first40.txt"
echo "**Damaged tables** (\`TheOptimalSolverMakesNoClaimFromADamagedTable\`, passed in $(test_ms damaged) ms: the"
echo "fallback table's payload overwritten with 0xFF and the large-table path forced): \`R U F\` gets"
echo "\`error\` (a payload checksum mismatch), not a claim; \`tables verify\` exits 1 naming the table,"
echo "\`tables list\` does not call it \`ok\`, and the next solve rebuilds it and is proven optimal again."
echo
echo "**Server soak** (\`RobustServerTest.SoakSlowFloodsAndBrokenClientsLeaveItAnswering\`, in process,"
echo "8 s, 6 client threads from 127.0.0.1 and 127.0.0.2: request floods, 300 KB chunked bodies, declared"
echo "1 GB bodies, headers without end, solves whose client disconnects): $(python3 -c 'import sys; print(f"{int(sys.argv[1]):,}")' "$soak_answers") answers,"
echo "resident memory $(awk -v k="$soak_before" 'BEGIN { printf "%.1f", k / 1024 }') MiB at the start and $(awk -v k="$soak_after" 'BEGIN { printf "%.1f", k / 1024 }') MiB at the end, \`GET /api/solvers\` still"
echo "answered. Slow clients (\`SlowClientsDoNotStopTheServer\`, passed in $(test_ms slow) ms: 30 connections from"
echo "127.0.0.2 sending a byte every 0.5 s) leave \`GET /api/solvers\` from 127.0.0.1 answered in under a"
echo "second; each slow connection is refused (503) or cut (408) within the request timeout."
echo
echo "**Stopping during a build** (\`SigtermStopsATableBuildPromptly\`: \`cubelab serve --build-tables all\`,"
echo "a job that needs the 465 MiB eo4-ep24 table, SIGTERM 2 s into its build): the server stops"
echo "$sigterm_ms ms after the signal, with no table file left."
echo
asan_note=""
[[ -f $work/refused-asan.txt ]] && asan_note=", also under AddressSanitizer"
echo "**Threads.** \`cubelab solve -j 1000 --file\` (40 reference cubes): $j1000 of 40 solved (workers capped at"
echo "the $threads hardware threads); a thread the pool cannot start runs its share on the caller"
echo "(\`RunOnThreads.RefusedThreadsRunTheirWorkOnTheCaller\` passed$asan_note)."
echo
compiler=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$asan/CMakeCache.txt")
compiler=$("${compiler:-clang++}" --version | head -1 | grep -o 'version [0-9.]*' | cut -d' ' -f2)
echo "**Fuzzing every input surface** (\`$asan\`, \`cmake --preset asan\`: clang $compiler, ASan + UBSan on the"
echo "whole library, coverage on the input-reading code; one core). Each target from an empty corpus:"
echo "\`$asan/fuzz/NAME corpus-NAME -max_total_time=T -print_final_stats=1\`."
echo
python3 - "$work" "${fuzz[@]%%:*}" <<'PY'
import pathlib, re, sys
work, targets = sys.argv[1], sys.argv[2:]
what = {
    "fuzz_options": "`NAME=VALUE` lists against every solver's option table; memory sizes",
    "fuzz_api": "request bodies of `/api/validate`, `/api/solve` (and jobs), `/api/scramble`",
    "fuzz_pocket": "2x2x2 facelets and corner Singmaster",
    "fuzz_parse_cube": "cube text in every format",
    "fuzz_alg": "move notation and the Alg operations",
    "fuzz_cli": "whole command lines, every command's flags (parsing only)",
    "fuzz_table_header": "table files: arbitrary bytes, and good files with bytes changed (never verified, always rebuilt)",
    "fuzz_batch_file": "batch outputs read to resume (`solve --out`) and merged (`merge`), torn tails included",
    "fuzz_http_framing": "the server's request heads and chunked bodies (its strict framing)",
}
print("| target | what it feeds | T | runs | crashes | peak RSS |")
print("|---|---|---:|---:|---:|---:|")
total = crashes = 0
for t in targets:
    out = open(f"{work}/fuzz-{t}.txt", errors="replace").read()
    seconds, status = open(f"{work}/fuzz-{t}.status").read().split()
    runs = re.search(r"stat::number_of_executed_units:\s+(\d+)", out)
    rss = re.search(r"stat::peak_rss_mb:\s+(\d+)", out)
    found = len(list(pathlib.Path(f"{work}/artifacts-{t}").iterdir()))
    if not runs or (status != "0" and not found):
        sys.exit(f"results: {t} stopped without its statistics or a crash file (status {status})")
    total += int(runs.group(1))
    crashes += found
    print(f"| `{t}` | {what.get(t, '')} | {seconds} s | {int(runs.group(1)):,} | {found} | {rss.group(1) if rss else '-'} MB |")
print()
print(f"{total / 1e6:.1f} M runs in all, {crashes} crashes.")
PY
