// cubing.js's own solvers (the npm package `cubing`, its `cubing/search`) on the states of a
// file, one a line as moves from solved in the WCA's notation, for the comparison of
// docs/results.md ("WCA puzzles beside cubing.js"): for each state, the solution's length in
// turns (whole-puzzle rotations, which cubing.js's megaminx solutions may hold, counted
// apart), its time, and whether applying it to the state gives the solved puzzle (checked
// here, with cubing.js's own puzzle definitions; a megaminx's centres may be turned as a
// whole, the puzzle held another way). One JSON object a line.
//   cd web && node measure/cubing-solvers.mjs PUZZLE FILE   # PUZZLE: 2x2x2, pyraminx, skewb, megaminx
import { readFileSync } from "node:fs";
import { Alg } from "cubing/alg";
import { puzzles } from "cubing/puzzles";
import { experimentalSolve2x2x2, solveMegaminx, solvePyraminx, solveSkewb } from "cubing/search";

const [puzzle, file] = process.argv.slice(2);
const solvers = {
  "2x2x2": experimentalSolve2x2x2,
  pyraminx: solvePyraminx,
  skewb: solveSkewb,
  megaminx: solveMegaminx,
};
if (!solvers[puzzle] || !file) {
  console.error("usage: node measure/cubing-solvers.mjs 2x2x2|pyraminx|skewb|megaminx FILE");
  process.exit(2);
}
const kpuzzle = await puzzles[puzzle].kpuzzle();
const solved = kpuzzle.defaultPattern();

// Solved up to how the puzzle is held: every piece home and oriented in some orientation of
// the whole; the orbits without orientation (a megaminx's or skewb's centres) by place alone.
function isSolved(pattern) {
  for (const [name, orbit] of Object.entries(pattern.patternData)) {
    const home = solved.patternData[name];
    for (let i = 0; i < orbit.pieces.length; i++) {
      if (orbit.pieces[i] !== home.pieces[i]) return false;
      if (name !== "CENTERS" && orbit.orientation[i] !== home.orientation[i]) return false;
    }
  }
  return true;
}

for (const line of readFileSync(file, "utf8").trim().split("\n")) {
  const pattern = solved.applyAlg(Alg.fromString(line));
  const start = performance.now();
  const solution = await solvers[puzzle](pattern);
  const ms = performance.now() - start;
  let turns = 0,
    rotations = 0;
  for (const node of solution.childAlgNodes()) {
    if (/^[xyz]|v/.test(node.toString())) rotations++;
    else turns++;
  }
  console.log(JSON.stringify({ turns, rotations, ms, solved: isSolved(pattern.applyAlg(solution)) }));
}
// cubing.js's search workers would keep Node running.
process.exit(0);
