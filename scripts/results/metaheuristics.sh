#!/usr/bin/env bash
# Section "Metaheuristics (Castillo Matas 2019)": `cubelab-lab metaheuristics`, the
# thesis' presets at its scale (50 runs each), its design alternatives (--vary) and the two
# choices it leaves open (parent selection, cut point), with the charts in docs/charts/meta-*/.
# The preset table runs on one core while the alternatives run on the other (every run is one
# thread); the two-thread row runs alone at the end.
source "$(dirname "$0")/lib.sh"
runs=$(pick 50 2)
alt_runs=$(pick 10 1)
one_stage_runs=$(pick 5 1)
pair_runs=$(pick 20 1)
limit=() # the preset table: no time limit (the thesis' runs end when solved)
((quick)) && limit=(-t 5)
t60=$(pick 60 5)
t30=$(pick 30 5)
presets=MSLS-2x2,MSLS-1,MSLS-2,MSLS-3,AG1,AG2,AG3,AM1,AM2,AM3,AM4,AM5,AM6,AM7,AM8,AM9
thesis_dir=$(chart_dir meta-thesis)
replacement_dir=$(chart_dir meta-replacement)
mutation_dir=$(chart_dir meta-mutation)
meta() { "$lab_bin" metaheuristics -q "$@"; }

echo "metaheuristics: the preset table ($runs runs each) ..." >&2
meta --runs "$runs" -j 1 --presets "$presets" "${limit[@]}" --charts "$thesis_dir" >"$work/presets.md" &
table=$!
on_exit "kill $table 2>/dev/null"

echo "metaheuristics: design alternatives ..." >&2
meta --runs "$alt_runs" --presets AG2 --vary replacement=best-two,children,union,child-for-parent,three-children --time "$t60" --charts "$replacement_dir" >"$work/replacement.md"
meta --runs "$alt_runs" --presets AG2 --vary mutation=reinitialise,neighbour,shift,opposite-face --time "$t30" --charts "$mutation_dir" >"$work/mutation.md"
meta --runs "$alt_runs" --presets AM1 --vary ls_on=all,random,best --time "$t60" >"$work/ls_on.md"
meta --runs "$alt_runs" --presets MSLS-1,AM1 --vary accept=first-improvement,best-improvement --time "$t60" >"$work/accept.md"
meta --runs "$one_stage_runs" --presets AM9,MSLS-3,AG2 --vary phases=1 --time "$t60" >"$work/phases.md"
echo "metaheuristics: parent selection and cut point ($pair_runs runs each) ..." >&2
meta --runs "$pair_runs" -j 1 --presets AG2 --vary selection=random-pairs,tournament,fitness-order -o cut=middle "${limit[@]}" >"$work/select-AG2-middle.md"
meta --runs "$pair_runs" -j 1 --presets AG2 --vary selection=random-pairs,tournament,fitness-order -o cut=random "${limit[@]}" >"$work/select-AG2-random.md"
meta --runs "$pair_runs" -j 1 --presets AM1 --vary selection=random-pairs,tournament,fitness-order -o cut=middle "${limit[@]}" >"$work/select-AM1-middle.md"
wait $table
echo "metaheuristics: AM9 on two threads ..." >&2
meta --runs "$runs" -j 2 --presets AM9 "${limit[@]}" >"$work/am9-j2.md"

echo "## Metaheuristics (Castillo Matas 2019)"
echo
stamp
t=""
((quick)) && t=" --time 5"
commands "build/cubelab-lab metaheuristics --runs $runs -j 1$t --charts docs/charts/meta-thesis" \
  "build/cubelab-lab metaheuristics --runs $runs -j 2 --presets AM9$t"
python3 - "$work" "$runs" "$alt_runs" "$one_stage_runs" "$pair_runs" "$t60" "$t30" "$t" <<'PY'
import re, sys
work, runs, alt_runs, one_stage_runs, pair_runs, t60, t30, t = sys.argv[1:9]

def read(name):
    return open(f"{work}/{name}.md").read()

def rows(text):  # the command's table: label -> its cells
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 12 and cells[0] != "preset":
            out[cells[0]] = cells
    if not out:
        sys.exit("results: a metaheuristics run printed no table")
    return out

def unsolved(text):  # label -> "N ended in phase P (best fitness ...)"
    return dict(re.findall(r"^(.*), unsolved runs: (.*)\.$", text, re.M))

def row(table, label):
    if label not in table:
        sys.exit(f"results: no row {label!r}")
    return table[label]

