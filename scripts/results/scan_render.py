"""Stickers' colours as a camera might read them, for `cubelab scan` (docs/scan.md): each line
of FACELETS (a cube's facelet string) becomes a JSON line {"faces": ...} of RGB readings, the
usual sticker colours (U white, R red, F green, D yellow, L orange, B blue) under a light of
the given colour, a brightness falling across each face by GRADIENT, and uniform noise of
+-NOISE on each channel.

usage: scan_render.py FACELETS N LIGHT GRADIENT NOISE SEED > readings.jsonl
       LIGHT: neutral, warm or cool
"""
import json
import random
import sys

COLOURS = {"U": (235, 235, 235), "R": (185, 20, 35), "F": (20, 155, 70),
           "D": (245, 215, 40), "L": (245, 115, 20), "B": (20, 70, 195)}
LIGHTS = {"neutral": (1.0, 1.0, 1.0), "warm": (1.05, 0.93, 0.72), "cool": (0.82, 0.9, 1.0)}


def main():
    path, n, light, gradient, noise, seed = sys.argv[1:7]
    n, gradient, noise = int(n), float(gradient), float(noise)
    gains = LIGHTS[light]
    rng = random.Random(int(seed))
    for line in open(path):
        facelets = line.strip()
        if not facelets:
            continue
        faces = {}
        for f, face in enumerate("URFDLB"):
            readings = []
            for i in range(n * n):
                row = i // n
                shade = 1.0 - gradient * row / max(1, n - 1)
                colour = COLOURS[facelets[f * n * n + i]]
                readings.append([round(min(255.0, max(0.0, c * g * shade + rng.uniform(-noise, noise))), 1)
                                 for c, g in zip(colour, gains)])
            faces[face] = readings
        print(json.dumps({"faces": faces}))


main()
