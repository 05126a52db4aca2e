#!/usr/bin/env python3
"""Verifies and summarises a peer harness's output (scripts/results/peers/*):

    summarise.py RUN.txt INVERSES.txt FACELETS.txt FIELD...

RUN.txt is the harness's output: "init MS", then "FACELETS<TAB>SOLUTION<TAB>MS" a cube
(other lines, a peer's own progress, are skipped).
INVERSES.txt and FACELETS.txt are what `cubelab alg invert` and `cubelab validate --json`
made of the solutions, line by line: every solution is verified by checking that its inverse,
applied to the solved cube, is the cube it solves. Prints the fields joined by " | " (init,
mean, median, p95, max, htm); exits 1 on a wrong solution or an empty run.
"""
import json
import statistics
import sys


def fmt_time(ms):
    for unit, scale in (("s", 1e3), ("ms", 1.0), ("µs", 1e-3)):
        if ms >= scale or unit == "µs":
            x = ms / scale
            return f"{x:.3g} {unit}" if x < 1000 else f"{x:,.0f} {unit}"


def main():
    run_path, _, facelets_path, *fields = sys.argv[1:]
    lines = open(run_path).read().splitlines()  # (a peer may print its own progress too)
    init = next(float(line.split()[1]) for line in lines if line.startswith("init "))
    rows = [line.split("\t") for line in lines if "\t" in line]
    checked = [json.loads(line) for line in open(facelets_path)]
    if not rows or len(checked) != len(rows):
        sys.exit(f"results: {run_path}: {len(rows)} solutions, {len(checked)} checked")
    for (cube, solution, _), c in zip(rows, checked):
        if not c.get("valid") or c["facelets"] != cube:
            sys.exit(f"results: {run_path}: '{solution}' does not solve {cube}")
    ms = sorted(float(r[2]) for r in rows)
    lengths = [len(r[1].split()) for r in rows]
    values = {
        "init": fmt_time(init),
        "mean": fmt_time(statistics.fmean(ms)),
        "median": fmt_time(statistics.median(ms)),
        "p95": fmt_time(ms[min(len(ms) - 1, int(len(ms) * 0.95))]),
        "max": fmt_time(ms[-1]),
        "mean_raw": str(statistics.fmean(ms)),
        "median_raw": str(statistics.median(ms)),
        "htm": f"{statistics.fmean(lengths):.2f}",
    }
    print(" | ".join(values[f] for f in fields))


main()
