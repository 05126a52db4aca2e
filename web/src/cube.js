// The cube as the app sees it. The 3x3x3 and the 2x2x2: a 54-letter Kociemba facelet string (faces U R F D L B, each
// read row by row as seen from outside; see docs/formats.md; the 2x2x2's 24 letters are the
// corner stickers in the same order) and move sequences of plain face turns ("R", "R'", "R2").
// The moves are applied by the cubing package's KPuzzle (its KPattern is the cube state) and
// inverted by its Alg; this file only converts a KPattern to facelets. Validation and solving
// are the solvers' (server or WebAssembly).
// The big cubes (4x4x4 to 7x7x7): the move sequence from solved, in the WCA/SiGN notation
// the library writes ("Rw U2 3R' 2-3Fw x"), as the player turns it and the solvers read it
// (docs/nxn.md); their facelets are the library's.
// The pyraminx, the skewb, the clock and the Square-1 (docs/puzzles.md) are kept the same way:
// the move sequence from solved in the WCA notation ("U L' r b'", "R U' L B'",
// "UR3+ ALL2- y2 U1-", "(1, 0) / (-3, 3) /"), which cubing's puzzles of the same names turn;
// their state text is the library's. A Square-1 move is a turn of the layers "(1, 0)" or a
// slash "/", one token each, as the library and cubing write them.
import { Alg, Move } from "cubing/alg";
import { cube2x2x2, cube3x3x3 } from "cubing/puzzles";

export const FACES = ["U", "R", "F", "D", "L", "B"];
export const SOLVED = FACES.map((f) => f.repeat(9)).join("");

// cubing's puzzle definitions load as separate chunks; the module waits for both once.
const KPUZZLES = { "3x3x3": await cube3x3x3.kpuzzle(), "2x2x2": await cube2x2x2.kpuzzle() };

// ---- KPattern -> facelets ----
// cubing's 3x3x3 (and the 2x2x2's CORNERS orbit) number the pieces in the order of Michael
// Reid's cube-state notation, each piece's stickers in the order its name gives. A position i
// of an orbit holds piece pieces[i] twisted by orientation[i]: the sticker of position i on
// face name[i][k] shows the colour of face name[pieces[i]][(k + orientation[i]) mod n].
const REID = {
  EDGES: ["UF", "UR", "UB", "UL", "DF", "DR", "DB", "DL", "FR", "FL", "BR", "BL"],
  CORNERS: ["UFR", "URB", "UBL", "ULF", "DRF", "DFL", "DLB", "DBR"],
  CENTERS: ["U", "L", "F", "R", "B", "D"],
};

// Where each cubie's stickers are in the facelet string (1..9 within a face), as in Herbert
// Kociemba's two-phase solver's facelet tables (corners, edges, then centres).
const KOCIEMBA_CUBIES = [
  "U9 R1 F3",
  "U7 F1 L3",
  "U1 L1 B3",
  "U3 B1 R3",
  "D3 F9 R7",
  "D1 L9 F7",
  "D7 B9 L7",
  "D9 R9 B7",
  "U6 R2",
  "U8 F2",
  "U4 L2",
  "U2 B2",
  "D6 R8",
  "D2 F8",
  "D4 L8",
  "D8 B8",
  "F6 R4",
  "F4 L6",
  "B6 L4",
  "B4 R6",
  "U5",
  "R5",
  "F5",
  "D5",
  "L5",
  "B5",
];
const stickerKey = (cubie, face) => `${[...cubie].sort().join("")}:${face}`;
const KOCIEMBA_INDEX = new Map(
  KOCIEMBA_CUBIES.flatMap((cubie) => {
    const stickers = cubie.split(" ");
    const letters = stickers.map((s) => s[0]).join("");
    return stickers.map((s) => [stickerKey(letters, s[0]), 9 * FACES.indexOf(s[0]) + Number(s[1]) - 1]);
  }),
);
const TWO_BY_TWO_INDEX = { 0: 0, 2: 1, 6: 2, 8: 3 }; // a 3x3x3 corner sticker's place on a 2x2x2 face

// READERS[puzzle][facelet] = [orbit, position, k]: which sticker of the KPattern it shows.
const READERS = {};
for (const [puzzle, kpuzzle] of Object.entries(KPUZZLES)) {
  const readers = [];
  for (const { orbitName } of kpuzzle.definition.orbits) {
    if (!REID[orbitName]) throw new Error(`cube.js: ${puzzle}'s KPuzzle has an unknown orbit ${orbitName}`);
    REID[orbitName].forEach((name, position) => {
      [...name].forEach((face, k) => {
        let index = KOCIEMBA_INDEX.get(stickerKey(name, face));
        if (puzzle === "2x2x2") index = 4 * Math.floor(index / 9) + TWO_BY_TWO_INDEX[index % 9];
        readers[index] = [orbitName, position, k];
      });
    });
  }
  if (readers.length !== 6 * sizeOf(puzzle) ** 2 || readers.includes(undefined))
    throw new Error(`cube.js: ${puzzle}'s KPuzzle does not cover every facelet`);
  READERS[puzzle] = readers;
}

