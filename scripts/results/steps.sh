#!/usr/bin/env bash
# Section "CFOP and the step solvers": the goal solver on the reference cubes for each step
# (its tables built first into an empty cache, to report them), CFOP against the beginner's
# method, and CFOP's stages.
source "$(dirname "$0")/lib.sh"

n_cubes=$(pick 1000 20)
n_cfop=$(pick 1000 10)
file=$(first_n "$n_cubes")
file_cfop=$(first_n "$n_cfop")

echo "## CFOP and the step solvers"
echo
stamp
commands \
  "CUBELAB_CACHE=EMPTY build/cubelab bench --goal GOAL --file first$n_cubes.txt -j 1 --json   # one empty cache a goal" \
  "CUBELAB_CACHE=EMPTY build/cubelab tables list" \
  "build/cubelab bench -s cfop,beginner --file first$n_cfop.txt -j 1 --json" \
  "CUBELAB_CACHE=EMPTY build/cubelab solve -s cfop \"\$(head -1 first$n_cfop.txt)\""

echo "**Goal solver** (docs/steps.md), the first $n_cubes reference cubes (\`$ref\`), one thread,"
echo "every solution verified against its goal. Lengths are optimal for the goal. Each goal runs"
echo "with an empty table cache, so that its tables (\"tables\": how many, their size, their build"
echo "time on first use, $(nproc) threads) are listed; \`bench\` builds them before it times."
echo
echo "| goal | tables | mean | median | p95 | mean length | lengths |"
echo "|---|---|---:|---:|---:|---:|---|"
i=0
while IFS='|' read -r label args; do
  i=$((i + 1))
  echo "goal $label ..." >&2
  cache=$work/cache$i
  mkdir -p "$cache"
  # shellcheck disable=SC2086 # args holds several words
  CUBELAB_CACHE=$cache bench_json "$work/goal$i.json" $args --file "$file" -j 1
  solved=$(bench_fields "$work/goal$i.json" 0 solved)
  ((solved == n_cubes)) || { echo "results: goal $label solved $solved of $n_cubes" >&2; exit 1; }
  [[ $(json_get "$work/goal$i.json" 'd["solvers"][0]["summary"]["proven_optimal"]') == "$n_cubes" ]] ||
    { echo "results: goal $label has solutions not proven optimal" >&2; exit 1; }
  CUBELAB_CACHE=$cache "$bin" tables list >"$work/tables$i.list"
  tables=$(awk '$1 ~ /^goal-/ && $2 == "ok" {
      n++; b += $3 * ($4 == "B" ? 1 : $4 == "KiB" ? 1024 : $4 == "MiB" ? 1048576 : 1073741824); t += $5
    } END {
      if (!n) exit 1
      size = b >= 1048576 ? sprintf("%.2f MiB", b / 1048576) : sprintf("%.0f KiB", b / 1024)
      printf "%s in %d, %.1f s", size, n, t
    }' "$work/tables$i.list") || { echo "results: goal $label built no table" >&2; exit 1; }
  rm -rf "$cache"
  if [[ $args == *qtm* ]]; then
    cells="$(bench_fields "$work/goal$i.json" 0 mean median p95 qtm) QTM | "
  else
    cells=$(bench_fields "$work/goal$i.json" 0 mean median p95 htm range)
  fi
  echo "| $label | $tables | $cells |"
done <<'ROWS'
`cross`|--goal cross
`cross --on all` (best of six)|--goal cross --on all
`cross --metric qtm`|--goal cross --metric qtm
`xcross` (any slot)|--goal xcross
`eoline`|--goal eoline
`eocross`|--goal eocross
`2x2x2`|--goal 2x2x2
`2x2x3`|--goal 2x2x3
`roux-fb`|--goal roux-fb
ROWS
echo

python3 - "$work/goal1.json" data/reference/facts.md <<'PY'
import json, re, sys
run = json.load(open(sys.argv[1]))["solvers"][0]
lengths = [c["length_htm"] for c in run["cubes"]]
hist = {}
for l in lengths:
    hist[l] = hist.get(l, 0) + 1
