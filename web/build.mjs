// Builds the web app into dist/: one ES-module bundle (with the 3D player's lazily loaded
// parts split into chunks), its CSS, index.html, and the in-page solvers: their Web Worker
// and the WebAssembly module (built by ../scripts/build-wasm.sh into ../build-wasm, or taken
// from $CUBELAB_WASM_DIR). Everything the page needs is in dist/: it works from any static
// file server, and with `cubelab serve` it also offers the server's solvers.
import { execFileSync } from "node:child_process";
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { iconPng, iconSvg } from "./icon.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, "dist");

// The one version number of cubelab is project(cubelab VERSION ...) in CMakeLists.txt.
const cmake = await readFile(path.join(root, "..", "CMakeLists.txt"), "utf8");
const version = /project\(cubelab VERSION ([0-9.]+)/.exec(cmake)?.[1];
if (!version) throw new Error("web: no version in ../CMakeLists.txt's project()");

let wasmDir = process.env.CUBELAB_WASM_DIR;
if (!wasmDir) {
  execFileSync(path.join(root, "..", "scripts", "build-wasm.sh"), { stdio: "inherit" });
  wasmDir = path.join(root, "..", "build-wasm");
}

await rm(dist, { recursive: true, force: true });
await mkdir(path.join(dist, "assets"), { recursive: true });
const result = await build({
  entryPoints: { main: path.join(root, "src/main.js"), worker: path.join(root, "src/worker.js") },
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  minify: true,
  // Source maps (3.4 MB) only when asked for, CUBELAB_WEB_SOURCEMAP=1: the page ships without.
  sourcemap: process.env.CUBELAB_WEB_SOURCEMAP === "1",
  outdir: path.join(dist, "assets"),
  chunkNames: "chunk-[hash]",
  logLevel: "warning",
  metafile: true,
  define: { __CUBELAB_VERSION__: JSON.stringify(version) },
  // The module's JavaScript (emscripten's) goes into the worker's bundle (one request less
  // before the tables can be built); its Node.js branch, never taken there, keeps its require()s.
  plugins: [
    {
      name: "wasm-module",
      setup: (b) =>
        b.onResolve({ filter: /cubelab-wasm\.js$/ }, () => ({
          path: path.join(wasmDir, "cubelab-wasm.mjs"),
        })),
    },
  ],
  external: ["fs", "path", "crypto"],
});
await copyFile(path.join(wasmDir, "cubelab-wasm.wasm"), path.join(dist, "assets", "cubelab-wasm.wasm"));
await copyFile(path.join(root, "index.html"), path.join(dist, "index.html"));
// Installable (the manifest and its icons, drawn from the cube net) and offline (sw.js).
await copyFile(path.join(root, "manifest.webmanifest"), path.join(dist, "manifest.webmanifest"));
await writeFile(path.join(dist, "icon.svg"), iconSvg());
for (const size of [192, 512]) await writeFile(path.join(dist, `icon-${size}.png`), iconPng(size));
// The service worker caches every file of dist/ (source maps aside), in a cache named by a
// hash of their contents: the list and the hash go before its code.
const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && !e.name.endsWith(".map"))
  .map((e) =>
    path
      .relative(dist, path.join(e.parentPath ?? e.path, e.name))
      .split(path.sep)
      .join("/"),
  )
  .sort();
const hash = createHash("sha256");
for (const f of files)
  hash
    .update(f)
    .update("\0")
    .update(await readFile(path.join(dist, f)));
await writeFile(
  path.join(dist, "sw.js"),
  `const FILES = ${JSON.stringify(files)};\nconst VERSION = "${hash.digest("hex").slice(0, 16)}";\n` +
    (await readFile(path.join(root, "src", "sw.js"), "utf8")),
);
const bytes = Object.entries(result.metafile.outputs)
  .filter(([f]) => !f.endsWith(".map"))
  .reduce((n, [, o]) => n + o.bytes, 0);
const wasmBytes = (await stat(path.join(dist, "assets", "cubelab-wasm.wasm"))).size;
console.log(
  `web: built dist/ (${(bytes / 1024).toFixed(0)} KiB of JS and CSS, ${(wasmBytes / 1024).toFixed(0)} KiB of WebAssembly)`,
);
