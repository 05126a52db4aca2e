#!/usr/bin/env bash
# Section "Input formats": input_bench, CPU time per call of the input formats beyond the
# Kociemba facelet string.
source "$(dirname "$0")/lib.sh"

min_time=$(pick 0.5 0.05)

echo "## Input formats"
echo
stamp
commands "build/microbench/input_bench --benchmark_min_time=$min_time"

echo "input_bench ..." >&2
gbench input_bench "$work/input.json" --benchmark_min_time="$min_time"
echo "CPU time per call:"
echo
cpu_table "$work/input.json" "CPU per call" <<'ROWS'
BM_ParseColouredRotatedFacelets|colour-letter facelets held with `x y`, parsed and turned back
BM_SingmasterRoundTrip|Singmaster out and back in
BM_PocketFaceletsRoundTrip|2x2x2 facelets out and back in
BM_NormalisePocket|`normalise_pocket`
BM_ParseCubeDetectingMoves|`parse_cube` of a 14-move sequence (detection and notation)
BM_RandomPocketState|`random_pocket_state`
ROWS
