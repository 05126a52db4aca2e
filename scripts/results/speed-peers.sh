#!/usr/bin/env bash
# Section "Speed beside the fastest public solvers": the optimal solver against vcube in two
# table classes, its 8 GiB class table against vcube's 7.3 GiB "208" and its 2 GiB class
# table (1.32 GiB) against vcube's 1.3 GiB "304" (the first reference cubes, both programs on
# every thread), and two-phase's tiny profile against the C++ port of min2phase (whole runs:
# the tables' build and 200 reference cubes at most 20 moves, one thread); the programs
# alternate, round after round, on the same cubes. The peers are built from their checkouts:
#   VCUBE_DIR=CHECKOUT          github.com/Voltara/vcube (clang, AVX2), built in VCUBE_BUILD
#                               (default: the scratch space); its tables are generated on
#                               first use beside its program, VCUBE_BUILD/tables (7.3 GiB,
#                               about 22 minutes on one core, and 1.3 GiB, about 2), so a
#                               VCUBE_BUILD given keeps them
#   MIN2PHASE_CXX_DIR=CHECKOUT  github.com/nittaya1990/min2phaseCXX, compiled with clang++ -O3
#                               (with GCC 12 at -O3 its table initialisation never ends)
# Without either, the section has cubelab's rows alone.
source "$(dirname "$0")/lib.sh"
threads=$(nproc)
rounds=$(pick 3 1)
# Each optimal comparison: cubelab's memory class, vcube's table of about that size, and how
# many of the first reference cubes (the smaller tables take minutes a cube).
comparisons=$(pick "8G:208:10 2G:304:5" "1G:304:1")
n_tiny=$(pick 200 20)
peers=scripts/results/peers
file_tiny=$(first_n "$n_tiny")
n_most=0
for c in $comparisons; do
  n=${c##*:}
  ((n > n_most)) && n_most=$n
  first_n "$n" >/dev/null
done
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
  # Its tables and their sizes, "  304 (1.326 GiB)", as it lists them.
  "$vc_optimal" --help >"$work/vcube-help.txt" || true
  for c in $comparisons; do
    coord=$(cut -d: -f2 <<<"$c")
    echo "speed-peers: vcube's $coord table (generated on first use) ..." >&2
    "$vc_optimal" --coord="$coord" --no-input >&2
  done
  # vcube reads move sequences: each cube's, the inverse of a two-phase solution.
  "$bin" solve -s twophase --file "$work/first$n_most.txt" 2>/dev/null | sed 's/ (.*//' |
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
  for c in $comparisons; do
    IFS=: read -r memory coord n <<<"$c"
    timed "$work/optimal-$memory-$r.time" "$bin" bench -s "optimal{memory=$memory}" \
      --file "$work/first$n.txt" --solver-threads "$threads" --time 900 --json \
      >"$work/optimal-$memory-$r.json"
    [[ -n $vcube ]] || continue
    # --ordered: the solutions in the input's order, to be matched with the cubes.
    out=$work/vcube-$coord-$r
    head -n "$n" "$work/optimal-moves.txt" |
      timed "$out.time" "$vc_optimal" --coord="$coord" --ordered --workers="$threads" \
        >"$out.txt" 2>"$out.log"
    echo "init 0" >"$out.run"
    paste "$work/first$n.txt" "$out.txt" |
      awk -F'\t' '{ split($2, f, " "); s = ""; for (i = 4; i <= length(f); i++) s = s " " f[i];
                     printf "%s\t%s\t%.6f\n", $1, substr(s, 2), f[2] * 1000 }' >>"$out.run"
    verify_peer "$out.run"
  done
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
commands "build/cubelab bench -s 'optimal{memory=MEMORY}' --file firstN.txt --solver-threads $threads --time 900 --json" \
  "vc-optimal --coord=COORD --ordered --workers=$threads < MOVES   # each cube as the inverse of a two-phase solution" \
  "CUBELAB_CACHE=EMPTY /usr/bin/time build/cubelab bench -s 'twophase{profile=tiny}' --file first$n_tiny.txt --max-length 20 -j 1 --json" \
  "/usr/bin/time min2phase_cxx_bench first$n_tiny.txt 20   # scripts/results/peers/min2phase_cxx_bench.cpp"
