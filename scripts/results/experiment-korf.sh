#!/usr/bin/env bash
# Section "Korf/Kociemba monograph experiments": `cubelab-lab korf` (de Souza 2011),
# its Markdown report under the section's title, its charts in docs/charts/korf/.
source "$(dirname "$0")/lib.sh"
dir=$(chart_dir korf)
threads=$(nproc)
args=(-j "$threads")
((quick)) && args+=(--count 20 --korf-count 1 --korf-depth 10)

echo "## Korf/Kociemba monograph experiments (\`cubelab-lab korf\`)"
echo
stamp
# The defaults: the three pattern databases; 3 cubes of each optimal depth 1-14 for korf
# (the optimal solver proves each depth); 500 random states, seed 1, for twophase.
commands "build/cubelab-lab korf ${args[*]} --charts docs/charts/korf"
run_experiment korf "cubelab's default" "$dir" "${args[@]}"
echo "The whole command, tables already in the cache: $(time_summary "$work/korf.time") (the"
echo "\`optimal\` table that proves the depths, korf's pattern databases and twophase's tables)."
echo "The pattern-database facts are also checked by tests/lab/korf_experiment_test.cpp."
echo
experiment_report korf "$dir"
