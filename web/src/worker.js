// The Web Worker of the in-page solvers: the WebAssembly module (apps/wasm/main.cpp, built by
// scripts/build-wasm.sh) answering the requests of the JSON API (docs/api.md) on its own
// thread, so that the page stays responsive while it solves.
//
// Messages in: {id, method, path, body}. Messages out: {id, type: "progress", snap} while a
// solve runs (the snapshot of a job, as the server's event streams send it) and {id, type:
// "answer", status, body} once: the HTTP status and JSON answer `cubelab serve` would give.
// A solve cannot be interrupted from outside while it runs (the worker is busy): the page
// cancels it by ending the worker.
//
// "./cubelab-wasm.js" is emscripten's JavaScript for the module (build-wasm/cubelab-wasm.mjs),
// which build.mjs bundles in; it loads cubelab-wasm.wasm from beside this script.
import createCubelab from "./cubelab-wasm.js";

let current = null; // the id of the request being answered
const module = createCubelab({
  onProgress: (text) => postMessage({ id: current, type: "progress", snap: JSON.parse(text) }),
  // The table store's messages (announcements of a build) go to the console.
  print: (text) => console.log(text),
  printErr: (text) => console.info(text),
});

function call(m, method, path, body) {
  const ptr = m.ccall(
    "cubelab_api",
    "number",
    ["string", "string", "string"],
    [method, path, body === undefined ? "" : JSON.stringify(body)],
  );
  const text = m.UTF8ToString(ptr);
  m._free(ptr);
  return JSON.parse(text);
}

// The solvers and options whose tables are built: a solve that needs new ones says so first
// (building them takes up to a second or two), then builds them apart from the solve.
const prepared = new Set();

// The fields of a solve that decide its tables: the solver, the puzzle, the options, and a
// step solver's goal, orientations, move set and metric.
const TABLE_FIELDS = ["solver", "puzzle", "options", "goal", "on", "moves", "metric"];

// Builds the tables a solve with these fields needs, once; says so first.
function prepare(m, request) {
  const keyOf = (solver) =>
    JSON.stringify([
      solver ?? null,
      request.puzzle ?? "3x3x3",
      request.options ?? {},
      request.goal ?? null,
      request.on ?? null,
      request.moves ?? null,
      request.metric ?? null,
    ]);
  const key = keyOf(request.solver);
  if (prepared.has(key)) return null;
  postMessage({
    id: current,
    type: "progress",
    snap: {
      state: "running",
      elapsed_ms: 0,
      progress: { phase: "building tables", nodes: 0, message: "building the solver's tables in the page" },
    },
  });
  const r = call(m, "POST", "/api/prepare", request);
  if (r.status === 200) {
    prepared.add(key);
    prepared.add(keyOf(r.body.solver)); // the default solver, by its name too
    postMessage({ id: current, type: "tables", solver: r.body.solver, load_ms: r.body.load_ms });
  }
  return r;
}

// The face in a frame of the Scan panel: body {width, height, n, data (RGBA bytes)} copied
// into the module's memory for cubelab_find_face; {n, stickers_seen, origin, right, down,
// rgb}, or an E_PHOTO error when no face is found.
function findFace(m, { width, height, n, data }) {
  const ptr = m._malloc(data.length);
  try {
    m.HEAPU8.set(data, ptr);
    const out = m._cubelab_find_face(ptr, width, height, n ?? 0);
    const body = JSON.parse(m.UTF8ToString(out));
    m._free(out);
    return { status: body.code ? 422 : 200, body };
  } finally {
    m._free(ptr);
  }
}

function answer(m, { method, path, body }) {
  if (path === "face") return findFace(m, body);
  if (path === "/api/prepare")
    return prepare(m, body ?? {}) ?? { status: 200, body: { solver: body?.solver, load_ms: 0 } };
  // A bad request is answered by the solve itself, with the server's error.
  if (path === "/api/solve")
    prepare(
      m,
      Object.fromEntries(TABLE_FIELDS.filter((k) => body?.[k] !== undefined).map((k) => [k, body[k]])),
    );
  if (path === "/api/scramble" && (body?.kind ?? "state") === "state") prepare(m, { puzzle: body?.puzzle });
  return call(m, method, path, body);
}

// One request at a time, in the order they come.
let queue = Promise.resolve();
self.onmessage = (e) => {
  const request = e.data;
  queue = queue.then(async () => {
    current = request.id;
    let result;
    try {
      result = answer(await module, request);
    } catch (err) {
      result = {
        status: 500,
        body: { code: "E_INTERNAL", message: `the in-page solvers failed: ${err?.message ?? err}` },
      };
    }
    postMessage({ id: request.id, type: "answer", ...result });
  });
};
