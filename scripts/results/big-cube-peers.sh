#!/usr/bin/env bash
# Section "Big cubes beside the best public solvers": cubelab's 4x4x4 and 5x5x5 solvers and
# Chen Shuang's fewest-moves solvers on the same cubes, in one run, the programs alternating
# chunk by chunk:
#   the 4x4x4 on random states: cube4 and TPR-4x4x4-Solver (three-phase reduction, Java);
#   the 5x5x5 on the WCA's random-move scrambles: cube5 and cube555 (five-phase reduction,
#   Java).
# A peer runs when its checkout is given; its harness (scripts/results/peers/) is compiled
# against it with javac in the scratch space:
#   TPR_DIR=CHECKOUT      github.com/cs0x7f/TPR-4x4x4-Solver
#   CUBE555_DIR=CHECKOUT  github.com/cs0x7f/cube555 (it writes its tables, 230 MB, into its
#                         working folder: $CUBELAB_CACHE/peers/cube555, kept between runs;
#                         the first run builds them, about 2.5 minutes)
# Every solution is verified by applying it to the cube it was given (the peers' through
# cubelab's Python module, which build/ has).
source "$(dirname "$0")/lib.sh"

n4=$(pick 100 4)
n5=$(pick 20 2)
chunks4=$(pick 4 2)
chunks5=$(pick 4 1)
peers=scripts/results/peers
cache=${CUBELAB_CACHE:-$HOME/.cache/cubelab}

