#!/usr/bin/env bash
# Section "First run: tables in the cache": what a first solve costs on an empty cache (the
# tables built and announced), what the next process pays (mapping them), and the build time
# of every table against the time its announcement states. Every cache here is a new empty
# folder in the scratch space.
source "$(dirname "$0")/lib.sh"
threads=$(nproc)
if ((quick)); then
  tables=(pocket-htm pocket-qtm korf-edges-low optimal-htm-eo4)
else
  tables=(pocket-htm pocket-qtm twophase-coords twophase-phase1 twophase-phase1-moves twophase-phase2
    korf-corners korf-edges-low korf-edges-high optimal-htm-eo4 optimal-htm-eo8-b8f optimal-htm-eo4-ep24-b9f
    cube4-centres-ud cube4-centres-sides cube4-centres-final cube4-edge-pairs cube4-phase3-ball
    cube5-phase3-centres cube5-phase3-edges cube5-phase4-centres cube5-phase4-edges
    cube5-phase5-centres cube5-phase5-lows)
fi

echo "first-run: 2x2x2 solves on an empty cache ..." >&2
mkdir -p "$work/pocket-cache"
for i in 1 2 3; do
  CUBELAB_CACHE=$work/pocket-cache timed "$work/pocket-$i.time" "$bin" solve --puzzle 2x2x2 "R U F" >/dev/null 2>&1
done
echo "first-run: two-phase solves on an empty cache ..." >&2
mkdir -p "$work/twophase-cache"
for i in 1 2; do
  CUBELAB_CACHE=$work/twophase-cache "$bin" solve --json "R U F" >"$work/twophase-$i.json" 2>"$work/twophase-$i.err"
done
echo "first-run: 4x4x4 solves on the two-phase solves' cache ..." >&2
"$bin" scramble --puzzle 4x4x4 --count 4 --seed 11 >"$work/cube4-scrambles.txt"
i=0
while read -r scramble; do
  i=$((i + 1))
  CUBELAB_CACHE=$work/twophase-cache timed "$work/cube4-$i.time" "$bin" solve --puzzle 4x4x4 "$scramble" >/dev/null 2>&1
done <"$work/cube4-scrambles.txt"
state=$(head -1 data/reference/random-state-1000.txt)
echo "first-run: CFOP solves on an empty cache ..." >&2
mkdir -p "$work/cfop-cache"
for i in 1 2; do
  CUBELAB_CACHE=$work/cfop-cache timed "$work/cfop-$i.time" "$bin" solve --solver cfop "$state" \
    >"$work/cfop-$i.out" 2>"$work/cfop-$i.err"
