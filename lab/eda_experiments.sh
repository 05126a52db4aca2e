#!/usr/bin/env bash
# Reproduces the numbers of docs/results.md, section "EDA": the solver `eda` on
# random scrambles by length (seeded: the same scrambles and solver seeds every time).
#   [EDA_SCALE=full|quick|check] lab/eda_experiments.sh OUTDIR [JOBS] [PART...]
# PART is any of: doc informed models ablation (default: all). EDA_SCALE=full (default) runs
# the scale of the published numbers: 20 scrambles for every length 1-20, for both
# fitnesses and the three models (3,935 solves);
# quick runs fewer lengths and scrambles (under an hour); check runs every configuration on
# one or two short scrambles (a minute or two: it checks the scripts, it measures nothing). Each
# configuration appends one TSV line per solve to OUTDIR/LABEL.tsv (an interrupted run
# resumes where it stopped); the tables are printed with
#   build/cubelab-lab eda summary OUTDIR/*.tsv [--optimal SOLVER]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: $0 OUTDIR [JOBS] [PART...]}
jobs=${2:-1}
shift $(( $# >= 2 ? 2 : 1 ))
parts=${*:-doc informed models ablation}
scale=${EDA_SCALE:-full}
pick() { # pick FULL QUICK [CHECK]
  case $scale in
    full) echo "$1" ;;
    quick) echo "$2" ;;
    check) echo "${3:-$2}" ;;
    *) echo "EDA_SCALE must be full, quick or check, not '$scale'" >&2; exit 2 ;;
  esac
}
bin=${CUBELAB_LAB_BIN:-build/cubelab-lab}
mkdir -p "$out"

run() {  # label lengths scrambles-per-length [solver option NAME=VALUE...]
  local label=$1 lengths=$2 n=$3
  shift 3
  local opts=()
  for kv in "$@"; do opts+=(-o "$kv"); done
  echo "== $label (lengths $lengths, $n scrambles each)" >&2
  "$bin" eda runs --label "$label" --lengths "$lengths" --scrambles "$n" \
    -j "$jobs" --out "$out/$label.tsv" "${opts[@]}" >/dev/null 2>&1
}

ablation=(elitism=false mutate=false local_search=false pruning=false)
for part in $parts; do
  case $part in
    doc)  # the thesis's preferred fitness; failing runs cost 500 generations
      run doc-bn "$(pick 1-10 1-10 2,6)" "$(pick 20 10 2)"
      run doc-bn "$(pick 11-20 12,16,20 12)" "$(pick 20 2 1)" ;;
    informed)  # the pattern-database fitness (the thesis's own top proposal, §5.4.1)
      run informed-bn "$(pick 1-20 1-20 4,12)" "$(pick 20 20 2)" fitness=informed
      run informed-small-bn "$(pick 1-20 4,8,12,16,20 4,12)" "$(pick 20 5 2)" fitness=informed \
        estimate=phased-small
      run informed-whole-bn "$(pick 4,6,8,10,12,16,20 4,6,8,10,12,16,20 4)" "$(pick 5 3 1)" \
        fitness=informed estimate=whole ;;
    models)  # UMDA and the Markov chain (the thesis's proposal §5.4.2) against the BN
      run doc-umda "$(pick 1-20 8,9,10 2,6)" "$(pick 20 5 2)" model=umda
      run doc-markov "$(pick 1-20 8,9,10 2,6)" "$(pick 20 5 2)" model=markov
      # the default informed estimate solves in generation 1 by local search (the model is never
      # used); the small tables leave work for the model on long scrambles
      run informed-umda "$(pick 1-20 5,10,15,20 4,12)" "$(pick 20 20 2)" fitness=informed model=umda
      run informed-markov "$(pick 1-20 5,10,15,20 4,12)" "$(pick 20 20 2)" fitness=informed \
        model=markov
      run informed-small-umda "$(pick 1-20 16,20 4,12)" "$(pick 20 5 2)" fitness=informed \
        estimate=phased-small model=umda
      run informed-small-markov "$(pick 1-20 16,20 4,12)" "$(pick 20 5 2)" fitness=informed \
        estimate=phased-small model=markov ;;
    ablation)  # §4.4: pure EDA -> +elitism -> +mutation -> +local search -> +pruning
      n=$(pick 20 5 2)
      l=$(pick 4,6,8 4,6,8 4,6)
      run ablation-1-pure "$l" "$n" "${ablation[@]}"
      run ablation-2-elitism "$l" "$n" mutate=false local_search=false pruning=false
      run ablation-3-mutation "$l" "$n" local_search=false pruning=false
      run ablation-4-local-search "$l" "$n" pruning=false
      run ablation-5-pruning "$l" "$n" ;;
    *) echo "unknown part $part" >&2; exit 2 ;;
  esac
done
"$bin" eda summary "$out"/*.tsv
