#!/usr/bin/env bash
# Section "Reading a cube from its colours": `cubelab scan` on stickers' colours rendered from
# random states (scripts/results/scan_render.py: the usual sticker colours, neutral, warm and
# cool light, a brightness gradient across each face, noise), each reading compared with the
# state it was rendered from.
source "$(dirname "$0")/lib.sh"

echo "## Reading a cube from its colours"
echo
count=$(pick 200 10)
conditions="neutral:0.2:8 warm:0.3:12 cool:0.3:16 warm:0.4:24"
rows=()
for n in 2 3 4 5 7; do
  p="${n}x${n}x${n}"
  state=$([[ $n -le 3 ]] && echo --state || echo --moves "$((20 * (n - 2)))")
  "$bin" scramble -p "$p" --count "$count" --seed "$n" $state --json 2>/dev/null |
    python3 -c 'import json,sys; [print(json.loads(l)["facelets"]) for l in sys.stdin]' >"$work/$p.cubes"
  for c in $conditions; do
    IFS=: read -r light gradient noise <<<"$c"
    python3 scripts/results/scan_render.py "$work/$p.cubes" "$n" "$light" "$gradient" "$noise" 1 >"$work/$p-$c.jsonl"
    start=$(date +%s.%N)
    "$bin" scan --rgb "$work/$p-$c.jsonl" --json >"$work/$p-$c.out" 2>/dev/null || true
    end=$(date +%s.%N)
    rows+=("$p $c $(python3 - "$work/$p.cubes" "$work/$p-$c.out" "$start" "$end" <<'PY'
import json, sys
cubes = open(sys.argv[1]).read().split()
answers = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
right = sum(a.get("valid") and a["facelets"] == c for c, a in zip(cubes, answers))
fixed = sum(a.get("valid") and a["facelets"] == c and ("each other" in a.get("note", "") or "evened out" in a.get("note", "")) for c, a in zip(cubes, answers))
wrong = sum(a.get("valid") and a["facelets"] != c for c, a in zip(cubes, answers))
flagged = sum(a.get("valid") and a["facelets"] != c and bool(a["doubtful"]) for c, a in zip(cubes, answers))
refused = sum(not a.get("valid") for a in answers)
ms = (float(sys.argv[4]) - float(sys.argv[3])) * 1000 / max(1, len(answers))
print(len(answers), right, fixed, f"{wrong}/{flagged}", refused, f"{ms:.1f}")
PY
)")
  done
done
stamp
commands "$bin scramble -p NxNxN --count $count --seed N [--state] --json | (facelets) > cubes" \
  "python3 scripts/results/scan_render.py cubes N LIGHT GRADIENT NOISE 1 > readings.jsonl" \
  "$bin scan --rgb readings.jsonl --json"
echo "Each cube's stickers are the usual colours (U white, R red, F green, D yellow, L orange, B"
echo "blue) under the light named (warm: red up, blue down by 28 %; cool: red down by 18 %), a"
echo "brightness falling across each face by the gradient given (0.4: the bottom row 40 % darker)"
echo "and uniform noise of the amplitude given on each channel (0..255). *Right*: the state read"
echo "is the state drawn; *put right*: of those, read only after exchanging two unsure stickers"
echo "or evening out each face's light;"
echo "*wrong*: a legal state that is not the one drawn (the failure that matters), and how many of"
echo "those name stickers in doubt (confidence below 0.6) all the same; *refused*: no legal cube"
echo "found, said so with the stickers in doubt."
echo
echo "| puzzle | light | gradient | noise | cubes | right | put right | wrong / flagged | refused | ms a cube |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for r in "${rows[@]}"; do
  read -r p c total right fixed wrong refused ms <<<"$r"
  IFS=: read -r light gradient noise <<<"$c"
  echo "| $p | $light | $gradient | $noise | $total | $right | $fixed | $wrong | $refused | $ms |"
done
