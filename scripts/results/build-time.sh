#!/usr/bin/env bash
# Section "Build from nothing": the time to compile the program `cubelab` (the whole
# program, scripts/build.sh's; scripts/run.sh builds the demo's, section bare-run) from a
# clean checkout of this commit without a compiler cache, one source a compile
# (CUBELAB_UNITY_BUILD=OFF) against the default unity builds (sixteen sources a compile in the
# libraries), the two alternating.
source "$(dirname "$0")/lib.sh"
rounds=$(pick 2 1)
threads=$(nproc)

git clone -q . "$work/src"
declare -A seconds
for ((round = 1; round <= rounds; round++)); do
  for unity in OFF ON; do
    echo "build-time: round $round, unity $unity ..." >&2
    dir=$work/build-$unity
    rm -rf "$dir"
    CCACHE_DISABLE=1 cmake -S "$work/src" -B "$dir" -DCMAKE_BUILD_TYPE=Release \
      -DCUBELAB_BENCHMARKS=OFF -DCUBELAB_UNITY_BUILD=$unity >"$work/configure.log" 2>&1 ||
      { cat "$work/configure.log" >&2; exit 1; }
    start=$(date +%s.%N)
    CCACHE_DISABLE=1 cmake --build "$dir" -j"$threads" --target cubelab >"$work/build.log" 2>&1 ||
      { tail -20 "$work/build.log" >&2; exit 1; }
    seconds[$unity]="${seconds[$unity]:-} $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')"
  done
done

echo "## Build from nothing"
echo
stamp
commands "git clone . SRC" \
  "CCACHE_DISABLE=1 cmake -S SRC -B BUILD -DCMAKE_BUILD_TYPE=Release -DCUBELAB_BENCHMARKS=OFF -DCUBELAB_UNITY_BUILD=OFF|ON" \
  "CCACHE_DISABLE=1 cmake --build BUILD -j$threads --target cubelab   # $rounds round(s), OFF and ON alternating"
echo "The program \`cubelab\` (its libraries: the core, the batch harness, the server, the"
echo "commands) compiled from a clean checkout without a compiler cache, on $threads threads."
echo
echo "| sources a compile | seconds |"
echo "|---|---:|"
for unity in OFF ON; do
  label=$([[ $unity == ON ]] && echo "sixteen (unity build, the default)" || echo "one (\`-DCUBELAB_UNITY_BUILD=OFF\`)")
  echo "| $label |$(for s in ${seconds[$unity]}; do printf ' %.0f' "$s"; done) |"
done
