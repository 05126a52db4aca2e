// The app's facelet bookkeeping (src/cube.js: cubing's KPattern read as Kociemba facelets),
// without a browser, checked against the cubelab library (its WebAssembly build, as the page
// loads it). The browser tests check the page against the server's facelets too.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  SOLVED,
  cubeFor,
  faceletsFor,
  faceletsOf,
  formatMoves,
  invertMove,
  invertMoves,
  isSolved,
  parseMoves,
  patternFor,
  qtm,
  solvedFor,
  wcaLength,
} from "../src/cube.js";
import { Alg } from "cubing/alg";
import { simplifyNotation } from "../src/notation.js";
import { wasmApi } from "./support.mjs";

test("a quarter turn four times, or a half turn twice, changes nothing", () => {
  for (const f of "URFDLB") {
    assert.equal(faceletsFor("3x3x3", [f, f, f, f]), SOLVED);
    assert.equal(faceletsFor("3x3x3", [f + "2", f + "2"]), SOLVED);
    assert.notEqual(faceletsFor("3x3x3", [f]), SOLVED);
  }
});

test("R U gives the Kociemba facelets that cubelab validate prints", () => {
  // build/cubelab validate "R U"
  assert.equal(faceletsFor("3x3x3", ["R", "U"]), "UUUUUUFFFUBBRRRRRRRRRFFDFFDDDBDDBDDBFFDLLLLLLLLLUBBUBB");
});

test("(R U) has order 105", () => {
  const kpuzzle = patternFor("3x3x3", []).kpuzzle;
  let pattern = kpuzzle.defaultPattern();
  for (let i = 1; i <= 105; i++) {
    pattern = pattern.applyAlg("R U");
    assert.equal(faceletsOf("3x3x3", pattern) === SOLVED, i === 105, `after ${i}`);
  }
});

test("a sequence followed by its inverse is solved", () => {
  const moves = parseMoves("R U2 F' D L2 B' U R' F2 D'");
  assert.deepEqual(invertMoves(moves), parseMoves("D F2 R U' B L2 D' F U2 R'"));
  assert.equal(faceletsFor("3x3x3", [...moves, ...invertMoves(moves)]), SOLVED);
  assert.deepEqual(["R", "R'", "R2"].map(invertMove), ["R'", "R", "R2"]);
  assert.equal(formatMoves(moves), "R U2 F' D L2 B' U R' F2 D'");
  assert.equal(formatMoves([]), "");
  assert.equal(qtm(moves), 13);
  assert.throws(() => parseMoves("R Q"), /not a face turn: Q/);
});

test("the 2x2x2's facelets are the corner stickers, solved in any orientation", () => {
  assert.equal(faceletsFor("2x2x2", []), "UUUURRRRFFFFDDDDLLLLBBBB");
  assert.equal(faceletsFor("2x2x2", ["R", "L'"]).length, 24);
  // R L' turns the whole 2x2x2 (it has no middle layer): still solved.
  assert.equal(isSolved("2x2x2", faceletsFor("2x2x2", ["R", "L'"])), true);
  assert.equal(isSolved("3x3x3", faceletsFor("3x3x3", ["R", "L'"])), false);
  assert.equal(isSolved("2x2x2", faceletsFor("2x2x2", ["R"])), false);
});

// A seeded generator (Park and Miller's minimal standard, 1988), so that a failure repeats.
function randomMoves(seed) {
  let state = seed;
  const next = (n) => (state = (state * 48271) % 2147483647) % n;
  return Array.from({ length: next(31) }, () => "URFDLB"[next(6)] + ["", "'", "2"][next(3)]);
}

// The 2x2x2's facelets are the corner stickers of the 3x3x3's; the library also reports the
// 2x2x2 turned so that its DBL corner is in place (docs/formats.md), which the page does not.
const CORNER_STICKERS = [0, 1, 2, 3, 4, 5].flatMap((face) => [0, 2, 6, 8].map((i) => 9 * face + i));

