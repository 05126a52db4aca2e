#!/usr/bin/env bash
# Every test: installs what is missing, builds, and runs
#   0. the sources' layout: C++ by clang-format (.clang-format), the web app's JavaScript by
#      Prettier (web/.prettierrc.json),
#   1. all unit and property tests (Release),
#   2. the HTTP API and browser tests of the web app, when web/ has them: the page served by
#      `cubelab serve` and by a plain static file server (its solvers in WebAssembly, built
#      first by scripts/build-wasm.sh),
#   3. the fast tests again under AddressSanitizer + UndefinedBehaviorSanitizer, built with
#      clang (Debug), so every change compiles with both gcc and clang: the library's tests
#      (those that run the two programs as processes, cli, lab and fault_injection, are
#      Release's: the programs' parsers are the fuzz targets'; the scan command's run there
#      too), and beside them the libFuzzer targets of that build, a few seconds each.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# Tests run one more at a time than there are cores: several wait (for a server they started,
# a process killed and resumed, a table another test builds), and the cores would be idle
# meanwhile (the Release tests from nothing on 2 cores: 245 and 261 s at three at a time,
# 272 and 287 s at two, the same CPU time).
test_jobs=$((jobs + 1))
start=$(date +%s)
step() { echo; echo "=== $* ($(( $(date +%s) - start ))s)"; }

step "setup"
if [[ -f web/package.json ]]; then scripts/setup.sh --web; else scripts/setup.sh; fi

step "format (clang-format, Prettier)"
# Every C++ file as clang-format lays it out; the command below fixes what it lists.
git ls-files -z -- '*.cpp' '*.h' | xargs -0 clang-format --dry-run --Werror ||
  { echo "clang-format: run: git ls-files -z -- '*.cpp' '*.h' | xargs -0 clang-format -i" >&2; exit 1; }
# Every web source as Prettier (web/.prettierrc.json) lays it out; `npm run format` in web/
# fixes what it lists.
if [[ -f web/package.json ]] && grep -q '"format:check"' web/package.json; then
  (cd web && npm run --silent format:check) ||
    { echo "prettier: run: (cd web && npm run format)" >&2; exit 1; }
fi

step "build (Release)"
# Without the micro-benchmarks, which no test runs (scripts/build.sh alone builds them): each
# configuration builds once, what it must check and no more (docs/results.md, "The test run
# from nothing", has each stage's time on two cores without a compiler cache).
scripts/build.sh -DCUBELAB_BENCHMARKS=OFF

step "build (Debug, clang, ASan + UBSan, fuzz targets), at the lowest priority beside the next stages"
# The stages up to the sanitizer tests leave cores idle (tests waiting for a server or a
# table, one-threaded links, the browser tests' pauses: the web app's tests from nothing use
# 0.6 of a core); the sanitizer build, which needs none of them, fills those gaps at nice 19,
# a few percent of a core where they are busy. Its messages are shown once it has ended.
# In its own process group (job control on while it starts), so that a failed stage stops
# the compilers it started; not in a session of its own (setsid), whose processes the kernel's
# autogroup scheduling would share the cores with as equals, nice or not.
asan_log=$(mktemp)
set -m
CUBELAB_JOBS="$jobs" nice -n 19 scripts/cmake-build.sh asan >"$asan_log" 2>&1 &
asan_build=$!
set +m
trap 'kill -- -"$asan_build" 2>/dev/null || true; rm -f "$asan_log"' EXIT
asan_build_done() {
  local status=0
  step "build (Debug, clang, ASan + UBSan, fuzz targets): waiting for it to end"
  wait "$asan_build" || status=$?
  cat "$asan_log"
  ((status == 0)) || { echo "the sanitizer build failed (status $status)" >&2; exit 1; }
}

step "tests (Release)"
ctest --test-dir build --output-on-failure -j"$test_jobs"

if [[ -f web/package.json ]] && grep -q '"test"' web/package.json; then
  step "web app: the in-page solvers (WebAssembly)"
  CUBELAB_JOBS="$jobs" scripts/build-wasm.sh
  step "web app: API and browser tests"
  (cd web && CUBELAB_BIN="$PWD/../build/cubelab" npm test)
fi

asan_build_done
# The sanitizer build reads the Release build's table cache, so big tables are built once.
step "tests (Debug, ASan + UBSan; tests named *Slow* skipped) and the fuzz targets"
# Each libFuzzer target is a test of that build (fuzz/CMakeLists.txt): a few seconds of
# fuzzing; a crash, a sanitizer report or a broken invariant fails it.
GTEST_FILTER='-*Slow*' ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j"$test_jobs"

step "all tests passed"
