#!/usr/bin/env bash
# Section "Optimal solvers (`optimal`, `korf`)": the tables' builds (a fresh cache, timed),
# the search speed (Google Benchmark), and solves: reference cubes with the 8 GiB and 4 GiB
# tables, the superflip, QTM with the 2-bit table against the exact one, korf on 14- and
# 17-move scrambles. A full run builds every table (the 8 GiB one: about 17 minutes) in its
# own cache and measures with it; a quick run builds two small tables and solves easy cubes
# with the default 1G table of the shared cache.
source "$(dirname "$0")/lib.sh"
threads=$(nproc)
if ((quick)); then
  build_tables=(optimal-htm-eo4 korf-edges-low)
  cache=${CUBELAB_CACHE:-$HOME/.cache/cubelab} # the runs: the shared cache's 1G table
else
  build_tables=(korf-corners korf-edges-low korf-edges-high optimal-htm-eo4 optimal-qtm-eo4
    optimal-htm-eo4-ep24-b9f optimal-htm-eo4-ud70-b9f optimal-htm-eo12-b9f optimal-htm-eo8-ep24-b9f
    optimal-qtm-eo4-ep24-b10f)
  cache=$work/cache
fi
mkdir -p "$work/cache"
export CUBELAB_TABLE_LOAD=copy # huge-page copies for the timed runs (docs/tables.md)

for t in "${build_tables[@]}"; do
  echo "optimal: building $t ..." >&2
  CUBELAB_CACHE=$work/cache timed "$work/build-$t.time" "$bin" tables build "$t" >&2
done
CUBELAB_CACHE=$work/cache "$bin" tables list >"$work/tables.txt"

export CUBELAB_CACHE=$cache
mem_large=$(pick 8G 1G)
mem_mid=$(pick 4G 1G)
echo "optimal: search speed ..." >&2
min_time=$(pick 2 0.05)
for t in eo4-ep24 $(pick eo8-ep24 ''); do
  CUBELAB_OPTIMAL_TABLE=$t gbench optimal_bench "$work/optimal-$t.json" --benchmark_filter='/3$' \
    --benchmark_min_time="$min_time" --benchmark_repetitions=3
done
gbench korf_bench "$work/korf.json" --benchmark_filter="/$(pick 4 3)\$" --benchmark_min_time="$min_time" \
  --benchmark_repetitions=3

if ((quick)); then
  inputs_large=(--random 3 --scramble-length 14 --seed 1)
  inputs_mid=(--random 2 --scramble-length 14 --seed 2)
else
  inputs_large=(--file "$(first_n 100)")
  inputs_mid=(--file "$(first_n 10)")
fi
superflip="U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"
superflip_n=$(pick 19 15)
qtm_n=$(pick 8 2)
qtm_len=$(pick 11 8)
korf14=(--random "$(pick 5 2)" --scramble-length "$(pick 14 10)" --seed 1)
korf17=(--random "$(pick 3 1)" --scramble-length "$(pick 17 12)" --seed 1)
korf17_t=$(pick 1100 30)
bench() { "$bin" bench "$@" --json 2>/dev/null || true; } # exit 1 when a cube is not solved

echo "optimal: reference cubes, memory=$mem_large ..." >&2
bench -s "optimal{memory=$mem_large}" "${inputs_large[@]}" --solver-threads "$threads" --time 60 >"$work/large.json"
echo "optimal: memory=$mem_mid ..." >&2
bench -s "optimal{memory=$mem_mid}" "${inputs_mid[@]}" --solver-threads "$threads" --time 120 >"$work/mid.json"
echo "optimal: the superflip, at most $superflip_n moves ..." >&2
"$bin" solve "$superflip" -s optimal -o memory="$mem_large" -j "$threads" --max-length "$superflip_n" --time 6000 --json \
  >"$work/superflip.json" || true
echo "optimal: QTM ..." >&2
for t in eo4-ep24 fallback; do
  bench -s "optimal{table=$t}" --metric qtm --random "$qtm_n" --scramble-length "$qtm_len" --seed 5 \
    --solver-threads "$threads" >"$work/qtm-$t.json"
done
echo "optimal: korf ..." >&2
bench -s korf "${korf14[@]}" --solver-threads "$threads" >"$work/korf14.json"
bench -s korf "${korf17[@]}" --time "$korf17_t" --solver-threads "$threads" >"$work/korf17.json"

