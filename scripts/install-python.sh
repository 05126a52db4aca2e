#!/usr/bin/env bash
# Installs the Python package `cubelab` with pip (pyproject.toml) into a virtual environment,
# ENV_DIR (default .venv at the repository's root), made if missing with the system's
# site-packages so that Debian's setuptools, wheel and pytest serve: Debian's packages it
# needs (scripts/setup.sh), the extension built in the Release build (build/) if there is
# one, else in a build of its own, then
#   pip install --no-build-isolation --no-index .
# Nothing comes from a Python package index. Then: ENV_DIR/bin/python -c "import cubelab".
# Usage: scripts/install-python.sh [ENV_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
env_dir=${1:-.venv}
scripts/setup.sh
py=/usr/bin/python3
[[ -x $py ]] || py=$(command -v python3)
[[ -x $env_dir/bin/pip ]] || "$py" -m venv --system-site-packages "$env_dir"
# The Release build (build/) when there is one, so that nothing is compiled twice.
[[ -f build/CMakeCache.txt ]] && export CUBELAB_CMAKE_BUILD_DIR=$PWD/build
CMAKE_BUILD_PARALLEL_LEVEL=$(nproc) \
  "$env_dir/bin/pip" install --disable-pip-version-check --no-build-isolation --no-index --no-deps -q .
version=$(cd / && "$env_dir/bin/python" -c 'import cubelab; print(cubelab.__version__)')
echo "install-python: cubelab $version in $env_dir (activate: . $env_dir/bin/activate)" >&2