presets = read("presets")
table = rows(presets)
order = "MSLS-2x2 MSLS-1 MSLS-2 MSLS-3 AG1 AG2 AG3 AM1 AM2 AM3 AM4 AM5 AM6 AM7 AM8 AM9".split()
print(f"The thesis' tables at its scale: run i solves scramble i (the i-th 25-random-turn scramble")
print(f"from seed 2019; 2x2x2: 25 random U/R/F turns from seed 2020) with seed i, each preset with the")
print(f"thesis' parameters and cubelab's defaults where it is silent (first-improvement local search,")
print(f"random-pair parent selection, middle cut); {runs} runs a preset, one thread a run (the last row:")
print(f"two, run alone), while the design alternatives below run on the other core. The document's")
print(f"columns are its published means (Castillo Matas, \"Buscando soluciones al Cubo de Rubik\", 2019).")
print()
print("| preset | solver | phases | runs solved | mean length (doc) | mean length (ours) | min (doc) | min (ours) | mean time s (doc) | mean wall s (ours) | mean CPU s (ours) | doc time / our wall |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
for p in order:
    print("| " + " | ".join(row(table, p)) + " |")
j2 = row(rows(read("am9-j2")), "AM9")
print("| " + " | ".join(["AM9, `-j 2`"] + j2[1:]) + " |")
print()
for label, text in unsolved(presets).items():
    print(f"- {label}, unsolved runs: {text}.")
m = re.search(r"^MSLS-2x2: .*$", presets, re.M)
if m:
    print()
    print(m.group(0))
print()
print("![mean length per preset](charts/meta-thesis/metaheuristics-mean-length.svg)")
print("![shortest solution per preset](charts/meta-thesis/metaheuristics-min-length.svg)")
print()

print("### Design alternatives")
print()
print(f"Each alternative the thesis describes (§6.3.5, §6.3.6, §3.2, §6.4.1, §9.1) on the same cubes")
print(f"and seeds, {alt_runs} runs each ({one_stage_runs} for the one-stage attempt), the other parameters the preset's;")
print(f"the thesis reports these comparisons in words only, quoted in the last column. Times are CPU")
print(f"seconds a run.")
print()
print("```sh")
m = "build/cubelab-lab metaheuristics"
print(f"{m} --runs {alt_runs} --presets AG2 --vary replacement=best-two,children,union,child-for-parent,three-children --time {t60} --charts docs/charts/meta-replacement")
print(f"{m} --runs {alt_runs} --presets AG2 --vary mutation=reinitialise,neighbour,shift,opposite-face --time {t30} --charts docs/charts/meta-mutation")
print(f"{m} --runs {alt_runs} --presets AM1 --vary ls_on=all,random,best --time {t60}")
print(f"{m} --runs {alt_runs} --presets MSLS-1,AM1 --vary accept=first-improvement,best-improvement --time {t60}")
print(f"{m} --runs {one_stage_runs} --presets AM9,MSLS-3,AG2 --vary phases=1 --time {t60}")
print("```")
print()
# (run, preset, option value, how the row names it, what the thesis says)
alternatives = [
    ("replacement", "AG2", "replacement=best-two", "(3, default)", "best"),
    ("replacement", "AG2", "replacement=children", "(1)", "poor"),
    ("replacement", "AG2", "replacement=union", "(2)", "much better than 1"),
    ("replacement", "AG2", "replacement=child-for-parent", "(4)", "not tested"),
    ("replacement", "AG2", "replacement=three-children", "(5)", "not tested"),
    ("mutation", "AG2", "mutation=reinitialise", "(default)", "\"by far the best\""),
    ("mutation", "AG2", "mutation=neighbour", "", "no diversity"),
    ("mutation", "AG2", "mutation=shift", "", "helped a lot, converged"),
    ("mutation", "AG2", "mutation=opposite-face", "", "converged early"),
    ("ls_on", "AM1", "ls_on=all", "(default)", "best"),
    ("ls_on", "AM1", "ls_on=random", "(a fifth)", "better than the best few"),
    ("ls_on", "AM1", "ls_on=best", "(a fifth)", "improved very few"),
    ("accept", "MSLS-1", "accept=first-improvement", "(default)", ""),
    ("accept", "MSLS-1", "accept=best-improvement", "", ""),
    ("accept", "AM1", "accept=first-improvement", "(default)", ""),
    ("accept", "AM1", "accept=best-improvement", "", ""),
    ("phases", "AM9", "phases=1", f"(one stage, {t60} s)", "36 of 48 after 509 min"),
    ("phases", "MSLS-3", "phases=1", "", ""),
    ("phases", "AG2", "phases=1", "", ""),
]
print("| preset | alternative | solved | mean length | min | CPU s | the thesis says |")
print("|---|---|---|---|---|---|---|")
notes = []
for run, preset, value, how, says in alternatives:
    text = read(run)
    label = f"{preset} {value}"
    c = row(rows(text), label)
    solved, mean, least, cpu = c[3], c[5], c[7], c[10]
    lost = unsolved(text).get(label)
    if mean == "-" and lost:
        fit = re.search(r"best fitness ([\d.]+ of \d+) on average, at most (\d+)", lost)
        mean, least = (f"best fitness {fit.group(1)} (at most {fit.group(2)})", "") if fit else ("-", "-")
    elif lost:
        notes.append(f"- {label}, unsolved runs: {lost}.")
    print(f"| {preset} | `{value}` {how} | {solved} | {mean} | {least} | {cpu} | {says} |".replace("`  |", "` |").replace("` (", "` ("))
print()
print("\n".join(notes + [""]) if notes else "", end="")
print("![replacement schemes: mean length](charts/meta-replacement/metaheuristics-mean-length.svg)")
print("![mutations: mean length](charts/meta-mutation/metaheuristics-mean-length.svg)")
print()
print(f"With {alt_runs} runs a row, differences of a move or less are within the noise.")
print()

print("### Parent selection and cut point")
print()
print(f"The thesis is silent on both; {pair_runs} runs each, lengths only.")
print()
print("```sh")
for preset, cut in (("AG2", "middle"), ("AG2", "random"), ("AM1", "middle")):
    print(f"{m} --runs {pair_runs} -j 1 --presets {preset} --vary selection=random-pairs,tournament,fitness-order -o cut={cut}{t}")
print("```")
print()
print("| preset | selection | cut | mean length | min |")
print("|---|---|---|---|---|")
names = {"random-pairs": "random-pairs", "tournament": "tournament (size 2)", "fitness-order": "fitness-order"}
for preset, cuts in (("AG2", ("middle", "random")), ("AM1", ("middle",))):
    for selection in names:
        for cut in cuts:
            c = row(rows(read(f"select-{preset}-{cut}")), f"{preset} selection={selection}")
            s = names[selection] + (" (default)" if selection == "random-pairs" else "")
            k = cut + (" (default)" if cut == "middle" else "")
            print(f"| {preset} | {s} | {k} | {c[5]} | {c[7]} |")
PY
