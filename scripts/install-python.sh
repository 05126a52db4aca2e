#!/usr/bin/env bash
# Installs the Python package `cubelab` for the Python that `python3` runs: Debian's
# packages it needs (scripts/setup.sh), a Release build, then the package into that Python's
# site-packages (`cmake --install build --component python`). Nothing comes from a Python
# package index. Then: python3 -c "import cubelab; print(cubelab.solve(\"R U R' U'\"))"
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake --preset release -DPython_EXECUTABLE="$(command -v python3)" >/dev/null
cmake --build build -j"$(nproc)" --target _cubelab 2>&1 | grep -vE '^\[ *[0-9]+%\]|^Consolidate|^Scanning|^Built target' || true
cmake --install build --component python
echo "install-python: cubelab $(cd / && python3 -c 'import cubelab; print(cubelab.__version__, cubelab.__file__)')" >&2
