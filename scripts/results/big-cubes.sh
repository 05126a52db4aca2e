#!/usr/bin/env bash
# Section "Big cubes": the big cubes' default solvers (cube4 for the 4x4x4, cube5 for the
# 5x5x5 to the 7x7x7 (its tables in the cache), reduction for the others; reduction on the
# 4x4x4 and 5x5x5 too, for comparison: section "Big cubes: the 6x6x6 and 7x7x7 as a 5x5x5"
# has the 6x6x6's and 7x7x7's) on the scrambles of the NxNxN as the WCA
# makes them (cubelab scramble --puzzle NxNxN, seeded: random states of the 4x4x4, random moves
# of the others), each solution verified by the facade;
# lengths in outer block turns (OBTM) and single-layer turns (SLTM), times of one thread.
#
# The run resumes: its folder ($RESULTS_BIG_CUBES_DIR, default build/big-cubes) keeps every
# answer (`solve --out`), so an interrupted full run goes on where it stopped when given again
# (the 7x7x7s take about 3.5 hours of one thread). A folder solved by other solver code (its
# commit's src/, include/ and apps/ differ from HEAD's) is started afresh.
source "$(dirname "$0")/lib.sh"

echo "## Big cubes"
echo
sizes=$(pick "4:1000 5:100 6:100 7:100 12:5 33:3" "4:2 5:2 33:1")
reduction4=$(pick 100 2)  # reduction on the first of the 4x4x4's cubes
reduction5=$(pick 20 1)   # and of the 5x5x5's
# The 6x6x6s and bigger (the 7x7x7s take minutes a cube) are solved as many at a time as there
# are cores, each by one thread; the 4x4x4s and 5x5x5s one at a time, their times beside the
# peers'.
parallel_from=6
cores=$(nproc)
if ((quick)); then
  dir=$work/big-cubes
else
  dir=${RESULTS_BIG_CUBES_DIR:-$build/big-cubes}
  if [[ -f $dir/commit ]] && ! git diff --quiet "$(cat "$dir/commit")" HEAD -- src include apps 2>/dev/null; then
    echo "big-cubes: $dir was solved by other code (commit $(cut -c1-7 "$dir/commit")); starting afresh" >&2
    rm -rf "$dir"
  elif [[ -f $dir/commit ]]; then
    echo "big-cubes: resuming $dir ($(cat "$dir"/*.jsonl 2>/dev/null | wc -l) cubes done)" >&2
  fi
fi
mkdir -p "$dir"
[[ -f $dir/commit ]] || git rev-parse HEAD >"$dir/commit"

# solve NAME PUZZLE JOBS CUBES SOLVE-OPTION...: $work/NAME.jsonl, `cubelab solve --json` of
# the cubes in the file CUBES, in order, JOBS at a time (one thread each). `solve --out` keeps
# each answer in $dir/NAME.jsonl as it comes and, run again, solves only the lines not there.
solve() {
  local name=$1 p=$2 jobs=$3 cubes=$4
  shift 4
  # Answers of other cubes (another count or seed) are not resumed.
  if [[ -f $dir/$name.cubes ]] && ! cmp -s "$cubes" "$dir/$name.cubes"; then
    rm -f "$dir/$name.jsonl"
  fi
  cp "$cubes" "$dir/$name.cubes"
  "$bin" solve -p "$p" "$@" --file "$cubes" --out "$dir/$name.jsonl" -j "$jobs" >&2
  # In input order, each cube answered once (merge refuses otherwise).
  "$bin" merge "$dir/$name.jsonl" --input "$cubes" --out "$work/$name.jsonl" >/dev/null
}

