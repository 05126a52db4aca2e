#!/usr/bin/env bash
# Section "Two-phase with five faces; optimal with move sets": the two-phase profiles with
# six faces and with `--moves 'no B'` on the reference cubes, the cost of the length target
# and of pre-moves with five faces, and the optimal and goal solvers in move sets.
source "$(dirname "$0")/lib.sh"

n_cubes=$(pick 1000 20)
n_target=$(pick 20 5)
n_ru=$(pick 10 3)
n_nob=$(pick 5 2)
nob_length=$(pick 12 8)
nob_time=$(pick 60 10)
file=$(first_n "$n_cubes")
file_target=$(first_n "$n_target")

echo "## Two-phase with five faces; optimal with move sets"
echo
stamp
commands \
  "build/cubelab bench -s twophase -o profile=P --moves 'no B' --file first$n_cubes.txt -j 1 --json   # default target with five faces: 22" \
  "build/cubelab bench -s twophase -o profile=P --file first$n_cubes.txt -j 1 --json   # six faces, 20" \
  "build/cubelab bench -s twophase -o profile=P -o pre_moves=X --moves 'no B' --file first$n_target.txt --max-length N -j 1 --json" \
  "build/cubelab scramble --moves R,U --count $n_ru --seed 1 >ru$n_ru.txt" \
  "build/cubelab bench -s S --moves R,U --file ru$n_ru.txt --time 60 -j 1 --json   # S = optimal, goal" \
  "build/cubelab bench -s optimal --moves 'no B' --random $n_nob --scramble-length $nob_length --seed 3 --time $nob_time --solver-threads 2 -j 1 --json" \
  "build/cubelab solve -s optimal --moves R,U --json \"R U R' U' R' F R2 U' R' U' R U R' F'\""

echo "Input: the first $n_cubes reference cubes (\`$ref\`), one thread, the default target (20"
echo "moves with six faces, 22 with five); every solution verified (moves in the set, cube solved)."
echo
echo "| profile | faces | mean length | lengths | mean | median | p95 | max | nodes a cube |"
echo "|---|---|---:|---|---:|---:|---:|---:|---:|"
for p in full small tiny; do
  echo "$p ..." >&2
  bench_json "$work/$p-six.json" -s twophase -o profile="$p" --file "$file" -j 1
  bench_json "$work/$p-nob.json" -s twophase -o profile="$p" --moves 'no B' --file "$file" -j 1
  six=$(bench_fields "$work/$p-six.json" 0 htm range mean median p95 max stat:nodes)
  nob=$(bench_fields "$work/$p-nob.json" 0 htm hist mean median p95 max stat:nodes)
  for f in "$work/$p-six.json" "$work/$p-nob.json"; do
    solved=$(bench_fields "$f" 0 solved)
    ((solved == n_cubes)) || { echo "results: $p solved $solved of $n_cubes cubes in $f" >&2; exit 1; }
  done
  echo "| $p | six | $six |"
  echo "| $p | \`no B\` | $nob |"
done
echo

echo "The length target and pre-moves with five faces, the first $n_target reference cubes (\`--max-length N\`,"
echo "\`-o pre_moves=on|off\`):"
echo
echo "| profile | pre-moves | target | mean length | mean | p95 | max | nodes a cube |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
while read -r p pre n; do
  echo "$p pre_moves=$pre --max-length $n ..." >&2
  f=$work/target-$p-$pre-$n.json
  bench_json "$f" -s twophase -o profile="$p" -o pre_moves="$pre" --moves 'no B' --file "$file_target" --max-length "$n" -j 1
  cells=$(bench_fields "$f" 0 htm mean p95 max stat:nodes)
  echo "| $p | $pre | $n | $cells |"
done <<'ROWS'
full off 21
full off 22
full off 23
full on 22
tiny off 22
tiny on 22
ROWS
echo

