// Reference states of the pyraminx, the skewb, the clock, the Square-1 and the megaminx from the
// cubing web library
// (cubing.js): random move sequences, and scrambles of its own scrambler, applied by its own
// puzzle definitions (KPuzzle), each written in cubelab's text format (docs/puzzles.md).
// tests/puzzles/kpuzzle_reference_test.cpp applies the same moves with cubelab's models and
// compares. The sticker layouts below restate docs/puzzles.md; the stickers' places come from
// cubing.js's own geometry (PuzzleGeometry), never from cubelab.
//
// Usage (cubing installed in web/node_modules; CUBELAB, optional, a cubelab binary whose
// megaminx solutions of cubing.js's scrambles are checked and written too):
//   CUBELAB=build/cubelab node scripts/reference/kpuzzle-states.mjs \
//     > data/reference/wca-puzzles-kpuzzle.tsv
const cubing = new URL(
  "../../web/node_modules/cubing/dist/lib/cubing/",
  import.meta.url,
);
const { puzzles } = await import(new URL("puzzles/index.js", cubing));
const { randomScrambleForEvent } = await import(
  new URL("scramble/index.js", cubing)
);
const { Alg } = await import(new URL("alg/index.js", cubing));

// A seeded generator (mulberry32), so that the file is the same on every run.
let seed = 20261128;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

const sub = (a, b) => a.map((x, i) => x - b[i]);
const dot = (a, b) => a.reduce((s, x, i) => s + x * b[i], 0);
const cross = (a, b) => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
function centroid(coords) {
  const n = coords.length / 3;
  const c = [0, 0, 0];
  for (let i = 0; i < coords.length; i++) c[i % 3] += coords[i] / n;
  return c;
}

// Each sticker of cubing's geometry as (orbit, piece, sticker of the piece), its face, and the
// index in cubelab's text that `place(face, centroid)` gives it.
async function stickerMap(puzzle, place) {
  const pg = await puzzles[puzzle].pg();
  const data = pg.get3d();
  const faces = data.faces.map((f) => ({
    name: f.name,
    centre: centroid(f.coords),
    coords: f.coords,
  }));
  const stickers = data.stickers
    .filter((s) => !s.isDup)
    .map((s) => ({
      orbit: s.orbit,
      ord: s.ord,
      ori: s.ori,
      face: faces[s.face].name,
      index: place(faces[s.face].name, centroid(s.coords), faces),
    }));
  const indices = stickers.map((s) => s.index).sort((a, b) => a - b);
  if (indices.some((x, i) => x !== i))
    throw new Error(`${puzzle}: stickers placed twice or not at all`);
  return stickers;
}

// cubelab's text of a pattern: each sticker shows the face of the solved sticker that the
// piece in its place brings there (as cubing.js draws it: twisty's PG3D).
function stickerText(pattern, stickers, letter) {
  const out = [];
  const count = {};
  for (const s of stickers)
    count[`${s.orbit}/${s.ord}`] = (count[`${s.orbit}/${s.ord}`] ?? 0) + 1;
  const solved = new Map(
    stickers.map((s) => [`${s.orbit}/${s.ord}/${s.ori}`, s.face]),
  );
  for (const s of stickers) {
    const orbit = pattern.patternData[s.orbit];
    const n = count[`${s.orbit}/${s.ord}`];
    const piece = orbit.pieces[s.ord];
    const ori =
      n === 1 ? 0 : (((s.ori - orbit.orientation[s.ord]) % n) + n) % n;
    out[s.index] = letter[solved.get(`${s.orbit}/${piece}/${ori}`)];
  }
  return out.join("");
}