// The facelet string of a KPattern of `puzzle`.
export function faceletsOf(puzzle, pattern) {
  return READERS[puzzle]
    .map(([orbit, position, k]) => {
      const { pieces, orientation } = pattern.patternData[orbit];
      const name = REID[orbit][pieces[position]];
      return name[(k + orientation[position]) % name.length];
    })
    .join("");
}

// The KPattern after `moves` (plain face turns) from solved.
export const patternFor = (puzzle, moves) => KPUZZLES[puzzle].defaultPattern().applyAlg(movesToAlg(moves));

const MOVE_RE = /^([URFDLB])(2|'|)$/;

// "R U2 F'" -> ["R", "U2", "F'"]. Throws on anything that is not a plain face turn (the
// server normalises every other notation: see api.js validate()).
// On a big cube every turn of its notation: blocks of layers (2R, 3Rw, 2-3r), slices on odd
// cubes (M E S) and rotations (x y z), as the library writes them.
const BIG_MOVE_RE = /^(\d+(-\d+)?)?([URFDLB]w?|[urfdlbMES]|[xyz])(2|'|2')?$/;
export function parseMoves(text, puzzle = "3x3x3") {
  const tokens = puzzle === "square1" ? square1Tokens(text) : text.trim().split(/\s+/).filter(Boolean);
  const re = isWca(puzzle) ? WCA_MOVE_RE[puzzle] : isBig(puzzle) ? BIG_MOVE_RE : MOVE_RE;
  for (const t of tokens)
    if (!re.test(t))
      throw new Error(
        `not a ${isWca(puzzle) ? `${puzzle} move` : `${isBig(puzzle) ? puzzle : "face"} turn`}: ${t}`,
      );
  return tokens;
}

// The WCA notation of the pyraminx, the skewb, the clock, the Square-1 and the megaminx, as
// the library writes it (its validation normalises every other way of writing them: U2 on a
// pyraminx is U'; the megaminx's face turns U U2 U2' U', whole turns Uv, and R++ D--).
const WCA_MOVE_RE = {
  pyraminx: /^[ULRBulrb]'?$/,
  skewb: /^[ULRB]'?$/,
  clock: /^((UR|DR|DL|UL|U|R|D|L|ALL)\d+[+-]|y2)$/,
  square1: /^(\/|\(-?\d+, -?\d+\))$/,
  megaminx: /^((U|F|R|BR|BL|L|D|B|DL|FL|FR|DR)v?(2'|2|')?|[RD](\+\+|--))$/,
};

// A Square-1 sequence as its moves, "(1,0)/(-3,3)/" -> ["(1, 0)", "/", "(-3, 3)", "/"]: each
// turn of the layers written as the library writes it; whatever is not a move is kept as a
// token of its own for parseMoves to refuse.
function square1Tokens(text) {
  const tokens = [];
  for (const [, x, y, other] of text.matchAll(/\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)|(\/|[^\s/]+)/g))
    tokens.push(other ?? `(${Number(x)}, ${Number(y)})`);
  return tokens;
}
const isSquare1Move = (m) => m === "/" || m.startsWith("(");

const movesToAlg = (moves) => new Alg(moves.map((m) => Move.fromString(m)));
const algToMoves = (alg) => [...alg.childAlgNodes()].map(String);

// (A Square-1's moves are written as they are: cubing's Move does not read "(1, 0)" alone.)
export const formatMoves = (moves) =>
  moves.some(isSquare1Move) ? moves.join(" ") : movesToAlg(moves).toString();

// The inverse of a WCA puzzle's moves: last first, each turned back (UR3+ -> UR3-, U -> U',
// (1, -3) -> (-1, 3), R++ -> R--); the clock's y2 and the Square-1's slash are their own
// inverses.
const invertWcaMove = (m) =>
  m === "y2" || m === "/"
    ? m
    : /(\+\+|--)$/.test(m)
      ? m.slice(0, -2) + (m.endsWith("++") ? "--" : "++")
      : m.startsWith("(")
        ? m.replace(/-?\d+/g, (n) => String(-Number(n) || 0))
        : /[+-]$/.test(m)
          ? m.slice(0, -1) + (m.endsWith("+") ? "-" : "+")
          : m.endsWith("'")
            ? m.slice(0, -1)
            : `${m}'`;

// The first move of `text` that only a 3x3x3 has (a slice M E S or a wide turn: Rw, r, 3Rw),
// or null.
export function threeByThreeOnly(text) {
  for (const token of text.split(/[\s()[\],]+/))
    if (/^\d*([MES]|[URFDLB]w|[urfdlb])/.test(token)) return token;
  return null;
}