done
echo "first-run: a new server on an empty cache ..." >&2
mkdir -p "$work/serve-cache"
CUBELAB_CACHE=$work/serve-cache "$bin" serve --port 0 >"$work/serve.out" 2>"$work/serve.err" &
serve_pid=$!
for _ in $(seq 200); do grep -q listening "$work/serve.out" && break; sleep 0.05; done
port=$(sed -n 's|.*127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/serve.out")
serve_solve() {
  curl -s -m 120 -w '\n%{time_total}\n' -XPOST "localhost:$port/api/solve" \
    -d "{\"cube\": \"$state\", \"max_length\": 20}" >"$1"
}
serve_solve "$work/serve-1.txt"
# Then a solve every half second until one uses the full profile's tables (hundreds of MiB).
started=$(date +%s%N)
for _ in $(seq 240); do
  sleep 0.5
  serve_solve "$work/serve-2.txt"
  grep -q '"table_bytes":[0-9]\{9\}' "$work/serve-2.txt" && break
done
echo $((($(date +%s%N) - started) / 1000000)) >"$work/serve-ready.txt"  # ms
kill -TERM "$serve_pid"
wait "$serve_pid" || true
echo "first-run: Python's kociemba drop-in on an empty cache ..." >&2
mkdir -p "$work/python-cache"
for i in 1 2; do
  CUBELAB_CACHE=$work/python-cache PYTHONPATH=$build/python timed "$work/python-$i.time" \
    python3 -c "from cubelab import kociemba; print(kociemba.solve('$state'))" >"$work/python-$i.out"
done
# The interpreter's own start, which every Python process pays before it imports anything.
PYTHONPATH=$build/python timed "$work/python-start.time" python3 -c pass
echo "first-run: building ${#tables[@]} tables in one process ..." >&2
mkdir -p "$work/build-cache"
CUBELAB_CACHE=$work/build-cache timed "$work/build.time" "$bin" tables build "${tables[@]}" >/dev/null 2>"$work/build.err"
CUBELAB_CACHE=$work/build-cache "$bin" tables list >"$work/list.txt"

echo "## First run: tables in the cache"
echo
stamp
commands "CUBELAB_CACHE=<new empty dir> /usr/bin/time build/cubelab solve --puzzle 2x2x2 \"R U F\"   # three times" \
  "CUBELAB_CACHE=<new empty dir> build/cubelab solve --json \"R U F\"   # twice" \
  "CUBELAB_CACHE=<that dir> /usr/bin/time build/cubelab solve --puzzle 4x4x4 SCRAMBLE   # four: cubelab scramble --puzzle 4x4x4 --count 4 --seed 11" \
  "CUBELAB_CACHE=<new empty dir> /usr/bin/time build/cubelab solve --solver cfop STATE   # twice; STATE: the first reference cube" \
  "CUBELAB_CACHE=<new empty dir> build/cubelab serve --port PORT &   # then once, and every half second until a solve uses the full profile:" \
  "curl -w '%{time_total}' -XPOST localhost:PORT/api/solve -d '{\"cube\": \"STATE\", \"max_length\": 20}'" \
  "CUBELAB_CACHE=<new empty dir> PYTHONPATH=build/python /usr/bin/time python3 -c \"from cubelab import kociemba; print(kociemba.solve(STATE))\"   # twice" \
  "PYTHONPATH=build/python /usr/bin/time python3 -c pass" \
  "CUBELAB_CACHE=<new empty dir> /usr/bin/time build/cubelab tables build ${tables[*]}"
python3 - "$work" "$threads" "${tables[@]}" <<'PY'
import json, re, sys
work, threads, tables = sys.argv[1], sys.argv[2], sys.argv[3:]

def usage(name):  # wall seconds, peak RSS MiB
    f = open(f"{work}/{name}.time").read().split("\n")
    wall, rss = [l for l in f if l.strip()][-1].split()[:2]
    return float(wall), int(rss) / 1024

p = [usage(f"pocket-{i}") for i in (1, 2, 3)]
sec = lambda x: f"{x:.2f} s" if x >= 0.01 else "under 0.01 s"
print(f"**A 2x2x2 solve from the command line**, three runs in a row on the same new cache: the first")
print(f"builds the table into the cache, {sec(p[0][0])} and {p[0][1]:.0f} MiB peak; the next two map it,")
print(f"{sec(p[1][0])} and {p[1][1]:.0f} MiB, {sec(p[2][0])} and {p[2][1]:.0f} MiB.")
print()
a, b = (json.load(open(f"{work}/twophase-{i}.json")) for i in (1, 2))
for d in (a, b):
    if d["status"] != "solved":
        sys.exit("results: the two-phase solve did not solve R U F")
notes = re.findall(r"^cubelab: (building table .*), once; it is kept in .*$", open(f"{work}/twophase-1.err").read(), re.M)
if not notes:
    sys.exit("results: the first two-phase solve announced no table build")
print(f"**The first two-phase solve on an empty cache**: `elapsed_ms` {a['elapsed_ms']:.2f} and `load_ms`")
print(f"{a['load_ms']:,.0f}; each build is announced with its size and expected time, e.g. `cubelab: {notes[0]}, once; it is kept in DIR`")
print(f"({len(notes)} such lines). A second process: `load_ms` {b['load_ms']:,.0f} (mapping and checking the")
print(f"tables), `elapsed_ms` {b['elapsed_ms']:.2f}.")
print()
c = [usage(f"cube4-{i}") for i in (1, 2, 3, 4)]
print(f"**A 4x4x4 solve from the command line** (cube4, a random state each) on that cache: the first")
print(f"builds cube4's tables into it, {sec(c[0][0])} and {c[0][1]:.0f} MiB peak; the next three map them and")
print(f"solve in {', '.join(sec(x[0]) for x in c[1:])} ({c[1][1]:.0f} MiB peak).")
print()
f = [usage(f"cfop-{i}") for i in (1, 2)]
goal_builds = len(re.findall(r"^cubelab: building table goal-", open(f"{work}/cfop-1.err").read(), re.M))
if not goal_builds or re.search(r"^cubelab: building table", open(f"{work}/cfop-2.err").read(), re.M):
    sys.exit("results: the first CFOP solve built no goal table, or the second built one")
if open(f"{work}/cfop-1.out").read() != open(f"{work}/cfop-2.out").read():
    sys.exit("results: the two CFOP solves of one cube differ")
print(f"**A CFOP solve from the command line** (`--solver cfop`, the first reference cube) on a new")
print(f"cache: the first builds the step solver's {goal_builds} goal tables into it (docs/steps.md),")
print(f"{sec(f[0][0])} and {f[0][1]:.0f} MiB peak; the next process maps them, {sec(f[1][0])} and {f[1][1]:.0f} MiB.")
print()
def served(name):  # the answer, curl's seconds
    body, seconds = open(f"{work}/{name}.txt").read().strip().split("\n")
    answer = json.loads(body)
    if answer["status"] != "solved":
        sys.exit(f"results: the server's solve did not solve the cube: {body}")
    return answer, float(seconds)
(s1, t1), (s2, t2) = served("serve-1"), served("serve-2")
ready = float(open(f"{work}/serve-ready.txt").read()) / 1000
mib = lambda a: a["stats"]["table_bytes"] / 2**20
print(f"**A new server on an empty cache** (`cubelab serve`, its default tables): its first 3x3x3 solve")
print(f"is answered in {sec(t1)} ({s1['length_htm']} moves) from two-phase's {mib(s1):.0f} MiB tiny profile, while the")
if mib(s2) < 100:
    sys.exit("results: the server's solves did not come to use the full profile")
print(f"server builds the full profile in the background; a solve every half second uses it {ready:.0f} s later,")
print(f"its {mib(s2):.0f} MiB, in {sec(t2)} ({s2['length_htm']} moves, `load_ms` {s2['load_ms']:,.0f}).")
print()
k = [usage(f"python-{i}") for i in (1, 2)]
moves = open(f"{work}/python-1.out").read().split()
print(f"**From Python, `from cubelab import kociemba`** (the drop-in's tiny profile, docs/library.md):")
print(f"importing and solving a random state on an empty cache takes {sec(k[0][0])} and {k[0][1]:.0f} MiB")
print(f"peak ({len(moves)} moves); the next process {sec(k[1][0])} and {k[1][1]:.0f} MiB, of which the interpreter's")
print(f"own start (`python3 -c pass`) takes {sec(usage('python-start')[0])}. The tiny profile's")
print(f"3 MiB of tables are built in memory in each process; nothing is written to the cache.")
print()
wall, rss = usage("build")
announced = {}
for line in open(f"{work}/build.err"):
    m = re.match(r"cubelab: building table (\S+) \(([^,]*), ([^)]*)\)", line)
    if m:
        announced[m.group(1)] = m.group(3)
listed = {}
for line in open(f"{work}/list.txt"):
    f = line.split()
    if len(f) >= 5 and f[1] == "ok":
        listed[f[0]] = (f"{f[2]} {f[3]}", f[4])
print(f"**Build times** behind the announcements ({threads} build threads, one process building them one")
print(f"after another: {wall:,.0f} s wall, {rss / 1024:.2f} GiB peak RSS):")
print()
print("| table | size | build | announced |")
print("|---|---:|---:|---|")
for t in tables:
    if t not in listed:
        sys.exit(f"results: table {t} was not built")
    size, built = listed[t]
    print(f"| {t} | {size} | {built.rstrip('s')} s | {announced.get(t, '-')} |")
print()
print("The announcements of the optimal solver's tables come from a per-entry model")
print("(src/cubelab/solvers/optimal/coset_table.cpp); the others from measured build times.")
PY
