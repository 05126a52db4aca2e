#!/usr/bin/env python3
"""Real cube scans for cubelab's tests, from Daniel Walton's LEGO robot projects (MIT).

Reads checkouts of github.com/dwalton76/rubiks-color-resolver (sticker colours a robot's
camera read, each with the cube state that resolver's tests expect) and
github.com/dwalton76/rubiks-cube-tracker (the robot's photos of each face, with the colours that
tracker read in them), and writes data/reference/real-scans/:
  readings.jsonl           one cube a line: {"name", "faces": {"U": [[r, g, b], ...], ...},
                           "expected"?: facelets}
  photos/<cube>/U.jpg ...  the photos, scaled to 480 pixels wide (JPEG, quality 85) by SHRINK
  photos/readings.jsonl    one cube a line: {"name", "faces"}: the colours the tracker read
Both projects number the stickers face by face in the order U L F R B D, each face row by row;
cubelab's order is U R F D L B (docs/scan.md).

Usage: real-scans.py RESOLVER_CHECKOUT TRACKER_CHECKOUT SHRINK OUT_DIR
SHRINK is a program `SHRINK IN OUT WIDTH QUALITY` that writes IN scaled to WIDTH as JPEG.
"""
import json
import math
import os
import re
import subprocess
import sys

resolver, tracker, shrink, out = sys.argv[1:5]
SCAN_ORDER = "ULFRBD"


def faces_of(numbered):
    """{"1": [r, g, b], ...} in U L F R B D order -> {"U": [...], "R": ..., ...}."""
    per_face = len(numbered) // 6
    faces = {f: [numbered[str(i * per_face + k + 1)] for k in range(per_face)]
             for i, f in enumerate(SCAN_ORDER)}
    assert math.isqrt(per_face) ** 2 == per_face
    return {f: faces[f] for f in "URFDLB"}


os.makedirs(os.path.join(out, "photos"), exist_ok=True)

# The resolver's test cases: (name, file, expected state), "TBD" when its author gave none.
cases = open(os.path.join(resolver, "tests", "test-cubes.py")).read()
pattern = r'\(\s*"([^"]+)",\s*"test-data/([^"]+)",\s*"([^"]+)",?(?:\s*#[^\n]*)?\s*\)'
with open(os.path.join(out, "readings.jsonl"), "w") as lines:
    for name, file, expected in re.findall(pattern, cases):
        path = os.path.join(resolver, "tests", "test-data", file)
        if not os.path.exists(path):
            continue
        line = {"name": name, "faces": faces_of(json.load(open(path)))}
        if expected != "TBD":
            line["expected"] = expected
        lines.write(json.dumps(line, separators=(",", ":")) + "\n")

data = os.path.join(tracker, "test-data")
with open(os.path.join(out, "photos", "readings.jsonl"), "w") as lines:
    for cube in sorted(os.listdir(data)):
        folder = os.path.join(data, cube)
        if not os.path.isdir(folder) or not os.path.exists(folder + ".txt"):
            continue
        os.makedirs(os.path.join(out, "photos", cube), exist_ok=True)
        for f in "URFDLB":
            subprocess.run([shrink, os.path.join(folder, f"rubiks-side-{f}.png"),
                            os.path.join(out, "photos", cube, f"{f}.jpg"), "480", "85"],
                           check=True)
        line = {"name": cube, "faces": faces_of(json.load(open(folder + ".txt")))}
        lines.write(json.dumps(line, separators=(",", ":")) + "\n")
