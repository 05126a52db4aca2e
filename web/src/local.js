// The in-page solvers: the same JSON API as `cubelab serve` (docs/api.md), answered by the
// WebAssembly module in Web Workers (worker.js). Two workers: one solves (and builds the
// solvers' tables), the other answers the quick requests (validation, random-move
// scrambles, the Scan panel's faces and colours), so that typing a sequence or scrambling never waits for a solve. Cancelling a solve ends its worker (a running WebAssembly call cannot be stopped
// from outside); the next solve starts a new one, whose tables are built again.
import { isBig } from "./cube.js";

class ModuleWorker {
  constructor(name, onEvent) {
    this.name = name;
    this.onEvent = onEvent;
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, onProgress}
  }

  start() {
    if (this.worker) return this.worker;
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: this.name });
    this.worker.onmessage = (e) => this.receive(e.data);
    // The module or its script did not load (an old browser, a missing file): every request
    // waiting fails, saying so.
    this.worker.onerror = (e) => {
      e.preventDefault?.();
      this.fail(`the in-page solvers did not start (${e.message || "the worker failed to load"})`);
    };
    return this.worker;
  }

  receive(msg) {
    const p = this.pending.get(msg.id);
    if (msg.type === "tables")
      return this.onEvent?.({ type: "tables", solver: msg.solver, load_ms: msg.load_ms });
    if (!p) return;
    if (msg.type === "progress") return p.onProgress?.(msg.snap);
    this.pending.delete(msg.id);
    p.resolve({ status: msg.status, body: msg.body });
  }

  fail(message) {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    this.stop();
    for (const p of waiting) p.resolve({ status: 503, body: { code: "E_WORKER", message } });
  }

  // Resolves with {status, body}, as the server would answer.
  request(method, path, body, onProgress) {
    const id = this.nextId++;
    return {
      id,
      answer: new Promise((resolve) => {
        this.pending.set(id, { resolve, onProgress });
        this.start().postMessage({ id, method, path, body });
      }),
    };
  }

  // Ends the worker and everything it was doing.
  stop() {
    this.worker?.terminate();
    this.worker = null;
  }

  // Ends the worker if request `id` is still waiting; resolves it with `result`.
  abandon(id, result) {
    const p = this.pending.get(id);
    if (!p) return false;
    const others = [...this.pending.entries()].filter(([other]) => other !== id);
    this.pending.clear();
    this.stop();
    p.resolve(result);
    // Requests queued behind it go to the next worker.
    for (const [, o] of others)
      o.resolve({
        status: 503,
        body: { code: "E_CANCELLED", message: "the in-page solver was restarted; try again" },
      });
    return true;
  }
}

export class LocalSolvers {
  constructor(onEvent) {
    this.solving = new ModuleWorker("cubelab-solver", onEvent);
    this.quick = new ModuleWorker("cubelab-quick");
  }

  // Validation and random-move scrambles go to the quick worker, started on first use (the
  // 5x5x5 and bigger cubes' and the megaminx's scrambles are random moves whatever is asked,
  // as the WCA's, so they never wait behind a table build); the rest (the 4x4x4's random
  // states, the inverse of a cube4 solution; the list of solvers too, asked for first of all)
  // to the solving worker, so that a page load starts one module, which builds the tables at
  // once.
  workerFor(method, path, body) {
    const quick =
      path === "/api/validate" ||
      path === "/api/scan" ||
      path === "face" ||
      (path === "/api/scramble" &&
        (body?.kind === "moves" ||
          (isBig(body?.puzzle ?? "3x3x3") && body?.puzzle !== "4x4x4") ||
          body?.puzzle === "megaminx"));
    return quick ? this.quick : this.solving;
  }

  call(method, path, body) {
    return this.workerFor(method, path, body).request(method, path, body).answer;
  }

  // A solve with progress reports; returns {promise (of {status, body}), cancel}. Cancel ends
  // the solving worker: the answer is then a cancelled result in the form of the others.
  solveJob(request, onProgress) {
    const started = performance.now();
    const { id, answer } = this.solving.request("POST", "/api/solve", request, onProgress);
    const cancel = () =>
      this.solving.abandon(id, {
        status: 200,
        body: {
          input: request.cube,
          status: "cancelled",
          solution: null,
          length_htm: null,
          length_qtm: null,
          elapsed_ms: performance.now() - started,
          solver: request.solver,
          message: "cancelled (the in-page solver was stopped)",
          stages: [],
          stats: {},
        },
      });
    return { promise: answer, cancel };
  }
}
