#!/usr/bin/env bash
# The main job on a built-in default: installs what is missing, builds, then makes a
# random-state cube (fixed seed), shows it as a coloured net, solves it with the best solver
# cubelab has and shows the verified solution (from two-phase's tiny tables, built in a
# fraction of a second, until the full ones are in the cache). Arguments go to `cubelab demo`.
#
# Only what the demo runs is installed and built: cubelab-demo (preset demo, build-demo/),
# the core's layers and two-phase without the other solvers, commands, server or tests, about
# half of the whole program's compile. scripts/build.sh builds the whole program, build/cubelab.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --demo
scripts/cmake-build.sh demo
status=0
build-demo/cubelab-demo demo "$@" || status=$?
echo >&2
echo "Every solver, puzzle and command, the whole program build/cubelab:" \
  "scripts/setup.sh && scripts/build.sh, then build/cubelab --help." >&2
exit "$status"
