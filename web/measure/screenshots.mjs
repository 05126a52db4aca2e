// Screenshots of the page at the four window sizes cubers use (desktop, laptop, tablet,
// phone) after a solve, with no server: web/dist from a plain static file server, the
// page's own solvers. Checks that the cube and the solution are both in the window, and
// writes one PNG a size into the folder given (default docs/screenshots); then the Practice
// tab after five timed solves, on the desktop and on the phone.
//   cd web && node build.mjs && node measure/screenshots.mjs [DIR]
import { mkdirSync } from "node:fs";
import { launchBrowser, startStaticServer } from "../tests/support.mjs";

const dir = process.argv[2] ?? "../docs/screenshots";
const SIZES = [
  ["desktop", 1920, 1080],
  ["laptop", 1280, 800],
  ["tablet", 768, 1024],
  ["phone", 390, 844],
];
const SCRAMBLE = "D2 F2 U' B2 R2 D' L2 U L2 F2 U2 B' U' L' F' R2 D B' U2 R F";
mkdirSync(dir, { recursive: true });
const server = await startStaticServer();
const browser = await launchBrowser();
let failed = false;
for (const [name, width, height] of SIZES) {
  const page = await browser.context.newPage({ viewport: { width, height } });
  await page.setViewportSize({ width, height });
  await page.goto(server.url + "/");
  await page.waitForSelector("body[data-ready=true]");
  await page.waitForSelector("body[data-tables-ready=true]", { timeout: 60000 });
  await page.fill("#alg-input", SCRAMBLE);
  await page.click("#solve-btn");
  await page.waitForSelector("#solve-result:not([hidden]) .result-status", { timeout: 60000 });
  await page.waitForTimeout(500);
  const inView = await page.evaluate(() => {
    const visible = (el) => {
      const r = el?.getBoundingClientRect();
      return !!r && r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1;
    };
    return {
      cube: visible(document.querySelector("twisty-player")),
      solution: visible(document.querySelector("#solution")),
    };
  });
  await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png` });
  console.log(
    `${name} ${width}x${height}: cube ${inView.cube ? "in view" : "NOT in view"}, solution ${inView.solution ? "in view" : "NOT in view"}`,
  );
  failed ||= !inView.cube || !inView.solution;
  await page.close();
}
for (const [name, width, height] of SIZES.filter(([n]) => n === "desktop" || n === "phone")) {
  const page = await browser.context.newPage({ viewport: { width, height } });
  await page.setViewportSize({ width, height });
  await page.goto(server.url + "/");
  await page.waitForSelector("body[data-ready=true]");
  // A session of its own: the browser's earlier solves forgotten.
  await page.evaluate(() => localStorage.removeItem("cubelab.practice"));
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await page.click('.tab[data-tab="practice"]');
  await page.waitForFunction(() => /[URFDLB]/.test(document.querySelector("#practice-scramble").textContent));
  await page.uncheck("#practice-inspection");
  const time = await page.locator("#practice-time").boundingBox();
  await page.mouse.move(time.x + time.width / 2, time.y + time.height / 2);
  for (const ms of [900, 1100, 800, 1300, 1000]) {
    await page.mouse.down();
    await page.waitForFunction(() => document.querySelector("#practice-time").dataset.state === "ready");
    await page.mouse.up();
    await page.waitForTimeout(ms);
    await page.mouse.down();
    await page.mouse.up();
  }
  await page.locator("#tab-practice").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/practice-${name}-${width}x${height}.png` });
  console.log(`practice ${name} ${width}x${height}: written`);
  await page.close();
}
await browser.close();
await server.stop();
process.exit(failed ? 1 : 0);
