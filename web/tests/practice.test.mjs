// A practice session's numbers (src/practice_stats.js) without a browser: averages trimmed as
// the WCA and the common timers trim them, penalties, DNFs, and the times as shown.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  DNF,
  averageOf,
  bestOf,
  formatSolve,
  formatTime,
  inspectionPenalty,
  meanOf,
  resultOf,
} from "../src/practice_stats.js";

const solves = (...results) =>
  results.map((r) => (r === "DNF" ? { ms: 9000, penalty: "DNF" } : { ms: r, penalty: "" }));

test("an average of 5 drops the best and the worst; one DNF is the worst, two make a DNF", () => {
  assert.equal(averageOf(solves(10000, 12000, 11000, 9000, 20000), 5), 11000);
  assert.equal(averageOf(solves(10000, 12000, 11000, 9000, "DNF"), 5), 11000);
  assert.equal(averageOf(solves(10000, 12000, "DNF", 9000, "DNF"), 5), DNF);
  assert.equal(averageOf(solves(10000, 12000, 11000, 9000), 5), null, "fewer than 5 solves");
  // The last five only.
  assert.equal(averageOf(solves(1000, 10000, 12000, 11000, 9000, 20000), 5), 11000);
});

test("an average of 12 drops one best and one worst, a mean counts the finished solves", () => {
  const twelve = solves(8000, 9000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 11000, "DNF");
  assert.equal(averageOf(twelve, 12), (9000 + 8 * 10000 + 11000) / 10);
  assert.equal(meanOf(twelve), (8000 + 9000 + 8 * 10000 + 11000) / 11);
  assert.equal(bestOf(twelve), 8000);
  assert.equal(meanOf(solves("DNF")), null);
});

test("+2 adds two seconds, DNF is the slowest, and the times are shown as timers show them", () => {
  assert.equal(resultOf({ ms: 10000, penalty: "+2" }), 12000);
  assert.equal(resultOf({ ms: 10000, penalty: "DNF" }), DNF);
  assert.equal(formatTime(9876), "9.87");
  assert.equal(formatTime(62355), "1:02.35");
  assert.equal(formatTime(DNF), "DNF");
  assert.equal(formatTime(null), "-");
  assert.equal(formatSolve({ ms: 12340, penalty: "+2" }), "14.34+");
  assert.equal(formatSolve({ ms: 12340, penalty: "DNF" }), "DNF(12.34)");
});

test("inspection: up to 15 s no penalty, then +2 until 17 s, then DNF", () => {
  assert.equal(inspectionPenalty(14999), "");
  assert.equal(inspectionPenalty(15001), "+2");
  assert.equal(inspectionPenalty(17000), "+2");
  assert.equal(inspectionPenalty(17001), "DNF");
});
