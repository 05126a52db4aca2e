// The cube as the app sees it: a 54-letter Kociemba facelet string (faces U R F D L B, each
// read row by row as seen from outside; see docs/formats.md) and move sequences of plain face
// turns ("R", "R'", "R2"). Only bookkeeping lives here: validation and solving are the
// server's.

export const FACES = ["U", "R", "F", "D", "L", "B"];
export const SOLVED = FACES.map((f) => f.repeat(9)).join("");

const NORMAL = {
  U: [0, 1, 0], R: [1, 0, 0], F: [0, 0, 1], D: [0, -1, 0], L: [-1, 0, 0], B: [0, 0, -1],
};

// Twice the cubie's position plus the sticker's outward normal: one integer point per sticker.
function stickerPoint(face, row, col) {
  const a = row - 1, b = col - 1; // -1..1
  const pos = {
    U: [b, 1, a], R: [1, -a, -b], F: [b, -a, 1], D: [b, -1, -a], L: [-1, -a, b], B: [-b, -a, -1],
  }[face];
  const n = NORMAL[face];
  return pos.map((v, i) => 2 * v + n[i]);
}

const POINTS = [];
for (const face of FACES)
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) POINTS.push(stickerPoint(face, r, c));
const INDEX_OF = new Map(POINTS.map((p, i) => [p.join(","), i]));

const dot = (u, v) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
const cross = (u, v) => [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];

// A clockwise quarter turn (seen from outside the face) rotates by -90° about the outward
// normal n: v -> n (n.v) - n x v. DEST[face][i] is where sticker i goes.
const DEST = {};
for (const face of FACES) {
  const n = NORMAL[face];
  DEST[face] = POINTS.map((p, i) => {
    if (dot(p, n) < 2) return i; // not in the turning layer
    const nv = dot(n, p), c = cross(n, p);
    const q = [0, 1, 2].map((k) => n[k] * nv - c[k]);
    return INDEX_OF.get(q.join(","));
  });
}

const MOVE_RE = /^([URFDLB])(2|'|)$/;

// "R U2 F'" -> ["R", "U2", "F'"]. Throws on anything that is not a plain face turn (the
// server normalises every other notation: see api.js validate()).
export function parseMoves(text) {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  for (const t of tokens) if (!MOVE_RE.test(t)) throw new Error(`not a face turn: ${t}`);
  return tokens;
}

export const formatMoves = (moves) => moves.join(" ");

// The first move of `text` that only a 3x3x3 has (a slice M E S or a wide turn: Rw, r, 3Rw),
// or null.
export function threeByThreeOnly(text) {
  for (const token of text.split(/[\s()[\],]+/)) if (/^\d*([MES]|[URFDLB]w|[urfdlb])/.test(token)) return token;
  return null;
}

export function invertMove(m) {
  if (m.endsWith("2")) return m;
  return m.endsWith("'") ? m[0] : m + "'";
}

export const invertMoves = (moves) => moves.slice().reverse().map(invertMove);

function quarterTurns(m) {
  return m.endsWith("2") ? 2 : m.endsWith("'") ? 3 : 1;
}

export function applyMove(facelets, move) {
  let cur = facelets.split("");
  const dest = DEST[move[0]];
  for (let k = 0; k < quarterTurns(move); k++) {
    const next = cur.slice();
    for (let i = 0; i < 54; i++) next[dest[i]] = cur[i];
    cur = next;
  }
  return cur.join("");
}

export const applyMoves = (facelets, moves) => moves.reduce(applyMove, facelets);

export const htm = (moves) => moves.length;
export const qtm = (moves) => moves.reduce((n, m) => n + (m.endsWith("2") ? 2 : 1), 0);

// Sticker colours: the usual scheme, the same as the 3D player's.
export const COLORS = {
  U: "#ffffff", R: "#d7262e", F: "#16a34a", D: "#facc15", L: "#f97316", B: "#2563eb",
};
export const COLOR_NAMES = { U: "white", R: "red", F: "green", D: "yellow", L: "orange", B: "blue" };

// ---- the two puzzles ----
// The 2x2x2's 24 facelets (faces U R F D L B, four stickers each, same reading order) are the
// corner stickers of the 3x3x3's; its moves are the same face turns.
export const PUZZLES = ["3x3x3", "2x2x2"];
const CORNER_STICKERS = FACES.flatMap((_, f) => [0, 2, 6, 8].map((i) => 9 * f + i));

export const sizeOf = (puzzle) => (puzzle === "2x2x2" ? 2 : 3);
export const solvedFor = (puzzle) => (puzzle === "2x2x2" ? FACES.map((f) => f.repeat(4)).join("") : SOLVED);

export function faceletsFor(puzzle, moves) {
  const f = applyMoves(SOLVED, moves);
  return puzzle === "2x2x2" ? CORNER_STICKERS.map((i) => f[i]).join("") : f;
}

// Solved when every face shows one colour (for the 2x2x2, in whatever way it is held).
export function isSolved(puzzle, facelets) {
  const n = sizeOf(puzzle) ** 2;
  for (let face = 0; face < 6; face++) {
    const s = facelets.slice(n * face, n * face + n);
    if (s !== s[0].repeat(n)) return false;
  }
  return puzzle === "2x2x2" || facelets === SOLVED;
}
