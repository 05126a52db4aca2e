// What the page keeps: the cube, the solver and the solution shown in the URL's hash (a link
// shows the same position or solution, and a reload keeps it), and the settings (solver,
// speed, time limits, options, the Steps tab's choices) in localStorage.
//
// The hash is a query string: #cube=R+U+F%27&solver=twophase&solution=F+U%27+R%27, with
// puzzle=2x2x2 for the pocket cube (4x4x4 ... 7x7x7, pyraminx, skewb, clock, square1 for the
// others).
// `cube` is a move sequence from solved, in any notation the library reads (a hand-written
// link may say "M2 U" or "(R U)3"); the page writes plain face turns, on the other puzzles
// their moves as the library writes them (#puzzle=clock&cube=UR3%2B+y2+ALL2-). The hash never reaches a server, so a static file server serves any link.

export function readLink(hash = location.hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  return {
    puzzle: p.get("puzzle"),
    cube: p.get("cube"),
    solver: p.get("solver"),
    solution: p.get("solution"),
  };
}

export function linkFor({ puzzle, cube, solver, solution }) {
  const p = new URLSearchParams();
  if (puzzle && puzzle !== "3x3x3") p.set("puzzle", puzzle);
  if (cube) p.set("cube", cube);
  if (solver) p.set("solver", solver);
  if (solution != null) p.set("solution", solution);
  const text = p.toString();
  return text ? `#${text}` : "";
}

// Replaces the URL's hash without a history entry per turn.
export function writeLink(state) {
  const hash = linkFor(state);
  if (hash === location.hash || (!hash && !location.hash)) return;
  history.replaceState(history.state, "", hash || location.pathname + location.search);
}

const KEY = "cubelab.settings";

// The settings saved, {} when none (or when storage is refused: private windows, policies).
export function loadSettings() {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}

// Merges `patch` into the saved settings (a value of undefined removes that setting).
export function saveSettings(patch) {
  const next = { ...loadSettings(), ...patch };
  for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    /* storage refused: the settings last as long as the page */
  }
}
