#!/usr/bin/env bash
# Every test: installs what is missing, builds, and runs
#   0. the sources' layout: C++ by clang-format (.clang-format), the web app's JavaScript by
#      Prettier (web/.prettierrc.json),
#   1. all unit and property tests (Release),
#   2. the fast tests again under AddressSanitizer + UndefinedBehaviorSanitizer, built with
#      clang (Debug), so every change compiles with both gcc and clang: the library's tests
#      (those that run the two programs as processes, cli, lab and fault_injection, are
#      Release's: the programs' parsers are the fuzz targets'; the scan command's run there
#      too; the solvers' own tests are Release's, their code run there by the facade's test
#      of every solver: tests/CMakeLists.txt), and beside them the libFuzzer targets of that
#      build, a few seconds each,
#   3. the HTTP API and browser tests of the web app, when web/ has them: the page served by
#      `cubelab serve` and by a plain static file server (its solvers in WebAssembly, built
#      first by scripts/build-wasm.sh).
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

step "tests (Release)"
ctest --test-dir build --output-on-failure -j"$test_jobs"

step "build (Debug, clang, ASan + UBSan, fuzz targets)"
# The sanitizer build reads the Release build's table cache, so big tables are built once.
# It runs on its own: at nice 19 beside the Release tests and the web app's stages, whose
# cores look half idle, it slowed the browser tests from 137 to 191 s: from nothing on 2
# cores the stages after the Release build took 956 s against 950 one after another.
CUBELAB_JOBS="$jobs" scripts/cmake-build.sh asan

step "tests (Debug, ASan + UBSan; tests named *Slow* skipped) and the fuzz targets"
# Each libFuzzer target is a test of that build (fuzz/CMakeLists.txt): a few seconds of
# fuzzing; a crash, a sanitizer report or a broken invariant fails it.
GTEST_FILTER='-*Slow*' ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j"$test_jobs"

if [[ -f web/package.json ]] && grep -q '"test"' web/package.json; then
  step "web app: the in-page solvers (WebAssembly)"
  CUBELAB_JOBS="$jobs" scripts/build-wasm.sh
  step "web app: API and browser tests"
  (cd web && CUBELAB_BIN="$PWD/../build/cubelab" npm test)
fi

step "all tests passed"
