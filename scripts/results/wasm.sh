#!/usr/bin/env bash
# Section "Web app without a server (WebAssembly)": the in-page solvers' module (its size, its
# tables built in Node.js, twophase's lengths in it) and the time to the first solve on a cold
# page load in Chromium. Needs scripts/setup.sh --results; builds web/dist with the module of
# $CUBELAB_WASM_DIR when set, else scripts/build-wasm.sh's (build-wasm/).
source "$(dirname "$0")/lib.sh"
[[ -d web/node_modules ]] || { echo "results: no web/node_modules; scripts/setup.sh --results" >&2; exit 1; }
export CUBELAB_WASM_DIR=${CUBELAB_WASM_DIR:-$PWD/build-wasm}
loads=$(pick 7 2)
n_cubes=$(pick 24 3)

echo "wasm: building web/dist ..." >&2
(cd web && node build.mjs) >&2
kib() { echo $(( ($(stat -c %s "$1") + 512) / 1024 )); }
wasm_kib=$(kib web/dist/assets/cubelab-wasm.wasm)
glue_kib=$(kib "$CUBELAB_WASM_DIR/cubelab-wasm.mjs")
worker_kib=$(kib web/dist/assets/worker.js)
emscripten=$(emcc --version | head -1 | grep -o '[0-9]*\.[0-9]*\.[0-9]*' | head -1)
chromium=$(chromium --version 2>/dev/null | grep -o '[0-9]*\.[0-9.]*' | head -1)
node=$(node --version)

"$bin" scramble -n "$n_cubes" --seed 2026 >"$work/cubes.txt"
for limit in 0.3 1; do
  echo "wasm: the module in Node.js, twophase at $limit s on $n_cubes cubes ..." >&2
  (cd web && node measure/in-page-solvers.mjs "$work/cubes.txt" "$limit") >"$work/in-page-$limit.txt"
done
echo "wasm: $loads cold page loads in Chromium ..." >&2
(cd web && node measure/first-solve.mjs "$loads") >"$work/first-solve.txt"

echo "## Web app without a server (WebAssembly)"
echo
stamp
commands "cd web && node build.mjs" \
  "build/cubelab scramble -n $n_cubes --seed 2026 > cubes.txt" \
  "cd web && node measure/in-page-solvers.mjs cubes.txt 0.3   # and with 1" \
  "cd web && node measure/first-solve.mjs $loads"
echo "The in-page solvers (docs/web.md, \"Solving in the page\"): twophase (tiny profile),"
echo "thistlethwaite, beginner, greedy, pocket and goal, built by Debian's emscripten $emscripten (\`-O2\`,"
echo "WebAssembly exception handling, one thread); Chromium $chromium (Debian's, headless), Node.js $node."
echo
python3 - "$work" "$wasm_kib" "$glue_kib" "$worker_kib" "$loads" "$n_cubes" <<'PY'
import json, re, statistics, sys
work, wasm_kib, glue_kib, worker_kib, loads, n = sys.argv[1], *sys.argv[2:5], int(sys.argv[5]), int(sys.argv[6])

def ms(s):  # "341 ms" -> seconds
    return int(s.split()[0]) / 1000

runs, lengths = [], {}
for limit in ("0.3", "1"):
    text = open(f"{work}/in-page-{limit}.txt").read()
    tables = json.loads(re.search(r"^tables built in: (.*)$", text, re.M).group(1))
    goals = json.loads(re.search(r"^goal tables built in: (.*)$", text, re.M).group(1))
    m = re.search(r"^twophase, [\d.]+ s: mean ([\d.]+) HTM over (\d+) cubes; lengths (.*)$", text, re.M)
    if not m or int(m.group(2)) != n:
        sys.exit(f"results: in-page-solvers.mjs at {limit} s: no twophase line for {n} cubes")
    runs.append((tables, goals))
    lengths[limit] = (float(m.group(1)), m.group(3))

def span(values):
    lo, hi = min(values), max(values)
    return f"{lo:.2f} s" if f"{lo:.2f}" == f"{hi:.2f}" else f"{lo:.2f}-{hi:.2f} s"

solvers = ["twophase", "thistlethwaite", "beginner", "pocket"]
tables = ", ".join(f"{s} {span([ms(r[0][s]) for r in runs])}" for s in solvers)

text = open(f"{work}/first-solve.txt").read()
rows = [tuple(map(float, m)) for m in re.findall(r"^load \d+: page answers at (\d+) ms, tables built at (\d+) ms \(building took ([\d.]+) s\), first solve shown at (\d+) ms", text, re.M)]
if len(rows) != loads:
    sys.exit(f"results: first-solve.mjs reported {len(rows)} of {loads} loads")
med = lambda i: statistics.median(r[i] for r in rows)
solved = [r[3] / 1000 for r in rows]

print("| what | measured | command |")
print("|---|---|---|")
print(f"| module size | {wasm_kib} KiB of WebAssembly (`cubelab-wasm.wasm`); its JavaScript (emscripten's, {glue_kib} KiB) is bundled into the worker's script ({worker_kib} KiB minified) | `cd web && node build.mjs` |")
print(f"| tables, built in the module (Node.js; two runs) | {tables} | `cd web && node measure/in-page-solvers.mjs cubes.txt T` |")
print(f"| time to the first solve, cold page load | **{med(3) / 1000:.2f} s** (median of {loads} loads; {min(solved):.2f}-{max(solved):.2f} s), with the page's default search time | `cd web && node measure/first-solve.mjs {loads}` |")
for limit in ("0.3", "1"):
    mean, dist = lengths[limit]
    print(f"| twophase in the page, {limit} s, {n} random states | mean {mean:.2f} HTM ({dist}) | `cd web && node measure/in-page-solvers.mjs cubes.txt {limit}` |")
print()
print("The goal solver's tables, built in the module on first use of each step (the web app's Steps")
print("tab; Node.js, the two runs above; the pattern tables of docs/steps.md, as defined, on D; `on: \"all\"`")
print("uses the same tables for every colour):")
print()
print("| step | tables built in |")
print("|---|---:|")
for step in ("cross", "2x2x2", "eoline", "xcross", "roux-fb"):
    print(f"| {step} | {span([ms(r[1][step]) for r in runs])} |")
print()
print(f"The first solve: `web/dist` from the test support's static file server, a fresh Chromium")
print(f"profile each time; the page's default solver (twophase) and its default search time, on a")
print(f"cube typed as 21 moves into the Moves box as soon as the page answers. Median of {loads} loads: the")
print(f"page answers at {med(0) / 1000:.2f} s (Chromium's start, the page's scripts, the 3D cube being set up), the")
print(f"tables are built at {med(1) / 1000:.2f} s ({med(2):.2f} s of building, begun as soon as the worker has compiled the")
print(f"module), and the solution is shown at {med(3) / 1000:.2f} s. Part of that is twophase's search time, which the")
print("page gives it on purpose (it has a 19-21 move solution within milliseconds and spends the rest")
print("finding shorter ones; docs/web.md, \"Time limit and search time\"). The typed moves are first")
print("checked by the quick worker, which starts then and compiles its own copy of the module.")
PY