echo "optimal and goal in move sets ..." >&2
"$bin" scramble --moves R,U --count "$n_ru" --seed 1 >"$work/ru$n_ru.txt"
bench_json "$work/ru-optimal.json" -s optimal --moves R,U --file "$work/ru$n_ru.txt" --time 60 -j 1
bench_json "$work/ru-goal.json" -s goal --moves R,U --file "$work/ru$n_ru.txt" --time 60 -j 1
bench_json "$work/nob.json" -s optimal --moves 'no B' --random "$n_nob" --scramble-length "$nob_length" \
  --seed 3 --time "$nob_time" --solver-threads 2 -j 1
"$bin" solve -s optimal --moves R,U --json "R U R' U' R' F R2 U' R' U' R U R' F'" >"$work/tperm.json" || true
python3 - "$work" "$n_ru" "$n_nob" "$nob_length" "$nob_time" <<'PY'
import json, statistics, sys
work, n_ru, n_nob, nob_length, nob_time = sys.argv[1:]
def load(name):
    return json.load(open(f"{work}/{name}.json"))["solvers"][0]
def ms(x):
    return f"{x * 1000:.3g} µs" if x < 1 else f"{x:.3g} ms" if x < 1000 else f"{x / 1000:.3g} s"
opt, goal = load("ru-optimal"), load("ru-goal")
o_len = [c["length_htm"] for c in opt["cubes"]]
g_len = [c["length_htm"] for c in goal["cubes"]]
if len(o_len) != int(n_ru) or None in o_len or o_len != g_len:
    sys.exit("results: optimal and goal disagree on the <R,U> states")
proven = sum(c["proven_optimal"] for c in opt["cubes"])
table = opt["summary"]["stat_means"]["table_bytes"] / 2**20
print(f"The optimal solver with a move set (its default table, {table:.1f} MiB), against the goal")
print("solver, which is optimal in any set too, one cube at a time:")
print()
print("| cubes | command | optimal | goal |")
print("|---|---|---|---|")
print(f"| {n_ru} random states of <R,U> (`cubelab scramble --moves R,U --count {n_ru} --seed 1`) "
      f"| `cubelab bench -s S --moves R,U --file ru{n_ru}.txt --time 60` "
      f"| {proven} of {n_ru} proven optimal, {min(o_len)}-{max(o_len)} moves (mean {statistics.fmean(o_len):.1f}), "
      f"{ms(opt['summary']['time_ms']['mean'])} a cube "
      f"| the same lengths, {ms(goal['summary']['time_ms']['mean'])} a cube |")
nob = load("nob")
solved = [c for c in nob["cubes"] if c["status"] == "solved" and c["proven_optimal"]]
out = [c for c in nob["cubes"] if c["status"] == "timed_out"]
other = len(nob["cubes"]) - len(solved) - len(out)
if other:
    sys.exit(f"results: {other} `no B` scrambles neither solved optimally nor timed out")
cell = f"{len(solved)} proven optimal"
if solved:
    lens = [c["length_htm"] for c in solved]
    cell += f" ({min(lens)}-{max(lens)} moves) in {ms(statistics.fmean(c['elapsed_ms'] for c in solved))} on average"
if out:
    cell += f", {len(out)} timed out at {nob_time} s"
print(f"| {n_nob} random {nob_length}-move scrambles, `no B` "
      f"| `cubelab bench -s optimal --moves 'no B' --random {n_nob} --scramble-length {nob_length} --seed 3 --time {nob_time} --solver-threads 2` "
      f"| {cell} | |")
t = json.load(open(f"{work}/tperm.json"))
if t["status"] != "no_solution":
    sys.exit(f"results: the T permutation in <R,U> gave {t['status']}")
print(f"| a T permutation in <R,U> | `cubelab solve -s optimal --moves R,U \"R U R' U' R' F R2 U' R' U' R U R' F'\"` "
      f"| `no_solution` in {ms(t['elapsed_ms'] + t['load_ms'])}: {t['message']} | |")
PY
