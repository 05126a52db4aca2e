#!/bin/sh
# The demo's program, cubelab-demo (scripts/run.sh): it solves its random-state cube and shows
# the verified solution, as text and as JSON; and its configuration alone (CUBELAB_DEMO_ONLY,
# preset demo) generates that program and nothing else, looking for none of the other
# programs' packages (cpp-httplib, GoogleTest) and refusing options it would not honour.
# Usage: demo.sh SOURCE_DIR DEMO_PROGRAM
set -eu
source_dir=$1
demo=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

"$demo" demo --no-color >"$scratch/out"
for expected in "A random-state cube (seed 2026)" "Solved by 'twophase'" "verified by applying it"; do
  grep -qF "$expected" "$scratch/out" || { echo "the demo did not say: $expected" >&2; cat "$scratch/out" >&2; exit 1; }
done
"$demo" demo --json --seed 7 >"$scratch/json"
python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
assert r["status"] == "solved" and r["seed"] == 7 and r["solver"] == "twophase", r
assert 0 < r["length_htm"] <= 22 and len(r["solution"].split()) == r["length_htm"], r
' "$scratch/json"
if "$demo" demo --seed x >/dev/null 2>&1; then
  echo "the demo took a bad seed" >&2
  exit 1
fi
# Its one command: another is refused by name.
if "$demo" solve "R U" >/dev/null 2>"$scratch/err" || ! grep -q "no command 'solve'; the commands: demo" "$scratch/err"; then
  echo "the demo's program did not refuse another command by name" >&2
  exit 1
fi

cmake -S "$source_dir" -B "$scratch/build" -DCUBELAB_DEMO_ONLY=ON -DCMAKE_BUILD_TYPE=Release \
  >"$scratch/configure.log" 2>&1 || { cat "$scratch/configure.log" >&2; exit 1; }
targets=$(cmake --build "$scratch/build" --target help | sed -n 's/^\.\.\. \([^ ]*\).*/\1/p')
for t in cubelab-demo cubelab_layers; do
  echo "$targets" | grep -qx "$t" || { echo "the demo's configuration has no $t" >&2; exit 1; }
done
for t in cubelab cubelab_core cubelab_server test_cube; do
  if echo "$targets" | grep -qx "$t"; then
    echo "the demo's configuration builds $t too" >&2
    exit 1
  fi
done
if cmake -S "$source_dir" -B "$scratch/refused" -DCUBELAB_DEMO_ONLY=ON -DCUBELAB_PYTHON=ON \
  >"$scratch/refused.log" 2>&1 || ! grep -q "takes no" "$scratch/refused.log"; then
  echo "the demo's configuration took CUBELAB_PYTHON=ON, which it does not build" >&2
  exit 1
fi
for package in HTTPLIB_FOUND GTest_DIR; do
  if grep -q "^$package" "$scratch/build/CMakeCache.txt"; then
    echo "the demo's configuration looked for $package" >&2
    exit 1
  fi
done
