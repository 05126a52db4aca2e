#!/usr/bin/env bash
# Regenerates the generated part of docs/results.md from scratch: every solver on the
# reference cubes (data/reference/random-state-1000.txt, or a stated subset for the slow
# ones), with tables and SVG charts, the machine, the commit and the date. Hand-written
# sections of docs/results.md outside the generated markers are kept.
#   scripts/results.sh            the standard set (about 10-20 minutes on 2 cores)
#   scripts/results.sh --quick    small subsets, to check the script itself
# Tables come from $CUBELAB_CACHE (default ~/.cache/cubelab); the first run builds them
# (the optimal solver's 1G table takes about 8 minutes on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
[[ "${1:-}" == "--quick" ]] && quick=1
scripts/setup.sh
scripts/build.sh
bin=build/cubelab
ref=data/reference/random-state-1000.txt
[[ -f "$ref" ]] || { echo "results: $ref not found" >&2; exit 1; }
charts=docs/charts
mkdir -p "$charts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# (the list is read once: `solvers | grep -q` would fail under pipefail when grep stops early)
solvers_json=$("$bin" solvers --json)
has_solver() { grep -q "\"name\":\"$1\"" <<<"$solvers_json"; }
first_n() { head -n "$1" "$ref" > "$work/first$1.txt"; echo "$work/first$1.txt"; }
n_all=1000; n_some=100; n_few=10; t_optimal=60; t_meta=60
if ((quick)); then n_all=50; n_some=10; n_few=3; t_optimal=10; t_meta=10; fi

section() {  # section TITLE NAME BENCH-ARGS...: one bench run, its report and charts
  local title=$1 name=$2
  shift 2
  echo "### $title"
  echo
  echo '```'
  local shown="$*"
  echo "$bin bench ${shown//$work\//} --report <report> --svg docs/charts/$name"
  echo '```'
  echo
  # (bench exits 1 when a cube is not solved; its report says so, so only a missing report
  # is a failure here)
  "$bin" bench "$@" --report "$work/$name.md" --svg "$charts/$name" >/dev/null || true
  if [[ -f "$work/$name.md" ]]; then
    # The report's charts are relative to the report; here they live in docs/charts/NAME/.
    sed -e '1d' -e "s#!\[[^]]*/\([^/]*\)\.svg\](\([^)]*\)/\([^/)]*\.svg\))#![$name: \1](charts/$name/\3)#" \
      "$work/$name.md"
  else
    echo "**The bench run failed; see its output by running the command above.**"
    echo "results: the bench run for '$title' failed" >&2
  fi
  echo
}

{
  echo "<!-- generated:begin (scripts/results.sh regenerates this part; do not edit by hand) -->"
  echo "## Solver comparison (generated)"
  echo
  echo "- Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/{print $2}') GiB"
  echo "- Commit: $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)')"
  echo "- Date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "- Load average at the start: $(cut -d' ' -f1-3 /proc/loadavg) (times are wall clock: other work on the machine inflates them)"
  echo "- Command: scripts/results.sh$( ((quick)) && echo ' --quick')"
  echo "- Inputs: \`firstN.txt\` is the first N lines of \`$ref\`"
  echo

  fast=()
  # No --max-length here: it is a hard limit for every solver (beginner's ~90 moves would
  # fail); twophase without one stops at its default target of 20 moves.
  for s in twophase thistlethwaite beginner; do has_solver "$s" && fast+=("$s"); done
  has_solver thistlethwaite && fast+=("thistlethwaite{beam=8}")
  if ((${#fast[@]})); then
    list=$(IFS=,; echo "${fast[*]}")
    section "Exact and method solvers, $n_all reference cubes" fast \
      --solver "$list" --file "$(first_n $n_all)" --threads 1
  fi
  if has_solver twophase; then
    section "Two-phase: time to at most 21 moves, $n_all reference cubes" twophase21 \
      --solver twophase --file "$(first_n $n_all)" --max-length 21
    section "Two-phase: shortest found in 10 ms per cube, $n_all reference cubes" twophase10ms \
      --solver twophase --file "$(first_n $n_all)" --time 0.01
  fi
  if has_solver optimal; then
    section "Optimal solver (default 1G memory budget), first $n_few reference cubes, $t_optimal s limit" optimal \
      --solver optimal --file "$(first_n $n_few)" --threads 1 --time "$t_optimal"
  fi
  meta=()
  for s in msls ga memetic; do has_solver "$s" && meta+=("$s"); done
  if ((${#meta[@]})); then
    list=$(IFS=,; echo "${meta[*]}")
    section "Metaheuristics (Castillo Matas 2019 defaults), first $n_few reference cubes, $t_meta s limit" meta \
      --solver "$list" --file "$(first_n $n_few)" --seed 1 --time "$t_meta"
  fi
  if has_solver eda; then
    section "EDA (Montero Santos 2026), 10-move scrambles" eda \
      --solver eda --random "$n_few" --scramble-length 10 --seed 1
  fi
  # The optimal 2x2x2 solver on many states; the MSLS of Castillo Matas (2019) against it on fewer.
  if has_solver pocket; then
    section "2x2x2, $n_all random states" pocket \
      --puzzle 2x2x2 --solver pocket --random "$n_all" --seed 1
  fi
  if has_solver msls2 && has_solver pocket; then
    section "2x2x2: MSLS (Castillo Matas 2019) against the optimum, $n_some random states" pocket-msls \
      --puzzle 2x2x2 --solver pocket,msls2 --random "$n_some" --seed 1
  fi
  if has_solver greedy; then
    echo "### Greedy (the interactive-cube blog post's hill climb): success by scramble length (100 scrambles each)"
    echo
    echo "| scramble length | solved |"
    echo "|---:|---:|"
    for k in 1 2 3 4 5 6 7 8 9 10; do
      # (bench exits 1 when some scramble is not solved, which is the point here)
      n=$({ "$bin" bench --solver greedy --random 100 --scramble-length "$k" --seed "$k" --json ||
        true; } | python3 -c 'import json,sys; print(json.load(sys.stdin)["solvers"][0]["summary"]["solved"])')
      echo "| $k | $n% |"
    done
    echo
  fi
  echo "<!-- generated:end -->"
} > "$work/generated.md"

python3 - "$work/generated.md" docs/results.md <<'PY'
import pathlib, re, sys
generated = pathlib.Path(sys.argv[1]).read_text()
target = pathlib.Path(sys.argv[2])
old = target.read_text() if target.exists() else "# Results\n\n"
pattern = re.compile(r"<!-- generated:begin.*?<!-- generated:end -->\n?", re.S)
if pattern.search(old):
    new = pattern.sub(lambda _: generated, old)
else:
    head, sep, rest = old.partition("\n\n")
    new = head + "\n\n" + generated + "\n" + rest
target.write_text(new)
PY
echo "results: docs/results.md and $charts/ regenerated" >&2