echo "## Optimal solvers (\`optimal\`, \`korf\`)"
echo
stamp
echo "Tables in \`CUBELAB_CACHE=DIR\`, built there first; loaded as huge-page copies"
echo "(\`CUBELAB_TABLE_LOAD=copy\`) for the timed runs. Every solution verified."
echo
echo "Tables (\`CUBELAB_CACHE=DIR /usr/bin/time build/cubelab tables build NAME\`, $threads threads):"
echo
echo "| table | solver | size | build | peak RSS |"
echo "|---|---|---:|---:|---:|"
for t in "${build_tables[@]}"; do
  read -r size unit < <(awk -v t="$t" '$1 == t && $2 == "ok" { print $3, $4 }' "$work/tables.txt")
  [[ -n $size ]] || { echo "results: table $t was not built" >&2; exit 1; }
  read -r wall rss < <(tail -n 1 "$work/build-$t.time" | awk '{ printf "%s %.2f\n", $1, $2 / 1048576 }')
  case $t in
    korf-*) solver=korf ;;
    *) solver=optimal ;;
  esac
  case $t in
    optimal-htm-eo4) what=" (fallback, exact)" ;;
    optimal-qtm-eo4) what=" (QTM fallback, exact)" ;;
    optimal-htm-eo4-ep24-b9f) what=" (\`memory=1G\`, the default)" ;;
    optimal-htm-eo4-ud70-b9f) what=" (\`memory=2G\`)" ;;
    optimal-htm-eo12-b9f) what=" (\`memory=4G\`)" ;;
    optimal-htm-eo8-ep24-b9f) what=" (\`memory=8G\`)" ;;
    optimal-qtm-eo4-ep24-b10f) what=" (QTM, \`memory=1G\`)" ;;
    *) what="" ;;
  esac
  echo "| \`$t\`$what | $solver | $size $unit | $(printf "%'.1f" "$wall") s | $rss GiB |"
done
echo
commands "CUBELAB_OPTIMAL_TABLE=T build/microbench/optimal_bench --benchmark_filter='/3\$' --benchmark_min_time=$min_time --benchmark_repetitions=3" \
  "build/microbench/korf_bench --benchmark_filter='/$(pick 4 3)\$' --benchmark_min_time=$min_time --benchmark_repetitions=3"
echo "Search speed, one thread, one fixed set of complete depth-bounded searches (median of three):"
for t in eo4-ep24 $(pick eo8-ep24 ''); do
  echo "with \`$t\` $(gbench_value "$work/optimal-$t.json" BM_OptimalSearch/3 cpu_time) CPU and $(gbench_value "$work/optimal-$t.json" BM_OptimalSearch/3 nodes) nodes"
  echo "($(gbench_value "$work/optimal-$t.json" BM_OptimalSearch/3 nodes_per_s) nodes per second);"
done
k=BM_KorfNodes/$(pick 4 3)
echo "korf (bound = root bound + $(pick 4 3)): $(gbench_value "$work/korf.json" "$k" nodes) nodes in $(gbench_value "$work/korf.json" "$k" cpu_time)"
echo "($(gbench_value "$work/korf.json" "$k" nodes_per_s) nodes per second)."
echo

show() { sed "s#$work/##g; s#first\([0-9]*\)\.txt#first\1.txt#" <<<"$*"; }
python3 - "$work" "$threads" "$mem_large" "$mem_mid" "$superflip_n" "$korf17_t" data/reference/optimal-lengths.txt \
  "$(show "${inputs_large[*]}")" "$(show "${inputs_mid[*]}")" "$superflip" "$qtm_n" "$qtm_len" "${korf14[*]}" "${korf17[*]}" <<'PY'
import json, statistics, sys
(work, threads, mem_large, mem_mid, superflip_n, korf17_t, optimal_file, in_large, in_mid, superflip,
 qtm_n, qtm_len, korf14, korf17) = sys.argv[1:15]
known = {}
for line in open(optimal_file):
    f = line.split()
    if len(f) == 2:
        known[f[0]] = int(f[1])

def load(name):
    d = json.load(open(f"{work}/{name}.json"))
    return d["solvers"][0]["cubes"]

def check(cubes):
    for c in cubes:
        if c["status"] == "solved" and not c.get("verified"):
            sys.exit(f"results: an unverified solution of {c['input']}")

def dist(cubes):
    counts = {}
    for c in cubes:
        if c["status"] == "solved":
            counts[c["length_htm"]] = counts.get(c["length_htm"], 0) + 1
    return ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))

def s(ms):
    if ms < 1000:
        return f"{ms:.3g} ms"
    return f"{ms / 1000:.3g} s" if ms < 100_000 else f"{ms / 1000:,.0f} s"

def solves(cubes, label):
    check(cubes)
    proven = [c for c in cubes if c["status"] == "solved" and c.get("proven_optimal")]
    times = sorted(c["elapsed_ms"] for c in cubes)
    nodes = statistics.mean(c["stats"]["nodes"] for c in cubes)
    rate = sum(c["stats"]["nodes"] for c in cubes) / (sum(times) / 1000)
    text = f"{len(proven)} of {len(cubes)} proven optimal ({dist(proven)})"
    match = [c for c in proven if c["input"] in known]
    if match:
        same = sum(known[c["input"]] == c["length_htm"] for c in match)
        text += f"; {same} of the {len(match)} in data/reference/optimal-lengths.txt match"
        if same != len(match):
            sys.exit("results: an optimal length disagrees with data/reference/optimal-lengths.txt")
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    text += f"; **mean {s(statistics.mean(times))} per cube**, median {s(statistics.median(times))}, p95 {s(p95)}, max {s(times[-1])}; {count(nodes)} nodes per cube at {rate / 1e6:.2f} M nodes/s"
    return text

