#!/usr/bin/env bash
# Builds cubelab (Release) into build/. Extra arguments go to cmake's configure step.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/cmake-build.sh release "$@"
test -x build/cubelab
