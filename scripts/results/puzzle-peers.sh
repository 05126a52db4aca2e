#!/usr/bin/env bash
# Section "WCA puzzles beside cubing.js": cubelab's solvers and those of cubing.js (the npm
# package `cubing`, its `cubing/search`, run in Node by web/measure/cubing-solvers.mjs) on the
# same states, the two alternating chunk by chunk: the 2x2x2, the pyraminx and the skewb from
# random states, the megaminx from the WCA's scrambles. Every solution is verified (cubelab's
# by the solver and the facade, cubing.js's by applying it with cubing.js's own puzzles).
source "$(dirname "$0")/lib.sh"

n=$(pick 100 4)
n_megaminx=$(pick 20 2)
chunks=$(pick 4 2)
[[ -d web/node_modules/cubing ]] ||
  { echo "puzzle-peers: web/node_modules/cubing is missing (scripts/setup.sh --web)" >&2; exit 1; }

# The states: 60 random turns of the pyraminx (tips included) and the skewb, as the WCA
# puzzles section makes them (seed 2 here), and cubelab's scrambles of the others.
python3 - "$work" "$n" <<'PY'
import random, sys
work, n = sys.argv[1], int(sys.argv[2])
random.seed(2)
for name, faces in (("pyraminx", "ULRBulrb"), ("skewb", "RULB")):
    moves = [f + s for f in faces for s in ("", "'")]
    with open(f"{work}/{name}.txt", "w") as out:
        for _ in range(n):
            print(" ".join(random.choice(moves) for _ in range(60)), file=out)
PY
"$bin" scramble --puzzle 2x2x2 --count "$n" --seed 2 >"$work/2x2x2.txt" 2>/dev/null
"$bin" scramble --puzzle megaminx --count "$n_megaminx" --seed 2 >"$work/megaminx.txt" 2>/dev/null

for puzzle in 2x2x2 pyraminx skewb megaminx; do
  total=$(wc -l <"$work/$puzzle.txt")
  split -l $(((total + chunks - 1) / chunks)) -d "$work/$puzzle.txt" "$work/$puzzle.chunk."
  for chunk in "$work/$puzzle".chunk.*; do
    i=${chunk##*.}
    echo "puzzle-peers: $puzzle chunk $i: cubelab ..." >&2
    "$bin" solve --puzzle "$puzzle" --json <"$chunk" >"$work/$puzzle.cubelab.$i.json" 2>/dev/null
    echo "puzzle-peers: $puzzle chunk $i: cubing.js ..." >&2
    (cd web && node measure/cubing-solvers.mjs "$puzzle" "$chunk") \
      >"$work/$puzzle.cubing.$i.json" 2>"$work/$puzzle.cubing.$i.log" ||
      { tail -5 "$work/$puzzle.cubing.$i.log" >&2; exit 1; }
  done
done

echo "## WCA puzzles beside cubing.js"
echo
stamp
commands "$bin scramble --puzzle 2x2x2 --count $n --seed 2 > 2x2x2.txt   # random states" \
  "python3 ...   # pyraminx.txt, skewb.txt: $n lines of 60 random turns (random.seed(2))" \
  "$bin scramble --puzzle megaminx --count $n_megaminx --seed 2 > megaminx.txt   # the WCA's scrambles" \
  "$bin solve --puzzle PUZZLE --json < CHUNK   # each file in $chunks chunks" \
  "(cd web && node measure/cubing-solvers.mjs PUZZLE CHUNK)   # the same chunk, then the next"
cubing_version=$(node -p 'require("./web/node_modules/cubing/package.json").version')
echo "The peer: cubing.js $cubing_version (Lucas Garron and others, the npm package \`cubing\`,"
echo "whose puzzle definitions and scrambles cubelab's tests already check against), its solvers"
echo "\`experimentalSolve2x2x2\`, \`solvePyraminx\`, \`solveSkewb\` and \`solveMegaminx\` run in"
echo "Node $(node --version) on one thread. Each program solves a chunk of the states, then the other"
echo "the same chunk, one process a chunk. Lengths are turns (a megaminx face turn of any number"
echo "of fifths one; cubing.js's megaminx answers also hold whole-puzzle rotations, counted"
echo "apart). Times are each solve's wall clock; the first solve of each process is given apart"
echo "(cubelab builds or maps its tables there, cubing.js loads its solver's tables and"
echo "compiles its code). Every solution was verified by applying it."
echo
python3 - "$work" <<'PY'
import glob, json, statistics, sys

work = sys.argv[1]


def fmt_ms(x):
    if x is None:
        return "-"
    if x >= 1000:
        return f"{x / 1000:.2f} s"
    if x >= 1:
        return f"{x:.1f} ms"
    return f"{x * 1000:.1f} µs"


def mean(xs):
    return statistics.mean(xs) if xs else None


print("| puzzle | states | program | mean length | longest | optimal | first solve | other solves, mean | slowest |")
print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
for puzzle in ("2x2x2", "pyraminx", "skewb", "megaminx"):
    ours, peer = [], []
    for f in sorted(glob.glob(f"{work}/{puzzle}.cubelab.*.json")):
        rows = [json.loads(line) for line in open(f)]
        bad = [r for r in rows if r["status"] != "solved" or not r.get("verified", True)]
        if bad:
            sys.exit(f"puzzle-peers: {puzzle}: cubelab left a state unsolved: {bad[0]}")
        ours.append(rows)
    for f in sorted(glob.glob(f"{work}/{puzzle}.cubing.*.json")):
        rows = [json.loads(line) for line in open(f)]
        bad = [r for r in rows if not r["solved"]]
        if bad:
            sys.exit(f"puzzle-peers: {puzzle}: a cubing.js solution does not solve its state")
        peer.append(rows)
    states = sum(len(r) for r in ours)
    if states != sum(len(r) for r in peer):
        sys.exit(f"puzzle-peers: {puzzle}: the programs solved different numbers of states")
    lengths = [r["length_htm"] for rows in ours for r in rows]
    optimal = sum(1 for rows in ours for r in rows if r.get("proven_optimal"))
    first = [rows[0]["load_ms"] + rows[0]["elapsed_ms"] for rows in ours]
    others = [r["elapsed_ms"] for rows in ours for r in rows[1:]]
    print(f"| {puzzle} | {states} | cubelab | {statistics.mean(lengths):.2f} | {max(lengths)} | "
          f"{optimal} | {fmt_ms(mean(first))} | {fmt_ms(mean(others))} | "
          f"{fmt_ms(max(others, default=None))} |")
    turns = [r["turns"] for rows in peer for r in rows]
    rotations = sum(r["rotations"] for rows in peer for r in rows) / states
    first = [rows[0]["ms"] for rows in peer]
    others = [r["ms"] for rows in peer for r in rows[1:]]
    extra = f" (and {rotations:.1f} rotations)" if rotations else ""
    print(f"| | | cubing.js | {statistics.mean(turns):.2f}{extra} | {max(turns)} | - | "
          f"{fmt_ms(mean(first))} | {fmt_ms(mean(others))} | "
          f"{fmt_ms(max(others, default=None))} |")
PY
echo
echo "\"optimal\": the states whose solution cubelab proved optimal (its pyraminx, skewb and"
echo "2x2x2 solvers search complete distance tables; its megaminx solver goes stage by stage)."