def count(n):
    return f"{n / 1e6:.1f} M" if n >= 1e6 else f"{n:,.0f}"

def cmd(c):
    return f"`{c}`"

print("| run | command | result |")
print("|---|---|---|")
c_large = f"cubelab bench -s 'optimal{{memory={mem_large}}}' {in_large} --solver-threads {threads} --time 60 --json"
c_mid = f"cubelab bench -s 'optimal{{memory={mem_mid}}}' {in_mid} --solver-threads {threads} --time 120 --json"
def inputs(text):  # what a run solved, from its arguments
    f = text.split()
    if f[0] == "--file":
        return f"first {f[1].removeprefix('first').removesuffix('.txt')} reference cubes"
    return f"{f[1]} random {f[3]}-move scrambles"

print(f"| {inputs(in_large)}, {mem_large} table, {threads} threads per cube | {cmd(c_large)} | {solves(load('large'), 'large')} |")
print(f"| {inputs(in_mid)}, {mem_mid} table, {threads} threads per cube | {cmd(c_mid)} | {solves(load('mid'), 'mid')} |")
sf = json.load(open(f"{work}/superflip.json"))
if sf["status"] == "no_solution":
    result = f"`no_solution`: no solution of {superflip_n} moves or fewer, after {sf['stats']['nodes'] / 1e9:.3g} G nodes in {s(sf['elapsed_ms'])}"
    if int(superflip_n) == 19:
        result += "; the 20-move sequence solves it, so its optimum is 20"
elif sf["status"] == "solved":
    result = f"solved in {sf['length_htm']} moves (verified) in {s(sf['elapsed_ms'])}"
else:
    result = f"`{sf['status']}` after {s(sf['elapsed_ms'])}"
superflip_cmd = 'cubelab solve "' + superflip + f'" -s optimal -o memory={mem_large} -j {threads} --max-length {superflip_n} --time 6000 --json'
print(f"| the superflip, {mem_large} table, {threads} threads | {cmd(superflip_cmd)} | {result} |")
a, b = load("qtm-eo4-ep24"), load("qtm-fallback")
check(a), check(b)
la = [c["length_qtm"] if c["status"] == "solved" and c.get("proven_optimal") else None for c in a]
lb = [c["length_qtm"] if c["status"] == "solved" and c.get("proven_optimal") else None for c in b]
if None in la or la != lb:
    sys.exit(f"results: QTM lengths differ between the tables: {la} {lb}")
c_qtm = f"cubelab bench -s 'optimal{{table=T}}' --metric qtm --random {qtm_n} --scramble-length {qtm_len} --seed 5 --solver-threads {threads}"
print(f"| QTM, {qtm_n} random {qtm_len}-move scrambles | {cmd(c_qtm)} (T = eo4-ep24, fallback) | the same proven QTM lengths ({' '.join(map(str, la))}) with the 2-bit table as with the exact fallback; mean {s(statistics.mean(c['elapsed_ms'] for c in a))} and {s(statistics.mean(c['elapsed_ms'] for c in b))} per cube |")
k = load("korf14")
check(k)
n14 = korf14.split()[3]
opt = sum(c["status"] == "solved" and c.get("proven_optimal") for c in k)
rates = [c["stats"]["nodes_per_s"] for c in k]
lengths = sorted({c["length_htm"] for c in k if c["status"] == "solved"})
print(f"| korf, {korf14.split()[1]} random {n14}-move scrambles | {cmd(f'cubelab bench -s korf {korf14} --solver-threads {threads}')} | {opt} of {len(k)} proven optimal (lengths {', '.join(map(str, lengths))}); mean {s(statistics.mean(c['elapsed_ms'] for c in k))}; {min(rates) / 1e6:.0f}-{max(rates) / 1e6:.0f} M nodes/s with {threads} threads |")
k = load("korf17")
check(k)
parts = []
for i, c in enumerate(k, 1):
    rate = c["stats"]["nodes_per_s"] / 1e6
    if c["status"] == "solved":
        parts.append(f"cube {i} optimal at {c['length_htm']} in {s(c['elapsed_ms'])}")
    else:
        d = int(c["stats"]["depth"])
        parts.append(f"cube {i} exhausts depth {d - 1} (so at least {d} moves) and times out in depth {d} after {s(c['elapsed_ms'])} at {rate:.0f} M nodes/s")
print(f"| korf, {korf17.split()[1]} random {korf17.split()[3]}-move scrambles | {cmd(f'cubelab bench -s korf {korf17} --time {korf17_t} --solver-threads {threads} --json')} | {'; '.join(parts)} |")
PY