// Alg writes the inverse of R2 as R2'; the app (and the solvers) write R2.
const HALF_TURNS_AS_R2 = {
  cancel: false,
  puzzleSpecificSimplifyOptions: cube3x3x3.puzzleSpecificSimplifyOptions,
};

export const invertMoves = (moves, puzzle = "3x3x3") =>
  isWca(puzzle)
    ? [...moves].reverse().map(invertWcaMove)
    : algToMoves(movesToAlg(moves).invert().experimentalSimplify(HALF_TURNS_AS_R2));
export const invertMove = (m) => invertMoves([m])[0];

export const htm = (moves) => moves.length;
export const qtm = (moves) => moves.reduce((n, m) => n + (m.endsWith("2") ? 2 : 1), 0);
// A WCA puzzle's length in its own count: each move one, the clock's y2 none (as the WCA
// counts a clock solution, and as the library's length_htm does); a Square-1's slashes (the
// twist metric: turns of the layers are free).
export const wcaLength = (moves) => moves.filter((m) => m !== "y2" && !m.startsWith("(")).length;
// What wcaLength counts, in words.
export const wcaUnit = (puzzle) => (puzzle === "square1" ? "slashes" : "moves");

// Sticker colours: the usual scheme, the same as the 3D player's.
export const COLORS = {
  U: "#ffffff",
  R: "#d7262e",
  F: "#16a34a",
  D: "#facc15",
  L: "#f97316",
  B: "#2563eb",
};
export const COLOR_NAMES = { U: "white", R: "red", F: "green", D: "yellow", L: "orange", B: "blue" };

// ---- the puzzles ----
// The 3x3x3 and the 2x2x2 (facelets here, the sticker editor), the big cubes and the WCA's
// pyraminx, skewb, clock, Square-1 and megaminx the player draws (moves only; their state
// text and solutions are the library's).
export const WCA_PUZZLES = ["pyraminx", "skewb", "clock", "square1", "megaminx"];
export const PUZZLES = ["3x3x3", "2x2x2", "4x4x4", "5x5x5", "6x6x6", "7x7x7", ...WCA_PUZZLES];

export function sizeOf(puzzle) {
  return Number(/^(\d+)x/.exec(puzzle)?.[1] ?? 3);
}
// The puzzle's name in the page's sentences ("the Square-1"; the others by their ids).
export const puzzleName = (puzzle) => (puzzle === "square1" ? "Square-1" : puzzle);
export const isBig = (puzzle) => sizeOf(puzzle) > 3;
export const isWca = (puzzle) => WCA_PUZZLES.includes(puzzle);
// Kept as the moves from solved, the state text the library's (not the page's facelets).
export const keptAsMoves = (puzzle) => isBig(puzzle) || isWca(puzzle);

// What identifies the cube reached by `moves` to the page and to a solve request's `cube`:
// the facelets of a 3x3x3 or 2x2x2, the moves themselves on the other puzzles.
export const cubeFor = (puzzle, moves) =>
  isWca(puzzle) ? moves.join(" ") : isBig(puzzle) ? formatMoves(moves) : faceletsFor(puzzle, moves);

// The library's state text of each WCA puzzle solved (docs/puzzles.md): the pyraminx's four
// faces of nine (F L R D: green, red, blue, yellow), the skewb's six faces of five, the
// clock's 18 dials at 12 o'clock, the Square-1's top and bottom slots and its middle layer,
// the megaminx's twelve faces of eleven (U F R BR BL L D B DL FL FR DR).
const WCA_SOLVED = {
  pyraminx: ["G", "R", "B", "Y"].map((c) => c.repeat(9)).join(""),
  skewb: FACES.map((f) => f.repeat(5)).join(""),
  clock: "0".repeat(18),
  square1: "AA1BB2CC3DD45EE6FF7GG8HH-",
  megaminx: [..."WGRBYPELOACK"].map((c) => c.repeat(11)).join(""),
};
export const solvedFor = (puzzle) =>
  WCA_SOLVED[puzzle] ?? FACES.map((f) => f.repeat(sizeOf(puzzle) ** 2)).join("");

export const faceletsFor = (puzzle, moves) => faceletsOf(puzzle, patternFor(puzzle, moves));

// Solved when every face shows one colour (for the 2x2x2 and the big cubes, in whatever way
// it is held).
export function isSolved(puzzle, facelets) {
  // The megaminx however it is held (a WCA scramble turns it whole): each face one colour.
  if (puzzle === "megaminx") return facelets.match(/.{11}/g)?.every((f) => f === f[0].repeat(11)) ?? false;
  if (isWca(puzzle)) return facelets === WCA_SOLVED[puzzle];
  const n = sizeOf(puzzle) ** 2;
  for (let face = 0; face < 6; face++) {
    const s = facelets.slice(n * face, n * face + n);
    if (s !== s[0].repeat(n)) return false;
  }
  // A big cube's facelets are the library's, the cube held as they were read (docs/nxn.md).
  return puzzle !== "3x3x3" || facelets === SOLVED;
}
