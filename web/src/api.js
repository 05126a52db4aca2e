// The JSON API of `cubelab serve` (docs/api.md), from the page's own origin.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function call(method, path, body) {
  let res;
  try {
    res = await fetch(path, {
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
  if (!res.ok) {
    throw new ApiError(res.status, json?.code ?? "E_HTTP", json?.message ?? `HTTP ${res.status}`);
  }
  return json;
}

export const getSolvers = () => call("GET", "/api/solvers");
export const validate = (cube, puzzle = "3x3x3") => call("POST", "/api/validate", { cube, puzzle });
export const scramble = (kind, extra = {}) => call("POST", "/api/scramble", { kind, ...extra });
export const solve = (request) => call("POST", "/api/solve", request);

// Starts a job and follows it with Server-Sent Events. Returns {promise, cancel}: the promise
// gives the result (the fields of `cubelab solve --json`), onProgress gets each snapshot.
export function runJob(request, onProgress = () => {}) {
  let id = null;
  let source = null;
  let cancelled = false;
  const promise = (async () => {
    ({ id } = await call("POST", "/api/jobs", request));
    if (cancelled) await call("DELETE", `/api/jobs/${id}`).catch(() => {});
    return await new Promise((resolve, reject) => {
      source = new EventSource(`/api/jobs/${id}/events`);
      source.addEventListener("progress", (e) => onProgress(JSON.parse(e.data)));
      source.addEventListener("done", (e) => {
        source.close();
        resolve(JSON.parse(e.data).result);
      });
      // The stream broke (server restarted, job dropped): ask once more, then give up.
      source.onerror = async () => {
        source.close();
        try {
          const snap = await call("GET", `/api/jobs/${id}`);
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
    if (id) await call("DELETE", `/api/jobs/${id}`).catch(() => {});
  };
  return { promise, cancel };
}
