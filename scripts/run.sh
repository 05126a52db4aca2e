#!/usr/bin/env bash
# The main job on a built-in default: installs what is missing, builds, then makes a
# random-state cube (fixed seed), shows it as a coloured net, solves it with the best solver
# cubelab has and shows the verified solution (from two-phase's tiny tables, built in a
# fraction of a second, until the full ones are in the cache). Arguments go to `cubelab demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Only the program the demo runs: no tests, micro-benchmarks, lab or Python module
# (scripts/test.sh builds those).
cmake --preset release -DCUBELAB_BENCHMARKS=OFF >/dev/null
cmake --build build -j"$(nproc)" --target cubelab 2>&1 |
  grep -vE '^\[ *[0-9]+%\]|^Consolidate|^Scanning|^Built target' || true
exec build/cubelab demo "$@"
