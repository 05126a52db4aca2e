#!/usr/bin/env bash
# Builds the web app's in-page solvers (WebAssembly, docs/web.md) into build-wasm/ with Debian's
# emscripten (scripts/setup.sh --web installs it): cubelab-wasm.mjs and cubelab-wasm.wasm,
# which web/build.mjs copies into web/dist. Incremental; -j as for the other builds.
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/cmake-build.sh wasm
