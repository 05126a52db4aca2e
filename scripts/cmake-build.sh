#!/usr/bin/env bash
# Configures and builds one of the presets of CMakePresets.json for the other scripts
# (build.sh, run.sh, test.sh, build-wasm.sh), showing the compilers' messages but not the
# progress lines; fails when the build fails.
#   scripts/cmake-build.sh PRESET [CMAKE CONFIGURE ARGUMENTS...]
# The presets generate for Ninja: from nothing on two cores without a compiler cache, the
# demo's build took 80-86 s against make's 88-97 (three runs each, alternating), the whole
# Release build as long either way within the machine's noise (266 and 290 s against 285 and
# 277). A build directory that an earlier checkout configured for make is configured afresh
# (CMake keeps a directory's generator), its other files, the table cache among them, kept.
# The wasm preset is configured through emscripten's emcmake. -j: CUBELAB_JOBS, or every
# core.
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:?usage: scripts/cmake-build.sh PRESET [CMAKE CONFIGURE ARGUMENTS...]}
shift
case "$preset" in
  release) dir=build ;;
  demo | asan | wasm) dir=build-$preset ;;
  *) echo "cmake-build: unknown preset $preset (release, demo, asan or wasm)" >&2; exit 2 ;;
esac

configure=(cmake --preset "$preset")
if [[ $preset == wasm ]]; then
  # Debian's emscripten runs its JavaScript tools with the system's node, whose packages
  # (acorn) Debian keeps in /usr/share/nodejs.
  export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
  configure=(emcmake "${configure[@]}")
fi
if [[ -f $dir/CMakeCache.txt ]] && ! grep -qx 'CMAKE_GENERATOR:INTERNAL=Ninja' "$dir/CMakeCache.txt"; then
  echo "cmake-build: $dir was configured for another generator; configuring it for Ninja" >&2
  configure+=(--fresh)
fi
# Quiet but for CMake's warnings and errors (and without the command line emcmake echoes).
"${configure[@]}" "$@" 2>&1 >/dev/null | { grep -v '^configure: ' || true; } >&2
cmake --build "$dir" -j"${CUBELAB_JOBS:-$(nproc)}" 2>&1 |
  { grep -vE '^\[[0-9]+/[0-9]+\] |^ninja: no work to do' || true; }
