#!/usr/bin/env bash
# Builds cubelab (Release) into build/. Extra arguments go to cmake's configure step.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release "$@" >/dev/null
cmake --build build -j"$(nproc)" 2>&1 | grep -vE '^\[ *[0-9]+%\]|^Consolidate|^Scanning|^Built target' || true
test -x build/cubelab