// The pyraminx (docs/puzzles.md): faces F L R D, nine stickers each, read from the face's top
// vertex row by row, left to right, as seen from outside; a vertex is named by the face
// opposite it (U: D, L: R, R: L, B: F).
const pyraminxFaces = {
  F: ["U", "L", "R"],
  L: ["U", "B", "L"],
  R: ["U", "R", "B"],
  D: ["B", "R", "L"],
};
const opposite = { U: "D", L: "R", R: "L", B: "F" };
function pyraminxPlace(face, c, faces) {
  const vertices = [];
  for (const f of faces)
    for (let i = 0; i < f.coords.length; i += 3) {
      const p = f.coords.slice(i, i + 3);
      if (!vertices.some((v) => dot(sub(v.p, p), sub(v.p, p)) < 1e-9))
        vertices.push({ p, on: [] });
    }
  for (const v of vertices)
    for (const f of faces)
      for (let i = 0; i < f.coords.length; i += 3) {
        const d = sub(v.p, f.coords.slice(i, i + 3));
        if (dot(d, d) < 1e-9) v.on.push(f.name);
      }
  const vertex = (name) =>
    vertices.find((v) => !v.on.includes(opposite[name])).p;
  const [a, b, cc] = pyraminxFaces[face].map(vertex);
  const outward = faces.find((f) => f.name === face).centre;
  if (dot(cross(sub(b, a), sub(cc, a)), outward) <= 0)
    throw new Error(
      `pyraminx face ${face}: its vertices are not anticlockwise from outside`,
    );
  // Barycentric coordinates of the centroid (p - a = s (b - a) + t (c - a)).
  const u = sub(b, a),
    v = sub(cc, a),
    w = sub(c, a);
  const uu = dot(u, u),
    uv = dot(u, v),
    vv = dot(v, v),
    wu = dot(w, u),
    wv = dot(w, v);
  const det = uu * vv - uv * uv;
  const s = (wu * vv - wv * uv) / det,
    t = (wv * uu - wu * uv) / det;
  // The nine stickers: rows r = 0..2 from the top, upward and downward triangles in turn.
  const point = (i, j) => [1 - i / 3, i / 3 - j / 3, j / 3];
  const mean = (...ps) =>
    [0, 1, 2].map((k) => ps.reduce((x, p) => x + p[k], 0) / ps.length);
  const places = [];
  for (let r = 0; r < 3; r++)
    for (let k = 0; k <= r; k++) {
      places.push(mean(point(r, k), point(r + 1, k), point(r + 1, k + 1)));
      if (k < r)
        places.push(mean(point(r, k), point(r, k + 1), point(r + 1, k + 1)));
    }
  const here = [1 - s - t, s, t];
  let best = 0;
  places.forEach((p, i) => {
    if (
      dot(sub(p, here), sub(p, here)) <
      dot(sub(places[best], here), sub(places[best], here))
    )
      best = i;
  });
  return "FLRD".indexOf(face) * 9 + best;
}

// The skewb (docs/puzzles.md): faces U R F D L B, five stickers each: top-left, top-right,
// centre, bottom-left, bottom-right, each face held as the cube's faces are.
const skewbNeighbours = {
  // top, bottom, left, right
  U: ["B", "F", "L", "R"],
  R: ["U", "D", "F", "B"],
  F: ["U", "D", "L", "R"],
  D: ["F", "B", "L", "R"],
  L: ["U", "D", "B", "F"],
  B: ["U", "D", "R", "L"],
};
function skewbPlace(face, c, faces) {
  const normal = (name) => faces.find((f) => f.name === name).centre;
  const size = Math.sqrt(dot(normal(face), normal(face)));
  const towards = (name) => dot(c, normal(name)) / size > 0.2 * size;
  const [top, bottom, left, right] = skewbNeighbours[face];
  const slot =
    towards(top) && towards(left)
      ? 0
      : towards(top) && towards(right)
        ? 1
        : towards(bottom) && towards(left)
          ? 3
          : towards(bottom) && towards(right)
            ? 4
            : 2;
  return "URFDLB".indexOf(face) * 5 + slot;
}

