// The JSON API of docs/api.md, answered in the page (the WebAssembly solvers of local.js) or
// by `cubelab serve` when the page came from it. Every solver the page has runs in the page;
// the server, when there is one, adds the solvers too big for a browser (their tables take
// hundreds of MiB to GiB). Validation and scrambles are the page's own.
import { LocalSolvers } from "./local.js";

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

// Table builds in the page (the first solve with a solver builds its tables) are reported
// here: "tables" events, with detail {solver, load_ms}.
export const tableEvents = new EventTarget();
const local = new LocalSolvers((event) =>
  tableEvents.dispatchEvent(
    new CustomEvent(event.type, { detail: { solver: event.solver, load_ms: event.load_ms } }),
  ),
);

// Where each solver runs: "page" or "server".
const runsOn = new Map();
export const whereRuns = (solver) => runsOn.get(solver) ?? "page";

// The server's API, relative to the page (so that the app also works under a path prefix).
async function serverCall(method, path, body) {
  let res;
  try {
    res = await fetch(path.replace(/^\//, ""), {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(0, "E_NETWORK", `the cubelab server does not answer (${e.message})`);
  }
  let json = null;
  try {
    json = await res.json();
  } catch {
    /* not JSON */
  }
  if (!res.ok) throw new ApiError(res.status, json?.code ?? "E_HTTP", json?.message ?? `HTTP ${res.status}`);
  return json;
}

async function localCall(method, path, body) {
  const { status, body: json } = await local.call(method, path, body);
  if (status !== 200) throw new ApiError(status, json?.code ?? "E_HTTP", json?.message ?? `error ${status}`);
  return json;
}

// The solvers of the page and of the server, each marked with where it runs ("runs":
// "page" or "server"); the defaults and limits of the page, or the server's when the page
// has no solvers. `server` says whether a server answered.
export async function getSolvers() {
  const [page, server] = await Promise.allSettled([
    localCall("GET", "/api/solvers"),
    serverCall("GET", "/api/solvers"),
  ]);
  const mine = page.status === "fulfilled" ? page.value : null;
  const theirs = server.status === "fulfilled" && Array.isArray(server.value?.solvers) ? server.value : null;
  runsOn.clear();
  const solvers = [];
  for (const s of mine?.solvers ?? []) {
    runsOn.set(s.name, "page");
    solvers.push({ ...s, runs: "page" });
  }
  // A server solver whose tables the server has not built and may not build is not offered
  // (it would only fail); the page says how many there are and why.
  const unavailable = [];
  for (const s of theirs?.solvers ?? []) {
    if (runsOn.has(s.name)) continue;
    if (s.available === false) {
      unavailable.push({ name: s.name, why: s.unavailable });
      continue;
    }
    runsOn.set(s.name, "server");
    solvers.push({ ...s, runs: "server" });
  }
  const base = mine ?? theirs ?? { default: {}, limits: {} };
  // The puzzles (docs/api.md): the big cubes' default solver is named there.
  const puzzles = mine?.puzzles ?? theirs?.puzzles ?? [];
  const defaults = {
    ...Object.fromEntries(puzzles.filter((p) => p.default_solver).map((p) => [p.name, p.default_solver])),
    ...(theirs?.default ?? {}),
    ...Object.fromEntries(Object.entries(base.default ?? {}).filter(([, v]) => v)),
  };
  return {
    solvers,
    unavailable,
    default: defaults,
    limits: theirs?.limits ?? base.limits ?? {},
    puzzles,
    // The step solver's named goals (docs/steps.md), from whichever has them.
    goals: mine?.goals ?? theirs?.goals ?? [],
    server: !!theirs,
    page: !!mine,
    pageError: page.status === "rejected" ? page.reason.message : null,
  };
}

// The solvers of `puzzle` in a getSolvers() answer: those named for it, and those the
// puzzle's entry lists (the big cubes' `reduction` is a solver of every NxNxN).
export function solversFor(info, puzzle) {
  const listed = info.puzzles?.find((p) => p.name === puzzle)?.solvers ?? [];
  return info.solvers.filter((s) => s.puzzle === puzzle || listed.includes(s.name));
}

// Validation and random-move scrambles are answered in the page; a random-state scramble too
// when the page has the puzzle's default solver.
export const validate = (cube, puzzle = "3x3x3") => localCall("POST", "/api/validate", { cube, puzzle });
export const scramble = (kind, extra = {}) => localCall("POST", "/api/scramble", { kind, ...extra });
// The Scan panel's requests, answered in the page: the face in a frame (an ImageData; n
// stickers a side, or as many as it shows when 0), and the cube read from six faces' colours
// ({U: [[r, g, b], ...], R, F, D, L, B}; POST /api/scan).
export const findFace = (image, n = 0) =>
  localCall("POST", "face", { width: image.width, height: image.height, n, data: image.data });
export const scanColours = (faces) => localCall("POST", "/api/scan", { faces });
export async function solve(request) {
  if (whereRuns(request.solver) === "server") return serverCall("POST", "/api/solve", request);
  return localCall("POST", "/api/solve", request);
}

// cubelab's OLL and PLL sets ([{set, number, moves}], GET /api/last-layer): from the server,
// or without one from the page's module; both ship them.
export async function lastLayer(server) {
  if (server) return (await serverCall("GET", "/api/last-layer")).cases;
  const { status, body } = await local.solving.request("GET", "/api/last-layer").answer;
  if (status !== 200) throw new ApiError(status, body?.code ?? "E_HTTP", body?.message ?? `error ${status}`);
  return body.cases;
}

// Starts a solve and follows its progress: in the page, or on the server as a job with
// Server-Sent Events. Returns {promise, cancel}: the promise gives the result (the fields of
// `cubelab solve --json`), onProgress gets each snapshot.
export function runJob(request, onProgress = () => {}) {
  if (whereRuns(request.solver) === "server") return serverJob(request, onProgress);
  const job = local.solveJob(request, onProgress);
  const promise = job.promise.then(({ status, body }) => {
    if (status !== 200)
      throw new ApiError(status, body?.code ?? "E_HTTP", body?.message ?? `error ${status}`);
    return body;
  });
  return { promise, cancel: async () => job.cancel() };
}

function serverJob(request, onProgress) {
  let id = null;
  let source = null;
  let cancelled = false;
  const promise = (async () => {
    ({ id } = await serverCall("POST", "/api/jobs", request));
    if (cancelled) await serverCall("DELETE", `/api/jobs/${id}`).catch(() => {});
    return await new Promise((resolve, reject) => {
      source = new EventSource(`api/jobs/${id}/events`);
      source.addEventListener("progress", (e) => onProgress(JSON.parse(e.data)));
      source.addEventListener("done", (e) => {
        source.close();
        resolve(JSON.parse(e.data).result);
      });
      // The stream broke (server restarted, job dropped): ask once more, then give up.
      source.onerror = async () => {
        source.close();
        try {
          const snap = await serverCall("GET", `/api/jobs/${id}`);
          if (snap.state === "done") resolve(snap.result);
          else reject(new ApiError(0, "E_NETWORK", "lost the connection to the solve"));
        } catch (err) {
          reject(err);
        }
      };
    });
  })();
  const cancel = async () => {
    cancelled = true;
    if (id) await serverCall("DELETE", `/api/jobs/${id}`).catch(() => {});
  };
  return { promise, cancel };
}

// Builds the tables of the puzzle's default solver in the page ahead of the first solve.
// Resolves with {solver, load_ms}.
export const prepare = (solver, puzzle) => localCall("POST", "/api/prepare", { solver, puzzle });
