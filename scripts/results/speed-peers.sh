#!/usr/bin/env bash
# Section "Speed beside the fastest public solvers": the optimal solver with its 8 GiB class
# table against vcube with its 7.3 GiB "208" table (the first reference cubes, both on every
# thread), and two-phase's tiny profile against the C++ port of min2phase (whole runs: the
# tables' build and 200 reference cubes at most 20 moves, one thread); the programs
# alternate, round after round, on the same cubes. The peers are built from their checkouts:
#   VCUBE_DIR=CHECKOUT          github.com/Voltara/vcube (clang, AVX2), built in VCUBE_BUILD
#                               (default: the scratch space); its table is generated on first
#                               use beside its program, VCUBE_BUILD/tables (7.3 GiB, about 22
#                               minutes on one core), so a VCUBE_BUILD given keeps it
#   MIN2PHASE_CXX_DIR=CHECKOUT  github.com/nittaya1990/min2phaseCXX, compiled with clang++ -O3
#                               (with GCC 12 at -O3 its table initialisation never ends)
# Without either, the section has cubelab's rows alone.
source "$(dirname "$0")/lib.sh"
threads=$(nproc)
rounds=$(pick 3 1)
n_optimal=$(pick 10 1)
n_tiny=$(pick 200 20)
memory=$(pick 8G 1G)
peers=scripts/results/peers
file_optimal=$(first_n "$n_optimal")
file_tiny=$(first_n "$n_tiny")
export CUBELAB_TABLE_LOAD=copy # huge-page copies, as vcube allocates its table (docs/tables.md)

vcube=""
if [[ -n "${VCUBE_DIR:-}" ]]; then
  echo "speed-peers: building vcube ..." >&2
  vcube_build=${VCUBE_BUILD:-$work/vcube-build}
  mkdir -p "$vcube_build"
  # Compiled as its CMakeLists.txt compiles it (Release, clang, AVX2), whose configuration
  # needs CppUTest for its tests, which Debian lacks.
  clang++ -O3 -DNDEBUG -mlzcnt -mbmi -mbmi2 -mavx2 -flax-vector-conversions -std=c++17 \
    "$VCUBE_DIR"/src/{alloc,cube,nxprune,nxsolve,util,vc-optimal}.cpp -pthread \
    -o "$vcube_build/vc-optimal" >&2
  vc_optimal=$vcube_build/vc-optimal
  vcube=$(git -C "$VCUBE_DIR" rev-parse --short HEAD 2>/dev/null || echo "unknown commit")
  echo "speed-peers: vcube's 208 table (generated on first use) ..." >&2
  "$vc_optimal" --coord=208 --no-input >&2
  # vcube reads move sequences: each cube's, the inverse of a two-phase solution.
  "$bin" solve -s twophase --file "$file_optimal" 2>/dev/null | sed 's/ (.*//' |
    "$bin" alg invert >"$work/optimal-moves.txt"
