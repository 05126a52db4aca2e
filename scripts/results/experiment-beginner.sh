#!/usr/bin/env bash
# Section "Beginner's-method thesis experiments": `cubelab-lab beginner` (Abreu García
# 2011), its Markdown report under the section's title, its charts in docs/charts/beginner/.
source "$(dirname "$0")/lib.sh"
dir=$(chart_dir beginner)
threads=$(nproc)
args=(--count "$(pick 20000 400)" --batch "$(pick 1000 100)" -j "$threads")
((quick)) && args+=(--pocket-count 2 --pocket-depth 8)

echo "## Beginner's-method thesis experiments (\`cubelab-lab beginner\`)"
echo
stamp
if ((quick)); then
  commands "build/cubelab-lab beginner ${args[*]} --charts docs/charts/beginner"
else
  # The defaults are the document's: 20,000 cubes of 25 random turns in batches of 1,000,
  # seed 1; 5 random 2x2x2 cubes of each optimal depth 1-11.
  commands "build/cubelab-lab beginner -j $threads --charts docs/charts/beginner"
fi
run_experiment beginner '^| 7 |' "$dir" "${args[@]}"
echo "The whole command: $(time_summary "$work/beginner.time") (the breadth-first search's"
echo "lists at the deepest 2x2x2 depth, and every stage of every 3x3x3 solve kept for the counts)."
echo
experiment_report beginner "$dir"
