#!/usr/bin/env bash
# Reproduces the numbers of docs/results.md, section "EDA (seed 003)": the solver `eda` on
# random scrambles by length (seeded: the same scrambles and solver seeds every time).
#   scripts/eda_experiments.sh OUTDIR [JOBS] [PART...]
# PART is any of: informed doc models ablation (default: all). Each configuration appends
# one TSV line per solve to OUTDIR/LABEL.tsv; the tables are printed with
#   build/cubelab experiment seed003 summary OUTDIR/*.tsv [--optimal SOLVER]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: $0 OUTDIR [JOBS] [PART...]}
jobs=${2:-1}
shift $(( $# >= 2 ? 2 : 1 ))
parts=${*:-informed doc models ablation}
bin=${CUBELAB_BIN:-build/cubelab}
mkdir -p "$out"

run() {  # label lengths scrambles-per-length [solver options...]
  local label=$1 lengths=$2 n=$3
  shift 3
  local opts=()
  for kv in "$@"; do opts+=(-o "$kv"); done
  echo "== $label (lengths $lengths, $n scrambles each)" >&2
  "$bin" experiment seed003 runs --label "$label" --lengths "$lengths" --scrambles "$n" \
    -j "$jobs" --out "$out/$label.tsv" "${opts[@]}" >/dev/null 2>&1
}

ablation=(elitism=false mutate=false local_search=false pruning=false)
for part in $parts; do
  case $part in
    informed)  # the pattern-database fitness (the thesis's own top proposal, §5.4.1)
      run informed-bn 1-20 20 fitness=informed ;;
    doc)  # the thesis's preferred fitness; failing runs cost 500 generations, so fewer long ones
      run doc-bn 1-10 20
      run doc-bn 11,12,14,16,18,20 3 ;;
    models)  # UMDA and the Markov chain (the thesis's proposal §5.4.2) against the BN
      run doc-umda 1-10 20 model=umda
      run doc-markov 1-10 20 model=markov
      run informed-umda 5,10,15,20 20 fitness=informed model=umda
      run informed-markov 5,10,15,20 20 fitness=informed model=markov ;;
    ablation)  # §4.4: pure EDA -> +elitism -> +mutation -> +local search -> +pruning
      run ablation-1-pure 4,6,8 10 "${ablation[@]}"
      run ablation-2-elitism 4,6,8 10 mutate=false local_search=false pruning=false
      run ablation-3-mutation 4,6,8 10 local_search=false pruning=false
      run ablation-4-local-search 4,6,8 10 pruning=false
      run ablation-5-pruning 4,6,8 10 ;;
    *) echo "unknown part $part" >&2; exit 2 ;;
  esac
done
"$bin" experiment seed003 summary "$out"/*.tsv