fi
m2c=""
if [[ -n "${MIN2PHASE_CXX_DIR:-}" ]]; then
  echo "speed-peers: building the min2phase C++ harness ..." >&2
  clang++ -O3 -std=c++17 -w -I "$MIN2PHASE_CXX_DIR/include" "$MIN2PHASE_CXX_DIR"/src/*.cpp \
    "$peers/min2phase_cxx_bench.cpp" -o "$work/min2phase_cxx_bench" >&2
  m2c=$(git -C "$MIN2PHASE_CXX_DIR" rev-parse --short HEAD 2>/dev/null || echo "unknown commit")
fi

for ((r = 1; r <= rounds; r++)); do
  echo "speed-peers: round $r of $rounds ..." >&2
  timed "$work/optimal-$r.time" "$bin" bench -s "optimal{memory=$memory}" --file "$file_optimal" \
    --solver-threads "$threads" --time 600 --json >"$work/optimal-$r.json"
  if [[ -n $vcube ]]; then
    # --ordered: the solutions in the input's order, to be matched with the cubes.
    timed "$work/vcube-$r.time" "$vc_optimal" --coord=208 --ordered --workers="$threads" \
      <"$work/optimal-moves.txt" >"$work/vcube-$r.txt" 2>"$work/vcube-$r.log"
    echo "init 0" >"$work/vcube-$r.run"
    paste "$file_optimal" "$work/vcube-$r.txt" |
      awk -F'\t' '{ split($2, f, " "); s = ""; for (i = 4; i <= length(f); i++) s = s " " f[i];
                     printf "%s\t%s\t%.6f\n", $1, substr(s, 2), f[2] * 1000 }' >>"$work/vcube-$r.run"
    verify_peer "$work/vcube-$r.run"
  fi
  CUBELAB_CACHE=$work/empty-cache timed "$work/tiny-$r.time" \
    "$bin" bench -s 'twophase{profile=tiny}' --file "$file_tiny" --max-length 20 -j 1 --json \
    >"$work/tiny-$r.json"
  if [[ -n $m2c ]]; then
    timed "$work/m2c-$r.time" "$work/min2phase_cxx_bench" "$file_tiny" 20 >"$work/m2c-$r.run"
    verify_peer "$work/m2c-$r.run"
  fi
done

echo "## Speed beside the fastest public solvers"
echo
stamp
commands "build/cubelab bench -s 'optimal{memory=$memory}' --file first$n_optimal.txt --solver-threads $threads --time 600 --json" \
  "vc-optimal --coord=208 --ordered --workers=$threads < MOVES   # each cube as the inverse of a two-phase solution" \
  "CUBELAB_CACHE=EMPTY /usr/bin/time build/cubelab bench -s 'twophase{profile=tiny}' --file first$n_tiny.txt --max-length 20 -j 1 --json" \
  "/usr/bin/time min2phase_cxx_bench first$n_tiny.txt 20   # scripts/results/peers/min2phase_cxx_bench.cpp"
python3 - "$work" "$rounds" "$n_optimal" "$n_tiny" "$threads" "$memory" "$vcube" "$m2c" <<'PY'
import json, statistics, sys

work, rounds, n_opt, n_tiny, threads, memory, vcube, m2c = sys.argv[1:9]
rounds = int(rounds)


def wall(path):  # /usr/bin/time -f '%e %M %U %S': wall seconds, peak RSS, CPU seconds
    e, m, u, s = open(path).read().split()[-4:]
    return float(e), float(m) / 1024, float(u) + float(s)


def cubes(path, proven):
    """The cubes of a `cubelab bench --json` run, each solved and verified (proven optimal)."""
    rows = json.load(open(path))["solvers"][0]["cubes"]
    for c in rows:
        if c["status"] != "solved" or not c["verified"] or (proven and not c["proven_optimal"]):
            sys.exit(f"results: {path}: {c['input']} {c['status']}")
    return rows


def joined(values, fmt):
    return " / ".join(fmt.format(v) for v in values)


opt_walls, opt_solve, opt_lengths = [], [], None
for r in range(1, rounds + 1):
    rows = cubes(f"{work}/optimal-{r}.json", True)
    opt_solve.append(sum(c["elapsed_ms"] for c in rows) / 1000)
    opt_lengths = [c["length_htm"] for c in rows]
    opt_walls.append(wall(f"{work}/optimal-{r}.time")[0])

first = "the first reference cube" if n_opt == "1" else f"the first {n_opt} reference cubes"
print(f"**Optimal, {threads} threads, {first}** "
      f"(optimal lengths {' '.join(map(str, opt_lengths))}): each program's time solving the "
      "cubes, the tables' loading or generation apart; rounds separated by slashes.")
print()
print("| | table | time solving the cubes | whole run, the table's loading included |")
print("|---|---|---:|---:|")
print(f"| cubelab `optimal{{memory={memory}}}` | {memory} class | {joined(opt_solve, '{:.1f} s')} | "
      f"{joined(opt_walls, '{:.1f} s')} |")
if vcube:
    v_solve, v_walls = [], []
    for r in range(1, rounds + 1):
        log = open(f"{work}/vcube-{r}.log").read()
        real = next(float(l.split()[2]) for l in log.splitlines() if l.startswith("Total time:"))
        v_solve.append(real)
        v_walls.append(wall(f"{work}/vcube-{r}.time")[0])
        lengths = [len(l.split("\t")[1].split()) for l in open(f"{work}/vcube-{r}.run") if "\t" in l]
        if lengths != opt_lengths:
            sys.exit(f"results: vcube's lengths {lengths} differ from optimal's {opt_lengths}")
    print(f"| vcube (commit {vcube}) | 208, 7.3 GiB | {joined(v_solve, '{:.1f} s')} | "
          f"{joined(v_walls, '{:.1f} s')} |")
    ratio = statistics.median(opt_solve) / statistics.median(v_solve)
    print()
    print(f"cubelab's median time is {ratio:.2f} of vcube's; both found the same optimal "
          "lengths, every solution verified.")
print()

def whole_runs(name, lengths_of):
    """Each round's wall seconds, the median peak RSS and the mean length (of the last round;
    lengths_of reads every round's, checking its solves)."""
    walls, rss = [], []
    for r in range(1, rounds + 1):
        w, m, _ = wall(f"{work}/{name}-{r}.time")
        walls.append(w)
        rss.append(m)
        mean_length = statistics.fmean(lengths_of(f"{work}/{name}-{r}"))
    return walls, statistics.median(rss), mean_length


t_walls, t_rss, t_len = whole_runs(
    "tiny", lambda run: [c["length_htm"] for c in cubes(f"{run}.json", False)])
print(f"**Two-phase at most 20 moves, one thread, the first {n_tiny} reference cubes**: the whole "
      "run of each program, its tables built in memory included (cubelab's on every thread).")
print()
print("| | tables | whole run | peak RSS | mean length |")
print("|---|---:|---:|---:|---:|")
print(f"| cubelab `twophase{{profile=tiny}}` | 3.0 MiB | {joined(t_walls, '{:.2f} s')} | "
      f"{t_rss:.0f} MiB | {t_len:.2f} |")
if m2c:
    m_walls, m_rss, m_len = whole_runs(
        "m2c", lambda run: [len(l.split("\t")[1].split()) for l in open(f"{run}.run") if "\t" in l])
    print(f"| min2phase C++ (commit {m2c}) | about 1 MiB | {joined(m_walls, '{:.2f} s')} | "
          f"{m_rss:.0f} MiB | {m_len:.2f} |")
    ratio = statistics.median(t_walls) / statistics.median(m_walls)
    print()
    print(f"cubelab's median whole run is {ratio:.2f} of min2phase C++'s; every solution verified.")
print()
PY
