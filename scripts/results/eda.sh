#!/usr/bin/env bash
# Section "EDA (Montero Santos 2026)": lab/eda_experiments.sh (the solver `eda` on seeded
# random-move scrambles of each length, one TSV line a solve into docs/data/eda/), its tables
# from `cubelab-lab eda summary`, the thesis' Figures 5.1 and 5.2 (docs/charts/eda-thesis/)
# and the CPU time a generation costs. A quick run uses EDA_SCALE=check and the scratch space.
source "$(dirname "$0")/lib.sh"
data=docs/data/eda
scale=full
if ((quick)); then
  data=$work/eda
  scale=check
fi
mkdir -p "$data"
rm -f "$data"/*.tsv # the script resumes from what it finds: start afresh
dir=$(chart_dir eda-thesis)
jobs=$(nproc)

echo "eda: lab/eda_experiments.sh at scale $scale, $jobs solves at a time ..." >&2
EDA_SCALE=$scale CUBELAB_LAB_BIN=$lab_bin lab/eda_experiments.sh "$data" "$jobs" >"$work/summary.md"
"$lab_bin" eda summary "$data"/doc-bn.tsv "$data"/doc-umda.tsv "$data"/doc-markov.tsv \
  --charts "$dir" >/dev/null
if ! ((quick)); then
  {
    echo "# EDA (Montero Santos (2026)): summary tables"
    echo
    echo "Output of \`build/cubelab-lab eda summary docs/data/eda/*.tsv\` (see README.md)."
    echo
    cat "$work/summary.md"
  } >"$data/summary.md"
fi

# CPU a generation: 100 generations of one solve (wall time of a one-thread solve; tables loaded
# beforehand are not counted: the JSON's elapsed_ms leaves load_ms out).
scramble10="R U F' D2 L B2 U' F R2 D"
scramble20=$("$bin" scramble --moves 20 --seed 1 -n 1)
generations=$(pick 100 5)
per_generation() { # per_generation LABEL SCRAMBLE OPTION...: a table row
  local label=$1 cube=$2 o=()
  shift 2
  for kv in "$@"; do o+=(-o "$kv"); done
  echo "eda: timing $label ..." >&2
  # (exit status 1 when the cap of generations is reached without a solution: that is expected)
  "$bin" solve "$cube" -s eda --seed 1 -o generations="$generations" "${o[@]}" --json >"$work/gen.json" || true
  python3 - "$work/gen.json" "$label" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
g = d["stats"]["generations"]
if not g:
    sys.exit("results: an eda solve ran no generation")
load = f"; plus {d['load_ms'] / 1000:.1f} s to load its tables" if d["load_ms"] > 1000 else ""
print(f"| {sys.argv[2]}{load} | {d['elapsed_ms'] / g:.0f} ms | {d['stats']['evaluations'] / g / 1e6:.2f} M |")
PY
}

echo "## EDA (Montero Santos 2026)"
echo
stamp
commands "EDA_SCALE=$scale lab/eda_experiments.sh docs/data/eda $jobs" \
  "build/cubelab-lab eda summary docs/data/eda/*.tsv" \
  "build/cubelab-lab eda summary docs/data/eda/doc-{bn,umda,markov}.tsv --charts docs/charts/eda-thesis"
python3 - "$work/summary.md" "$scale" "$jobs" <<'PY'
import re, sys
text, scale, jobs = open(sys.argv[1]).read(), sys.argv[2], sys.argv[3]
tables = {}  # label -> scramble length -> the summary's row as a dict
for label, body in re.findall(r"^\*\*([\w-]+)\*\*\n\n(.*?)(?:\n\n|\Z)", text, re.M | re.S):
    lines = [l for l in body.splitlines() if l.startswith("|")]
    head = [c.strip() for c in lines[0].strip("|").split("|")]
    rows = {}
    for line in lines[2:]:
        cells = dict(zip(head, (c.strip() for c in line.strip("|").split("|"))))
        rows[int(cells["scramble length"])] = cells
    tables[label] = rows
need = ["doc-bn", "doc-umda", "doc-markov", "informed-bn", "informed-small-bn", "informed-small-umda",
        "informed-small-markov", "informed-whole-bn"] + [f"ablation-{s}" for s in ("1-pure", "2-elitism", "3-mutation", "4-local-search", "5-pruning")]
missing = [l for l in need if l not in tables]
if missing:
    sys.exit(f"results: eda summary lacks {missing}")
solves = sum(int(r["runs"]) for t in tables.values() for r in t.values())

def solved(label, n, gen=True):  # "20/20 (14.5)"
    r = tables[label].get(n)
    if r is None:
        return ""
    k = r["solved"].split()[0]
    g = r["median generations (solved)"]
    g = g[:-2] if g.endswith(".0") else g
    return f"{k}/{r['runs']} ({g})" if gen else f"{k}/{r['runs']}"

def mean_length(label, n):
    r = tables[label].get(n)
    return r["mean solution length"] if r else ""

def lengths(*labels):
    return sorted({n for l in labels for n in tables[l]})

print(f"The solver `eda` on random-move scrambles, defaults (N = 200, M = 60, P = 10, L = 24, cap 500")
print(f"generations, n = 10) unless a row says otherwise; scramble seed 3, solver seed = scramble index")
print(f"+ 1, so success, generations and lengths are reproduced exactly; {jobs} solves at a time. {solves:,} solves")
print(f"in all (EDA_SCALE={scale}). Raw results (one TSV line per solve) and the full tables:")
print(f"[data/eda/](data/eda/).")
print()
print("The thesis' fitness (sticker positions); solved (median generations of the solved runs):")
print()
print("| scramble length | bn: solved (median gen.) | umda | markov | bn: mean length | bn: median wall s |")
print("|---|---|---|---|---|---|")
for n in lengths("doc-bn", "doc-umda", "doc-markov"):
    bn = tables["doc-bn"].get(n, {})
    print(f"| {n} | {solved('doc-bn', n)} | {solved('doc-umda', n)} | {solved('doc-markov', n)} | {mean_length('doc-bn', n)} | {bn.get('median s (all)', '')} |")
print()
print("The informed fitness (the thesis' §5.4.1): `phased` (the two-phase solver's exact phase-1")
print("distance, then the phase-2 tables), `phased-small` (small phase tables), `whole` (Korf's")
print("admissible maximum of three databases); all with the BN model unless a column says otherwise:")
print()
print("| scramble length | `phased`: solved (median gen.), mean length | `phased-small` bn: solved (median gen.) | umda | markov | `phased-small` mean length bn / umda / markov | `whole` bn |")
print("|---|---|---|---|---|---|---|")
small = ("informed-small-bn", "informed-small-umda", "informed-small-markov")
for n in lengths("informed-bn", *small, "informed-whole-bn"):
    phased = f"{solved('informed-bn', n)}, {mean_length('informed-bn', n)}" if n in tables["informed-bn"] else ""
    means = " / ".join(mean_length(l, n) or "-" for l in small) if any(n in tables[l] for l in small) else ""
    print(f"| {n} | {phased} | {' | '.join(solved(l, n) for l in small)} | {means} | {solved('informed-whole-bn', n)} |")
print()
shared = [(l, n) for l in ("informed-umda", "informed-markov") if l in tables for n in tables[l] if n in tables["informed-bn"]]
keys = ("solved", "median generations (solved)", "mean solution length")
if shared and all(all(tables[l][n][k] == tables["informed-bn"][n][k] for k in keys) for l, n in shared):
    print(f"With the default `phased` estimate, UMDA and the Markov chain (informed-umda, informed-markov in")
    print(f"the raw results, lengths {', '.join(map(str, sorted({n for _, n in shared})))}) solve exactly as the BN does: the first")
    print("generation's local search finishes every solve, so the model is never used.")
    print()
print("The thesis's Figures 5.1 (generations each solve needed, by scramble length) and 5.2")
print("(solution length minus scramble length), redrawn from the runs with the thesis's fitness. The")
print("thesis gives no numbers for them; runs at the cap of 500 generations are a separate series, and a")
print("negative excess is a solution shorter than its scramble.")
print()
print("![Figure 5.1: generations](charts/eda-thesis/eda-figure-5-1-generations.svg)")
print("![Figure 5.2: solution length minus scramble length](charts/eda-thesis/eda-figure-5-2-length-excess.svg)")
print()
print("Ablation (the thesis' §4.4 order), sticker fitness, BN; solved (median generations):")
print()
steps = [("1-pure", "1. pure EDA (no elitism, mutation, local search, pruning)"), ("2-elitism", "2. + elitism"),
         ("3-mutation", "3. + mutation (samples and elite copies)"), ("4-local-search", "4. + local search (extension and deletion)"),
         ("5-pruning", "5. + tabu pruning (the full algorithm)")]
ns = lengths(*(f"ablation-{s}" for s, _ in steps))
print("| configuration | " + " | ".join(f"length {n}" for n in ns) + " |")
print("|---|" + "---|" * len(ns))
for s, name in steps:
    print(f"| {name} | " + " | ".join(solved(f"ablation-{s}", n) for n in ns) + " |")
print()
PY
echo "CPU per generation ($generations generations of one solve, one thread; \`build/cubelab solve CUBE -s eda"
echo "--seed 1 -o generations=$generations -o model=M --json\`, its \`elapsed_ms\` over its generations; the"
echo "10-move scramble \`$scramble10\`, the 20-move one \`cubelab scramble --moves 20 --seed 1\`):"
echo
echo "| configuration | time per generation | evaluations per generation |"
echo "|---|---:|---:|"
per_generation "sticker fitness, bn" "$scramble10" model=bn
per_generation "sticker fitness, umda" "$scramble10" model=umda
per_generation "sticker fitness, markov" "$scramble10" model=markov
per_generation "pure EDA (no local search), bn" "$scramble10" model=bn elitism=false mutate=false local_search=false pruning=false
per_generation "informed \`phased-small\`, bn (20-move scramble)" "$scramble20" fitness=informed estimate=phased-small
per_generation "informed \`whole\`, bn (20-move scramble)" "$scramble20" fitness=informed estimate=whole
