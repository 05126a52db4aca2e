#!/usr/bin/env bash
# The main job on a built-in default: installs what is missing, builds, then makes a
# random-state cube (fixed seed), shows it as a coloured net, solves it with the best solver
# cubelab has and shows the verified solution. Arguments go to `cubelab demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
exec build/cubelab demo "$@"
