// The time to the first solve on a cold page load, with no server: web/dist served by a plain
// static file server, a fresh Chromium profile (empty cache) for each load; the cube is set
// by typing a 25-move scramble as soon as the page answers, then Solve (twophase, its default
// 1 s search time). Prints each load and the median, for docs/results.md.
//   cd web && node build.mjs && node measure/first-solve.mjs [loads, default 5]
import { launchBrowser, startStaticServer } from "../tests/support.mjs";

const loads = Number(process.argv[2] ?? 5);
const SCRAMBLE = "D2 F2 U' B2 R2 D' L2 U L2 F2 U2 B' U' L' F' R2 D B' U2 R F";
const server = await startStaticServer();
const rows = [];
for (let i = 0; i < loads; i++) {
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const t0 = Date.now();
  const tablesReady = page
    .waitForSelector("body[data-tables-ready=true]", { timeout: 30000 })
    .then(() => Date.now() - t0);
  await page.goto(server.url + "/");
  await page.waitForSelector("body[data-ready=true]");
  const ready = Date.now() - t0;
  await page.fill("#alg-input", SCRAMBLE);
  await page.click("#solve-btn");
  await page.waitForSelector("#solve-result:not([hidden]) .result-status", { timeout: 30000 });
  const solved = Date.now() - t0;
  const status = await page.textContent("#solve-result .result-status");
  const tables = await page.evaluate(() => document.querySelector("#tables-text").textContent);
  const moves = await page.locator("#solution .chip").count();
  if (errors.length || !/Solved/.test(status))
    throw new Error(`load ${i + 1}: ${status} ${errors.join("; ")}`);
  rows.push({ ready, solved, moves, tables: /in ([\d.]+) s/.exec(tables)?.[1], tablesAt: await tablesReady });
  console.log(
    `load ${i + 1}: page answers at ${ready} ms, tables built at ${rows.at(-1).tablesAt} ms (building took ${rows.at(-1).tables} s), first solve shown at ${solved} ms (${moves} moves)`,
  );
  await browser.close();
}
await server.stop();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `median of ${loads}: page answers at ${median(rows.map((r) => r.ready))} ms, tables built at ${median(rows.map((r) => r.tablesAt))} ms (building ${median(rows.map((r) => Number(r.tables)))} s), first solve shown at ${median(rows.map((r) => r.solved))} ms`,
);
