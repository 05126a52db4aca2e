// Browser tests of the web app, twice: served by a real `cubelab serve` (the page's own solvers
// run in the page, the others on the server), and from web/dist by a plain static file server
// with no cubelab process (every solver runs in the page). See support.mjs. Steps that need a
// solver use the default 3x3x3 solver. Run by app_server.test.mjs and app_static.test.mjs.
import { after, before, beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { deflateSync } from "node:zlib";
import path from "node:path";
import {
  PAGE_READY_MS,
  SOLVED,
  api,
  algText,
  facelets,
  launchBrowser,
  nameScreenshots,
  openApp,
  screenshot,
  screenshotDir,
  screenshotsWanted,
  startServer,
  startStaticServer,
  wasmApi,
  warmUp,
} from "./support.mjs";

// info: the solvers the page offers (those the server can run now: `available`); unavailable:
// the others the server lists.
let server, browser, info, unavailable, page;
const readInfo = (body) => {
  unavailable = body.solvers.filter((s) => s.available === false);
  info = { ...body, solvers: body.solvers.filter((s) => s.available !== false) };
};
// The library's answer to an API request, for comparing the page with: the server's, or
// (from static files) the in-page module's run in Node.
let oracle;

const solvers3 = () => info.solvers.filter((s) => s.puzzle === "3x3x3");

// Clicks Solve and waits for its result, or an error: a new result, told from the one shown
// before by the page's count of results (the last one stays shown until the solve starts).
async function clickSolve() {
  const shown = await page.evaluate(() => Number(document.body.dataset.solveResults ?? 0));
  await page.click("#solve-btn");
  await page.waitForFunction(
    (n) =>
      Number(document.body.dataset.solveResults ?? 0) > n || !document.querySelector("#solve-error").hidden,
    shown,
    { timeout: 60000 },
  );
}
const defaultSolver = () => info.default["3x3x3"];

// Solves the shown cube with the Solve tab's current solver, then plays the solution to its
// end at top speed; checks that the cube shows solved, by our facelets and by the 3D
// player's own model.
async function solveAndPlay(name) {
  await clickSolve();
  assert.equal(await page.isHidden("#solve-error"), true, await page.textContent("#solve-error"));
  assert.match(await page.textContent("#solve-result .result-status"), /Solved/);
  const n = await page.locator("#solution .chip").count();
  assert.ok(n > 0, "the solution has moves");
  await screenshot(page, `${name}-solution`);
  await page.fill("#pb-speed", "3"); // 8x
  await page.dispatchEvent("#pb-speed", "input");
  await page.click("#pb-play");
  await page.waitForFunction(
    (n) => document.querySelector("#pb-position").textContent === `move ${n} / ${n}`,
    n,
    { timeout: 60000 },
  );
  await page.waitForSelector("#solved-badge:not([hidden])");
  const shown = await facelets(page);
  if (shown.length === 54) assert.equal(shown, SOLVED);
  else assert.match(shown, /^(UUUU|RRRR|FFFF|DDDD|LLLL|BBBB){6}$/, "every face of the 2x2x2 one colour");
  assert.equal(
    await page.evaluate(() => window.cubelab.view.shownSolved()),
    true,
    "the 3D player shows a solved cube",
  );
  await screenshot(page, `${name}-played`);
}

// Waits until the cube's facelets differ from `before`, failing at once with the app's error
// message if one appears instead.
async function waitForNewCube(before) {
  await page.waitForFunction(
    (b) =>
      document.querySelector("#facelets-input").value !== b || !document.querySelector("#state-error").hidden,
    before,
    { timeout: 60000 },
  );
  assert.equal(await page.isHidden("#state-error"), true, await page.textContent("#state-error"));
}

// Sets the cube to `moves` with the Moves box, solves it with the Solve tab's solver and
// returns the solution's moves (the solution is then loaded for playback, at its start).
async function solveMoves(moves) {
  await page.fill("#alg-input", moves);
  await page.click("#alg-apply");
  await page.waitForFunction((m) => document.querySelector("#alg-input").value === m, moves);
  await clickSolve();
  assert.equal(await page.isHidden("#solve-error"), true, await page.textContent("#solve-error"));
  return await page.locator("#solution .chip").allTextContents();
}

// Solves `moves` as solveMoves does and checks that the solution has at least `min` moves,
// for the playback tests that step inside it; returns its moves.
async function solveMovesAtLeast(moves, min) {
  const solution = await solveMoves(moves);
  assert.ok(solution.length >= min, `a solution of ${solution.length} moves`);
  return solution;
}

// Checks that the page's cube and the 3D cube both show the state after `moves`.
async function assertShown(moves, why = "") {
  assert.equal(await facelets(page), await serverFacelets(moves), `the page's cube ${why}`);
  assert.equal(
    await page.evaluate((m) => window.cubelab.view.shows(m.split(" ")), moves),
    true,
    `the 3D cube ${why}`,
  );
}

// Waits until playback shows `k` of the solution's moves done and the 3D cube has stopped
// (played move by move in software WebGL on a loaded machine, a long solution takes seconds).
async function waitForPosition(k, n) {
  await page.waitForFunction(
    ([k, n]) =>
      document.querySelector("#pb-position").textContent === `move ${k} / ${n}` && !window.cubelab.playing,
    [k, n],
    { timeout: 60000 },
  );
}

// The library's facelets for a move sequence (the oracle's).
const serverFacelets = async (moves) => (await oracle("/api/validate", { cube: moves })).body.facelets;

// Holds the page's requests whose path ends in `suffix` until release() (so that a test can
// act while a request is under way): its requests to the server, and its messages to the
// in-page solvers' workers (a job there is a message to "/api/solve"). count() tells how many
// were made.
async function holdRequests(suffix) {
  let release;
  const gate = new Promise((r) => (release = r));
  let n = 0;
  const match = (url) => url.pathname.endsWith(suffix);
  const handler = async (route) => {
    n++;
    await gate;
    await route.continue().catch(() => {});
  };
  await page.route(match, handler);
  const workerPath = suffix === "/api/jobs" ? "/api/solve" : suffix;
  await page.evaluate((path) => (window.holdWorker = { path, queue: [], count: 0 }), workerPath);
  let held = null; // the worker messages held, once released
  return {
    count: async () => n + (held ?? (await page.evaluate(() => window.holdWorker.count))),
    release: async () => {
      release();
      await page.unroute(match, handler);
      held = await page.evaluate(() => {
        const { queue, count } = window.holdWorker;
        window.holdWorker = null;
        for (const send of queue) send();
        return count;
      });
    },
  };
}

// The body of the next solve the page starts: a job sent to the server, or a solve sent to
// its in-page worker.
function solveSent() {
  const network = page
    .waitForRequest((r) => r.url().endsWith("/api/jobs") && r.method() === "POST")
    .then((r) => r.postDataJSON());
  const inPage = page
    .evaluate(() => window.workerMessages.length)
    .then((n) =>
      page.waitForFunction(
        (n) => window.workerMessages.slice(n).find((m) => m.path === "/api/solve")?.body,
        n,
      ),
    )
    .then((handle) => handle.jsonValue());
  return Promise.race([network, inPage]);
}
// Solves started so far, on the server and in the page.
const solvesStarted = (page) =>
  page.evaluate(() => window.workerMessages.filter((m) => m.path === "/api/solve").length);

// A photo of one face of a cube (PNG): its n x n stickers (faces' letters, row by row, in
// the usual colours) on a dark body, turned by `angle` degrees, on a plain backdrop, with a
// little noise, as the Scan panel's uploads.
const PHOTO_COLOURS = {
  U: [240, 240, 235],
  R: [196, 22, 28],
  F: [0, 155, 72],
  D: [255, 213, 0],
  L: [255, 106, 0],
  B: [0, 70, 173],
};
function facePixels(stickers, angle, size = 360) {
  const n = Math.round(Math.sqrt(stickers.length));
  const body = size * 0.62;
  const cell = body / n;
  const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const raw = Buffer.alloc((size * 3 + 1) * size);
  let seed = 7;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0; // no filter
    for (let x = 0; x < size; x++) {
      const dx = x - size / 2;
      const dy = y - size / 2;
      const u = cos * dx + sin * dy + body / 2; // in the face, from its top left corner
      const v = -sin * dx + cos * dy + body / 2;
      let c = [178, 168, 150];
      if (n && u >= 0 && v >= 0 && u < body && v < body) {
        c = [22, 22, 24];
        const [col, row] = [Math.floor(u / cell), Math.floor(v / cell)];
        const [fu, fv] = [u / cell - col, v / cell - row];
        if (fu > 0.08 && fu < 0.92 && fv > 0.08 && fv < 0.92) c = PHOTO_COLOURS[stickers[row * n + col]];
      }
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 13) - 6;
      for (let k = 0; k < 3; k++)
        raw[y * (size * 3 + 1) + 1 + x * 3 + k] = Math.max(0, Math.min(255, c[k] + noise));
    }
  }
  return raw;
}
function facePhoto(stickers, angle, size = 360) {
  const raw = facePixels(stickers, angle, size);
  const crcTable = Array.from({ length: 256 }, (_, i) => {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "ascii");
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// The same as a video for Chromium's fake camera (--use-file-for-fake-video-capture): one
// frame of YUV 4:2:0, which the camera repeats.
function faceVideo(stickers, angle, size = 360) {
  const raw = facePixels(stickers, angle, size);
  const rgb = (x, y, k) => raw[y * (size * 3 + 1) + 1 + x * 3 + k];
  const clamp = (v) => Math.max(0, Math.min(255, Math.round(v)));
  const y = Buffer.alloc(size * size);
  const u = Buffer.alloc((size * size) / 4);
  const v = Buffer.alloc((size * size) / 4);
  for (let j = 0; j < size; j++)
    for (let i = 0; i < size; i++) {
      const [r, g, b] = [rgb(i, j, 0), rgb(i, j, 1), rgb(i, j, 2)];
      y[j * size + i] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (i % 2 || j % 2) continue;
      const c = (j / 2) * (size / 2) + i / 2;
      u[c] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      v[c] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420\nFRAME\n`), y, u, v]);
}

// The tests in one mode: "server" (the page served by `cubelab serve`) or "static" (from
// web/dist by a plain static file server). app_server.test.mjs and app_static.test.mjs each
// run one, so that node's test runner runs the two at once, each in its own process (a test
// mostly waits for the browser).
export function appTests(mode) {
  nameScreenshots(mode);
  describe(
    mode === "server" ? "web app served by cubelab serve" : "web app from static files (no server)",
    () => {
      // One page for the desktop tests (the 3D cube takes seconds to start in software WebGL);
      // each test starts from the solved cube on the Solve tab.
      before(async () => {
        browser = await launchBrowser();
        if (mode === "server") {
          server = await startServer();
          oracle = (pathName, body) => api(server.url, pathName, body);
          readInfo((await oracle("/api/solvers")).body);
          await warmUp(server.url, info);
        } else {
          server = await startStaticServer();
          oracle = wasmApi;
          readInfo((await oracle("/api/solvers")).body);
        }
        page = await openApp(browser.context, server.url);
      });
      // A test of the page alone (its controls, layout and player, the same in both modes)
      // runs once, on the page `cubelab serve` serves (whose other tests are fewer: the two
      // modes, run at once, then take about as long).
      const pageAlone = (t) =>
        mode !== "server" && (t.skip("the page alone: once, served by cubelab serve"), true);
      after(async () => {
        await browser?.close();
        await server?.stop();
        page = null;
      });
      beforeEach(async () => {
        if (!page) return;
        await page.evaluate(async () => {
          await window.cubelab.setPuzzle("3x3x3");
          window.cubelab.reset();
          window.cubelab.showTab("solve");
          const select = document.querySelector("#solver-select");
          if (window.cubelab.defaultSolver() && select.value !== window.cubelab.defaultSolver()) {
            select.value = window.cubelab.defaultSolver();
            select.dispatchEvent(new Event("change"));
          }
        });
        page.errors.length = 0;
      });

      test("loads with the cube, 18 turn buttons and the solvers", async () => {
        assert.equal(await page.title(), "cubelab");
        // (The wide turns' 18 more are the big cubes'.)
        assert.equal(await page.locator("#move-buttons button:visible").count(), 18);
        assert.equal(await facelets(page), SOLVED);
        assert.match(await page.textContent("#server-status"), new RegExp(`${info.solvers.length} solver`));
        assert.equal(await page.locator("#solver-select option").count(), solvers3().length);
        // A solver whose tables the server has not built and may not build is not offered.
        for (const s of unavailable)
          assert.equal(
            await page.locator("#solver-select option", { hasText: `${s.name} (on the server)` }).count(),
            0,
            s.name,
          );
        if (defaultSolver()) assert.equal(await page.inputValue("#solver-select"), defaultSolver());
        await screenshot(page, "loaded");
        assert.deepEqual(page.errors, []);
        assert.deepEqual(page.outside, [], "no request leaves the cubelab server");
      });

      test("builds its tables in the page with progress shown, and says where each solver runs", async () => {
        // The bar and the time while the tables are built, then what was built and how long it took.
        await page.waitForSelector("body[data-tables-ready=true]", { timeout: 30000 });
        assert.match(
          await page.textContent("#tables-status"),
          /twophase's tables built in the page in \d+\.\d\d s/,
        );
        const inPage = info.solvers.filter((s) =>
          [
            "twophase",
            "thistlethwaite",
            "beginner",
            "goal",
            "greedy",
            "pocket",
            "reduction",
            "cube4",
            "pyraminx",
            "skewb",
            "clock",
            "square1",
            "megaminx",
          ].includes(s.name),
        );
        const status = await page.textContent("#server-status");
        if (mode === "static")
          assert.match(status, new RegExp(`^${inPage.length} solvers in the page · no server$`));
        else
          assert.match(
            status,
            new RegExp(
              `\\(${inPage.length} in the page, ${info.solvers.length - inPage.length} on the server\\)`,
            ),
          );
        assert.match(await page.textContent("#solver-where"), /Runs in this page/);
        // In a cuber's words; the solver's own description (algorithm, sources) folded away.
        assert.match(
          await page.textContent("#solver-summary"),
          /Near-optimal solutions, usually 18 to 20 moves/,
        );
        assert.equal(await page.locator("#solver-details").getAttribute("open"), null);
        assert.match(await page.textContent("#solver-description"), /two-phase/);
        assert.equal(await page.isVisible("#solver-description"), false);
        const serverOnly = await page
          .locator("#solver-select option", { hasText: "(on the server)" })
          .count();
        assert.equal(
          serverOnly,
          mode === "static" ? 0 : solvers3().filter((s) => !inPage.includes(s)).length,
        );
        assert.deepEqual(page.errors, []);
      });

      test("a solver only the server has runs there, as a job", async (t) => {
        const name = ["ga", "memetic", "msls", "eda"].find((n) => solvers3().some((s) => s.name === n));
        if (mode === "static") {
          assert.equal(
            await page.locator("#solver-select option", { hasText: "(on the server)" }).count(),
            0,
            "no server: only the page's solvers",
          );
          return;
        }
        assert.ok(name, "the server has a solver the page does not");
        await page.selectOption("#solver-select", name);
        assert.match(await page.textContent("#solver-where"), /Runs on the cubelab server/);
        await page.fill("#alg-input", "R U F");
        await page.click("#alg-apply");
        await page.waitForFunction(() => document.querySelector("#alg-input").value === "R U F");
        const sent = page.waitForRequest((r) => r.url().endsWith("/api/jobs") && r.method() === "POST");
        await page.click("#solve-btn");
        assert.equal((await sent).postDataJSON().solver, name);
        await page.waitForSelector("#solve-result:not([hidden]) .result-status", { timeout: 60000 });
        assert.match(await page.textContent("#solve-result .result-status"), new RegExp(`Solved · ${name}`));
        assert.deepEqual(page.errors, []);
      });

      test("turns faces with buttons and keys; undo; bad moves are refused", async (t) => {
        if (pageAlone(t)) return;
        await page.click('#move-buttons [data-move="R"]');
        await page.click('#move-buttons [data-move="U"]');
        await page.keyboard.press("Shift+F"); // F'
        await page.keyboard.press("2"); // then D: D2
        await page.keyboard.press("d");
        await page.keyboard.press("l"); // L
        assert.equal(await algText(page), "R U F' D2 L");
        const expected = (await oracle("/api/validate", { cube: "R U F' D2 L" })).body.facelets;
        assert.equal(await facelets(page), expected, "the facelet string is the server's for the same moves");
        await screenshot(page, "turned");
        await page.keyboard.press("Control+z");
        await page.click("#undo-btn");
        assert.equal(await algText(page), "R U F'");
        assert.equal(await facelets(page), (await oracle("/api/validate", { cube: "R U F'" })).body.facelets);
        // Typed moves in any notation become face turns.
        await page.fill("#alg-input", "M2 U");
        await page.click("#alg-apply");
        // M2 turns the centres; relative to them it is R2 L2, and U then turns the old D face.
        // The box keeps the text as written; the face turns are beside its label.
        await page.waitForFunction(() =>
          document.querySelector("#alg-count").textContent.endsWith("= R2 L2 D"),
        );
        assert.equal(await algText(page), "M2 U");
        assert.equal(await facelets(page), await serverFacelets("R2 L2 D"));
        await page.fill("#alg-input", "R U Q");
        await page.click("#alg-apply");
        await page.waitForSelector("#state-error:not([hidden])");
        assert.match(await page.textContent("#state-error"), /E_NOTATION/);
        await page.click("#reset-btn");
        assert.equal(await facelets(page), SOLVED);
        assert.deepEqual(page.errors, []);
      });

      test("undo and redo every change of the cube (turns, a cube set, reset, a scramble); slice and rotation buttons", async (t) => {
        if (pageAlone(t)) return;
        const setMoves = async (text) => {
          await page.fill("#alg-input", text);
          await page.click("#alg-apply");
          await page.waitForFunction((t) => document.querySelector("#alg-input").value === t, text);
        };
        const shows = (text) =>
          page.waitForFunction((t) => document.querySelector("#alg-input").value === t, text);
        assert.equal(await page.isDisabled("#redo-btn"), true);
        await page.click('#move-buttons [data-move="R"]');
        await page.click('#move-buttons [data-move="U"]');
        await setMoves("F2");
        await page.click("#reset-btn");
        await shows("");
        await page.keyboard.press("Control+z");
        await shows("F2");
        await page.keyboard.press("Control+z");
        await shows("R U");
        await page.click("#undo-btn");
        await shows("R");
        await page.keyboard.press("Control+Shift+z");
        await shows("R U");
        await page.click("#redo-btn");
        await shows("F2");
        assert.equal(await facelets(page), await serverFacelets("F2"));
        await page.click("#redo-btn");
        await shows("");
        assert.equal(await page.isDisabled("#redo-btn"), true, "nothing left to redo");
        // A scramble is undone whole; a change after an undo ends what could be redone.
        await page.click("#scramble-moves-btn");
        await page.waitForFunction(() => document.querySelector("#alg-input").value.split(" ").length > 10);
        await page.keyboard.press("Control+z");
        await shows("");
        await page.click('#move-buttons [data-move="D"]');
        assert.equal(await page.isDisabled("#redo-btn"), true);
        // Slices are their face turns (the cube is kept relative to its centres), undone as
        // one; a rotation changes how the cube is held for the slices after it.
        await page.click("#reset-btn");
        await page.click('#slice-buttons [data-move="M"]');
        await shows("R L'");
        await page.click('#slice-buttons [data-move="x"]');
        assert.match(await page.textContent("#held-note"), /Held turned x' x/);
        await page.click('#slice-buttons [data-move="E"]');
        await page.waitForFunction(() => document.querySelector("#alg-input").value.split(" ").length === 4);
        assert.equal(await facelets(page), await serverFacelets("M x E"));
        assert.equal(
          await page.evaluate((m) => window.cubelab.view.shows(m.split(" ")), await algText(page)),
          true,
        );
        await page.keyboard.press("Control+z");
        await shows("R L'");
        assert.deepEqual(page.errors, []);
      });

      test("scrambles by random moves (and random state when a solver exists)", async () => {
        await page.click("#scramble-moves-btn");
        await page.waitForFunction(() => document.querySelector("#alg-input").value.split(" ").length === 25);
        const moves = await algText(page);
        assert.equal(await facelets(page), (await oracle("/api/validate", { cube: moves })).body.facelets);
        await screenshot(page, "scrambled-moves");
        if (defaultSolver()) {
          const before = await facelets(page);
          await page.click("#scramble-state-btn");
          await waitForNewCube(before);
          const state = await facelets(page);
          assert.equal((await oracle("/api/validate", { cube: state })).body.valid, true);
          await screenshot(page, "scrambled-state");
        }
        assert.deepEqual(page.errors, []);
      });

      test("solves a short sequence and plays the solution to the end", async (t) => {
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        await page.fill("#alg-input", "R U F'");
        await page.click("#alg-apply");
        await page.waitForFunction(() => document.querySelector("#alg-input").value === "R U F'");
        await solveAndPlay("short");
        assert.deepEqual(page.errors, []);
      });

      test("scrambles a random state, solves it and plays it to solved", async (t) => {
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        await page.click("#scramble-state-btn");
        await waitForNewCube(SOLVED);
        // twophase improves until its time is up: the page sends its short search time (0.3 s by
        // default), not the 10 s time limit.
        const sent = solveSent();
        await solveAndPlay("random-state");
        const expected = defaultSolver() === "twophase" ? 0.3 : Number(await page.inputValue("#time-limit"));
        assert.equal((await sent).time_limit, expected);
        // Stepping back and forward moves one turn at a time.
        await page.click("#pb-back");
        const n = await page.locator("#solution .chip").count();
        await page.waitForFunction(
          (n) => document.querySelector("#pb-position").textContent === `move ${n - 1} / ${n}`,
          n,
        );
        assert.notEqual(await facelets(page), SOLVED);
        await page.click("#pb-forward");
        await page.waitForFunction(
          (n) => document.querySelector("#pb-position").textContent === `move ${n} / ${n}`,
          n,
        );
        assert.equal(await facelets(page), SOLVED);
        assert.deepEqual(page.errors, []);
      });

      test("stepping through a solution: the counter, the highlighted move, the page's cube and the 3D cube agree", async (t) => {
        if (pageAlone(t)) return;
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        const solution = await solveMovesAtLeast("R U F' D2 L", 3);
        const n = solution.length;
        await page.click("#pb-forward");
        await waitForPosition(1, n);
        const reached = `R U F' D2 L ${solution[0]}`;
        await assertShown(reached, "after the first move");
        assert.deepEqual(await page.locator("#solution .chip.played").count(), 1);
        assert.equal(
          await page.locator("#solution .chip").nth(1).getAttribute("class"),
          "chip current",
          "the next move is highlighted",
        );
        // Closing the solution keeps the cube as shown.
        await page.click("#pb-close");
        assert.equal(await algText(page), reached);
        assert.equal(
          await page.evaluate((m) => window.cubelab.view.shows(m.split(" ")), reached),
          true,
          "the 3D cube did not jump back",
        );
        // Solve solves the cube on screen.
        const sent = solveSent();
        await page.click("#solve-btn");
        assert.equal((await sent).cube, await serverFacelets(reached));
        await page.waitForSelector("#solve-result:not([hidden]) .result-status", { timeout: 60000 });
        assert.deepEqual(page.errors, []);
      });

      test("quick presses of step forward each advance one move", async (t) => {
        if (pageAlone(t)) return;
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        const solution = await solveMovesAtLeast("R U F' D2 L B", 4);
        const n = solution.length;
        // A move takes a second at 1x: the three clicks come while the first is turning.
        for (let i = 0; i < 3; i++) await page.click("#pb-forward");
        await waitForPosition(3, n);
        await assertShown(["R U F' D2 L B", ...solution.slice(0, 3)].join(" "), "after three moves");
        // And back: two quick presses, two moves.
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("ArrowLeft");
        await waitForPosition(1, n);
        assert.deepEqual(page.errors, []);
      });

      test("typed moves are kept: an error points at the text still there, and Solve uses the box", async (t) => {
        await page.fill("#alg-input", "R U Q");
        await page.click("#alg-apply");
        await page.waitForSelector("#state-error:not([hidden])");
        assert.match(await page.textContent("#state-error"), /E_NOTATION: .*'Q'/);
        await page.waitForTimeout(500);
        assert.equal(await algText(page), "R U Q", "the text the error is about is still there");
        assert.equal(await page.getAttribute("#alg-input", "aria-invalid"), "true");
        assert.equal(await facelets(page), SOLVED, "the cube is unchanged");
        // Escape gives the edit up.
        await page.focus("#alg-input");
        await page.keyboard.press("Escape");
        assert.equal(await algText(page), "");
        assert.equal(await page.getAttribute("#alg-input", "aria-invalid"), null);
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        // Moves typed without pressing Set are what Solve solves.
        await page.fill("#alg-input", "R U");
        const sent = solveSent();
        await page.click("#solve-btn");
        assert.equal((await sent).cube, await serverFacelets("R U"));
        await page.waitForSelector("#solve-result:not([hidden]) .result-status", { timeout: 60000 });
        await page.click("#pb-close");
        assert.equal(await algText(page), "R U");
        // Invalid typed text: Solve refuses, and says why.
        await page.fill("#alg-input", "R U Q");
        let jobs = 0;
        const count = (r) => r.url().endsWith("/api/jobs") && jobs++;
        page.on("request", count);
        const inPage = await solvesStarted(page);
        await page.click("#solve-btn");
        await page.waitForSelector("#solve-error:not([hidden])");
        page.off("request", count);
        jobs += (await solvesStarted(page)) - inPage;
        assert.match(await page.textContent("#solve-error"), /Nothing solved/);
        assert.equal(jobs, 0, "no solve started");
        assert.equal(await algText(page), "R U Q");
        assert.deepEqual(page.errors, []);
      });

      test("the Facelets box refuses moves", async () => {
        await page.fill("#facelets-input", "R U");
        await page.click("#facelets-apply");
        await page.waitForSelector("#state-error:not([hidden])");
        assert.match(await page.textContent("#state-error"), /Facelets box takes facelets: 54 letters/);
        assert.equal(await facelets(page), "R U", "the text stays");
        assert.equal(
          await page.evaluate(() => window.cubelab.stateMoves().length),
          0,
          "the cube is unchanged",
        );
        assert.deepEqual(page.errors, []);
      });

      test("the 2x2x2 refuses moves only a 3x3x3 has", async () => {
        await page.click('.puzzle-switch [data-puzzle="2x2x2"]');
        await page.waitForSelector("body[data-cube-ready=true][data-puzzle='2x2x2']", {
          timeout: PAGE_READY_MS,
        });
        for (const moves of ["Rw", "R M2", "r U"]) {
          await page.fill("#alg-input", moves);
          await page.click("#alg-apply");
          await page.waitForFunction(
            () => !document.querySelector("#state-error").hidden && !document.body.classList.contains("busy"),
          );
          assert.match(await page.textContent("#state-error"), /2x2x2 has no middle layer/, moves);
          assert.equal(await facelets(page), "UUUURRRRFFFFDDDDLLLLBBBB", `${moves}: the cube is unchanged`);
        }
        // Face turns and rotations are fine.
        await page.fill("#alg-input", "x R");
        await page.click("#alg-apply");
        await page.waitForFunction(
          () =>
            document.querySelector("#facelets-input").value !== "UUUURRRRFFFFDDDDLLLLBBBB" ||
            !document.querySelector("#state-error").hidden,
        );
        assert.equal(await page.isHidden("#state-error"), true, await page.textContent("#state-error"));
        assert.deepEqual(page.errors, []);
      });

      test("a cube turned or scrambled during a solve stays; the result says it is for the cube asked", async (t) => {
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        for (const change of ["turn", "scramble"]) {
          await page.fill("#alg-input", "R U F'");
          await page.click("#alg-apply");
          await page.waitForFunction(() => document.querySelector("#alg-input").value === "R U F'");
          const held = await holdRequests("/api/jobs");
          await page.click("#solve-btn");
          while ((await held.count()) === 0) await page.waitForTimeout(20);
          let now;
          if (change === "turn") {
            await page.click('#move-buttons [data-move="B"]');
            now = "R U F' B";
          } else {
            await page.click("#scramble-moves-btn");
            await page.waitForFunction(
              () => document.querySelector("#alg-input").value.split(" ").length === 25,
            );
            now = await algText(page);
          }
          await held.release();
          await page.waitForSelector("#solve-result:not([hidden]) .result-status", { timeout: 60000 });
          assert.equal(await algText(page), now, `${change}: the cube keeps the change`);
          await page.waitForSelector("#solve-result .stale-note");
          assert.equal(await page.isHidden("#playback"), true, "the solution is not played on another cube");
          // Asked for, the solution is played on the cube it solves. (The playback may already be
          // moving, as the button says "Play": its cube, not the frame shown, is what is checked.)
          await page.click("#stale-play");
          assert.equal(await page.isVisible("#playback"), true);
          const played = await page.evaluate(() => ({
            setup: window.cubelab.setup.join(" "),
            moves: window.cubelab.moves.length,
            solution: window.cubelab.playback?.solution.length ?? 0,
          }));
          assert.deepEqual(
            { setup: played.setup, moves: played.moves },
            { setup: "R U F'", moves: 0 },
            `${change}: ${JSON.stringify(played)}`,
          );
          assert.ok(played.solution > 0, `${change}: a solution is loaded`);
        }
        assert.deepEqual(page.errors, []);
      });

      test("cubes set one after another land in that order; moves typed while one is being set stay", async () => {
        // The cube set from its stickers takes a solve (held here); moves set meanwhile take
        // only a check, and must not be overtaken by it.
        const first = await serverFacelets("R U F'");
        const held = await holdRequests("/api/solve");
        await page.fill("#facelets-input", first);
        await page.click("#facelets-apply");
        while ((await held.count()) === 0) await page.waitForTimeout(20);
        await page.fill("#alg-input", "L D2");
        await page.click("#alg-apply");
        await page.waitForTimeout(300);
        assert.equal(await algText(page), "L D2", "the moves typed stay in their box");
        await held.release();
        await page.waitForFunction(
          () => window.cubelab.drafts.size === 0 && !document.body.classList.contains("busy"),
          null,
          { timeout: 30000 },
        );
        assert.equal(await page.isHidden("#state-error"), true, await page.textContent("#state-error"));
        assert.equal(await algText(page), "L D2");
        assert.equal(await facelets(page), await serverFacelets("L D2"), "the cube asked for last is shown");
        // Undo goes back to the cube set first.
        await page.click("#undo-btn");
        assert.equal(await facelets(page), first);
        assert.deepEqual(page.errors, []);
      });

      test("cancelling a comparison marks the solvers not yet run as cancelled", async (t) => {
        const names = [
          defaultSolver(),
          ...["thistlethwaite", "beginner"].filter((n) => solvers3().some((s) => s.name === n)),
        ]
          .filter(Boolean)
          .slice(0, 2);
        assert.equal(names.length, 2, "two 3x3x3 solvers to compare");
        await page.click('.tab[data-tab="compare"]');
        for (const box of await page.locator("#compare-solvers input").all())
          await box.setChecked(names.includes(await box.getAttribute("value")));
        const held = await holdRequests("/api/jobs");
        await page.click("#compare-btn");
        while ((await held.count()) === 0) await page.waitForTimeout(20);
        await page.click("#compare-cancel");
        await held.release();
        await page.waitForSelector("#compare-cancel", { state: "hidden", timeout: 60000 });
        const rows = await page.locator("#compare-table tbody tr").allTextContents();
        assert.equal(rows.length, 2);
        assert.match(rows[1], /^\S+Cancelled/, `the solver not run: ${rows[1]}`);
        assert.equal(
          await page.locator("#compare-table .status-waiting, #compare-table .status-running").count(),
          0,
        );
        assert.deepEqual(page.errors, []);
      });

      test("the highlighted move stays readable under the mouse", async (t) => {
        if (pageAlone(t)) return;
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        const n = (await solveMoves("R U F'")).length;
        await page.click("#pb-forward");
        await waitForPosition(1, n);
        const chip = page.locator("#solution .chip.current");
        await chip.hover();
        await page.waitForTimeout(300); // the hover transition
        const ratio = await chip.evaluate((e) => {
          const s = getComputedStyle(e);
          const lum = (c) => {
            const [r, g, b] = c
              .match(/[\d.]+/g)
              .slice(0, 3)
              .map((v) => {
                v /= 255;
                return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
              });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const [a, b] = [lum(s.color), lum(s.backgroundColor)].sort((x, y) => y - x);
          return (a + 0.05) / (b + 0.05);
        });
        assert.ok(ratio >= 4.5, `contrast ${ratio.toFixed(2)} (WCAG AA wants 4.5)`);
        assert.deepEqual(page.errors, []);
      });

      test("solve progress: each counter once", async () => {
        // A report as the optimal solvers send it (phase named after the depth), and one as eda's.
        const text = (snap) =>
          page.evaluate((snap) => {
            window.cubelab.solvePanel.runner.onProgress(snap);
            return document.querySelector("#progress-text").textContent;
          }, snap);
        assert.equal(
          await text({ elapsed_ms: 1500, progress: { phase: "depth 16", nodes: 1234, depth: 16 } }),
          "1.50 s · depth 16 · 1,234 nodes",
        );
        assert.equal(
          await text({ elapsed_ms: 20, progress: { phase: "generation", nodes: 0, generation: 5 } }),
          "20.0 ms · generation 5",
        );
        assert.equal(
          await text({
            elapsed_ms: 20,
            progress: { phase: "two-phase", nodes: 0, depth: 12, message: "found 20 moves" },
          }),
          "20.0 ms · two-phase · depth 12 · found 20 moves",
        );
        assert.deepEqual(page.errors, []);
      });

      test("solve progress: the elapsed time moves between reports", async (t) => {
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        // No report while the job is held: the time shown still moves.
        const held = await holdRequests("/api/jobs");
        await page.click("#solve-btn");
        await page.waitForSelector("#solve-progress:not([hidden])");
        const first = await page.textContent("#progress-text");
        await page.waitForTimeout(700);
        const later = await page.textContent("#progress-text");
        await held.release();
        assert.notEqual(later, first, "the elapsed time moves");
        assert.match(later, /^(\d{3}\.\d ms|\d\.\d\d s)/);
        await page.waitForSelector("#solve-result:not([hidden]) .result-status", { timeout: 60000 });
        assert.deepEqual(page.errors, []);
      });

      test("a random-state scramble is asked for once however quickly the button is pressed", async (t) => {
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        const held = await holdRequests("/api/scramble");
        await page.dblclick("#scramble-state-btn");
        await page.waitForTimeout(200);
        assert.equal(
          await page.isDisabled("#scramble-state-btn"),
          true,
          "disabled while the scramble is pending",
        );
        await page.click("#scramble-state-btn", { force: true }).catch(() => {});
        await held.release();
        await waitForNewCube(SOLVED);
        assert.equal(await held.count(), 1, "one scramble asked for");
        assert.equal(await page.isDisabled("#scramble-state-btn"), false);
        assert.deepEqual(page.errors, []);
      });

      test("compare: the running solver's time moves between reports", async (t) => {
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        await page.click('.tab[data-tab="compare"]');
        for (const box of await page.locator("#compare-solvers input").all())
          await box.setChecked((await box.getAttribute("value")) === defaultSolver());
        const held = await holdRequests("/api/jobs");
        await page.click("#compare-btn");
        await page.waitForSelector("#compare-table tr.row-running");
        await page.waitForTimeout(400);
        const first = await page.textContent("#compare-table tr.row-running .time");
        await page.waitForTimeout(700);
        const later = await page.textContent("#compare-table tr.row-running .time");
        await held.release();
        assert.notEqual(later, first, "the time moves");
        await page.waitForSelector("#compare-cancel", { state: "hidden", timeout: 60000 });
        assert.deepEqual(page.errors, []);
      });

      test("the practice timer: WCA inspection, Space to start and stop, +2 and DNF, ao5, kept in the browser", async (t) => {
        if (pageAlone(t)) return;
        await page.click('.tab[data-tab="practice"]');
        await page.waitForFunction(() =>
          /[URFDLB]/.test(document.querySelector("#practice-scramble").textContent),
        );
        const scramble = await page.textContent("#practice-scramble");
        const state = () => page.getAttribute("#practice-time", "data-state");
        // Inspection: a press starts the 15 s, a hold until green, letting go starts the time.
        await page.keyboard.press("Space");
        assert.equal(await state(), "inspecting");
        assert.match(await page.textContent("#practice-time"), /^1[45]$/);
        await page.keyboard.down("Space");
        await page.waitForFunction(() => document.querySelector("#practice-time").dataset.state === "ready");
        await page.keyboard.up("Space");
        assert.equal(await state(), "running");
        await page.waitForTimeout(300);
        await page.keyboard.down("Space");
        assert.equal(await state(), "stopped");
        await page.keyboard.up("Space");
        assert.equal(await state(), "idle");
        const rows = () => page.locator("#practice-solves tr").count();
        assert.equal(await rows(), 1);
        const first = await page.textContent("#practice-solves tr:last-child .time");
        assert.ok(Number(first) >= 0.3 && Number(first) < 5, first);
        // A new scramble for the next solve; the solve keeps its own.
        await page.waitForFunction((s) => {
          const t = document.querySelector("#practice-scramble").textContent;
          return /[URFDLB]/.test(t) && t !== s;
        }, scramble);
        // Four more without inspection, by a press on the time (as on a phone).
        await page.uncheck("#practice-inspection");
        const time = page.locator("#practice-time");
        for (let i = 0; i < 4; i++) {
          const box = await time.boundingBox();
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await page.waitForFunction(
            () => document.querySelector("#practice-time").dataset.state === "ready",
          );
          await page.mouse.up();
          await page.waitForTimeout(100 + 50 * i);
          await page.mouse.down();
          await page.mouse.up();
        }
        assert.equal(await rows(), 5);
        assert.equal(await page.textContent("#practice-count"), "5");
        assert.match(await page.textContent("#practice-ao5"), /^\d+\.\d\d$/);
        // +2 and DNF on the first solve (the list shows the latest first).
        const firstRow = page.locator("#practice-solves tr").last();
        await firstRow.locator("button", { hasText: "+2" }).click();
        assert.equal(await firstRow.locator(".time").textContent(), `${(Number(first) + 2).toFixed(2)}+`);
        await firstRow.locator("button", { hasText: "DNF" }).click();
        assert.match(await firstRow.locator(".time").textContent(), /^DNF\(/);
        await screenshot(page, "practice");
        // Its scramble set on the cube, and the Solve tab opened to solve it.
        await firstRow.locator("button", { hasText: "Solve" }).click();
        await page.waitForFunction(
          () => document.querySelector('.tab[data-tab="solve"]').getAttribute("aria-selected") === "true",
        );
        const expected = (await oracle("/api/validate", { cube: scramble })).body.facelets;
        await page.waitForFunction((f) => document.querySelector("#facelets-input").value === f, expected);
        // Kept in the browser: another page of the app has the session.
        const again = await openApp(browser.context, server.url);
        await again.click('.tab[data-tab="practice"]');
        assert.equal(await again.textContent("#practice-count"), "5");
        assert.match(
          await again.locator("#practice-solves tr").last().locator(".time").textContent(),
          /^DNF\(/,
        );
        await again.close();
        assert.deepEqual(page.errors, []);
      });

      test("the last-layer trainer sets up a random case of cubelab's sets and shows its algorithm", async () => {
        await page.click('.tab[data-tab="practice"]');
        await page.selectOption("#trainer-set", "PLL");
        await page.click("#trainer-next");
        await page.waitForFunction(() =>
          /^PLL case \d+ of 71$/.test(document.querySelector("#trainer-case").textContent),
        );
        const setup = await page.evaluate(() => window.cubelab.setup.join(" "));
        assert.notEqual(await facelets(page), SOLVED);
        assert.equal(await page.textContent("#trainer-alg"), "");
        await page.click("#trainer-show");
        const alg = await page.textContent("#trainer-alg");
        assert.ok(alg.length > 0);
        // The algorithm solves the case set up.
        const after = (await oracle("/api/validate", { cube: `${setup} ${alg}` })).body.facelets;
        assert.equal(after, SOLVED);
        // An OLL case: the first two layers kept, the last layer's U stickers not all up.
        await page.selectOption("#trainer-set", "OLL");
        await page.click("#trainer-next");
        await page.waitForFunction(() =>
          /^OLL case \d+ of 57$/.test(document.querySelector("#trainer-case").textContent),
        );
        const f = await facelets(page);
        assert.notEqual(f.slice(0, 9), "UUUUUUUUU");
        assert.equal(f.slice(27, 36), "DDDDDDDDD");
        await screenshot(page, "trainer");
        assert.deepEqual(page.errors, []);
      });

      test("the sticker editor shows the library's error for an invalid cube", async (t) => {
        await page.click('.tab[data-tab="editor"]');
        await page.waitForSelector("#editor-status.ok");
        await page.click('.swatch[data-color="R"]');
        await page.click('.sticker[data-index="0"]'); // a red sticker on U: ten reds
        await page.waitForSelector("#editor-status.error");
        assert.match(await page.textContent("#editor-status"), /^E_COLOR_COUNT: /);
        assert.equal(await page.isDisabled("#editor-use"), true);
        await screenshot(page, "editor-invalid");
        // Swap the colours of one edge: the counts are right but the edge is flipped.
        await page.click('.swatch[data-color="U"]');
        await page.click('.sticker[data-index="0"]');
        await page.click('.sticker[data-index="10"]'); // R1, the UR edge's R sticker, now white
        await page.click('.swatch[data-color="R"]');
        await page.click('.sticker[data-index="5"]'); // U6, its U sticker, now red
        await page.waitForFunction(() =>
          /^E_FLIP/.test(document.querySelector("#editor-status").textContent),
        );
        // The flipped edge's two stickers are marked on the net, and no other.
        const marked = () =>
          page.$$eval(".sticker.wrong", (cells) => cells.map((c) => Number(c.dataset.index)));
        assert.deepEqual(await marked(), [5, 10]);
        assert.match(await page.textContent("#editor-status"), /marked on the net: the flipped edges/);
        await screenshot(page, "editor-flipped");
        // A real cube: the state after R U, loaded into the editor and used.
        await page.fill("#alg-input", "R U");
        await page.click("#alg-apply");
        await page.waitForFunction(() => document.querySelector("#alg-input").value === "R U");
        const target = await facelets(page);
        await page.click("#reset-btn");
        await page.evaluate((f) => window.cubelab.editor.load(f), target);
        await page.waitForSelector("#editor-status.ok");
        assert.deepEqual(await marked(), []);
        await page.click("#editor-use");
        await page.waitForFunction((f) => document.querySelector("#facelets-input").value === f, target);
        assert.deepEqual(page.errors, []);
      });

      test("compares two solvers in a table and a bar chart", async (t) => {
        // The default solver and a light one (optimal solvers may first build large tables).
        const light = ["beginner", "thistlethwaite", "greedy"].filter((n) =>
          solvers3().some((s) => s.name === n),
        );
        const names = [defaultSolver(), light.find((n) => n !== defaultSolver())].filter(Boolean);
        assert.equal(names.length, 2, "the default solver and a light one");
        await page.fill("#alg-input", "R U2 F'");
        await page.click("#alg-apply");
        await page.waitForFunction(() => document.querySelector("#alg-input").value === "R U2 F'");
        await page.click('.tab[data-tab="compare"]');
        for (const box of await page.locator("#compare-solvers input").all())
          await box.setChecked(names.includes(await box.getAttribute("value")));
        await page.fill("#compare-time", "5");
        await page.click("#compare-btn");
        await page.waitForFunction(
          (k) =>
            document.querySelectorAll("#compare-table tbody tr").length === k &&
            !document.querySelector("#compare-table .status-running, #compare-table .status-waiting"),
          names.length,
          { timeout: 90000 },
        );
        const rows = await page.locator("#compare-table tbody tr").allTextContents();
        assert.equal(rows.length, names.length);
        names.forEach((n, i) => assert.ok(rows[i].startsWith(n), rows[i]));
        const solved = rows.filter((r) => /Solved/.test(r)).length;
        assert.equal(await page.locator("#compare-charts .chart-length .chart-row").count(), names.length);
        assert.equal(await page.locator("#compare-charts .chart-length .chart-bar").count(), solved);
        assert.equal(await page.locator("#compare-charts .chart-time .chart-bar").count(), names.length);
        await screenshot(page, "compare");
        assert.deepEqual(page.errors, []);
      });

      test("switches to the 2x2x2: turns, scrambles, and solves when a 2x2x2 solver exists", async () => {
        await page.click('.puzzle-switch [data-puzzle="2x2x2"]');
        await page.waitForSelector("body[data-cube-ready=true][data-puzzle='2x2x2']", {
          timeout: PAGE_READY_MS,
        });
        assert.equal(await facelets(page), "UUUURRRRFFFFDDDDLLLLBBBB");
        await page.click('#move-buttons [data-move="R"]');
        await page.keyboard.press("Shift+U");
        const expected = (await oracle("/api/validate", { cube: "R U'", puzzle: "2x2x2" })).body.facelets;
        assert.equal(await facelets(page), expected);
        await page.click("#scramble-moves-btn");
        await page.waitForFunction(() => document.querySelector("#alg-input").value.split(" ").length === 11);
        await screenshot(page, "pocket-scrambled");
        const pocket = info.default["2x2x2"];
        if (pocket) {
          // The cube before the click: the answer may be shown before the click returns.
          const before = await facelets(page);
          await page.click("#scramble-state-btn");
          await waitForNewCube(before);
          await solveAndPlay("pocket");
        } else {
          assert.equal(await page.isDisabled("#scramble-state-btn"), true);
          assert.match(await page.textContent("#solve-error"), /no 2x2x2 solver/);
        }
        assert.deepEqual(page.errors, []);
      });

      // Each size once, as the page solves them in both modes (the same WebAssembly solvers):
      // the 5x5x5 and the 6x6x6 on the page cubelab serve serves, the 4x4x4 (cube4) and the
      // 7x7x7 from static files, so that the two modes, run at once, take about as long.
      for (const [puzzle, n] of [
        ["4x4x4", 4],
        ["5x5x5", 5],
        ["6x6x6", 6],
        ["7x7x7", 7],
      ].filter(([, n]) => (n === 5 || n === 6) === (mode === "server")))
        test(`switches to the ${puzzle}: wide turns, a WCA scramble, solved by its default solver and played to solved`, async () => {
          const solver = n === 4 ? "cube4" : "reduction"; // the size's default (docs/nxn.md)
          const faces = (f) => Array.from({ length: 6 }, (_, i) => f.slice(i * n * n, (i + 1) * n * n));
          const solvedFacelets = "URFDLB"
            .split("")
            .map((c) => c.repeat(n * n))
            .join("");
          await page.click(`.puzzle-switch [data-puzzle="${puzzle}"]`);
          await page.waitForSelector(`body[data-cube-ready=true][data-puzzle='${puzzle}']`, {
            timeout: PAGE_READY_MS,
          });
          await page.waitForFunction(
            (f) => document.querySelector("#facelets-input").value === f,
            solvedFacelets,
          );
          // Turns: a wide button, W then a face (a wide turn), Shift for counter-clockwise;
          // the Facelets box shows the library's facelets of the moves made.
          await page.click('#move-buttons [data-move="Rw"]');
          await page.keyboard.press("w");
          await page.keyboard.press("u");
          await page.keyboard.press("Shift+F");
          assert.equal(await algText(page), "Rw Uw F'");
          const expected = (await oracle("/api/validate", { cube: "Rw Uw F'", puzzle })).body.facelets;
          await page.waitForFunction((f) => document.querySelector("#facelets-input").value === f, expected);
          assert.equal(await page.evaluate(() => window.cubelab.view.shows(["Rw", "Uw", "F'"])), true);
          // The sticker editor: the cube's net of 6 N^2 stickers (an odd cube's centres fixed),
          // the cube loaded from its moves, a sticker painted wrong and refused, then the cube
          // used: the page sets it up by the inverse of a solution and shows its facelets.
          await page.click('.tab[data-tab="editor"]');
          assert.equal(await page.isHidden("#net"), false);
          assert.equal(await page.locator("#net .sticker").count(), 6 * n * n);
          assert.equal(await page.locator("#net .sticker.centre").count(), n % 2 === 1 ? 6 : 0);
          assert.match(
            await page.textContent("#editor-hint"),
            n % 2 === 1 ? /Centres are fixed/ : /any way up/,
          );
          await page.click("#editor-load");
          await page.waitForFunction(
            (f) => [...document.querySelectorAll("#net .sticker")].map((c) => c.dataset.color).join("") === f,
            expected,
          );
          await page.waitForSelector("#editor-status.ok");
          await page.click('.swatch[data-color="R"]');
          const uSticker = expected.indexOf("U");
          await page.click(`.sticker[data-index="${uSticker}"]`);
          await page.waitForSelector("#editor-status.error");
          assert.match(await page.textContent("#editor-status"), /^E_COLOR_COUNT: /);
          await screenshot(page, `editor-${puzzle}`);
          await page.click('.swatch[data-color="U"]');
          await page.click(`.sticker[data-index="${uSticker}"]`);
          await page.waitForSelector("#editor-status.ok");
          await page.click("#reset-btn");
          await page.waitForFunction(
            (f) => document.querySelector("#facelets-input").value === f,
            solvedFacelets,
          );
          await page.click("#editor-use");
          await page.waitForFunction((f) => document.querySelector("#facelets-input").value === f, expected, {
            timeout: 120000,
          });
          // The Steps tab is the 3x3x3's: it says so.
          await page.click('.tab[data-tab="steps"]');
          assert.match(await page.textContent("#step-error"), /step solver is for the 3x3x3/);
          await page.click('.tab[data-tab="solve"]');
          // "Random state": the 4x4x4's a random state (the inverse of a cube4 solution, as
          // the WCA's are random states); the bigger cubes' random moves of the WCA's length,
          // and the page says why.
          const length = info.puzzles.find((p) => p.name === puzzle).scramble_length;
          await page.click("#scramble-state-btn");
          if (n === 4) {
            await page.waitForFunction(
              () => document.querySelector("#alg-input").value.split(" ").length > 20,
              null,
              {
                timeout: 120000,
              },
            );
            assert.equal(await page.isHidden("#state-error"), true, await page.textContent("#state-error"));
          } else {
            await page.waitForFunction(
              (l) => document.querySelector("#alg-input").value.split(" ").length === l,
              length,
            );
            assert.match(
              await page.textContent("#state-error"),
              new RegExp(`WCA scrambles the ${puzzle} with ${length} random moves`),
            );
          }
          const scramble = await algText(page);
          assert.match(await page.evaluate(() => location.hash), new RegExp(`puzzle=${puzzle}&cube=`));
          // Solved by the size's default solver, stage by stage, in the page or on the server.
          assert.equal(await page.inputValue("#solver-select"), solver);
          const sent = solveSent();
          await page.click("#solve-btn");
          const body = await sent;
          assert.deepEqual([body.puzzle, body.cube, body.solver], [puzzle, scramble, solver]);
          await page.waitForSelector(
            "#solve-result:not([hidden]) .result-status, #solve-error:not([hidden])",
            {
              timeout: 60000,
            },
          );
          assert.equal(await page.isHidden("#solve-error"), true, await page.textContent("#solve-error"));
          assert.match(await page.textContent("#solve-result .result-status"), /Solved/);
          assert.match(
            await page.textContent("#solve-result .metrics"),
            /outer block turns \(OBTM\).*single-layer turns \(SLTM\)/,
          );
          const stages = await page.locator("#solution .stage-name").allTextContents();
          for (const stage of ["centres", "edges", "3x3x3"])
            assert.ok(
              stages.some((s) => s.includes(stage)),
              `stage ${stage} in ${stages}`,
            );
          const moves = await page.locator("#solution .chip").count();
          assert.ok(moves > 20, "the solution has moves");
          assert.match(await page.evaluate(() => location.hash), /&solution=/);
          await screenshot(page, `${puzzle}-solution`);
          // Two moves animated, then to the end: the player's own model shows a solved cube,
          // and the library reads the cube shown as solved.
          await page.click("#pb-forward");
          await page.waitForFunction(() =>
            document.querySelector("#pb-position").textContent.startsWith("move 1 /"),
          );
          await page.click("#pb-end");
          await page.waitForFunction(
            (m) => document.querySelector("#pb-position").textContent === `move ${m} / ${m}`,
            moves,
            { timeout: 60000 },
          );
          await page.waitForSelector("#solved-badge:not([hidden])", { timeout: 30000 });
          for (const face of faces(await facelets(page))) assert.equal(face, face[0].repeat(n * n));
          assert.equal(
            await page.evaluate(() => window.cubelab.view.shows(window.cubelab.stateMoves())),
            true,
            "the 3D player shows the cube the page holds",
          );
          assert.equal(
            await page.evaluate(() => window.cubelab.view.shownSolved()),
            true,
            "the 3D player shows a solved cube",
          );
          await screenshot(page, `${puzzle}-played`);
          if (n === 4) {
            // The link opened elsewhere: the same puzzle and cube, the solution ready to play.
            const link = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
            assert.deepEqual([link.get("puzzle"), link.get("cube")], [puzzle, scramble]);
            const other = await openApp(browser.context, server.url, undefined, `#${link}`);
            await other.waitForSelector("#playback:not([hidden])");
            assert.equal(
              await other.getAttribute(`.puzzle-switch [data-puzzle="${puzzle}"]`, "aria-pressed"),
              "true",
            );
            assert.equal(await algText(other), scramble);
            assert.equal(await other.textContent("#pb-position"), `move 0 / ${moves}`);
            assert.equal(await other.locator("#solution .chip").count(), moves);
            assert.deepEqual(other.errors, []);
            await other.close();
          } else {
            // Facelets typed in: solved by reduction, the cube set up by the inverse, which
            // reaches the same facelets.
            const typed = (await oracle("/api/validate", { cube: "Rw U 2R' x", puzzle })).body.facelets;
            await page.fill("#facelets-input", typed);
            await page.click("#facelets-apply");
            await page.waitForFunction(
              (f) =>
                document.querySelector("#facelets-input").value === f && window.cubelab.drafts.size === 0,
              typed,
              { timeout: 60000 },
            );
            assert.equal(await page.isHidden("#state-error"), true, await page.textContent("#state-error"));
            assert.notEqual(await algText(page), "");
          }
          assert.deepEqual(page.errors, []);
        });

      // The WCA's other puzzles: moves typed or scrambled (no turn buttons), a state typed in,
      // solved in the page and played on to solved in the 3D player. Their solvers run in the
      // page however it is served: served by cubelab serve, the skewb alone is tried.
      // Their lengths in the WCA's count: the clock's y2 is no move, the Square-1 counts slashes.
      const wcaCount = (moves) => moves.filter((m) => m !== "y2" && !m.startsWith("(")).length;
      // The library's answer for a cube of `puzzle`, and a wait for the page's Facelets box to show `f`.
      const validateOn = (puzzle) => async (cube) => (await oracle("/api/validate", { cube, puzzle })).body;
      const showsFacelets = (f) =>
        page.waitForFunction((f) => document.querySelector("#facelets-input").value === f, f, {
          timeout: 30000,
        });
      for (const [puzzle, typed, stateMoves] of [
        ["pyraminx", "U L' r b'", "R U' l"],
        ["skewb", "R U' L B'", "R U L'"],
        ["clock", "UR3+ ALL2- y2 U1-", "UR2+ DL5- y2 ALL1+"],
        ["square1", "(1, 0) / (-3, 3) /", "(0, -1) / (3, 0) / (1, 1) /"],
      ].filter(([puzzle]) => mode === "static" || puzzle === "skewb"))
        test(`the ${puzzle}: no turn buttons, keys, clicks or sticker editor, each saying why; a random state solved and played to solved; a link reopens it`, async () => {
          const validate = validateOn(puzzle);
          const name = puzzle === "square1" ? "Square-1" : puzzle; // as the page writes it
          await page.click(`.puzzle-switch [data-puzzle="${puzzle}"]`);
          await page.waitForSelector(`body[data-cube-ready=true][data-puzzle='${puzzle}']`, {
            timeout: PAGE_READY_MS,
          });
          await showsFacelets((await validate("")).facelets);
          // No face-turn buttons or keys, no Mirror, no random moves, no sticker editor, no
          // Steps: each says why.
          assert.equal(await page.locator("#move-buttons button:visible").count(), 0);
          assert.match(
            await page.textContent("#moves-note"),
            new RegExp(`The ${name} has no face-turn buttons or keys .*Moves box`),
          );
          await page.keyboard.press("r");
          assert.match(await page.textContent("#state-error"), /no face-turn buttons or keys/);
          assert.equal(await algText(page), "");
          if (puzzle !== "clock" && puzzle !== "square1") {
            // A click on the puzzle (cubing names its own moves there, not the WCA's): the same.
            await page.evaluate(() => (document.querySelector("#state-error").hidden = true));
            const box = await page.locator("#player-host").boundingBox();
            await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
            await page.waitForSelector("#state-error:not([hidden])");
            assert.match(await page.textContent("#state-error"), /nor turns by a click/);
            assert.equal(await algText(page), "");
          }
          assert.equal(await page.isDisabled("#scramble-moves-btn"), true);
          assert.match(await page.getAttribute("#scramble-moves-btn", "title"), /random states only/);
          assert.equal(await page.isDisabled("#alg-mirror"), true);
          assert.match(await page.getAttribute("#alg-mirror", "title"), new RegExp(`${name} has no mirror`));
          await page.click('.tab[data-tab="editor"]');
          assert.match(
            await page.textContent("#editor-hint"),
            new RegExp(`sticker editor is for the cubes.*${name}`),
          );
          assert.equal(await page.isHidden("#net"), true);
          assert.equal(await page.isDisabled("#editor-use"), true);
          await page.click('.tab[data-tab="steps"]');
          assert.match(await page.textContent("#step-error"), /step solver is for the 3x3x3/);
          await page.click('.tab[data-tab="solve"]');
          // Moves typed in, in the WCA notation: the library's state text and the 3D puzzle agree.
          await page.fill("#alg-input", typed);
          await page.click("#alg-apply");
          await showsFacelets((await validate(typed)).facelets);
          assert.equal(await page.evaluate((m) => window.cubelab.view.shows(m.split(" ")), typed), true);
          if (puzzle === "square1") {
            // Typed without spaces, as the library reads it too; Invert turns each layer back.
            await page.fill("#alg-input", "(1,0)/(-3,3)/");
            await page.click("#alg-apply");
            await page.waitForFunction(
              (t) => document.querySelector("#alg-input").value === t,
              "(1,0)/(-3,3)/",
            );
            // The same state as `typed`: the count, which shows the written form, says when the
            // page has read the new text.
            await page
              .waitForFunction(
                (t) => document.querySelector("#alg-count").textContent === t,
                "(2 slashes) = (1, 0) / (-3, 3) /",
                { timeout: 10000 },
              )
              .catch(() => {});
            assert.equal(await page.isHidden("#state-error"), true, await page.textContent("#state-error"));
            await showsFacelets((await validate(typed)).facelets);
            assert.equal(await page.textContent("#alg-count"), "(2 slashes) = (1, 0) / (-3, 3) /");
            await page.click("#alg-invert");
            await page.waitForFunction(
              () => document.querySelector("#alg-input").value === "/ (3, -3) / (-1, 0)",
            );
            await showsFacelets((await validate("/ (3, -3) / (-1, 0)")).facelets);
          }
          if (puzzle === "clock") {
            // Invert keeps the clock's notation: y2 is its own inverse.
            await page.click("#alg-invert");
            await page.waitForFunction(
              () => document.querySelector("#alg-input").value === "U1+ y2 ALL2+ UR3-",
            );
          }
          // A state typed in the Facelets box: set up by the inverse of its solution.
          const state = (await validate(stateMoves)).facelets;
          await page.fill("#facelets-input", state);
          await page.click("#facelets-apply");
          await page.waitForFunction(
            (f) => document.querySelector("#facelets-input").value === f && window.cubelab.drafts.size === 0,
            state,
            { timeout: 30000 },
          );
          assert.equal(await page.isHidden("#state-error"), true, await page.textContent("#state-error"));
          assert.notEqual(await algText(page), "");
          // A random state, as the WCA's: the moves shown, counted in the puzzle's own moves.
          const before = await facelets(page);
          await page.click("#scramble-state-btn");
          await waitForNewCube(before);
          const scramble = await algText(page);
          await showsFacelets((await validate(scramble)).facelets);
          const unit = puzzle === "square1" ? "slashes" : "moves";
          const count = wcaCount(scramble.split(/ (?![-\d])/));
          assert.equal(await page.textContent("#alg-count"), `(${count} ${unit})`);
          assert.match(await page.evaluate(() => location.hash), new RegExp(`puzzle=${puzzle}&cube=`));
          // Solved by the puzzle's solver, in the page or on the server.
          assert.equal(await page.inputValue("#solver-select"), puzzle);
          const sent = solveSent();
          await page.click("#solve-btn");
          const body = await sent;
          assert.deepEqual([body.puzzle, body.cube, body.solver], [puzzle, scramble, puzzle]);
          await page.waitForSelector(
            "#solve-result:not([hidden]) .result-status, #solve-error:not([hidden])",
            {
              timeout: 60000,
            },
          );
          assert.equal(await page.isHidden("#solve-error"), true, await page.textContent("#solve-error"));
          assert.match(await page.textContent("#solve-result .result-status"), /Solved/);
          // Its length in the puzzle's own count.
          const solution = await page.locator("#solution .chip").allTextContents();
          const length = wcaCount(solution);
          const metrics = await page.textContent("#solve-result .metrics");
          assert.match(metrics, new RegExp(`^${length}\\s*${unit}`));
          assert.doesNotMatch(metrics, /HTM|QTM/);
          assert.match(
            await page.textContent("#solution .stage-head"),
            new RegExp(`${length} ${unit === "slashes" ? "slash(es)?" : "moves?"}$`),
          );
          // Played at 8x to the end: the 3D player's own model shows the puzzle solved.
          await page.fill("#pb-speed", "3");
          await page.dispatchEvent("#pb-speed", "input");
          await page.click("#pb-play");
          await page.waitForFunction(
            (n) => document.querySelector("#pb-position").textContent === `move ${n} / ${n}`,
            solution.length,
            { timeout: 60000 },
          );
          await page.waitForSelector("#solved-badge:not([hidden])", { timeout: 30000 });
          assert.equal(await facelets(page), (await validate("")).facelets);
          assert.equal(
            await page.evaluate(() => window.cubelab.view.shows(window.cubelab.stateMoves())),
            true,
            "the 3D player shows the puzzle the page holds",
          );
          assert.equal(
            await page.evaluate(() => window.cubelab.view.shownSolved()),
            true,
            "the 3D player shows the puzzle solved",
          );
          await screenshot(page, `${puzzle}-played`);
          if (puzzle === "skewb") {
            // Compare: its solver, its length in moves (no QTM column).
            await page.click('.tab[data-tab="compare"]');
            await page.click("#compare-btn");
            await page.waitForSelector("#compare-table tbody .row-solved", { timeout: 30000 });
            assert.equal(await page.textContent("#compare-th-length"), "Moves");
            assert.equal(await page.isHidden("#compare-th-qtm"), true);
            assert.equal(await page.locator("#compare-table tbody tr:first-child td").count(), 5);
            assert.match(await page.textContent("#compare-charts"), /Solution length \(moves\)/);
            await page.click('.tab[data-tab="solve"]');
          }
          // The link opened elsewhere: the same puzzle and scramble, the solution ready to play.
          const link = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
          assert.deepEqual(
            [link.get("puzzle"), link.get("cube"), link.get("solution")],
            [puzzle, scramble, solution.join(" ")],
          );
          const other = await openApp(browser.context, server.url, undefined, `#${link}`);
          await other.waitForSelector("#playback:not([hidden])");
          assert.equal(
            await other.getAttribute(`.puzzle-switch [data-puzzle="${puzzle}"]`, "aria-pressed"),
            "true",
          );
          assert.equal(await algText(other), scramble);
          assert.equal(await other.textContent("#pb-position"), `move 0 / ${solution.length}`);
          assert.deepEqual(await other.locator("#solution .chip").allTextContents(), solution);
          await other.click("#pb-end");
          await other.waitForSelector("#solved-badge:not([hidden])", { timeout: 30000 });
          assert.equal(await other.evaluate(() => window.cubelab.view.shownSolved()), true);
          assert.deepEqual([...page.errors, ...other.errors], []);
          await other.close();
        });

      // The megaminx: moves typed in and the WCA's scramble shown as the library writes them;
      // a short scramble solved in the page (a WCA scramble's solve takes seconds) and played
      // to solved however the puzzle ends up held; the link carries it.
      if (mode === "static")
        test("the megaminx: its notation, the WCA's scramble with its note, a solve played to solved, a link", async () => {
          const puzzle = "megaminx";
          const validate = validateOn(puzzle);
          await page.click(`.puzzle-switch [data-puzzle="${puzzle}"]`);
          await page.waitForSelector(`body[data-cube-ready=true][data-puzzle='${puzzle}']`, {
            timeout: PAGE_READY_MS,
          });
          await showsFacelets((await validate("")).facelets);
          assert.equal(await page.locator("#move-buttons button:visible").count(), 0);
          assert.match(
            await page.textContent("#moves-note"),
            /The megaminx has no face-turn buttons .*R\+\+ D--/,
          );
          assert.match(await page.textContent("#facelets-label"), /132 colour letters/);
          // A solve takes seconds, now and then minutes: the page gives it two minutes.
          assert.equal(await page.inputValue("#time-limit"), "120");
          // Face turns, a whole turn and the WCA's turns, as cubing and the library both read them.
          const typed = "U R2' BL Fv R++ D--";
          await page.fill("#alg-input", typed);
          await page.click("#alg-apply");
          await showsFacelets((await validate(typed)).facelets);
          assert.equal(await page.evaluate((m) => window.cubelab.view.shows(m.split(" ")), typed), true);
          await page.click("#alg-invert");
          await page.waitForFunction(
            () => document.querySelector("#alg-input").value === "D++ R-- Fv' BL' R2 U'",
          );
          await showsFacelets((await validate("D++ R-- Fv' BL' R2 U'")).facelets);
          // The WCA's scramble: 77 moves of its fixed form, and the library's note that it is
          // no random state; no scramble by a number of moves.
          assert.equal(await page.isDisabled("#scramble-moves-btn"), true);
          assert.match(await page.getAttribute("#scramble-state-btn", "title"), /77 random moves/);
          const before = await facelets(page);
          await page.click("#scramble-state-btn");
          await page.waitForFunction((b) => document.querySelector("#facelets-input").value !== b, before, {
            timeout: 60000,
          });
          const scramble = await algText(page);
          assert.equal(scramble.split(" ").length, 77);
          assert.match(scramble, /^([RD](\+\+|--) ){10}U'? /);
          assert.match(await page.textContent("#state-error"), /77 random moves .*no random state/);
          assert.equal(await page.textContent("#alg-count"), "(77 moves)");
          await showsFacelets((await validate(scramble)).facelets);
          // A short scramble, solved in the page and played to the end: solved as the puzzle is held.
          const short = "R++ D-- R++ D-- U'";
          await page.fill("#alg-input", short);
          await page.click("#alg-apply");
          await showsFacelets((await validate(short)).facelets);
          assert.equal(await page.inputValue("#solver-select"), puzzle);
          const sent = solveSent();
          await page.click("#solve-btn");
          const body = await sent;
          assert.deepEqual([body.puzzle, body.cube, body.solver], [puzzle, short, puzzle]);
          await page.waitForSelector(
            "#solve-result:not([hidden]) .result-status, #solve-error:not([hidden])",
            {
              timeout: 120000,
            },
          );
          assert.equal(await page.isHidden("#solve-error"), true, await page.textContent("#solve-error"));
          const solution = await page.locator("#solution .chip").allTextContents();
          assert.ok(solution.length > 0);
          assert.match(
            await page.textContent("#solve-result .metrics"),
            new RegExp(`^${solution.length}\\s*moves`),
          );
          await page.fill("#pb-speed", "3");
          await page.dispatchEvent("#pb-speed", "input");
          await page.click("#pb-end");
          await page.waitForSelector("#solved-badge:not([hidden])", { timeout: 30000 });
          assert.equal(await page.evaluate(() => window.cubelab.view.shownSolved()), true);
          await screenshot(page, "megaminx-played");
          const link = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
          assert.deepEqual([link.get("puzzle"), link.get("cube")], [puzzle, short]);
          assert.deepEqual(page.errors, []);
        });

      // The 3D player's stickering mask now: per orbit, per piece, the stickers' masks (null: none).
      const playerMask = () =>
        page.evaluate(async () => {
          const m =
            await window.cubelab.view.player.experimentalModel.twistySceneModel.stickeringMaskRequest.get();
          return (
            m &&
            Object.fromEntries(Object.entries(m.orbits).map(([k, o]) => [k, o.pieces.map((p) => p.facelets)]))
          );
        });

      test("Steps: the optimal cross on every colour, each playable, the stickers it ignores greyed out", async () => {
        const scramble = "R U F' D2 L B' R2 U' F D";
        await page.fill("#alg-input", scramble);
        await page.click("#alg-apply");
        await page.waitForFunction((m) => document.querySelector("#alg-input").value === m, scramble);
        await page.click('.tab[data-tab="steps"]');
        assert.match(
          await page.textContent("#step-description"),
          mode === "static" ? /Runs in this page/ : /Runs in this page|on the cubelab server/,
        );
        await page.selectOption("#step-goal", "cross");
        await page.selectOption("#step-on", "all");
        const sent = solveSent();
        await page.click("#step-btn");
        const body = await sent;
        assert.deepEqual([body.solver, body.goal, body.on], ["goal", "cross", "all"]);
        await page.waitForSelector("#step-result:not([hidden]) .result-status", { timeout: 60000 });
        assert.match(
          await page.textContent("#step-result .result-status"),
          /Solved/,
          await page.textContent("#step-result"),
        );
        // Each colour's optimum, as the library finds it.
        const expected = (
          await oracle("/api/solve", { cube: scramble, solver: "goal", goal: "cross", on: "all" })
        ).body;
        const rows = page.locator("#step-rows .step-row");
        assert.equal(await rows.count(), 6);
        const byColour = {};
        for (const s of expected.stages) byColour[s.name.split(" on ")[1]] = s;
        for (const [face, colour] of [
          ["D", "yellow"],
          ["U", "white"],
          ["F", "green"],
          ["B", "blue"],
          ["R", "red"],
          ["L", "orange"],
        ]) {
          const row = page.locator(`#step-rows .step-row[data-label^="${colour}"]`);
          assert.equal(
            Number(await row.locator(".step-length").textContent()),
            byColour[face].length_htm,
            `${colour}: optimal length`,
          );
        }
        // The shortest is loaded at once, with its mask; the yellow (D) one on request.
        await page.waitForSelector("#playback:not([hidden])");
        await page.click('#step-rows .step-row[data-label^="yellow"] .step-play');
        await page.waitForFunction(() =>
          document.querySelector('#step-rows .step-row[data-label^="yellow"]').classList.contains("playing"),
        );
        const mask = await playerMask();
        // Cubing's edge order: UF UR UB UL DF DR DB DL FR FL BR BL; the D cross is DF DR DB DL.
        mask.EDGES.forEach((f, i) =>
          assert.deepEqual(f, i >= 4 && i < 8 ? ["regular", "regular"] : ["ignored", "ignored"], `edge ${i}`),
        );
        mask.CORNERS.forEach((f, i) => assert.deepEqual(f, ["ignored", "ignored", "ignored"], `corner ${i}`));
        await screenshot(page, "steps-cross");
        // Played to its end: the cube meets the mask the library gives for it.
        const n = byColour.D.length_htm;
        await page.click("#pb-end");
        await waitForPosition(n, n);
        const shown = await facelets(page);
        const dMask = byColour.D.mask;
        assert.equal(dMask.length, 54);
        for (let i = 0; i < 54; i++)
          if (/[URFDLB]/.test(dMask[i]))
            assert.equal(shown[i], dMask[i], `sticker ${i} as the step leaves it`);
        // Leaving the solution gives every sticker its colour back.
        await page.click("#pb-close");
        assert.equal(await playerMask(), null);
        // Two colours: a row each.
        await page.click('#move-buttons [data-move="U"]');
        await page.selectOption("#step-on", "U,D");
        await page.click("#step-btn");
        await page.waitForFunction(
          () =>
            document.querySelectorAll("#step-rows .step-row").length === 2 &&
            !document.querySelector("#step-progress:not([hidden])"),
          null,
          { timeout: 60000 },
        );
        assert.deepEqual(await page.locator("#step-rows .step-label").allTextContents(), [
          "white (U)",
          "yellow (D)",
        ]);
        assert.deepEqual(page.errors, []);
      });

      test("Steps: an xcross on one colour, several optimal solutions, each with the slot it solves", async () => {
        await page.fill("#alg-input", "L' U2 R B D");
        await page.click("#alg-apply");
        await page.waitForFunction(() => document.querySelector("#alg-input").value === "L' U2 R B D");
        await page.click('.tab[data-tab="steps"]');
        await page.selectOption("#step-goal", "xcross");
        await page.selectOption("#step-on", "D");
        await page.fill("#step-count", "3");
        await page.click("#step-btn");
        await page.waitForSelector("#step-result:not([hidden]) .result-status", { timeout: 60000 });
        assert.match(
          await page.textContent("#step-result .result-status"),
          /Solved/,
          await page.textContent("#step-result"),
        );
        const expected = (
          await oracle("/api/solve", {
            cube: "L' U2 R B D",
            solver: "goal",
            goal: "xcross",
            on: "D",
            count: 3,
            time_limit: 120,
          })
        ).body;
        const rows = page.locator("#step-rows .step-row");
        assert.equal(await rows.count(), expected.solutions?.length ?? 1);
        assert.ok((await rows.count()) >= 2, "this cube has several optimal xcrosses");
        for (let i = 0; i < (await rows.count()); i++) {
          await rows.nth(i).locator(".step-play").click();
          await page.waitForSelector("#playback:not([hidden])");
          const moves = await rows.nth(i).locator(".chip").allTextContents();
          const after = (await oracle("/api/validate", { cube: `L' U2 R B D ${moves.join(" ")}` })).body
            .facelets;
          const mask = await page.evaluate(() => window.cubelab.view.mask);
          // The mask shown is the slot this solution solves: every coloured sticker of it is solved.
          for (let k = 0; k < 54; k++)
            if (/[URFDLB]/.test(mask[k])) assert.equal(after[k], mask[k], `solution ${i + 1}, sticker ${k}`);
          assert.equal(
            mask.replace(/[^URFDLB]/g, "").length,
            6 + 4 * 2 + 2 * 1 + 3,
            "centres, the cross, one pair",
          );
        }
        assert.deepEqual(page.errors, []);
      });

      test("cfop is offered by the server, with its stages", async (t) => {
        const cfop = solvers3().find((s) => s.name === "cfop");
        if (mode === "static")
          return assert.equal(
            await page.locator('#solver-select option[value="cfop"]').count(),
            0,
            "no server: no cfop",
          );
        assert.ok(cfop, "the server lists cfop");
        await page.selectOption("#solver-select", "cfop");
        assert.match(await page.textContent("#solver-where"), /Runs on the cubelab server/);
        // Its first solve builds its tables (seconds to a minute).
        await page.fill("#time-limit", String(info.limits?.max_time_limit ?? 60));
        // A cube whose CFOP solution is one move shorter than its stages (two turns merged): it is
        // played stage by stage, each stage's moves under its name.
        const scramble = "R2 U2 D B' L2 U' B R F' R F2 U R2 U F2 U2 R2 D' L2 U";
        await page.fill("#alg-input", scramble);
        await page.click("#alg-apply");
        await page.waitForFunction((s) => document.querySelector("#alg-input").value === s, scramble);
        await page.click("#solve-btn");
        await page.waitForSelector("#solve-result:not([hidden]) .result-status", { timeout: 90000 });
        assert.match(await page.textContent("#solve-result .result-status"), /Solved · cfop/);
        const expected = (await oracle("/api/solve", { cube: scramble, solver: "cfop", time_limit: 60 }))
          .body;
        assert.deepEqual(
          await page.locator("#solution .stage-name").allTextContents(),
          expected.stages.map((s) => s.name),
        );
        for (const [i, s] of expected.stages.entries())
          assert.deepEqual(
            await page.locator("#solution .stage").nth(i).locator(".chip").allTextContents(),
            s.moves ? s.moves.split(" ") : [],
            s.name,
          );
        assert.notEqual(
          expected.stages.map((s) => s.moves).join(" "),
          expected.solution,
          "this cube's stages merge two turns",
        );
        assert.match(await page.textContent("#solve-result"), /Played stage by stage/);
        // Played to the end, it is solved.
        await page.click("#pb-end");
        await page.waitForSelector("#solved-badge:not([hidden])");
        assert.equal(await facelets(page), SOLVED);
        await page.fill("#time-limit", String(info.limits?.default_time_limit ?? 10));
        assert.deepEqual(page.errors, []);
      });

      test("beginner: operator by operator, each with its explanation; the cube jumps to the state after any step", async (t) => {
        assert.ok(
          solvers3().some((s) => s.name === "beginner"),
          "the server lists beginner",
        );
        const scramble = "R U F' D2 L B' R2";
        await page.selectOption("#solver-select", "beginner");
        const solution = await solveMoves(scramble);
        const expected = (await oracle("/api/solve", { cube: scramble, solver: "beginner" })).body;
        const steps = expected.stages.flatMap((s) => s.steps ?? []);
        assert.ok(steps.length > 5);
        assert.equal(
          solution.length,
          steps.at(-1).moves_so_far,
          "played as the operators, one after the other",
        );
        assert.equal(await page.locator("#solution .step-line").count(), steps.length);
        const notes = await page.locator("#solution .step-note").allTextContents();
        assert.deepEqual(
          notes,
          steps.map((s) => s.note),
        );
        await screenshot(page, "beginner-steps");
        // The state after a step in the middle, at once: the counter, the page's cube (the
        // library's facelets for that step) and the 3D cube agree.
        const k = Math.floor(steps.length / 2);
        await page.locator("#solution .step-jump").nth(k).click();
        await waitForPosition(steps[k].moves_so_far, solution.length);
        assert.equal(await facelets(page), steps[k].facelets);
        const reached = [scramble, ...solution.slice(0, steps[k].moves_so_far)].join(" ");
        assert.equal(await page.evaluate((m) => window.cubelab.view.shows(m.split(" ")), reached), true);
        // And back to the first step.
        await page.locator("#solution .step-jump").first().click();
        await waitForPosition(steps[0].moves_so_far, solution.length);
        assert.equal(await facelets(page), steps[0].facelets);
        assert.deepEqual(page.errors, []);
      });

      test("the cube, the solver and the solution are in the URL: a link or a reload shows them; settings are remembered", async (t) => {
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        const solution = await solveMoves("R U F'");
        const link = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
        assert.equal(link.get("cube"), "R U F'");
        assert.equal(link.get("solver"), defaultSolver());
        assert.equal(link.get("solution"), solution.join(" "));
        // The link opened elsewhere: the same cube, with the solution ready to play.
        const other = await openApp(browser.context, server.url, undefined, `#${link}`);
        await other.waitForSelector("#playback:not([hidden])");
        assert.equal(await algText(other), "R U F'");
        assert.equal(await other.textContent("#pb-position"), `move 0 / ${solution.length}`);
        assert.deepEqual(await other.locator("#solution .chip").allTextContents(), solution);
        assert.equal(await other.inputValue("#solver-select"), defaultSolver());
        // Settings: the speed, the solver and the time limit, in any new page.
        const second =
          solvers3().find((s) => s.name !== defaultSolver() && s.runs !== "server" && !s.anytime)?.name ??
          defaultSolver();
        await other.fill("#pb-speed", "1");
        await other.dispatchEvent("#pb-speed", "input");
        await other.selectOption("#solver-select", second);
        await other.fill("#time-limit", "7");
        await other.dispatchEvent("#time-limit", "change");
        await other.close();
        // A hand-written link, in any notation; the settings saved above.
        const third = await openApp(browser.context, server.url, undefined, "#cube=(R U)2 M2");
        await third.waitForFunction(() =>
          document.querySelector("#alg-count").textContent.endsWith("= R U R U R2 L2"),
        );
        assert.equal(await algText(third), "(R U)2 M2", "the link's text as written");
        assert.equal(await third.inputValue("#pb-speed"), "1");
        assert.equal(await third.textContent("#pb-speed-value"), "2×");
        assert.equal(await third.inputValue("#solver-select"), second);
        assert.equal(await third.inputValue("#time-limit"), "7");
        assert.equal(
          new URLSearchParams((await third.evaluate(() => location.hash)).slice(1)).get("cube"),
          "(R U)2 M2",
        );
        assert.match(await third.evaluate(() => location.hash), new RegExp(`&solver=${second}$`));
        assert.deepEqual([...page.errors, ...third.errors], []);
        await third.evaluate(() => localStorage.clear());
        await third.close();
      });

      test("the timeline: dragging it moves the cube, the counter and the highlighted move with it; speeds up to 8x", async (t) => {
        if (pageAlone(t)) return;
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        const solution = await solveMovesAtLeast("R U F' D2 L", 4);
        const n = solution.length;
        // To where 3 moves are done, then into the middle of move 2: one done, the second under way.
        const at = (k) => page.evaluate((k) => window.cubelab.view.boundary(k), k);
        const drag = async (ms) => {
          await page.locator("#pb-scrub").fill(String(ms));
          await page.dispatchEvent("#pb-scrub", "input");
        };
        await drag(await at(3));
        await waitForPosition(3, n);
        await assertShown(["R U F' D2 L", ...solution.slice(0, 3)].join(" "), "after three moves");
        assert.equal(await page.locator("#solution .chip").nth(3).getAttribute("class"), "chip current");
        await drag(((await at(1)) + (await at(2))) / 2);
        await waitForPosition(1, n);
        assert.equal(await page.locator("#solution .chip.played").count(), 1);
        // The scrubber follows playback too.
        await page.click("#pb-end");
        await waitForPosition(n, n);
        assert.equal(
          Number(await page.inputValue("#pb-scrub")),
          Number(await page.getAttribute("#pb-scrub", "max")),
        );
        await page.fill("#pb-speed", "3");
        await page.dispatchEvent("#pb-speed", "input");
        assert.equal(await page.textContent("#pb-speed-value"), "8×");
        assert.deepEqual(page.errors, []);
      });

      test("share: copies the link, the scramble and the solution; downloads the cube's net as SVG", async (t) => {
        if (pageAlone(t)) return;
        // (The copy may reach the clipboard a moment after the page says so.)
        const clipboardHas = (text) =>
          page
            .waitForFunction(async (t) => (await navigator.clipboard.readText()) === t, text, {
              timeout: 3000,
            })
            .catch(async () => assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text));
        await page.fill("#alg-input", "R U F'");
        await page.click("#alg-apply");
        await page.waitForFunction(() => document.querySelector("#alg-input").value === "R U F'");
        assert.equal(await page.isDisabled("#copy-solution-btn"), true, "no solution to copy yet");
        await page.click("#copy-scramble-btn");
        await page.waitForSelector("#share-status:has-text('Copied the scramble')");
        await clipboardHas("R U F'");
        // The net: the stickers in the order of the facelets.
        const downloaded = page.waitForEvent("download");
        await page.click("#net-btn");
        const download = await downloaded;
        assert.equal(download.suggestedFilename(), "cubelab-3x3x3.svg");
        const svg = readFileSync(await download.path(), "utf8");
        assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        const stickers = [...svg.matchAll(/data-f="(.)"/g)].map((m) => m[1]).join("");
        assert.equal(stickers, await facelets(page));
        // The solution, and the link; without the clipboard API, the older way.
        const solution = await solveMoves("R U F'");
        await page.click("#copy-solution-btn");
        await page.waitForSelector("#share-status:has-text('Copied the solution')");
        await clipboardHas(solution.join(" "));
        await page.evaluate(
          () => (navigator.clipboard.writeText = () => Promise.reject(new Error("refused"))),
        );
        await page.click("#copy-link-btn");
        await page.waitForSelector("#share-status:has-text('Copied the link')");
        await clipboardHas(page.url());
        assert.match(page.url(), /#cube=R\+U\+F%27.*&solution=/);
        assert.deepEqual(page.errors, []);
      });

      test("a click on the cube turns a face, as a button would", async (t) => {
        if (pageAlone(t)) return;
        await page.waitForFunction(() => !window.cubelab.playback);
        const box = await page.locator("#player-host").boundingBox();
        // Below the middle: the front face, whatever the camera's angle.
        await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.62);
        await page.waitForFunction(() => document.querySelector("#alg-input").value !== "", null, {
          timeout: 30000,
        });
        const moves = await algText(page);
        // The front face is under the mouse there; a click turns it clockwise.
        assert.equal(moves, "F", "one face turn, clockwise");
        assert.equal(await facelets(page), await serverFacelets(moves));
        await page.waitForFunction((m) => window.cubelab.view.shows(m.split(" ")), moves);
        // A right click turns it back.
        await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.62, { button: "right" });
        await page.waitForFunction(() => document.querySelector("#alg-input").value === "F F'", null, {
          timeout: 30000,
        });
        assert.equal(await facelets(page), SOLVED);
        assert.deepEqual(page.errors, []);
      });

      // A swipe on the 3D cube, from the point (x, y, z) of the cube (each -1 to 1 across it)
      // by (dx, dy) pixels: with the mouse, or a finger (Chromium's touch events, through the
      // DevTools protocol).
      const swipeOn = async (at, [dx, dy], touch = false) => {
        const from = await page.evaluate((at) => window.cubelab.view.swipe.clientPoint(...at), at);
        const points = [1, 2, 3, 4, 5].map((i) => ({ x: from.x + (dx * i) / 5, y: from.y + (dy * i) / 5 }));
        if (touch) {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
          for (const p of points)
            await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [p] });
          await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
          await cdp.detach();
          return;
        }
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        for (const p of points) await page.mouse.move(p.x, p.y);
        await page.mouse.up();
      };
      const turnsMade = (n) =>
        page.waitForFunction((n) => window.cubelab.moves.length === n, n, { timeout: 30000 });

      test("a swipe across the cube turns the layer it crosses, either way; a drag beside it turns the view", async (t) => {
        if (pageAlone(t)) return;
        await page.waitForFunction(() => !window.cubelab.playback);
        // The front face's right column: up is R, down R'.
        await swipeOn([2 / 3, 0, 1], [0, -40]);
        await turnsMade(1);
        await swipeOn([2 / 3, 0, 1], [0, 40]);
        await turnsMade(2);
        // Its top row: left is U, right U'; the right face's front column up: F'.
        await swipeOn([0, 2 / 3, 1], [-40, 0]);
        await turnsMade(3);
        await swipeOn([0, 2 / 3, 1], [40, 0]);
        await turnsMade(4);
        await swipeOn([1, 0, 2 / 3], [0, -40], true);
        await turnsMade(5);
        assert.deepEqual(await page.evaluate(() => window.cubelab.moves), ["R", "R'", "U", "U'", "F'"]);
        await page.waitForFunction((m) => window.cubelab.view.shows(m), ["R", "R'", "U", "U'", "F'"]);
        // The middle row: the E slice, as its button turns it.
        await page.evaluate(() => window.cubelab.reset());
        await swipeOn([0, 0, 1], [40, 0]);
        await turnsMade(2);
        const swiped = await algText(page);
        await page.evaluate(() => window.cubelab.reset());
        await page.click('#slice-buttons [data-move="E"]');
        await turnsMade(2);
        assert.equal(swiped, await algText(page));
        // A drag beside the cube turns the view and no layer; a tap on a sticker stays a click.
        await page.evaluate(() => window.cubelab.reset());
        const orbit = () =>
          page.evaluate(async () =>
            JSON.stringify(
              await window.cubelab.view.player.experimentalModel.twistySceneModel.orbitCoordinates.get(),
            ),
          );
        const before = await orbit();
        const box = await page.locator("#player-host").boundingBox();
        await page.mouse.move(box.x + 12, box.y + 12);
        await page.mouse.down();
        for (let i = 1; i <= 5; i++) await page.mouse.move(box.x + 12 + 12 * i, box.y + 12 + 4 * i);
        await page.mouse.up();
        await page.waitForFunction(
          async (b) =>
            JSON.stringify(
              await window.cubelab.view.player.experimentalModel.twistySceneModel.orbitCoordinates.get(),
            ) !== b,
          before,
        );
        assert.deepEqual(await page.evaluate(() => window.cubelab.moves), []);
        // (The view as it was, for the tests after this one.)
        await page.evaluate(() =>
          window.cubelab.view.player.experimentalModel.twistySceneModel.orbitCoordinatesRequest.set("auto"),
        );
        // A big cube: the layer under the pointer, inner layers too (the 5x5x5's second and
        // middle columns of F).
        await page.evaluate(() => window.cubelab.setPuzzle("5x5x5"));
        await page.waitForSelector("body[data-cube-ready=true][data-puzzle='5x5x5']", {
          timeout: PAGE_READY_MS,
        });
        await swipeOn([0.4, 0, 1], [0, -40]);
        await turnsMade(1);
        await swipeOn([0, -0.4, 1], [0, 40]);
        await turnsMade(2);
        await swipeOn([-0.8, 0, 1], [0, 40]);
        await turnsMade(3);
        assert.deepEqual(await page.evaluate(() => window.cubelab.moves), ["2R", "3R'", "L"]);
        assert.deepEqual(page.errors, []);
      });

      test("notation: groupings, commutators and conjugates (cubing's Alg), the text kept as written, errors marked in place", async (t) => {
        if (pageAlone(t)) return;
        const written = "[R U: [R, D]] (F2 x)2";
        await page.fill("#alg-input", written);
        await page.click("#alg-apply");
        await page.waitForFunction(() => document.querySelector("#alg-count").textContent !== "");
        assert.equal(await page.isHidden("#state-error"), true, await page.textContent("#state-error"));
        assert.equal(await algText(page), written, "the text as written");
        assert.equal(await facelets(page), await serverFacelets("R U R D R' D' U' R' F2 x F2 x"));
        // Turns made since follow the text.
        await page.click('#move-buttons [data-move="U"]');
        assert.equal(await algText(page), `${written} U`);
        // A move the library does not know, inside a commutator: that move is marked.
        await page.fill("#alg-input", "R U [R, Q] F");
        await page.click("#alg-apply");
        await page.waitForSelector("#state-error:not([hidden])");
        assert.match(await page.textContent("#state-error"), /E_NOTATION/);
        assert.equal(await page.textContent("#alg-marks mark"), "Q");
        assert.equal(await algText(page), "R U [R, Q] F", "the text stays");
        // A bracket left open: the bracket is marked.
        await page.fill("#alg-input", "R (U F");
        assert.equal(await page.locator("#alg-marks mark").count(), 0, "typing clears the mark");
        await page.click("#alg-apply");
        await page.waitForSelector("#alg-marks mark");
        assert.equal(await page.textContent("#alg-marks mark"), "(");
        await screenshot(page, "notation-error");
        // The library's own variants still work.
        await page.fill("#alg-input", "R3 Up");
        await page.click("#alg-apply");
        await page.waitForFunction(
          () =>
            document.querySelector("#state-error").hidden &&
            document.querySelector("#alg-count").textContent.includes("2 HTM"),
        );
        assert.equal(await facelets(page), await serverFacelets("R' U'"));
        assert.deepEqual(page.errors, []);
      });

      test("notation: invert, mirror and simplify keep the brackets where they can", async (t) => {
        if (pageAlone(t)) return;
        const set = async (text) => {
          await page.fill("#alg-input", text);
          await page.click("#alg-apply");
          await page.waitForFunction(
            (t) =>
              document.querySelector("#alg-input").value === t &&
              document.querySelector("#state-error").hidden,
            text,
          );
        };
        await set("[R, U] F");
        // The box shows the new text, and the cube follows.
        const shows = (text, f) =>
          page.waitForFunction(
            ([t, f]) =>
              document.querySelector("#alg-input").value === t &&
              document.querySelector("#facelets-input").value === f,
            [text, f],
          );
        await page.click("#alg-invert");
        await shows("F' [U, R]", await serverFacelets("F' U R U' R'"));
        await page.click("#alg-mirror");
        await shows("F [U', L']", await serverFacelets("F U' L' U L"));
        await set("R U U' R' F F L");
        await page.click("#alg-simplify");
        await shows("F2 L", await serverFacelets("F2 L"));
        assert.deepEqual(page.errors, []);
      });

      test("the cube and the solution are seen together, without scrolling, at 1280x800 and on a phone", async (t) => {
        if (pageAlone(t)) return;
        assert.ok(defaultSolver(), "the server names a default 3x3x3 solver");
        const inView = (p, selector) =>
          p.evaluate((sel) => {
            const r = document.querySelector(sel).getBoundingClientRect();
            return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1;
          }, selector);
        for (const [name, viewport] of [
          ["desktop", { width: 1280, height: 800 }],
          ["phone", { width: 390, height: 844 }],
        ]) {
          const p = await openApp(browser.context, server.url, viewport, "#cube=R+U+F%27+D2+L+B%27");
          await p.waitForFunction(() => document.querySelector("#alg-input").value === "R U F' D2 L B'");
          await p.click("#solve-btn");
          await p.waitForSelector("#solution .chip", { timeout: 60000 });
          await p.waitForTimeout(300); // the scroll to the result
          assert.equal(await inView(p, "#player-host"), true, `${name}: the cube in view`);
          assert.equal(await inView(p, "#pb-play"), true, `${name}: the playback buttons in view`);
          assert.equal(await inView(p, "#solution .chip"), true, `${name}: the solution in view`);
          if (screenshotsWanted) {
            mkdirSync(screenshotDir, { recursive: true });
            await p.screenshot({ path: path.join(screenshotDir, `${mode}-viewport-${name}-solution.png`) });
          }
          assert.deepEqual(p.errors, []);
          await p.close();
        }
      });

      test("keyboard cubing with the timers' layout: faces, rotations and wide turns", async (t) => {
        if (pageAlone(t)) return;
        await page.check("#timer-keys");
        await page.evaluate(() => document.activeElement.blur()); // keys go to the page, not the box
        try {
          // I J K F: R U R' U'; then T (x), J (U as now held), U (r), J.
          for (const key of ["i", "j", "k", "f", "t", "j", "u", "j"]) await page.keyboard.press(key);
          const expected = await serverFacelets("R U R' U' x U r U");
          await page.waitForFunction((f) => document.querySelector("#facelets-input").value === f, expected, {
            timeout: 10000,
          });
          assert.match(await page.textContent("#keys-held"), /held turned: x x/);
          assert.match(await algText(page), /^R U R' U' [URFDLB]/, "face turns relative to the centres");
        } finally {
          await page.uncheck("#timer-keys");
          await page.evaluate(() => {
            document.activeElement.blur();
            localStorage.clear();
          });
        }
        // The usual keys again.
        await page.click("#reset-btn");
        await page.keyboard.press("r");
        assert.equal(await algText(page), "R");
        assert.deepEqual(page.errors, []);
      });

      test("fits a narrow mobile screen: the cube and Solve in the first screen, every main control a 44 px target", async (t) => {
        if (pageAlone(t)) return;
        const page = await openApp(browser.context, server.url, { width: 390, height: 844 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `no sideways scrolling (overflow ${overflow}px)`);
        // An iPhone 13's viewport, unscrolled.
        const boxes = await page.evaluate(() => {
          const boxes = (selector) =>
            [...document.querySelectorAll(selector)]
              .filter((e) => e.offsetParent)
              .map((e) => {
                const r = e.getBoundingClientRect();
                return {
                  what: `${selector} ${e.textContent.trim()}`,
                  top: r.top,
                  bottom: r.bottom,
                  w: r.width,
                  h: r.height,
                };
              });
          const controls = [
            ".puzzle-switch button",
            "#move-buttons button",
            "#slice-buttons button",
            ".cube-controls .toolbar button",
            ".field-row button",
            ".tab",
            "#solver-select",
            "#time-limit",
            ".side-card summary",
            "#solve-btn",
          ];
          return {
            cube: boxes("#player-host")[0],
            solve: boxes("#solve-btn")[0],
            controls: controls.flatMap(boxes),
          };
        });
        for (const what of ["cube", "solve"])
          assert.ok(
            boxes[what].top >= 0 && boxes[what].bottom <= 844,
            `${what} in the first screen: ${JSON.stringify(boxes[what])}`,
          );
        assert.ok(boxes.controls.length > 50);
        for (const c of boxes.controls) assert.ok(c.w >= 44 && c.h >= 44, `${c.what}: ${c.w}x${c.h}`);
        await page.click('#move-buttons [data-move="R"]');
        assert.equal(await algText(page), "R");
        await screenshot(page, "mobile");
        await page.click('.tab[data-tab="editor"]');
        await screenshot(page, "mobile-editor");
        // The Scan tab: its faces and buttons 44 px targets too, nothing wider than the screen.
        await page.click('.tab[data-tab="scan"]');
        const scanControls = await page.evaluate(() =>
          [...document.querySelectorAll("#tab-scan button")]
            .filter((e) => e.offsetParent)
            .map((e) => {
              const r = e.getBoundingClientRect();
              return { what: e.textContent.trim(), w: r.width, h: r.height };
            }),
        );
        assert.ok(scanControls.length >= 10);
        for (const c of scanControls) assert.ok(c.w >= 44 && c.h >= 44, `scan ${c.what}: ${c.w}x${c.h}`);
        assert.ok(
          (await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0,
          "the Scan tab fits the screen",
        );
        await screenshot(page, "mobile-scan");
        // The Practice tab: the time a large target to press, every button and list 44 px,
        // nothing wider than the screen.
        await page.click('.tab[data-tab="practice"]');
        await page.waitForFunction(() =>
          /[URFDLB]/.test(document.querySelector("#practice-scramble").textContent),
        );
        const practiceControls = await page.evaluate(() =>
          [...document.querySelectorAll("#tab-practice button, #tab-practice select, #practice-time")]
            .filter((e) => e.offsetParent)
            .map((e) => {
              const r = e.getBoundingClientRect();
              return { what: e.id || e.textContent.trim(), w: r.width, h: r.height };
            }),
        );
        assert.ok(practiceControls.length >= 8);
        for (const c of practiceControls)
          assert.ok(c.w >= 44 && c.h >= 44, `practice ${c.what}: ${c.w}x${c.h}`);
        const timeBox = practiceControls.find((c) => c.what === "practice-time");
        assert.ok(timeBox.h >= 100, `the time is a large target: ${timeBox.h} px`);
        assert.ok(
          (await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0,
          "the Practice tab fits the screen",
        );
        await screenshot(page, "mobile-practice");
        // Compare's table, with long names and times, scrolls inside its card.
        await page.click('.tab[data-tab="compare"]');
        await page.evaluate(() => {
          const panel = window.cubelab.comparePanel;
          panel.results = ["thistlethwaite", "optimal", "memetic"].map((solver) => ({
            solver,
            status: "timed_out",
            length_htm: 123,
            length_qtm: 456,
            elapsed_ms: 12345.6,
          }));
          panel.results[0].status = "solved";
          document.querySelector("#compare-output").hidden = false;
          panel.render();
        });
        const overflowCompare = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.ok(
          overflowCompare <= 0,
          `Compare: no sideways scrolling of the page (overflow ${overflowCompare}px)`,
        );
        await screenshot(page, "mobile-compare");
        assert.deepEqual(page.errors, []);
        await page.close();
      });

      test("the Scan panel reads a cube from six photos and sets it", async () => {
        // R U F' L2 D B' (`cubelab show "R U F' L2 D B'"`).
        const target = "UFFDUUDRRBBDDRULFUBDDBFFFFFUUUDDLFRBBLLBLLLBRRRRLBRLUD";
        await page.click('.tab[data-tab="scan"]');
        assert.match(
          await page.textContent("#scan-step"),
          /U \(white centre\) facing you, B \(blue\) at the top/,
        );
        // Named by their faces, given in another order; each turned a little.
        const files = ["F", "B", "U", "R", "L", "D"].map((f, k) => {
          const i = "URFDLB".indexOf(f);
          return {
            name: `${f}.png`,
            mimeType: "image/png",
            buffer: facePhoto(target.slice(9 * i, 9 * i + 9), [-12, 7, 0, 15, -5, 9][k]),
          };
        });
        await page.setInputFiles("#scan-files", files);
        await page.waitForSelector("#scan-status.ok, #scan-error:not([hidden])", { timeout: 60000 });
        assert.equal(await page.isHidden("#scan-error"), true, await page.textContent("#scan-error"));
        assert.match(await page.textContent("#scan-status"), /Cube read and set/);
        assert.equal(await page.locator(".scan-face.found").count(), 6);
        await page.waitForFunction((f) => document.querySelector("#facelets-input").value === f, target);
        assert.equal(await page.evaluate(() => window.cubelab.editor.facelets.join("")), target);
        await screenshot(page, "scan-read");
        // A photo with no cube: its face is marked and the error shown with its code.
        await page.click("#scan-clear");
        await page.setInputFiles("#scan-files", {
          name: "nothing.png",
          mimeType: "image/png",
          buffer: facePhoto([], 0, 120),
        });
        await page.waitForSelector("#scan-error:not([hidden])");
        assert.match(await page.textContent("#scan-error"), /^U: E_PHOTO: /);
        assert.equal(await page.locator(".scan-face.failed").count(), 1);
        assert.deepEqual(page.errors, []);
      });

      test("the Scan panel's camera: the face found live over the video, taken by itself once steady, not twice, then taken by hand", async (t) => {
        if (mode !== "static") return t.skip("once, from static files");
        const dir = mkdtempSync(path.join(tmpdir(), "cubelab-camera-"));
        const video = path.join(dir, "face.y4m");
        writeFileSync(video, faceVideo("URFDRBUFL".split(""), 6));
        const camera = await launchBrowser({
          args: [
            "--use-fake-device-for-media-stream",
            "--use-fake-ui-for-media-stream",
            `--use-file-for-fake-video-capture=${video}`,
          ],
          permissions: ["camera"],
        });
        try {
          const p = await openApp(camera.context, server.url);
          await p.click('.tab[data-tab="scan"]');
          await p.click("#scan-camera");
          await p.waitForFunction(() => document.querySelector("#scan-video").videoWidth > 0);
          assert.equal(await p.isVisible("#scan-overlay"), true);
          assert.equal(await p.isChecked("#scan-auto"), true);
          // No click: the face is found in the live view and, steady, taken as U.
          await p.waitForSelector('.scan-face[data-face="U"].found, #scan-error:not([hidden])', {
            timeout: 30000,
          });
          assert.equal(await p.isHidden("#scan-error"), true, await p.textContent("#scan-error"));
          const live = await p.evaluate(() => window.cubelab.scanPanel.live);
          assert.equal(live?.n, 3, "the live grid over the video");
          assert.match(await p.textContent("#scan-step"), /^Face 2 of 6: R /);
          assert.equal(await p.textContent("#scan-capture"), "Capture R");
          // The same face still in view is not taken again as R by itself...
          await p.waitForTimeout(1500);
          assert.equal(await p.locator('.scan-face[data-face="R"].found').count(), 0);
          assert.match(await p.textContent("#scan-live"), /^Face taken\. Turn the cube to R/);
          // ...but it is by hand.
          await p.click("#scan-capture");
          await p.waitForSelector('.scan-face[data-face="R"].found, #scan-error:not([hidden])');
          assert.equal(await p.isHidden("#scan-error"), true, await p.textContent("#scan-error"));
          assert.match(await p.textContent("#scan-step"), /^Face 3 of 6: F /);
          // The colours read, as drawn in the face's box: the sticker in the middle of U is R's red.
          const face = await p.evaluate(() => window.cubelab.scanPanel.faces.U.face);
          assert.equal(face.n, 3);
          const [r, g, b] = face.rgb[4];
          assert.ok(r > 120 && g < 90 && b < 90, `red read as ${face.rgb[4]}`);
          await screenshot(p, "scan-camera");
          assert.deepEqual(p.errors, []);
        } finally {
          await camera.close();
          rmSync(dir, { recursive: true, force: true });
        }
      });

      // Last: it leaves the shared page reloaded from the service worker's cache.
      test("installable and offline: a manifest with icons; with no network a reload shows the page, which solves", async () => {
        const manifest = await page.evaluate(async () => {
          const m = await (await fetch(document.querySelector('link[rel="manifest"]').href)).json();
          const png = await fetch(m.icons.find((i) => i.sizes === "512x512").src);
          return { ...m, png: png.headers.get("Content-Type") };
        });
        assert.equal(manifest.short_name, "cubelab");
        assert.equal(manifest.png, "image/png");
        // The first visit installed the service worker, which cached the page's files.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: 20000,
        });
        await browser.context.setOffline(true);
        try {
          await page.reload();
          await page.waitForSelector("body[data-cube-ready=true]", { timeout: PAGE_READY_MS });
          assert.match(await page.textContent("#server-status"), /in the page · no server/);
          assert.deepEqual(await solveMoves("R U F"), ["F'", "U'", "R'"]);
          assert.match(await page.textContent("#solve-result .result-status"), /Solved/);
        } finally {
          await browser.context.setOffline(false);
        }
        assert.deepEqual(page.errors, []);
      });
    },
  );
}