// The clock: cubing.js's dials are cubelab's, the clock as held: the side in front, then the
// other side, each in reading order as seen from its side (a y2 swaps the two).
function clockText(pattern) {
  return pattern.patternData.DIALS.orientation
    .map((h) => "0123456789AB"[((h % 12) + 12) % 12])
    .join("");
}

const rows = [];
async function stickerPuzzle(puzzle, event, moves, place, letter) {
  const kpuzzle = await puzzles[puzzle].kpuzzle();
  const stickers = await stickerMap(puzzle, place);
  const state = (alg) =>
    stickerText(kpuzzle.defaultPattern().applyAlg(alg), stickers, letter);
  rows.push([puzzle, "", state("")]);
  for (let i = 0; i < 150; i++) {
    const length = 1 + (i % 25);
    const alg = Array.from({ length }, () => pick(moves)).join(" ");
    rows.push([puzzle, alg, state(alg)]);
  }
  for (let i = 0; i < 5; i++) {
    const alg = (await randomScrambleForEvent(event)).toString();
    rows.push([puzzle, alg, state(alg)]);
  }
}

const turns = (faces) => faces.flatMap((f) => [f, `${f}'`]);
await stickerPuzzle(
  "pyraminx",
  "pyram",
  turns(["U", "L", "R", "B", "u", "l", "r", "b"]),
  pyraminxPlace,
  {
    F: "G",
    L: "R",
    R: "B",
    D: "Y",
  },
);
await stickerPuzzle("skewb", "skewb", turns(["R", "U", "L", "B"]), skewbPlace, {
  U: "U",
  R: "R",
  F: "F",
  D: "D",
  L: "L",
  B: "B",
});

const clock = await puzzles.clock.kpuzzle();
const pinSets = ["UR", "DR", "DL", "UL", "U", "R", "D", "L", "ALL"];
rows.push(["clock", "", clockText(clock.defaultPattern())]);
for (let i = 0; i < 150; i++) {
  const tokens = [];
  const length = 1 + (i % 20);
  for (let k = 0; k < length; k++) {
    if (random() < 0.15) tokens.push("y2");
    else
      tokens.push(
        `${pick(pinSets)}${Math.floor(random() * 7)}${random() < 0.5 ? "+" : "-"}`,
      );
  }
  if (i % 10 === 0) tokens.push("UR", "DL"); // a last pin setting, as older scrambles end
  const alg = tokens.join(" ");
  rows.push(["clock", alg, clockText(clock.defaultPattern().applyAlg(alg))]);
}
for (let i = 0; i < 5; i++) {
  const alg = (await randomScrambleForEvent("clock")).toString();
  rows.push(["clock", alg, clockText(clock.defaultPattern().applyAlg(alg))]);
}

// The Square-1: cubing.js's definition is 24 wedges of 30 degrees (the top's slots 0..11, the
// bottom's 12..23) and the middle layer; `/` swaps wedges 6..11 with 12..17. Which wedges are
// one corner is no part of it: the solved puzzle is held as the WCA's scrambler (TNoodle's
// SquareOnePuzzle) holds it, the top a corner first, the bottom an edge first, and cubelab's
// text names each wedge by its piece (docs/puzzles.md). A slash is made only when no corner
// lies across the slice, which cubing.js's own scrambles are checked to keep too.
const square1Pieces = "AA1BB2CC3DD45EE6FF7GG8HH";
const square1 = await puzzles.square1.kpuzzle();
const square1Text = (pattern) =>
  pattern.patternData.WEDGES.pieces.map((w) => square1Pieces[w]).join("") +
  (pattern.patternData.EQUATOR.orientation[1] === 0 ? "-" : "/");
const canSlash = (text) =>
  [0, 12].every((b) => text[b + 11] !== text[b] && text[b + 5] !== text[b + 6]);
