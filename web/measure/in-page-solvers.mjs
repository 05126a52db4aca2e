// The in-page solvers' WebAssembly module run in Node (V8, as in Chromium): the time each
// solver's tables take to build (and the goal solver's, step by step), and twophase's solution lengths after a time limit, over
// cubes given one a line (`cubelab scramble -n 24 --seed 2026`).
//   cd web && node measure/in-page-solvers.mjs CUBES_FILE [TIME_LIMIT_S, default 1]
import { readFileSync } from "node:fs";
import { wasmApi } from "../tests/support.mjs";

const [file, limit = "1"] = process.argv.slice(2);
const tables = {};
for (const [solver, puzzle] of [
  ["twophase", "3x3x3"],
  ["thistlethwaite", "3x3x3"],
  ["beginner", "3x3x3"],
  ["pocket", "2x2x2"],
])
  tables[solver] = `${Math.round((await wasmApi("/api/prepare", { solver, puzzle })).body.load_ms)} ms`;
console.log("tables built in:", JSON.stringify(tables));
// The goal solver's tables for the Steps tab's steps (each step as defined, on D).
const steps = {};
for (const goal of ["cross", "eoline", "roux-fb", "2x2x2", "xcross"])
  steps[goal] = `${Math.round((await wasmApi("/api/prepare", { solver: "goal", goal })).body.load_ms)} ms`;
console.log("goal tables built in:", JSON.stringify(steps));
if (file) {
  const lengths = [];
  for (const cube of readFileSync(file, "utf8").trim().split("\n")) {
    const r = (await wasmApi("/api/solve", { cube, solver: "twophase", time_limit: Number(limit) })).body;
    if (r.status !== "solved") throw new Error(`${cube}: ${JSON.stringify(r)}`);
    lengths.push(r.length_htm);
  }
  const counts = {};
  for (const n of lengths) counts[n] = (counts[n] ?? 0) + 1;
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  console.log(
    `twophase, ${limit} s: mean ${mean.toFixed(2)} HTM over ${lengths.length} cubes; lengths ${Object.entries(
      counts,
    )
      .map(([n, c]) => `${n}: ${c}`)
      .join(", ")}`,
  );
}
