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
  megaminx: [..."WGRBYPELOACK"]
    .map((c) => c.repeat(11))
    .join("")
    .replace(/^W/, "G"),
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

test("the Square-1 is drawn from above: each piece once, a corner across slots 11 and 0 too", () => {
  for (const [text, pieces] of [
    ["AA1BB2CC3DD45EE6FF7GG8HH-", "A1B2C3D45E6F7G8H"],
    ["A1BB2CC3DD4A5EE6FF7GG8HH/", "1B2C3D4A5E6F7G8H"],
  ]) {
    const svg = netSvg("square1", text);
    const drawn = [...svg.matchAll(/<polygon[^>]*data-f="(.)"/g)].map((m) => m[1]).join("");
    assert.equal(drawn, pieces, text);
    assert.match(svg, new RegExp(`middle layer ${text.endsWith("/") ? "turned" : "square"}`));
    assert.doesNotMatch(svg, /NaN|undefined/, text);
  }
});