// cubing.js writes turns "(1, 0)"; the WCA's scrambler "(1,0)"; both with or without spaces
// around the slashes.
const square1Forms = [
  (x, y) => `(${x}, ${y}) /`,
  (x, y) => `(${x},${y}) /`,
  (x, y) => `(${x},${y})/`,
];
rows.push(["square1", "", square1Text(square1.defaultPattern())]);
for (let i = 0; i < 150; i++) {
  const twists = 1 + (i % 20);
  const form = square1Forms[i % square1Forms.length];
  let pattern = square1.defaultPattern();
  const tokens = [];
  const spaced = []; // as cubing.js reads them: it refuses "(1,0)/" as crowded
  for (let k = 0; k < twists; k++) {
    // A random turn of each layer (-5..6) after which a slash can be made.
    const turns = [];
    for (let x = -5; x <= 6; x++)
      for (let y = -5; y <= 6; y++) {
        const turned = pattern.applyAlg(`(${x}, ${y})`);
        if ((x !== 0 || y !== 0 || k === 0) && canSlash(square1Text(turned)))
          turns.push([x, y]);
      }
    const [x, y] = pick(turns);
    tokens.push(form(x, y));
    spaced.push(square1Forms[0](x, y));
    pattern = pattern.applyAlg(`(${x}, ${y}) /`);
  }
  if (i % 3 === 0) {
    const x = Math.floor(random() * 12) - 5;
    const y = Math.floor(random() * 12) - 5;
    tokens.push(`(${x}, ${y})`); // a last turn, as scrambles end
    spaced.push(`(${x}, ${y})`);
    pattern = pattern.applyAlg(`(${x}, ${y})`);
  }
  const alg = tokens.join(form === square1Forms[2] ? "" : " ");
  if (
    square1Text(square1.defaultPattern().applyAlg(spaced.join(" "))) !==
    square1Text(pattern)
  )
    throw new Error(`square1: ${alg} read differently`);
  rows.push(["square1", alg, square1Text(pattern)]);
}
for (let i = 0; i < 5; i++) {
  const alg = (await randomScrambleForEvent("sq1")).toString();
  let pattern = square1.defaultPattern();
  for (const node of new Alg(alg).childAlgNodes()) {
    if (node.toString() === "/" && !canSlash(square1Text(pattern)))
      throw new Error(`square1: cubing.js's scramble ${alg} slashes through a corner`);
    pattern = pattern.applyAlg(node.toString());
  }
  rows.push(["square1", alg, square1Text(pattern)]);
}

