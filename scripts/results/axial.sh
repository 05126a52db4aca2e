#!/usr/bin/env bash
# Section "Axial metric: two-phase and optimal": two-phase solutions counted in the axial
# metric against the axial search, the axial default target, the axial tables built into an
# empty cache, and the optimal solver in the axial metric.
source "$(dirname "$0")/lib.sh"

n_cubes=$(pick 1000 20)
n_target=$(pick 100 10)
n_random=$(pick 10 3)
lengths=$(pick "10 12 14" "8 10")
t_random=$(pick 60 10)
n_hard=$(pick 3 1)
t_hard=$(pick 120 5)
file=$(first_n "$n_cubes")
file_target=$(first_n "$n_target")
file_hard=$(first_n "$n_hard")

echo "## Axial metric: two-phase and optimal"
echo
stamp
commands \
  "build/cubelab bench -s twophase --file first$n_cubes.txt -j 1 --json                  # HTM, re-counted" \
  "build/cubelab bench -s twophase --metric axial --file first$n_cubes.txt -j 1 --json   # axial search" \
  "build/cubelab bench -s 'twophase{default_target=T}' --metric axial --file first$n_target.txt -j 1 --json" \
  "CUBELAB_CACHE=EMPTY build/cubelab tables build twophase-axial-phase1 twophase-axial-phase2 twophase-axial-cornslice" \
  "build/cubelab bench -s optimal --metric axial --random $n_random --scramble-length L --seed 1 --time $t_random -j 1 --json   # L = ${lengths// /, }" \
  "build/cubelab bench -s optimal --metric axial --file first$n_hard.txt --time $t_hard -j 1 --json"

echo "Input: the first $n_cubes reference cubes (\`$ref\`), one thread, every solution verified."
echo "Robot cost: the defaults (150 ms a quarter turn, 250 ms a half turn, a pair of opposite faces"
echo "as its slower turn; docs/formats.md, \"Robot cost\"), which \`bench\` reports for every solution."
echo

echo "HTM and axial two-phase ..." >&2
bench_json "$work/htm.json" -s twophase --file "$file" -j 1
bench_json "$work/axial.json" -s twophase --metric axial --file "$file" -j 1
echo "| search | mean axial length | axial lengths | mean HTM | mean QTM | mean robot cost | mean time | median | p95 | max |"
echo "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|"
htm=$(bench_fields "$work/htm.json" 0 axial axial_hist htm qtm robot mean median p95 max)
axial=$(bench_fields "$work/axial.json" 0 axial axial_hist htm qtm robot mean median p95 max)
echo "| HTM (target 20), solution re-counted | $htm |"
echo "| axial (target 16) | $axial |"
echo
python3 - "$work/htm.json" "$work/axial.json" <<'PY'
import json, sys
h, a = (json.load(open(p))["solvers"][0]["summary"] for p in sys.argv[1:3])
for s in (h, a):
    if s["solved"] != s["cubes"]:
        sys.exit("results: a two-phase solve failed")
saved = h["length_axial"]["mean"] - a["length_axial"]["mean"]
robot = 1 - a["robot_cost_ms"]["mean"] / h["robot_cost_ms"]["mean"]
print(f"The axial search saves {saved:.2f} axial moves a cube ({saved / h['length_axial']['mean']:.1%}) and "
      f"{robot:.1%} of the robot's")
print(f"turning time, with {a['length_htm']['mean'] - h['length_htm']['mean']:.2f} more face turns a cube, more of them at once. Its nodes:")
print(f"{a['stat_means']['nodes']:,.0f} a cube (short search and both phases), against "
      f"{h['stat_means']['nodes']:,.0f} for HTM.")
PY
echo

echo "default targets ..." >&2
echo "**Default target**, first $n_target reference cubes:"
echo
echo "| target | mean axial length | mean time |"
echo "|---:|---:|---:|"
for t in 17 16 15; do
  bench_json "$work/target$t.json" -s "twophase{default_target=$t}" --metric axial --file "$file_target" -j 1
  cells=$(bench_fields "$work/target$t.json" 0 axial mean)
  label=$t
  [[ $t == 16 ]] && label="16 (default)"
  echo "| $label | $cells |"
