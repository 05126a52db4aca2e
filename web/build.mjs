// Builds the web app into dist/: one ES-module bundle (with the 3D player's lazily loaded
// parts split into chunks), its CSS, and index.html. Everything the page needs is in dist/,
// so it runs with no network beyond the cubelab server.
import { build } from "esbuild";
import { copyFile, mkdir, readFile, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, "dist");

// The one version number of cubelab is project(cubelab VERSION ...) in CMakeLists.txt.
const cmake = await readFile(path.join(root, "..", "CMakeLists.txt"), "utf8");
const version = /project\(cubelab VERSION ([0-9.]+)/.exec(cmake)?.[1];
if (!version) throw new Error("web: no version in ../CMakeLists.txt's project()");

await rm(dist, { recursive: true, force: true });
await mkdir(path.join(dist, "assets"), { recursive: true });
const result = await build({
  entryPoints: { main: path.join(root, "src/main.js") },
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  minify: true,
  sourcemap: true,
  outdir: path.join(dist, "assets"),
  chunkNames: "chunk-[hash]",
  logLevel: "warning",
  metafile: true,
  define: { __CUBELAB_VERSION__: JSON.stringify(version) },
});
await copyFile(path.join(root, "index.html"), path.join(dist, "index.html"));
const bytes = Object.entries(result.metafile.outputs)
  .filter(([f]) => !f.endsWith(".map"))
  .reduce((n, [, o]) => n + o.bytes, 0);
console.log(`web: built dist/ (${(bytes / 1024).toFixed(0)} KiB of JS and CSS)`);
