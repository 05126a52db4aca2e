#!/usr/bin/env bash
# Installs the built program and library into a temporary prefix, checks the program, its
# manual page and completion, and builds examples/consumer against the library twice: with find_package(cubelab) and with pkg-config. Both programs solve a cube and
# verify the answer. Usage: install_consumer.sh SOURCE_DIR BUILD_DIR CXX
set -euo pipefail
src=$1 build=$2 cxx=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
# The program, with its manual page and bash completion (cubelab-docs wrote them from its
# commands); not the lab's program.
"$tmp/prefix/bin/cubelab" --version | grep -q "^cubelab "
grep -q '^.SS "cubelab solve"' "$tmp/prefix/share/man/man1/cubelab.1"
bash -n "$tmp/prefix/share/bash-completion/completions/cubelab"
grep -q -- '"solve") words=".*--max-length' "$tmp/prefix/share/bash-completion/completions/cubelab"
# The zsh completion: its syntax, and what it offers after `cubelab solve --ti` and `tables`
# (zsh's _describe and _files stood in for by functions that print what they are given).
zsh_completion="$tmp/prefix/share/zsh/vendor-completions/_cubelab"
zsh -n "$zsh_completion"
offered() {
  zsh -c 'file=$1; shift
    _describe() { local name=$4; print -l -- "${(@P)name}"; }
    _files() { print -- FILES; }
    words=(cubelab "$@"); CURRENT=${#words}; PREFIX=${words[CURRENT]}
    source $file' zsh "$zsh_completion" "$@"
}
offered solve --ti | grep -q '^--time-limit:Time limit per cube in seconds$'
offered tables '' | grep -q '^build:Build tables now'
offered solve --file '' | grep -qx FILES
test ! -e "$tmp/prefix/bin/cubelab-lab"
# Only the public headers are installed.
test -f "$tmp/prefix/include/cubelab/cubelab.h"
test -f "$tmp/prefix/include/cubelab/version.h"
if [[ -e "$tmp/prefix/include/cubelab/cube/alg.h" ]]; then
  echo "internal headers were installed" >&2
  exit 1
fi

cmake -S "$src/examples/consumer" -B "$tmp/cmake" -DCMAKE_PREFIX_PATH="$tmp/prefix" \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$tmp/cmake" >/dev/null
"$tmp/cmake/solve_one" "R U R' U' F2 D" thistlethwaite | tee "$tmp/out1"
grep -q "thistlethwaite: " "$tmp/out1"

libdir=$(ls -d "$tmp"/prefix/lib*/pkgconfig)
# shellcheck disable=SC2046
"$cxx" -std=c++20 -O1 "$src/examples/consumer/main.cpp" -o "$tmp/pc_solve_one" \
  $(PKG_CONFIG_PATH="$libdir" pkg-config --cflags --libs cubelab)
"$tmp/pc_solve_one" "U2 F' L D" pocket 2>&1 | tee "$tmp/out2" || true
grep -q "E_OPTION" "$tmp/out2"  # the 2x2x2 solver refuses a 3x3x3 cube, with its code
"$tmp/pc_solve_one" "U2 F' L D" thistlethwaite
echo "install_consumer: find_package and pkg-config consumers built and ran"