done
echo

echo "axial tables ..." >&2
cache=$work/empty-cache
mkdir -p "$cache"
axial_tables=(twophase-axial-phase1 twophase-axial-phase2 twophase-axial-cornslice)
CUBELAB_CACHE=$cache "$bin" tables build "${axial_tables[@]}" >"$work/tables.log" 2>&1 ||
  { cat "$work/tables.log" >&2; exit 1; }
CUBELAB_CACHE=$cache "$bin" tables list >"$work/tables.list"
built=""
for t in "${axial_tables[@]}"; do
  cell=$(awk -v t="$t" '$1 == t && $2 == "ok" { sub(/s$/, " s", $5); print "`" t "` " $3 " " $4 " in " $5 }' "$work/tables.list")
  [[ -n $cell ]] || { echo "results: table $t was not built" >&2; exit 1; }
  built+="${built:+, }$cell"
done
rm -rf "$cache"
echo "**Tables** (built into an empty cache, $(nproc) threads): $built."
echo

echo "optimal, axial ..." >&2
for l in $lengths; do
  bench_json "$work/opt$l.json" -s optimal --metric axial --random "$n_random" --scramble-length "$l" \
    --seed 1 --time "$t_random" -j 1
done
bench_json "$work/opt-ref.json" -s optimal --metric axial --file "$file_hard" --time "$t_hard" -j 1
echo "**Optimal solver in the axial metric** (IDA* bounded by the axial phase-1 distance along three"
echo "axes; docs/optimal.md), one thread:"
echo
# shellcheck disable=SC2086 # $lengths: one argument a scramble length
python3 - "$work" "$n_random" "$t_random" "$n_hard" "$t_hard" $lengths <<'PY'
import json, statistics, sys
work, n_random, t_random, n_hard, t_hard, *lengths = sys.argv[1:]
def ms(x):
    return f"{x * 1000:.3g} µs" if x < 1 else f"{x:.3g} ms" if x < 1000 else f"{x / 1000:.3g} s"
def row(cubes, command, path, limit):
    run = json.load(open(path))["solvers"][0]["cubes"]
    solved = [c for c in run if c["status"] == "solved"]
    out = [c for c in run if c["status"] == "timed_out"]
    if len(solved) + len(out) != len(run) or not all(c["verified"] and c["proven_optimal"] for c in solved):
        sys.exit(f"results: {path}: a cube neither solved optimally nor timed out")
    count = f"{len(solved)}" + (f" ({len(out)} timed out)" if out else "")
    if solved:
        t = [c["elapsed_ms"] for c in solved]
        cells = [f"{statistics.fmean(c['length_axial'] for c in solved):.2f}", ms(statistics.fmean(t)),
                 ms(statistics.median(t)), f"> {limit} s" if out else ms(max(t))]
    else:
        cells = ["", "", "", ""]
    print(f"| {cubes} | `{command}` | {count} | " + " | ".join(cells) + " |")
    return out
print("| cubes | command | solved | mean axial length | mean time (solved) | median | max |")
print("|---|---|---:|---:|---:|---:|---:|")
for i, l in enumerate(lengths):
    command = (f"bench -s optimal --metric axial --random {n_random} --scramble-length {l} --seed 1 --time {t_random}"
               if i == 0 else f"--scramble-length {l}")
    row(f"{n_random} random {l}-move scrambles", command, f"{work}/opt{l}.json", t_random)
out = row(f"the first {n_hard} reference cubes", f"bench -s optimal --metric axial --file first{n_hard}.txt --time {t_hard}",
          f"{work}/opt-ref.json", t_hard)
print()
if out:
    depths = sorted({int(c["stats"]["depth"]) for c in out})
    rate = statistics.fmean(c["stats"]["nodes_per_s"] for c in out) / 1e6
    print(f"The reference cubes that timed out were stopped in depth {'/'.join(map(str, depths))} "
          f"(no solution shorter than that many axial moves) at {rate:.2f} million nodes a second.")
PY