tpr="" c555=""
if [[ -n "${TPR_DIR:-}" ]]; then
  echo "big-cube-peers: building the TPR-4x4x4-Solver harness ..." >&2
  mkdir -p "$work/tpr"
  javac -nowarn -d "$work/tpr" -cp "$TPR_DIR/twophase.jar" \
    $(ls "$TPR_DIR"/src/*.java | grep -v -e /solver.java -e /test.java -e /MainProgram.java) \
    "$peers/TprBench.java" >&2
  tpr=$(git -C "$TPR_DIR" rev-parse --short HEAD 2>/dev/null || echo "unknown commit")
fi
if [[ -n "${CUBE555_DIR:-}" ]]; then
  echo "big-cube-peers: building the cube555 harness ..." >&2
  mkdir -p "$work/cube555" "$cache/peers/cube555"
  javac -nowarn -d "$work/cube555" -cp "$CUBE555_DIR/lib/twophase.jar" "$CUBE555_DIR"/src/*.java \
    "$peers/Cube555Bench.java" >&2
  c555=$(git -C "$CUBE555_DIR" rev-parse --short HEAD 2>/dev/null || echo "unknown commit")
fi

# The cubes: cubelab's scrambles, and their facelets (what the peers read).
inputs() { # inputs PUZZLE COUNT SEED
  "$bin" scramble -p "$1" --count "$2" --seed "$3" >"$work/$1.txt" 2>/dev/null
  "$bin" validate -p "$1" --json --file "$work/$1.txt" |
    python3 -c 'import json, sys; [print(json.loads(l)["facelets"]) for l in sys.stdin]' \
      >"$work/$1.facelets"
}
echo "big-cube-peers: scrambles ..." >&2
inputs 4x4x4 "$n4" 4
inputs 5x5x5 "$n5" 5

# run PUZZLE CHUNKS SOLVER PEER_LABEL PEER_COMMAND...: each chunk of the cubes by cubelab
# bench (one thread), then by the peer's harness, and so on.
run() {
  local puzzle=$1 chunks=$2 solver=$3 label=$4
  shift 4
  local total size i
  total=$(wc -l <"$work/$puzzle.txt")
  size=$(((total + chunks - 1) / chunks))
  split -l "$size" -d "$work/$puzzle.txt" "$work/$puzzle.moves."
  split -l "$size" -d "$work/$puzzle.facelets" "$work/$puzzle.f."
  for i in $(seq -f %02g 0 $((chunks - 1))); do
    [[ -f "$work/$puzzle.moves.$i" ]] || continue
    echo "big-cube-peers: $puzzle chunk $i: cubelab $solver ..." >&2
    timed "$work/$puzzle.cubelab.$i.rss" "$bin" bench -p "$puzzle" -s "$solver" \
      --file "$work/$puzzle.moves.$i" -j 1 --json >"$work/$puzzle.cubelab.$i.json" 2>/dev/null || true
    if [[ $puzzle == 4x4x4 ]]; then # cube4 within 256 MB too (two-phase's small tables)
      echo "big-cube-peers: $puzzle chunk $i: cubelab $solver -o memory=256M ..." >&2
      timed "$work/$puzzle.small.$i.rss" "$bin" bench -p "$puzzle" -s "$solver" -o memory=256M \
        --file "$work/$puzzle.moves.$i" -j 1 --json >"$work/$puzzle.small.$i.json" 2>/dev/null || true
    fi
    if (($#)); then
      echo "big-cube-peers: $puzzle chunk $i: $label ..." >&2
      (cd "$work/run-$label" && timed "$work/$puzzle.peer.$i.rss" "$@" "$work/$puzzle.f.$i") \
        >"$work/$puzzle.peer.$i.txt" 2>"$work/$puzzle.peer.$i.log" || {
        tail -5 "$work/$puzzle.peer.$i.log" >&2
        exit 1
      }
    fi
  done
}
mkdir -p "$work/run-tpr"
ln -sfn "$cache/peers/cube555" "$work/run-cube555"
if [[ -n $tpr ]]; then
  run 4x4x4 "$chunks4" cube4 tpr java -Xmx1g -cp "$work/tpr:$TPR_DIR/twophase.jar" TprBench
else
  run 4x4x4 "$chunks4" cube4 tpr
fi
if [[ -n $c555 ]]; then
  run 5x5x5 "$chunks5" cube5 cube555 \
    java -Xmx2g -cp "$work/cube555:$CUBE555_DIR/lib/twophase.jar" Cube555Bench
else
  run 5x5x5 "$chunks5" cube5 cube555
fi

echo "## Big cubes beside the best public solvers"
echo
stamp
cmds=("$bin scramble -p 4x4x4 --count $n4 --seed 4 > 4x4x4.txt   # random states; their facelets: validate --json"
  "$bin bench -p 4x4x4 -s cube4 [-o memory=256M] --file CHUNK -j 1 --json   # 4x4x4.txt in $chunks4 chunks")
[[ -n $tpr ]] && cmds+=("java -cp CLASSES:twophase.jar TprBench CHUNK.facelets   # scripts/results/peers/TprBench.java")
cmds+=("$bin scramble -p 5x5x5 --count $n5 --seed 5 > 5x5x5.txt   # the WCA's 60 random moves"
  "$bin bench -p 5x5x5 -s cube5 --file CHUNK -j 1 --json   # 5x5x5.txt in $chunks5 chunks")
[[ -n $c555 ]] && cmds+=("java -cp CLASSES:twophase.jar Cube555Bench CHUNK.facelets   # scripts/results/peers/Cube555Bench.java")
commands "${cmds[@]}"
echo "Each program solves a chunk of the cubes, then the other the same chunk, and so on (cubelab"
echo "twice on the 4x4x4: its default memory budget, then 256 MB): one thread each, nothing else running. Lengths in outer block turns (OBTM: a turn of a face's"
echo "outer k layers counts one; a whole-cube rotation none). Times are each solve's, wall clock,"
echo "without the tables' loading or building; the first solve of each run is left out of the"
echo "times (cubelab loads two-phase's tables and builds the reduction's small in-memory ones"
echo "there, a Java program compiles its code). \"Tables\": what each program loads or builds before it solves."
echo "Every solution was verified by applying it to its cube."
echo
python3 - "$work" "$build/python" "${tpr:+tpr}" "${c555:+cube555}" <<'PY'
import glob, json, statistics, sys

work, python_dir = sys.argv[1], sys.argv[2]
peers = [p for p in sys.argv[3:] if p]
sys.path.insert(0, python_dir)
import cubelab  # the Python module of this build: applies the peers' solutions


def obtm(moves):
    return sum(1 for m in moves.split() if m[0] not in "xyz")


def rss_mib(files):
    return max(float(open(f).read().split()[1]) for f in files) / 1024


rows, histograms = [], {}
for puzzle, ours, our_tables, peer, about in [
    ("4x4x4", "cube4", "from the cache", "tpr", "TPR-4x4x4-Solver"),
    ("5x5x5", "cube5", "from the cache", "cube555", "cube555"),
]:
    for run, label in [("cubelab", f"cubelab `{ours}`"), ("small", f"cubelab `{ours}`, -o memory=256M")]:
        files = sorted(glob.glob(f"{work}/{puzzle}.{run}.*.json"))
        if not files:
            continue
        lengths, times = [], []
        for f in files:
            cubes = json.load(open(f))["solvers"][0]["cubes"]
            bad = [c for c in cubes if c["status"] != "solved" or not c["verified"]]
            if bad:
                sys.exit(f"big-cube-peers: {puzzle}: cubelab left a cube unsolved: {bad[0].get('message')}")
            lengths += [c["length_htm"] for c in cubes]
            times += [c["elapsed_ms"] for c in cubes[1:]]
        runs = sorted(glob.glob(f"{work}/{puzzle}.{run}.*.rss"))
        rows.append((puzzle, label, lengths, times, rss_mib(runs), our_tables))
        histograms[(puzzle, ours if run == "cubelab" else f"{ours} at 256M")] = lengths
    if peer not in peers:
        continue
    lengths, times, inits = [], [], []
    for f in sorted(glob.glob(f"{work}/{puzzle}.peer.*.txt")):
        lines = [l.rstrip("\n").split("\t") for l in open(f)]
        inits.append(float(lines[0][0].split()[1]))
        for i, (facelets, solution, ms) in enumerate(lines[1:]):
            if not cubelab.Cube(facelets, puzzle=puzzle).applied(solution).is_solved:
                sys.exit(f"big-cube-peers: {about}'s solution does not solve {facelets}: {solution}")
            lengths.append(obtm(solution))
            if i > 0:
                times.append(float(ms))
    runs = sorted(glob.glob(f"{work}/{puzzle}.peer.*.rss"))
    rows.append((puzzle, about, lengths, times, rss_mib(runs), inits))
    histograms[(puzzle, peer)] = lengths

print("| puzzle | program | cubes | mean OBTM | min | max | mean time (ms) | median (ms) | tables (s) | peak RSS |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for puzzle, program, lengths, times, rss, inits in rows:
    tables = inits if isinstance(inits, str) else " / ".join(f"{t / 1000:.1f}" for t in inits)
    print(f"| {puzzle} | {program} | {len(lengths)} | {statistics.mean(lengths):.2f} | {min(lengths)} | "
          f"{max(lengths)} | {statistics.mean(times):.0f} | {statistics.median(times):.0f} | {tables} | "
          f"{rss:.0f} MiB |")
print()
for (puzzle, program), lengths in histograms.items():
    counts = {n: lengths.count(n) for n in sorted(set(lengths))}
    print(f"- {puzzle}, {program}: " + ", ".join(f"{n}: {c}" for n, c in counts.items()))
PY
echo
echo "cubelab's tables come from the cache (cube4's 18 MiB, built once in about 10 s, beside"
echo "the 64 MiB of its phase 3's last moves and their shell, built in 1.7 s, and"
echo "two-phase's 672 MiB for the 3x3x3 stage, which the default memory budget of 1 GiB holds:"
echo "with -o memory=256M its small tables (134 MiB) instead); cube5's 321 MiB (its five phases'"
echo "tables, built once in about 20 s, docs/nxn.md) beside two-phase's 672 MiB, which the"
echo "default budget holds with them. The peers' \"tables\" column is each"
echo "run's start, one value a chunk: TPR-4x4x4-Solver builds its tables in memory every run"
echo "(about 20 MB with min2phase's); cube555 reads the 230 MB it wrote on its first run."
[[ -n $tpr ]] && echo "TPR-4x4x4-Solver: commit $tpr (GPLv3; only run here, through the harness)."
[[ -n $c555 ]] && echo "cube555: commit $c555 (GPLv3; only run here, through the harness)."
[[ -z $tpr || -z $c555 ]] &&
  echo "A peer's rows need its checkout: \`TPR_DIR=... CUBE555_DIR=... scripts/results.sh big-cube-peers\`."
true
