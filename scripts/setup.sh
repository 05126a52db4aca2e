#!/usr/bin/env bash
# Installs whatever cubelab needs that is missing (Debian packages, and the web app's npm
# packages), and does nothing when everything is there.
#   scripts/setup.sh          C++ toolchain and libraries, pybind11 and pytest (Python package)
#   scripts/setup.sh --demo   only what the demo's program needs (scripts/run.sh): the
#                             compiler, CMake, Ninja and four header libraries
#   scripts/setup.sh --web    also Node.js, npm packages, Chromium (web app and its tests) and
#                             emscripten (the web app's in-page solvers, WebAssembly)
#   scripts/setup.sh --results  what --web installs, and the tools scripts/results.sh measures
#                             with (wrk, the HTTP load generator)
set -euo pipefail
cd "$(dirname "$0")/.."

# The presets build with Ninja; make builds what CMake configures without one (the Python
# package's setup.py, the installed library's consumer test). procps: the tests' pgrep and
# pkill (the local Slurm cluster, fault injection), which a minimal Debian lacks.
demo_packages=(g++ cmake ninja-build libcli11-dev nlohmann-json3-dev libfmt-dev libstb-dev)
packages=("${demo_packages[@]}" make pkg-config git libgtest-dev libgmock-dev libbenchmark-dev
  libcpp-httplib-dev clang clang-format libclang-rt-dev lld python3 ccache
  python3-dev pybind11-dev python3-pytest python3-venv python3-setuptools python3-wheel mypy
  slurm-wlm munge zsh curl procps)
web=0
case "${1:-}" in
  "") ;;
  --demo) packages=("${demo_packages[@]}") ;;
  --web) web=1 ;;
  --results) web=1; packages+=(wrk) ;;
  *) echo "setup: unknown option $1 (--demo, --web or --results)" >&2; exit 2 ;;
esac
if ((web)); then
  # emscripten: Debian's, with its prebuilt C++ library; acorn for its JavaScript tools.
  packages+=(nodejs chromium emscripten node-acorn)
  # Node.js builds other than Debian's bring their own npm, which conflicts with Debian's.
  command -v npm >/dev/null || packages+=(npm)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

if ((web)) && [[ -f web/package.json ]]; then
  if [[ ! -d web/node_modules || web/package-lock.json -nt web/node_modules/.package-lock.json ]]; then
    echo "setup: installing the web app's npm packages" >&2
    (cd web && npm ci --no-audit --no-fund --loglevel=error >&2)
  fi
fi
