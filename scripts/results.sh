#!/usr/bin/env bash
# Regenerates docs/results.md, one section at a time or all of them. Each section has its
# generator, scripts/results/NAME.sh, which runs the section's commands and prints the
# section with the machine, the commit, the date and the commands; docs/results.md is this
# page's head and every section between its markers, in the order below.
#   scripts/results.sh                 every section (hours: see --list)
#   scripts/results.sh NAME...         those sections; the others keep their text
#   scripts/results.sh --list          the sections and how long each takes on 2 cores
#   scripts/results.sh --quick [NAME...] small inputs, into build/results-quick.md: checks
#                                      the generators, measures nothing
#   --out FILE                         write FILE instead of docs/results.md
# Tables come from $CUBELAB_CACHE (default ~/.cache/cubelab); a section that needs one
# builds it first. Set CUBELAB_BUILD_DIR to measure another build (default build/, which
# is built first).
set -euo pipefail
cd "$(dirname "$0")/.."

# name|title|time on 2 cores (tables already built)
sections=(
  "comparison|Solver comparison|8 min"
  "twophase|Two-phase|4 min"
  "twophase-profiles|Two-phase table profiles|3 min (with MIN2PHASE_DIR and KOCIEMBA_DIR: the peers' rows)"
  "move-sets|Two-phase with five faces; optimal with move sets|4 min"
  "axial|Axial metric: two-phase and optimal|8 min"
  "steps|CFOP and the step solvers|2 min"
  "thistlethwaite|Thistlethwaite and 2x2x2|1 min"
  "beginner|Beginner's method|1 min"
  "experiment-beginner|Beginner's-method thesis experiments (\`cubelab-lab beginner\`)|1 min"
  "experiment-korf|Korf/Kociemba monograph experiments (\`cubelab-lab korf\`)|1 min"
  "greedy|Greedy|1 min"
  "big-cubes|Big cubes (NxNxN): cube4, cube5 and reduction|2 h on 2 cores (resumable; the 7x7x7s take 3.5 h of one thread)"
  "big-cube-peers|Big cubes beside the best public solvers|8 min (with TPR_DIR and CUBE555_DIR: the peers' rows; cube555's first run 3 min more)"
  "cube4-memory|The 4x4x4 within 256 MB|10 min"
  "big-cube-time|Big cubes: a longer 3x3x3 search|6 min"
  "big-cubes-as-five|Big cubes: the 6x6x6 and 7x7x7 as a 5x5x5|65 min"
  "big-cube-metric|Big cubes: single-layer turns|8 min"
  "big-cube-sizes|Big cubes past the 33x33x33|5 min"
  "wca-puzzles|WCA puzzles|15 min"
  "puzzle-peers|WCA puzzles beside cubing.js|2 min (web/node_modules: scripts/setup.sh --web)"
  "scan|Reading a cube from its colours|1 min"
  "scan-photos|Reading a cube from photos (\`cubelab-lab scan-photos\`)|3 min"
  "input-formats|Input formats|1 min"
  "web-server|Web server and web app|2 min"
  "wasm|Web app without a server (WebAssembly)|5 min"
  "metaheuristics|Metaheuristics (Castillo Matas 2019)|26 min"
  "eda|EDA (Montero Santos 2026)|1 h"
  "optimal|Optimal solvers (\`optimal\`, \`korf\`)|1.4 h (every table built afresh: 21 min of it)"
  "optimal-distribution|Optimal-length distribution of random states|1.5 h (resumable)"
  "speed-peers|Speed beside the fastest public solvers|20 min (with VCUBE_DIR and MIN2PHASE_CXX_DIR: the peers' rows, 45 min; vcube's tables generated once, 24 min)"
  "portable|Portable build|10 min (building build-portable/ included)"
  "bare-run|The demo from a bare machine|4 min (root: debootstrap, chroot)"
  "build-time|Build from nothing|25 min"
  "test-run|The test run from nothing|20 min"
  "first-run|First run: tables in the cache|4 min"
  "robustness|Robustness: verified tables, request limits, thread limits|18 min (and the asan build when missing)"
  "fuzz-seeds|Fuzzing in the test run: the seeds|2 min (and the asan build when missing)"
)
names=()
for s in "${sections[@]}"; do names+=("${s%%|*}"); done