facts = open(sys.argv[2]).read()
m = re.search(r"## The U cross \(4 edges, ([\d,]+) states, HTM\)\n.*\(max \d+, mean ([\d.]+)\)", facts)
if not m:
    sys.exit("results: the cross distribution is not in data/reference/facts.md")
print(f"The cross lengths ({', '.join(f'{k}: {hist[k]}' for k in sorted(hist))}; mean "
      f"{sum(lengths) / len(lengths):.2f}) are a sample of the distribution of all {m.group(1)} cross")
print(f"states, whose mean is {m.group(2)} (data/reference/facts.md), which the generated cross table reproduces")
print("exactly (a test).")
PY
echo

echo "cfop, beginner ..." >&2
bench_json "$work/cfop.json" -s cfop,beginner --file "$file_cfop" -j 1
echo "**CFOP against the beginner's method** (docs/cfop.md), the first $n_cfop reference cubes, one"
echo "thread; cross on D:"
echo
echo "| solver | mean | median | p95 | max | mean HTM | min-max |"
echo "|---|---:|---:|---:|---:|---:|---|"
for s in cfop beginner; do
  cells=$(bench_fields "$work/cfop.json" "$s" mean median p95 max htm range)
  solved=$(bench_fields "$work/cfop.json" "$s" solved)
  ((solved == n_cfop)) || { echo "results: $s solved $solved of $n_cfop" >&2; exit 1; }
  echo "| \`$s\` | $cells |"
done
echo
python3 - "$work/cfop.json" <<'PY'
import json, statistics, sys
run = json.load(open(sys.argv[1]))["solvers"][0]
stages = {}
for c in run["cubes"]:
    for s in c["stages"]:
        stages.setdefault(s["name"], []).append(s["length_htm"])
need = ["cross", "F2L pair 1", "F2L pair 2", "F2L pair 3", "F2L pair 4", "OLL", "PLL"]
if any(n not in stages for n in need):
    sys.exit(f"results: cfop reports the stages {list(stages)}")
m = {n: statistics.fmean(stages[n]) for n in need}
before = sum(m.values())
print(f"CFOP's stages, mean moves: cross {m['cross']:.2f} (optimal), pairs "
      f"{m['F2L pair 1']:.2f}, {m['F2L pair 2']:.2f}, {m['F2L pair 3']:.2f} and {m['F2L pair 4']:.2f}")
print("(each optimal for its step; a pair that drops in on the way saves a step), OLL "
      f"{m['OLL']:.2f}, PLL {m['PLL']:.2f};")
print(f"{before:.2f} before the stages' meeting moves are merged, {run['summary']['length_htm']['mean']:.2f} after. "
      "Castillo Matas (2019, \"Buscando")
print("soluciones al Cubo de Rubik\") gives the method's usual figures as a cross of about 7, pairs of")
print("about 8, OLL about 10 and PLL 13, 50-60 in all.")
PY

echo "cfop tables ..." >&2
cache=$work/cfop-cache
mkdir -p "$cache"
CUBELAB_CACHE=$cache "$bin" solve -s cfop "$(head -1 "$file_cfop")" >"$work/cfop-first.log" 2>&1 ||
  { cat "$work/cfop-first.log" >&2; exit 1; }
CUBELAB_CACHE=$cache "$bin" tables list >"$work/cfop-tables.list"
python3 - "$work/cfop-tables.list" <<'PY'
import sys
pairs = []
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) < 5 or f[1] != "ok":
        continue
    if f[0].startswith("goal-"):
        pairs.append(float(f[4].rstrip("s")))
if not pairs:
    sys.exit("results: the first CFOP solve built no pair tables")
print(f"The cross and pair steps' {len(pairs)} tables build in {sum(pairs):.1f} s on first use (the first")
print("reference cube with an empty cache); the last-layer sets are in the program.")
PY
rm -rf "$cache"