test("the facelets of random sequences are the cubelab library's, for both puzzles", async () => {
  const validate = async (cube, puzzle) => {
    const { status, body } = await wasmApi("/api/validate", { cube, puzzle });
    assert.equal(status, 200, JSON.stringify(body));
    return body.facelets;
  };
  for (let seed = 1; seed <= 300; seed++) {
    const moves = randomMoves(seed * 7919);
    const text = formatMoves(moves);
    const library = await validate(text, "3x3x3");
    assert.equal(faceletsFor("3x3x3", moves), library, text);
    const twoByTwo = faceletsFor("2x2x2", moves);
    assert.equal(twoByTwo, CORNER_STICKERS.map((i) => library[i]).join(""), `2x2x2: ${text}`);
    assert.equal(await validate(twoByTwo, "2x2x2"), await validate(text, "2x2x2"), `2x2x2: ${text}`);
    for (const puzzle of ["3x3x3", "2x2x2"])
      assert.equal(
        faceletsFor(puzzle, [...moves, ...invertMoves(moves)]),
        solvedFor(puzzle),
        `${puzzle}: ${text}`,
      );
  }
});

test("invertMoves reverses the sequence and inverts each turn, R2 staying R2", () => {
  const byHand = (m) => (m.endsWith("2") ? m : m.endsWith("'") ? m[0] : m + "'");
  for (let seed = 1; seed <= 50; seed++) {
    const moves = randomMoves(seed * 104729);
    assert.deepEqual(invertMoves(moves), moves.slice().reverse().map(byHand));
  }
});

test("the pyraminx, skewb, clock, Square-1 and megaminx: the library's solved text and scrambles; the inverse undoes the moves", async () => {
  for (const puzzle of ["pyraminx", "skewb", "clock", "square1", "megaminx"]) {
    const solved = (await wasmApi("/api/validate", { cube: "", puzzle })).body.facelets;
    assert.equal(solvedFor(puzzle), solved, puzzle);
    assert.equal(isSolved(puzzle, solved), true);
    const scramble = (await wasmApi("/api/scramble", { puzzle })).body;
    const moves = parseMoves(scramble.moves, puzzle);
    assert.equal(wcaLength(moves), scramble.length_htm, `${puzzle}: the WCA's count`);
    assert.equal(isSolved(puzzle, scramble.facelets), false);
    const back = [...moves, ...invertMoves(moves, puzzle)].join(" ");
    assert.equal((await wasmApi("/api/validate", { cube: back, puzzle })).body.facelets, solved, back);
    assert.equal(cubeFor(puzzle, moves), scramble.moves);
  }
  assert.deepEqual(invertMoves(["UR3+", "y2", "ALL2-", "U0+"], "clock"), ["U0-", "ALL2+", "y2", "UR3-"]);
  assert.deepEqual(invertMoves(["U", "l'", "b"], "pyraminx"), ["b'", "l", "U'"]);
  assert.throws(() => parseMoves("U F", "pyraminx"), /not a pyraminx move: F/);
  assert.throws(() => parseMoves("R2", "skewb"), /not a skewb move: R2/);
  assert.throws(() => parseMoves("UR3 y", "clock"), /not a clock move: UR3/);
  // The Square-1: a turn of the layers is one move, however it is spaced; slashes count.
  const sq1 = parseMoves("(1,0)/( -3 ,3)/ (0, -1)", "square1");
  assert.deepEqual(sq1, ["(1, 0)", "/", "(-3, 3)", "/", "(0, -1)"]);
  assert.equal(formatMoves(sq1), "(1, 0) / (-3, 3) / (0, -1)");
  assert.equal(wcaLength(sq1), 2);
  assert.deepEqual(invertMoves(sq1, "square1"), ["(0, 1)", "/", "(3, -3)", "/", "(-1, 0)"]);
  assert.throws(() => parseMoves("(1, 0) / R", "square1"), /not a square1 move: R/);
  // The megaminx: face turns, whole turns and the WCA's R++ D--; solved however it is held.
  assert.deepEqual(invertMoves(["R++", "U2'", "Fv", "D--", "BR"], "megaminx"), [
    "BR'",
    "D++",
    "Fv'",
    "U2",
    "R--",
  ]);
  assert.throws(() => parseMoves("R+ U", "megaminx"), /not a megaminx move: R\+/);
  assert.throws(() => parseMoves("U++", "megaminx"), /not a megaminx move: U\+\+/);
  const turned = [..."GRBYPWLOACKE"].map((c) => c.repeat(11)).join("");
  assert.equal(isSolved("megaminx", turned), true);
  assert.equal(isSolved("megaminx", turned.replace(/^G/, "R")), false);
  // Simplify writes what the library reads: fifths of a turn as U U2 U2' U', R++ one at a time.
  assert.equal(
    simplifyNotation(new Alg("U U U R++ R++ BR2 BR2 DL DL'"), "megaminx").toString(),
    "U2' R++ R++ BR'",
  );
});
