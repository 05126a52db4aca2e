#!/usr/bin/env bash
# Section "Solver comparison": every solver on the reference cubes
# (data/reference/random-state-1000.txt, or a stated subset for the slow ones), one `cubelab
# bench` run a table, with its report and SVG charts (docs/charts/NAME/).
source "$(dirname "$0")/lib.sh"
charts=docs/charts
((quick)) && charts=$work/charts
mkdir -p "$charts"

n_all=$(pick 1000 50)
n_some=$(pick 100 10)
n_few=$(pick 10 3)
t_optimal=$(pick 60 10)
t_meta=$(pick 60 10)

run() { # run TITLE NAME BENCH-ARGS...: one bench run, its report and charts
  local title=$1 name=$2
  shift 2
  echo "### $title"
  echo
  commands "build/cubelab bench $* --report <report> --svg docs/charts/$name"
  # (bench exits 1 when a cube is not solved; its report says so, so only a missing report
  # is a failure here)
  "$bin" bench "$@" --report "$work/$name.md" --svg "$charts/$name" >/dev/null || true
  [[ -f "$work/$name.md" ]] || { echo "results: the bench run for '$title' failed" >&2; exit 1; }
  # The report's charts are relative to the report; here they live in docs/charts/NAME/.
  sed -e '1d' -e "s#!\[[^]]*/\([^/]*\)\.svg\](\([^)]*\)/\([^/)]*\.svg\))#![$name: \1](charts/$name/\3)#" \
    "$work/$name.md"
  echo
}

echo "## Solver comparison"
echo
stamp
echo "Inputs: \`firstN.txt\` is the first N lines of \`$ref\`."
echo

# No --max-length here: it is a hard limit for every solver (beginner's ~90 moves would
# fail); twophase without one stops at its default target of 20 moves.
run "Exact and method solvers, $n_all reference cubes" fast \
  --solver 'twophase,thistlethwaite,beginner,thistlethwaite{beam=8}' --file "$(first_n "$n_all")" --threads 1
run "Two-phase: time to at most 21 moves, $n_all reference cubes" twophase21 \
  --solver twophase --file "$(first_n "$n_all")" --max-length 21
run "Two-phase: shortest found in 10 ms per cube, $n_all reference cubes" twophase10ms \
  --solver twophase --file "$(first_n "$n_all")" --time 0.01
run "Optimal solver (default 1G memory budget), first $n_few reference cubes, $t_optimal s limit" optimal \
  --solver optimal --file "$(first_n "$n_few")" --threads 1 --time "$t_optimal"
run "Metaheuristics (Castillo Matas 2019 defaults), first $n_few reference cubes, $t_meta s limit" meta \
  --solver msls,ga,memetic --file "$(first_n "$n_few")" --seed 1 --time "$t_meta"
run "EDA (Montero Santos 2026), 10-move scrambles" eda \
  --solver eda --random "$n_few" --scramble-length 10 --seed 1
# The optimal 2x2x2 solver on many states; the MSLS of Castillo Matas (2019) against it on fewer.
run "2x2x2, $n_all random states" pocket \
  --puzzle 2x2x2 --solver pocket --random "$n_all" --seed 1
run "2x2x2: MSLS (Castillo Matas 2019) against the optimum, $n_some random states" pocket-msls \
  --puzzle 2x2x2 --solver pocket,msls2 --random "$n_some" --seed 1
