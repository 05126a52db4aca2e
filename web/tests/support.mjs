// Test support: a real `cubelab serve` on a free loopback port, headless Chromium (Debian's,
// driven by playwright-core), and screenshots under <build dir>/web-screenshots/.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
export const webRoot = path.resolve(here, "..");
export const cubelabBin = path.resolve(process.env.CUBELAB_BIN ?? path.join(webRoot, "../build/cubelab"));
export const screenshotDir = path.join(path.dirname(cubelabBin), "web-screenshots");
export const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

// Starts `cubelab serve --port 0` and resolves with {url, stop} once it prints its address.
export function startServer() {
  // Solver tables in the build's cache, as for ctest (scripts/test.sh runs ctest first).
  const env = { ...process.env, CUBELAB_CACHE: process.env.CUBELAB_CACHE ?? path.join(path.dirname(cubelabBin), "table-cache") };
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

export async function launchBrowser() {
  const profile = mkdtempSync(path.join(tmpdir(), "cubelab-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
    viewport: { width: 1280, height: 800 },
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
export async function openApp(context, url, viewport = { width: 1280, height: 800 }) {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  // The page must need nothing but the cubelab server.
  page.outside = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(url) && !r.url().startsWith("data:")) page.outside.push(r.url());
  });
  await page.goto(url + "/");
  await page.waitForSelector("body[data-cube-ready=true]", { timeout: 30000 });
  return page;
}

let shotNumber = 0;
export async function screenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${String(++shotNumber).padStart(2, "0")}-${name}.png`);
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
  const res = await fetch(url + pathName, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

export const facelets = (page) => page.inputValue("#facelets-input");
export const algText = (page) => page.inputValue("#alg-input");
