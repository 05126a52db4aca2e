#!/usr/bin/env bash
# Builds the web app's in-page solvers (WebAssembly, docs/web.md) into build-wasm/ with Debian's
# emscripten (scripts/setup.sh --web installs it): cubelab-wasm.mjs and cubelab-wasm.wasm,
# which web/build.mjs copies into web/dist. Incremental; -j as for the other builds.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's emscripten runs its JavaScript tools with the system's node, whose packages
# (acorn) Debian keeps in /usr/share/nodejs.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
if [[ ! -f build-wasm/CMakeCache.txt ]]; then
  emcmake cmake --preset wasm >/dev/null
fi
cmake --build build-wasm -j"${CUBELAB_JOBS:-$(nproc)}" 2>&1 |
  { grep -vE '^\[ *[0-9]+%\]|^Consolidate|^Scanning|^Built target' || true; }
