#!/usr/bin/env bash
# The Python package as pip sees it (pyproject.toml, setup.py):
#   run_package_test.sh PYTHON SOURCE_DIR CMAKE_BUILD_DIR TEST_DIR
# In a fresh virtual environment (with the system's site-packages: Debian's setuptools, wheel
# and mypy, nothing from an index): `pip install .` builds the package in the given CMake
# build, pip and importlib.metadata know it, the installed copy solves, mypy's stubtest finds
# the typed stubs true to the module, a wheel is made and installs in a second environment, and
# `pip uninstall` removes it. (The package's own tests run once, in the `python` test, on the
# build's copy of the same module.)
set -euo pipefail
py=$1 src=$2 build=$3 tests=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pip_quiet=(--disable-pip-version-check --no-input --no-index --no-deps --no-build-isolation -q)

"$py" -m venv --system-site-packages "$tmp/env"
env=$tmp/env/bin
CUBELAB_CMAKE_BUILD_DIR=$build "$env/pip" install "${pip_quiet[@]}" "$src"
[[ $("$env/pip" show cubelab) == *"Name: cubelab"* ]]
cd "$tmp"  # not the source tree: the installed package is imported
"$env/python" - <<'PY'
import importlib.metadata
import cubelab
assert importlib.metadata.version("cubelab") == cubelab.__version__, cubelab.__version__
assert "site-packages" in cubelab.__file__, cubelab.__file__
r = cubelab.solve("R U R' U'")
assert r.solved and cubelab.Cube("R U R' U'").applied(r.solution).is_solved
PY
"$env/python" -m mypy.stubtest --allowlist "$tests/stubtest-allowlist.txt" cubelab

CUBELAB_CMAKE_BUILD_DIR=$build "$env/pip" wheel "${pip_quiet[@]}" -w "$tmp/dist" "$src"
wheel=$(ls "$tmp"/dist/cubelab-*.whl)
"$py" -m venv --system-site-packages "$tmp/env2"
"$tmp/env2/bin/pip" install "${pip_quiet[@]}" "$wheel"
"$tmp/env2/bin/python" -c "import cubelab; print('wheel:', cubelab.__version__, cubelab.solve('R U').solution)"
"$tmp/env2/bin/pip" uninstall -y -q cubelab
if "$tmp/env2/bin/python" -c "import cubelab" 2>/dev/null; then
  echo "pip uninstall left cubelab importable" >&2
  exit 1
fi
echo "python package: installed, typed, tested, wheel $(basename "$wheel"), uninstalled"
