// Test support: the app served by a real `cubelab serve` or by a plain static file server
// (no cubelab process: the page solves in the browser), on a free loopback port; headless
// Chromium (Debian's, driven by playwright-core); with CUBELAB_WEB_SCREENSHOTS=1, a screenshot
// of each step under <build dir>/web-screenshots/.
import { spawn } from "node:child_process";
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
export const webRoot = path.resolve(here, "..");
export const cubelabBin = path.resolve(process.env.CUBELAB_BIN ?? path.join(webRoot, "../build/cubelab"));
export const screenshotDir = path.join(path.dirname(cubelabBin), "web-screenshots");
// Screenshots are for looking at the steps (about a second each in software WebGL): taken
// only when asked for.
export const screenshotsWanted = process.env.CUBELAB_WEB_SCREENSHOTS === "1";
export const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
// How long a page may take to show its cube (data-cube-ready) after it opens or switches puzzle:
// the WebAssembly module compiled, the puzzle's model made, while the other mode's browser and
// the test run's other work share two cores. A guard against a page that never gets there, not
// a measure of its speed (a reopened page has taken over 30 s on a loaded machine).
export const PAGE_READY_MS = 90000;

// Starts `cubelab serve --port 0` and resolves with {url, stop} once it prints its address.
export function startServer() {
  // Solver tables in the build's cache, as for ctest (scripts/test.sh runs ctest first).
  const env = {
    ...process.env,
    CUBELAB_CACHE: process.env.CUBELAB_CACHE ?? path.join(path.dirname(cubelabBin), "table-cache"),
  };
  const child = spawn(cubelabBin, ["serve", "--port", "0", "--web-dir", path.join(webRoot, "dist")], {
    stdio: ["ignore", "pipe", "inherit"],
    env,
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`cubelab serve did not start: ${out}`)), 10000);
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`cubelab serve exited with ${code}: ${out}`)));
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/[^\s]+)/);
      if (!m) return;
      clearTimeout(timer);
      const stop = () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.removeAllListeners("exit");
          child.on("exit", done);
          child.kill("SIGTERM");
        });
      resolve({ url: m[1].replace(/\/$/, ""), stop });
    });
  });
}

// A static file server of web/dist as any web host would be: files by path, 404 otherwise
// (so /api/ answers 404 and the page knows it has no server). Resolves with {url, stop}.
const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".wasm": "application/wasm",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};
export function startStaticServer(dir = path.join(webRoot, "dist")) {
  const server = createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, "http://x").pathname).replace(/\/$/, "/index.html");
    const file = path.join(dir, path.normalize(rel));
    let ok = file.startsWith(dir + path.sep);
    try {
      ok = ok && statSync(file).isFile();
    } catch {
      ok = false;
    }
    if (!ok) {
      res.writeHead(404, { "Content-Type": "text/html" });
      return res.end("<h1>404 Not Found</h1>");
    }
    res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const stop = () =>
        new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        });
      resolve({ url: `http://127.0.0.1:${server.address().port}`, stop, static: true });
    });
  });
}

// `extra`: more command-line switches (a fake camera's) and permissions.
export async function launchBrowser(extra = { args: [], permissions: [] }) {
  const profile = mkdtempSync(path.join(tmpdir(), "cubelab-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extra.args,
    ],
    viewport: { width: 1280, height: 800 },
    // The share buttons' copies are read back.
    permissions: ["clipboard-read", "clipboard-write", ...extra.permissions],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// A fresh page on the app, with the 3D cube drawn. Page errors fail the test that reads them.
export async function openApp(context, url, viewport = { width: 1280, height: 800 }, hash = "") {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  // The page must need nothing but the cubelab server.
  page.outside = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(url) && !r.url().startsWith("data:")) page.outside.push(r.url());
  });
  // The page's messages to its in-page solvers' workers are recorded (window.workerMessages)
  // and, while a test sets window.holdWorker = {path, queue: [], count: 0}, those to a path
  // ending in `path` are held in its queue, so that a test can act while a solve is under way.
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    window.workerMessages = [];
    Worker.prototype.postMessage = function (message, ...rest) {
      window.workerMessages.push(message);
      const hold = window.holdWorker;
      if (!hold || !message?.path?.endsWith(hold.path)) return post.call(this, message, ...rest);
      hold.count++;
      hold.queue.push(() => post.call(this, message, ...rest));
    };
  });
  await page.goto(url + "/" + hash);
  await page.waitForSelector("body[data-cube-ready=true]", { timeout: PAGE_READY_MS });
  return page;
}

let shotNumber = 0;
let shotPrefix = "";
// The screenshots' names begin with `prefix` (the two modes run at once, in two processes).
export function nameScreenshots(prefix) {
  shotPrefix = `${prefix}-`;
}
export async function screenshot(page, name) {
  if (!screenshotsWanted) return null;
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${shotPrefix}${String(++shotNumber).padStart(2, "0")}-${name}.png`);
  // Let the last turn finish animating before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

// Solves once with each puzzle's default solver, so that its tables are built or loaded
// before the timed steps of the tests.
export async function warmUp(url, info) {
  for (const [puzzle, solver] of Object.entries(info.default ?? {}))
    if (solver) await api(url, "/api/solve", { cube: "R U", puzzle, solver, time_limit: 60 });
}

export async function api(url, pathName, body) {
  const res = await fetch(
    url + pathName,
    body === undefined ? {} : { method: "POST", body: JSON.stringify(body) },
  );
  return { status: res.status, body: await res.json() };
}

export const facelets = (page) => page.inputValue("#facelets-input");
export const algText = (page) => page.inputValue("#alg-input");

// The in-page solvers' WebAssembly module (as build.mjs takes it: $CUBELAB_WASM_DIR or
// build-wasm/) loaded in Node: the library's own answers to the API's requests, without a
// cubelab process. `wasmApi(path, body)` resolves as `api` does: {status, body}.
let wasmModule = null;
export async function wasmApi(pathName, body) {
  if (!wasmModule) {
    const dir = path.resolve(process.env.CUBELAB_WASM_DIR ?? path.join(webRoot, "..", "build-wasm"));
    // Emscripten's JavaScript for Node expects CommonJS's require and __dirname.
    globalThis.require ??= (await import("node:module")).createRequire(import.meta.url);
    globalThis.__dirname ??= dir;
    const { default: create } = await import(path.join(dir, "cubelab-wasm.mjs"));
    wasmModule = await create({
      wasmBinary: readFileSync(path.join(dir, "cubelab-wasm.wasm")),
      printErr: () => {},
    });
  }
  const m = wasmModule;
  const ptr = m.ccall(
    "cubelab_api",
    "number",
    ["string", "string", "string"],
    [body === undefined ? "GET" : "POST", pathName, body === undefined ? "" : JSON.stringify(body)],
  );
  const text = m.UTF8ToString(ptr);
  m._free(ptr);
  return JSON.parse(text);
}
