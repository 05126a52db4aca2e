#!/usr/bin/env bash
# Runs the Python package's tests: run_pytest.sh PYTHON PACKAGE_PARENT TEST_DIR.
# Debian's python3-pytest is pure Python; when PYTHON has no pytest of its own (a Python
# built by hand, of the same version as Debian's) it is lent Debian's.
set -euo pipefail
py=$1 pkg=$2 tests=$3
export PYTHONPATH="$pkg${PYTHONPATH:+:$PYTHONPATH}"
if ! "$py" -c "import pytest" 2>/dev/null; then
  same=$("$py" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  debian=$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || true)
  if [[ "$same" == "$debian" && -d /usr/lib/python3/dist-packages/pytest ]]; then
    export PYTHONPATH="$PYTHONPATH:/usr/lib/python3/dist-packages"
  else
    echo "run_pytest: $py has no pytest (install python3-pytest)" >&2
    exit 1
  fi
fi
cd "$tests"
exec "$py" -m pytest -q -p no:cacheprovider "$tests"
