#!/usr/bin/env python3
"""Table cells from a `cubelab bench --json` file, for the section generators.

    bench_fields.py FILE SOLVER FIELD...

prints the fields of one solver's results, joined by " | " (a Markdown table row's cells).
SOLVER is the solver's position in the run (0, 1, ...) or its name as bench prints it.
Fails (exit 1) when the run solved no cube, so that no generator prints an empty row.

Fields:
  solved cubes timed_out failed    counts
  mean median p95 max              wall time per cube ("0.29 ms", "12.3 µs", "1.23 s")
  htm qtm axial                    mean length in that metric, two decimals
  robot                            mean robot cost ("3,655 ms")
  range                            shortest-longest HTM length ("17-20")
  axial_range                      the same in the axial metric
  hist axial_hist                  the length histogram ("18: 2, 19: 9")
  stat:NAME                        the mean of a solver statistic per cube ("2,730")
  max_raw                          the longest time in ms, unformatted (for comparisons)
"""
import json
import sys


def fmt_time(ms):
    for unit, scale in (("s", 1e3), ("ms", 1.0), ("µs", 1e-3)):
        if ms >= scale or unit == "µs":
            x = ms / scale
            return f"{x:.3g} {unit}" if x < 1000 else f"{x:,.0f} {unit}"
    raise AssertionError


def fmt_count(x):
    return f"{x:,.0f}" if abs(x) >= 100 else f"{x:.3g}"


def histogram(values):
    counts = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return ", ".join(f"{k}: {counts[k]}" for k in sorted(counts))


def main():
    path, which, *fields = sys.argv[1:]
    runs = json.load(open(path))["solvers"]
    run = runs[int(which)] if which.isdigit() else next((r for r in runs if r["solver"] == which), None)
    if run is None:
        sys.exit(f"results: no solver {which} in {path}")
    s = run["summary"]
    solved = [c for c in run["cubes"] if c["status"] == "solved"]
    if not solved:
        sys.exit(f"results: {run['solver']} solved no cube in {path}")
    if not all(c["verified"] for c in solved):
        sys.exit(f"results: {run['solver']} has an unverified solution in {path}")
    cells = []
    for f in fields:
        if f in ("solved", "cubes", "timed_out", "failed"):
            cells.append(str(s[f]))
        elif f in ("mean", "median", "p95", "max"):
            cells.append(fmt_time(s["time_ms"][f]))
        elif f == "max_raw":
            cells.append(str(s["time_ms"]["max"]))
        elif f in ("htm", "qtm", "axial"):
            cells.append(f"{s['length_' + f]['mean']:.2f}")
        elif f == "robot":
            cells.append(f"{s['robot_cost_ms']['mean']:,.0f} ms")
        elif f in ("range", "axial_range"):
            key = "length_axial" if f == "axial_range" else "length_htm"
            cells.append(f"{s[key]['min']:.0f}-{s[key]['max']:.0f}")
        elif f in ("hist", "axial_hist"):
            key = "length_axial" if f == "axial_hist" else "length_htm"
            cells.append(histogram(c[key] for c in solved))
        elif f.startswith("stat:"):
            name = f[5:]
            if name not in s["stat_means"]:
                sys.exit(f"results: {run['solver']} reports no statistic {name} in {path}")
            cells.append(fmt_count(s["stat_means"][name]))
        else:
            sys.exit(f"results: unknown field {f}")
    print(" | ".join(cells))


main()