// The megaminx (docs/puzzles.md): faces U F R BR BL L D B DL FL FR DR, each a colour letter;
// eleven stickers a face: the centre, then clockwise seen from outside from the edge shared
// with the face's first neighbour (F for U, B for D, U for the upper ring, D for the lower
// ring): 1 + 2k the edge towards neighbour k, 2 + 2k the corner between neighbours k and
// k + 1. cubing.js's geometry names five faces its own way (C A I BF E); its notation calls
// them FR FL DL B DR.
const megaminxFaces = ["U", "F", "R", "BR", "BL", "L", "D", "B", "DL", "FL", "FR", "DR"];
const megaminxName = { C: "FR", A: "FL", I: "DL", BF: "B", E: "DR" };
const megaminxFirst = { U: "F", D: "B" };
const megaminxColour = {
  U: "W", F: "G", R: "R", BR: "B", BL: "Y", L: "P",
  D: "E", B: "L", DL: "O", FL: "A", FR: "C", DR: "K",
};
const unit = (v) => v.map((x) => x / Math.sqrt(dot(v, v)));
function megaminxPlace(face, c, faces) {
  const name = (f) => megaminxName[f] ?? f;
  const normal = Object.fromEntries(faces.map((f) => [name(f.name), unit(f.centre)]));
  const f = name(face);
  const n = normal[f];
  const around = megaminxFaces.filter(
    (g) => Math.abs(dot(normal[g], n) - 1 / Math.sqrt(5)) < 1e-6,
  );
  if (around.length !== 5) throw new Error(`megaminx ${f}: not five neighbours`);
  const first =
    megaminxFirst[f] ?? (dot(n, normal.U) > 0 ? "U" : "D");
  // Clockwise seen from outside: each neighbour's angle from the first, measured negatively.
  const flat = (g) => sub(normal[g], n.map((x) => x * dot(normal[g], n)));
  const angle = (g) => {
    const a = Math.atan2(dot(cross(flat(first), flat(g)), n), dot(flat(first), flat(g)));
    return (((-a) % (2 * Math.PI)) + 2 * Math.PI + 1e-9) % (2 * Math.PI);
  };
  const order = [...around].sort((a, b) => angle(a) - angle(b));
  if (order[0] !== first) throw new Error(`megaminx ${f}: first neighbour not first`);
  const u = unit(c);
  const near = order
    .map((g, k) => ({ k, d: dot(u, normal[g]) }))
    .sort((a, b) => b.d - a.d);
  const index = megaminxFaces.indexOf(f) * 11;
  // A centre lies towards no neighbour more than the others; an edge towards one, a corner
  // towards two neighbouring ones.
  if (near[0].d - near[4].d < 1e-6) return index;
  if (near[0].d - near[1].d > 1e-6) return index + 1 + 2 * near[0].k;
  const [a, b] = [near[0].k, near[1].k].sort((x, y) => x - y);
  return index + 2 + 2 * (b - a === 1 ? a : b);
}
const megaminxTurns = megaminxFaces.flatMap((f) => [f, `${f}'`, `${f}2`, `${f}2'`]);
{
  const faceTurns = [...megaminxTurns, "R++", "R--", "D++", "D--", "Uv", "BRv2'", "DLv'"];
  const kpuzzle = await puzzles.megaminx.kpuzzle();
  const stickers = await stickerMap("megaminx", megaminxPlace);
  // stickerText names faces as the geometry does.
  const letter = { ...megaminxColour };
  for (const [own, name] of Object.entries(megaminxName)) letter[own] = megaminxColour[name];
  const state = (alg) =>
    stickerText(kpuzzle.defaultPattern().applyAlg(alg), stickers, letter);
  rows.push(["megaminx", "", state("")]);
  for (let i = 0; i < 150; i++) {
    const length = 1 + (i % 25);
    // Face turns only in two sequences of three; the turns that move the centres in the rest.
    const moves = i % 3 === 0 ? megaminxTurns : faceTurns;
    const alg = Array.from({ length }, () => pick(moves)).join(" ");
    rows.push(["megaminx", alg, state(alg)]);
  }
  // cubing.js's scrambles, in the WCA's seven lines (written on one).
  const scrambles = [];
  for (let i = 0; i < 5; i++) {
    const alg = (await randomScrambleForEvent("minx")).toString().replace(/\s+/g, " ");
    scrambles.push(alg);
    rows.push(["megaminx", alg, state(alg)]);
  }
  // With a cubelab binary (CUBELAB=build/cubelab): cubelab's solution of each scramble, played
  // by cubing.js after it, must leave every face one colour.
  if (process.env.CUBELAB) {
    const { execFileSync } = await import("node:child_process");
    for (const alg of scrambles) {
      const out = JSON.parse(
        execFileSync(process.env.CUBELAB, ["solve", "--puzzle", "megaminx", "--json", alg]),
      );
      const both = `${alg} ${out.solution}`;
      const text = state(both);
      for (let f = 0; f < 12; f++)
        if (new Set(text.slice(11 * f, 11 * f + 11)).size !== 1)
          throw new Error(`megaminx: cubelab's solution of ${alg} leaves a face of many colours`);
      rows.push(["megaminx", both, text]);
    }
  }
}

console.log(
  "# cubing.js (npm cubing) states of random sequences and of its own scrambles, written",
);
console.log(
  "# by scripts/reference/kpuzzle-states.mjs: puzzle, moves, state in cubelab's text",
);
console.log("puzzle\tmoves\tstate");
for (const r of rows) console.log(r.join("\t"));
process.exit(0);