python3 - "$work" "$rounds" "$n_tiny" "$threads" "$vcube" "$m2c" $comparisons <<'PY'
import json, re, statistics, sys

work, rounds, n_tiny, threads, vcube, m2c = sys.argv[1:7]
comparisons = [c.split(":") for c in sys.argv[7:]]
rounds = int(rounds)
vcube_tables = {}
if vcube:  # vc-optimal --help: "  304 (1.326 GiB)"
    for line in open(f"{work}/vcube-help.txt"):
        if m := re.fullmatch(r"\s+(\d+) \(([\d.]+) GiB\).*\n?", line):
            vcube_tables[m[1]] = f"{float(m[2]):.1f} GiB"


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


def size(table_bytes):
    return f"{table_bytes / 2**30:.2f} GiB" if table_bytes >= 2**30 else f"{table_bytes / 2**20:.1f} MiB"


print(f"**Optimal, {threads} threads**: each program's time solving the cubes, the tables' "
      "loading or generation apart, and the whole run's wall and CPU time; rounds separated by "
      "slashes. The first reference cubes, their optimal lengths in brackets."
      + (" vcube gives each cube one thread (its workers take the cubes in turn), cubelab "
         "every thread to each cube." if vcube else ""))
print()
print("| cubes | | table | time solving the cubes | whole run | CPU, whole run |")
print("|---|---|---|---:|---:|---:|")
ratios = []
for memory, coord, n in comparisons:
    solve, walls, cpus, lengths = [], [], [], None
    for r in range(1, rounds + 1):
        rows = cubes(f"{work}/optimal-{memory}-{r}.json", True)
        solve.append(sum(c["elapsed_ms"] for c in rows) / 1000)
        lengths = [c["length_htm"] for c in rows]
        w, _, cpu = wall(f"{work}/optimal-{memory}-{r}.time")
        walls.append(w)
        cpus.append(cpu)
    table = size(rows[0]["stats"]["table_bytes"])
    which = f"{n} ({' '.join(map(str, lengths))})"
    print(f"| {which} | cubelab `optimal{{memory={memory}}}` | {memory} class, {table} | "
          f"{joined(solve, '{:.1f} s')} | {joined(walls, '{:.1f} s')} | {joined(cpus, '{:.0f} s')} |")
    if not vcube:
        continue
    v_solve, v_walls, v_cpus = [], [], []
    for r in range(1, rounds + 1):
        out = f"{work}/vcube-{coord}-{r}"
        log = open(f"{out}.log").read()
        real = next(float(l.split()[2]) for l in log.splitlines() if l.startswith("Total time:"))
        v_solve.append(real)
        w, _, cpu = wall(f"{out}.time")
        v_walls.append(w)
        v_cpus.append(cpu)
        v_lengths = [len(l.split("\t")[1].split()) for l in open(f"{out}.run") if "\t" in l]
        if v_lengths != lengths:
            sys.exit(f"results: vcube's lengths {v_lengths} differ from optimal's {lengths}")
    print(f"| {which} | vcube (commit {vcube}) | {coord}, {vcube_tables[coord]} | "
          f"{joined(v_solve, '{:.1f} s')} | {joined(v_walls, '{:.1f} s')} | "
          f"{joined(v_cpus, '{:.0f} s')} |")
    ratios.append(f"with the {memory} class against its {coord}, "
                  f"{statistics.median(solve) / statistics.median(v_solve):.2f} of vcube's time "
                  f"solving the cubes and {statistics.median(cpus) / statistics.median(v_cpus):.2f} "
                  "of its CPU time")
if ratios:
    print()
    print(f"cubelab's medians: {'; '.join(ratios)}. Both found the same optimal lengths, every "
          "solution verified.")
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