cmds=()
# cube5's tables in the cache first (the default from the 5x5x5 to the 7x7x7 only once they
# are there): a solve that names it builds them.
"$bin" solve -p 5x5x5 --solver cube5 R >/dev/null
for s in $sizes; do
  n=${s%%:*} count=${s##*:}
  p="${n}x${n}x${n}"
  jobs=1
  ((n >= parallel_from)) && jobs=$cores
  echo "big-cubes: $count cubes of the $p ..." >&2
  "$bin" scramble -p "$p" --count "$count" --seed "$n" >"$work/$p.txt" 2>/dev/null
  solve "$p" "$p" "$jobs" "$work/$p.txt"
  cmds+=("$bin scramble -p $p --count $count --seed $n > $p.txt && $bin solve -p $p --file $p.txt --json")
  if ((n == 5)); then
    head -n "$reduction5" "$work/$p.txt" >"$work/$p-first.txt"
    solve "$p-reduction" "$p" 1 "$work/$p-first.txt" --solver reduction
    cmds+=("head -n $reduction5 $p.txt > $p-first.txt && $bin solve -p $p --solver reduction --file $p-first.txt --json")
  fi
  if ((n == 4)); then
    head -n "$reduction4" "$work/$p.txt" >"$work/$p-first.txt"
    solve "$p-reduction" "$p" 1 "$work/$p-first.txt" --solver reduction
    cmds+=("head -n $reduction4 $p.txt > $p-first.txt && $bin solve -p $p --solver reduction --file $p-first.txt --json")
    # cube4 within smaller memory budgets, on the same first cubes: two-phase's small tables
    # (256M) and its tiny ones (200M) for the 3x3x3 stage.
    for m in 256M 200M; do
      solve "$p-cube4-$m" "$p" 1 "$work/$p-first.txt" --solver cube4 -o memory=$m
    done
    cmds+=("$bin solve -p $p --solver cube4 -o memory=M --file $p-first.txt --json   # M = 256M, 200M")
  fi
done
# cube4's and cube5's tables built afresh, one after another, in an empty cache: their sizes
# and build times (on every core; reduction's are built by each cube's solve, in a second or two).
big_tables=$("$bin" tables list --json | python3 -c '
import json, sys
print(" ".join(t["name"] for t in map(json.loads, sys.stdin) if t["solver"] in ("cube4", "cube5")))')
echo "big-cubes: building $big_tables in an empty cache ..." >&2
mkdir -p "$work/cache"
# shellcheck disable=SC2086 # the names, one word each
CUBELAB_CACHE=$work/cache "$bin" tables build $big_tables >&2
CUBELAB_CACHE=$work/cache "$bin" tables list --json >"$work/tables.jsonl"
cmds+=("CUBELAB_CACHE=EMPTY $bin tables build NAME...   # cube4's and cube5's tables")
stamp
commands "${cmds[@]}"
echo "\`cube4\` (the 4x4x4's default, docs/nxn.md): three-phase reduction after Tsai's 8-step"
echo "method and Chen Shuang's TPR-4x4x4-Solver: three searched phases on exact tables (built"
echo "on first use; phase 3's last seven moves looked up among the states near its goal, held by"
echo "their classes under 8 symmetries, and a filter of those 8 moves away: their sizes and build"
echo "times at the end of this section) solve the centres, orient and pair the edges, the"
echo "wing parity avoided (phase 2 bounded by a table of two edges' orientation; its 600 best"
echo "solutions the candidates of phase 3's joint search); phase 3's solutions of its least"
echo "length (up to 60, of the first candidate that has one) end on a few reduced cubes, each"
echo "solved by two-phase (its full tables, which the default memory budget, 1 GiB, holds beside"
echo "cube4's), 0.1 s shared among them looking for a shorter whole, the shortest kept."
# The mean OBTM of a solve --json output, every cube solved.
mean_obtm() {
  python3 - "$1" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert all(r["status"] == "solved" for r in rows), sys.argv[1]
print("%.2f" % (sum(r["length_htm"] for r in rows) / len(rows)))
PY
}
if [[ -f "$work/4x4x4-cube4-256M.jsonl" ]]; then
  head -n "$reduction4" "$work/4x4x4.jsonl" >"$work/4x4x4-first.jsonl"
  small=$(mean_obtm "$work/4x4x4-cube4-256M.jsonl")
  tiny=$(mean_obtm "$work/4x4x4-cube4-200M.jsonl")
  full=$(mean_obtm "$work/4x4x4-first.jsonl")
  echo "On the first $reduction4 of these cubes, with smaller memory budgets: -o memory=256M"
  echo "(two-phase's small tables) $small OBTM, 200M (its tiny ones) $tiny, against $full with the"
  echo "default budget (one run each: the 3x3x3 stage's timed search varies by about 0.1)."
fi
echo "\`cube5\` (the 5x5x5's default once its tables are in the store, docs/nxn.md): five-phase"
echo "reduction after Chen Shuang's cube555: five searched phases on exact tables (built once,"
echo "below) split the centres with the wing parity avoided, split the wings into"
echo "low and high and set the midges (from three holdings of each cube), pair four edges, then the"
echo "other eight with the last centres; each phase from the 600 best solutions of the phases before,"
echo "by the whole's length; phase 5's 20 best end on a few reduced cubes, each solved by two-phase"
echo "(its full tables, which the default memory budget, 1 GiB, holds beside cube5's; its small"
echo "ones on the 6x6x6 and 7x7x7, whose centre tables take more), 0.1 s shared among them (a"
echo "second on the 6x6x6 and 7x7x7), the shortest whole kept."
echo "On the 6x6x6 and 7x7x7, cube5 searches the inner block of the centres, pairs the inner"
echo "wing orbits as reduction does, lines up the lines of centre pieces next to each face's"
echo "edges, and solves the cube as a 5x5x5 (its middle layers turned as one), keeping"
echo "reduction's answer when that is not longer (section \"Big cubes: the 6x6x6 and 7x7x7 as a"
echo "5x5x5\")."
echo "\`reduction\` (docs/nxn.md): the x-centres and \"+\" centres searched stage by stage from"
echo "the faces inwards, three phases a stage (beam searches on each orbit's exact tables; the"
echo "wing parities set even there), the obliques by pure 3-cycle commutators, each chosen for the"
echo "pieces it places per move; edges by slice-flip-slice steps found by a beam search, orbit"
echo "by orbit from the middle outwards, what it leaves by 3-cycles of wings; the reduced cube"
echo "by two-phase (full tables, as cube4's), 0.1 s for each reduced cube the ways end on (at"
echo "most 2 s) spent looking for a shorter whole."
echo "Every cube solved and verified; on the 4x4x4, cube4 solves 1,000 random states and"
echo "reduction the first 100 of them; 100 cubes of each size up to the 7x7x7, on the 5x5x5 to"
echo "the 7x7x7 by cube5 and the first $reduction5 5x5x5s by reduction too."
echo "The 4x4x4s and 5x5x5s are solved one at a time, the bigger cubes $cores at a time (\`solve"
echo "--out OUT -j $cores\`, each by one thread). Times"
echo "are wall clock, the tables' loading apart (the JSON's load_ms). For comparison, the popular Python NxN solver (D. Walton's"
echo "rubiks-cube-NxNxN-solver) publishes about 72, 99, 156 and 214 moves for the 4x4x4 to"
echo "7x7x7 with several GB of tables; its tables cannot be fetched here, so it is quoted, not run."
echo "The 4x4x4's inputs are random states, their scrambles the inverse of a cube4 solution (the"
echo "3x3x3 stage's first): $(awk '{ n += NF } END { printf "%.1f", n / NR }' "$work/4x4x4.txt") outer block turns on average; the bigger cubes'"
echo "are the WCA's random moves."
echo
echo "| puzzle | solver | cubes | mean OBTM | min | max | mean SLTM | mean time (ms) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
python3 - "$work" $sizes <<'PY'
import json, pathlib, statistics, sys
work = pathlib.Path(sys.argv[1])
details = []
for s in sys.argv[2:]:
    n = s.split(":")[0]
    p = f"{n}x{n}x{n}"
    for file in [f"{p}.jsonl", f"{p}-reduction.jsonl"]:
        if not (work / file).exists():
            continue
        rows = [json.loads(l) for l in (work / file).read_text().splitlines() if l.strip()]
        bad = [r for r in rows if r["status"] != "solved"]
        if bad:
            sys.exit(f"results: {p}: {len(bad)} cubes not solved: {bad[0].get('message')}")
        obtm = [r["length_htm"] for r in rows]
        sltm = [r["length_sltm"] for r in rows]
        times = [r["elapsed_ms"] for r in rows]
        print(f"| {p} | {rows[0]['solver']} | {len(rows)} | {statistics.mean(obtm):.2f} | "
              f"{min(obtm)} | {max(obtm)} | {statistics.mean(sltm):.1f} | "
              f"{statistics.mean(times):.0f} |")
        # Each solver's stages and lengths, on the sizes with enough cubes to show a spread.
        if len(rows) >= 20:
            counts = {k: obtm.count(k) for k in sorted(set(obtm))}
            stages = {}
            for r in rows:
                for st in r["stages"]:
                    stages.setdefault(st["name"], []).append(st["length_htm"])
            details.append((p, rows[0]["solver"],
                            ", ".join(f"{k} {statistics.mean(v):.1f}" for k, v in stages.items()),
                            ", ".join(f"{k}: {c}" for k, c in counts.items())))
if details:
    print()
    print("By stage (mean OBTM), and the lengths (OBTM: cubes):")
    print()
for p, solver, stages, lengths in details:
    print(f"- {p}, {solver}: {stages}; {lengths}.")
PY
echo
echo "The tables of cube4 and cube5, built one after another in an empty cache, each build on the"
echo "machine's $cores threads:"
echo
python3 - "$work/tables.jsonl" <<'PY'
import json, sys
tables = [t for t in map(json.loads, open(sys.argv[1])) if t["solver"] in ("cube4", "cube5")]
if any(t["status"] != "ok" for t in tables):
    sys.exit("results: a table of cube4 or cube5 was not built")
print("| solver | table | what it holds | size (MiB) | build (s) |")
print("|---|---|---|---:|---:|")
for t in tables:
    what = t["parameters"].replace("|", "\\|")  # a table cell
    print(f"| {t['solver']} | `{t['name']}` | {what} | {t['bytes'] / 2**20:.1f} | "
          f"{t['build_seconds']:.1f} |")
for solver in ("cube4", "cube5"):
    mine = [t for t in tables if t["solver"] == solver]
    print(f"| {solver} | **all** | | **{sum(t['bytes'] for t in mine) / 2**20:.1f}** | "
          f"**{sum(t['build_seconds'] for t in mine):.1f}** |")
PY
