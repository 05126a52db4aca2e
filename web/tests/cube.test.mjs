// The app's facelet bookkeeping (src/cube.js), without a browser. The browser tests check it
// against the server's facelets too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SOLVED, applyMoves, faceletsFor, invertMoves, isSolved, parseMoves, qtm } from "../src/cube.js";

test("a quarter turn four times, or a half turn twice, changes nothing", () => {
  for (const f of "URFDLB") {
    assert.equal(applyMoves(SOLVED, [f, f, f, f]), SOLVED);
    assert.equal(applyMoves(SOLVED, [f + "2", f + "2"]), SOLVED);
    assert.notEqual(applyMoves(SOLVED, [f]), SOLVED);
  }
});

test("R U gives the Kociemba facelets that cubelab validate prints", () => {
  // build/cubelab validate "R U"
  assert.equal(applyMoves(SOLVED, ["R", "U"]), "UUUUUUFFFUBBRRRRRRRRRFFDFFDDDBDDBDDBFFDLLLLLLLLLUBBUBB");
});

test("(R U) has order 105", () => {
  let f = SOLVED;
  for (let i = 1; i <= 105; i++) {
    f = applyMoves(f, ["R", "U"]);
    assert.equal(f === SOLVED, i === 105, `after ${i}`);
  }
});

test("a sequence followed by its inverse is solved", () => {
  const moves = parseMoves("R U2 F' D L2 B' U R' F2 D'");
  assert.equal(applyMoves(applyMoves(SOLVED, moves), invertMoves(moves)), SOLVED);
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
