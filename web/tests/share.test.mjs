// The scramble images (src/share.js netSvg) without a browser: for each puzzle the page
// shows, every sticker of the state text drawn once, in its order, in an SVG document.
import { test } from "node:test";
import assert from "node:assert/strict";
import { netSvg } from "../src/share.js";

const STATES = {
  "3x3x3": "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB".replace(/^U/, "F"),
  "2x2x2": "UUUURRRRFFFFDDDDLLLLBBBB",
  "5x5x5": [..."URFDLB"].map((f) => f.repeat(25)).join(""),
  pyraminx: "GGGGGGGGGRRRRRRRRRBBBBBBBBBYYYYYYYYY".replace(/^G/, "R"),
  skewb: "UUUUURRRRRFFFFFDDDDDLLLLLBBBBB",
  clock: "0123456789AB000000",
};

test("the net of each puzzle has its stickers in the order of its state text", () => {
  for (const [puzzle, text] of Object.entries(STATES)) {
    const svg = netSvg(puzzle, text);
    assert.match(
      svg,
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+(\.\d+)? \d+(\.\d+)?"/,
      puzzle,
    );
    const stickers = [...svg.matchAll(/data-f="(.)"/g)].map((m) => m[1]).join("");
    assert.equal(stickers, text, puzzle);
    assert.doesNotMatch(svg, /NaN|undefined/, puzzle);
  }
});