quick=0
out=docs/results.md
chosen=()
while (($#)); do
  case $1 in
    --quick) quick=1 ;;
    --out) out=$2; shift ;;
    --list)
      for s in "${sections[@]}"; do IFS='|' read -r n t d <<<"$s"; printf '%-22s %-60s %s\n' "$n" "$t" "$d"; done
      exit 0 ;;
    -*) echo "results: unknown option $1 (see the top of $0)" >&2; exit 2 ;;
    *)
      [[ " ${names[*]} " == *" $1 "* ]] || { echo "results: no section '$1' (scripts/results.sh --list)" >&2; exit 2; }
      chosen+=("$1") ;;
  esac
  shift
done
((${#chosen[@]})) || chosen=("${names[@]}")
if ((quick)) && [[ $out == docs/results.md ]]; then out=build/results-quick.md; fi

if [[ -z "${CUBELAB_BUILD_DIR:-}" ]]; then
  scripts/setup.sh --results
  scripts/build.sh
fi
export RESULTS_QUICK=$quick RESULTS_WORK
RESULTS_WORK=$(mktemp -d)
trap 'rm -rf "$RESULTS_WORK"' EXIT
mkdir -p "$RESULTS_WORK/sections"

failed=()
for name in "${chosen[@]}"; do
  echo "results: $name ..." >&2
  start=$SECONDS
  RESULTS_LOAD_AT_START=$(cut -d' ' -f1 /proc/loadavg) # for the section's stamp
  export RESULTS_LOAD_AT_START
  if "scripts/results/$name.sh" >"$RESULTS_WORK/sections/$name.md"; then
    echo "results: $name done in $((SECONDS - start)) s" >&2
  else
    echo "results: $name FAILED after $((SECONDS - start)) s; its old text is kept" >&2
    rm -f "$RESULTS_WORK/sections/$name.md"
    failed+=("$name")
  fi
done

# The page: its head, then every section, new or as it was (between its markers).
{
  cat <<'HEAD'
# Results

Measured speed and quality of every solver. Every section below is generated by
`scripts/results.sh NAME`, which runs its commands and writes the machine, the commit, the
date and the commands under its title; `scripts/results.sh` alone regenerates them all.
Every solution counted here was verified by applying it. Wall times depend on what else runs
on the machine (the line under each title gives the load average); CPU times and node
counts do not. Builds are Release (`-O3 -march=native`) unless a section says otherwise.

HEAD
} >"$RESULTS_WORK/page.md"
python3 - "$RESULTS_WORK" "$out" docs/results.md "${sections[@]}" <<'PY'
import pathlib, re, sys
work, out, old_path = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
sections = [line.split("|") for line in sys.argv[4:]]  # name, title, time
def anchor(title):  # GitHub's heading anchor
    return re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
old = old_path.read_text() if old_path.exists() else ""
if out.exists() and out != old_path:
    old = out.read_text()
head = (work / "page.md").read_text()
head += "| section | regenerate with | takes (2 cores) |\n|---|---|---|\n"
head += "".join(f"| [{t}](#{anchor(t)}) | `scripts/results.sh {n}` | {d} |\n" for n, t, d in sections)
page = [head]
for name, title, _ in sections:
    new = work / "sections" / f"{name}.md"
    if new.exists():
        body = new.read_text().strip("\n") + "\n"
    else:
        m = re.search(rf"<!-- section:{re.escape(name)} begin -->\n(.*?)<!-- section:{re.escape(name)} end -->\n", old, re.S)
        body = m.group(1) if m else f"## {title}\n\nNot generated yet: `scripts/results.sh {name}`.\n"
    page.append(f"<!-- section:{name} begin -->\n{body}<!-- section:{name} end -->\n")
out.parent.mkdir(parents=True, exist_ok=True)
out.write_text("\n".join(page))
PY
echo "results: $out written" >&2
if ((${#failed[@]})); then
  echo "results: failed: ${failed[*]}" >&2
  exit 1
fi
