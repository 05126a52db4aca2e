// The Moves box's notation, read with the `cubing` package's Alg: groupings with powers
// `(R U)2`, commutators `[R, U]`, conjugates `[R: U]`, nested, besides the library's own
// notation (slices, wide moves, rotations, `R3`, `Rp`, `//` comments), which the library then
// turns into face turns (api.js validate). Also the box's Invert, Mirror and Simplify.
import { Alg, Commutator, Conjugate, Grouping, Move, QuantumMove } from "cubing/alg";
import { cube3x3x3, puzzles } from "cubing/puzzles";
import { isBig, isWca } from "./cube.js";

// A notation error with the characters [start, end) of the text it is about.
export class NotationError extends Error {
  constructor(message, start, end) {
    super(message);
    this.code = "E_NOTATION";
    this.start = start;
    this.end = end;
  }
}

// The text as cubing's Alg, or a NotationError pointing at the part it could not read.
export function parseNotation(text) {
  try {
    return new Alg(text);
  } catch (e) {
    const [start, end] = syntaxProblem(text);
    throw new NotationError(
      `not an algorithm: ${e.message} (near "${text.slice(start, end)}", character ${start + 1})`,
      start,
      end,
    );
  }
}

// The flat move sequence of an algorithm: every grouping, commutator and conjugate written out.
// (The clock's y2, inverted or repeated, as the library reads it: clockTurns.)
export const expandNotation = (alg, puzzle = "3x3x3") =>
  (puzzle === "clock" ? clockTurns(alg.expand()) : alg.expand()).toString();

// Where a text cubing could not read goes wrong: an unmatched bracket, a bracket whose
// inside is not "A, B" or "A: B", or else the whole text.
function syntaxProblem(text) {
  const open = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "[") open.push(i);
    else if (c === ")" || c === "]") {
      const j = open.pop();
      if (j === undefined || (text[j] === "(") !== (c === ")")) return [i, i + 1];
      if (c === "]") {
        const inside = topLevel(text.slice(j + 1, i));
        if ((inside.match(/[,:]/g) ?? []).length !== 1 || /^\s*[,:]|[,:]\s*$/.test(inside)) return [j, i + 1];
      }
    }
  }
  if (open.length) return [open.at(-1), open.at(-1) + 1];
  return [0, text.length];
}

// The text with every bracketed part blanked out.
function topLevel(text) {
  let depth = 0;
  let out = "";
  for (const c of text) {
    if (c === "(" || c === "[") depth++;
    out += depth ? " " : c;
    if (c === ")" || c === "]") depth--;
  }
  return out;
}

// Where in the text the move `token` (as the library names a bad one) was written: the
// characters [start, end) of the first move leaf that reads so, or null.
export function findMove(alg, token) {
  for (const leaf of moveLeaves(alg)) {
    const text = leaf.node.toString();
    if (text === token || leaf.node.family === token || text.startsWith(token)) return [leaf.start, leaf.end];
  }
  return null;
}

// Every move of the parsed text, with where it was written (cubing keeps each parsed node's
// character range under symbols named startCharIndex and endCharIndex).
function moveLeaves(node, out = []) {
  if (node instanceof Move) {
    const range = {};
    for (const s of Object.getOwnPropertySymbols(node)) range[s.description] = node[s];
    if (range.startCharIndex !== undefined)
      out.push({ node, start: range.startCharIndex, end: range.endCharIndex });
    return out;
  }
  if (node instanceof Alg) for (const child of node.childAlgNodes()) moveLeaves(child, out);
  else if (node instanceof Grouping) moveLeaves(node.alg, out);
  else if (node instanceof Commutator || node instanceof Conjugate) {
    moveLeaves(node.A, out);
    moveLeaves(node.B, out);
  }
  return out;
}

// ---- Invert, Mirror, Simplify ----

export const invertNotation = (alg) => alg.invert();

// The mirror image through the M plane (left and right swapped), keeping the text's
// structure: R becomes L', r becomes l', U becomes U'; x and M turn the same way (they follow
// R and L, which swap and reverse).
const SWAP = { R: "L", L: "R", Rw: "Lw", Lw: "Rw", r: "l", l: "r", "2R": "2L", "2L": "2R" };
const SAME_DIRECTION = new Set(["x", "M", "m"]);
export function mirrorNotation(node) {
  if (node instanceof Alg) return new Alg([...node.childAlgNodes()].map(mirrorNotation));
  if (node instanceof Grouping) return new Grouping(mirrorNotation(node.alg), node.amount);
  if (node instanceof Commutator) return new Commutator(mirrorNotation(node.A), mirrorNotation(node.B));
  if (node instanceof Conjugate) return new Conjugate(mirrorNotation(node.A), mirrorNotation(node.B));
  if (node instanceof Move) {
    const q = node.quantum;
    const family = SWAP[q.family] ?? q.family;
    const amount = SAME_DIRECTION.has(q.family) ? node.amount : -node.amount;
    return new Move(new QuantumMove(family, q.innerLayer, q.outerLayer), amount);
  }
  return node; // pauses, comments, line breaks
}

// Written out and with turns of one face in a row merged or cancelled (R R' U U -> U2),
// opposite faces' turns included, as the cube would do them.
// A big cube's turns by its own puzzle (blocks of layers as cubing names them).
// The pyraminx, skewb and clock by their own puzzles.
export const simplifyNotation = (alg, puzzle = "3x3x3") => {
  const simplified = clockTurns(
    alg.expand().experimentalSimplify({
      cancel: true,
      puzzleLoader: isBig(puzzle) || isWca(puzzle) ? puzzles[puzzle] : cube3x3x3,
    }),
  );
  return puzzle === "megaminx" ? megaminxTurns(simplified) : simplified;
};

// The megaminx's turns as the library reads them: cubing merges U U U into U3 and R++ R++
// into R2++; the library writes a face's turns U U2 U2' U' (fifths, so U3 is U2') and the
// WCA's R++ one at a time.
function megaminxTurns(alg) {
  const out = [];
  for (const node of alg.childAlgNodes()) {
    if (!(node instanceof Move)) {
      out.push(node);
      continue;
    }
    if (node.family.endsWith("_PLUSPLUS_")) {
      for (let i = 0; i < Math.abs(node.amount); i++) out.push(new Move(node.family, Math.sign(node.amount)));
      continue;
    }
    const amount = ((((node.amount + 2) % 5) + 5) % 5) - 2;
    if (amount) out.push(node.modified({ amount }));
  }
  return new Alg(out);
}

// The clock's y2 as the library (and the WCA) write it: cubing's Alg inverts it to y2' and
// merges two into y4; the clock turns round by y2 only, its own inverse.
export function clockTurns(node) {
  if (node instanceof Alg)
    return new Alg([...node.childAlgNodes()].map(clockTurns).filter((n) => n !== null));
  if (node instanceof Grouping) return new Grouping(clockTurns(node.alg), node.amount);
  if (node instanceof Commutator) return new Commutator(clockTurns(node.A), clockTurns(node.B));
  if (node instanceof Conjugate) return new Conjugate(clockTurns(node.A), clockTurns(node.B));
  if (node instanceof Move && node.family === "y" && node.amount % 2 === 0)
    return (((node.amount / 2) % 2) + 2) % 2 ? new Move("y", 2) : null;
  return node;
}
