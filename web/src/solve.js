// The Solve tab: solver choice with a form generated from the solver's options, a solve run as
// a job (progress bar, cancel), and the solution with its stages, lengths and statistics.
import * as api from "./api.js";
import { cubeFor, faceletsFor, isBig, isWca, parseMoves, htm, qtm, wcaLength, wcaUnit } from "./cube.js";
import { loadSettings, saveSettings } from "./persist.js";
import { $, el, show, showMessage, formatMs, formatNumber } from "./dom.js";
import { JobRunner } from "./job_runner.js";
import { SOLVER_SUMMARY } from "./solver_summary.js";

// Options are sent only when they differ from the solver's default.
export function optionInput(spec) {
  const id = `opt-${spec.name}`;
  let input;
  if (spec.type === "bool") {
    input = el("input", { type: "checkbox", id });
    input.checked = spec.default === "true";
  } else if (spec.type === "choice") {
    input = el("select", { id }, ...spec.choices.map((c) => el("option", { value: c, text: c })));
    input.value = spec.default;
  } else if (spec.type === "int" || spec.type === "double") {
    input = el("input", {
      type: "number",
      id,
      step: spec.type === "int" ? "1" : "any",
      min: spec.min,
      max: spec.max,
    });
    input.value = spec.default;
  } else {
    input = el("input", { type: "text", id });
    input.value = spec.default;
  }
  input.dataset.option = spec.name;
  const range = spec.min !== undefined && spec.max !== undefined ? ` (${spec.min}–${spec.max})` : "";
  return el(
    "div",
    { class: `option option-${spec.type}` },
    el("label", { for: id, text: spec.name.replaceAll("_", " ") }),
    input,
    el("div", { class: "option-help", text: `${spec.description}${range}; default ${spec.default}` }),
  );
}

export function readOptions(container, spec) {
  const out = {};
  for (const o of spec.options) {
    const input = container.querySelector(`[data-option="${o.name}"]`);
    const value = o.type === "bool" ? String(input.checked) : input.value.trim();
    if (value !== o.default && value !== "") out[o.name] = value;
  }
  return out;
}

const STATUS_TEXT = {
  solved: "Solved",
  no_solution: "No solution within the limits",
  timed_out: "Out of time",
  cancelled: "Cancelled",
  error: "Error",
};
export const statusText = (s) => STATUS_TEXT[s] ?? s;

// Solvers the API marks "anytime" spend their whole time limit improving: twophase finds a
// solution in milliseconds, then ever shorter ones until its time is up or it proves one
// optimal (docs/twophase.md). The page gives them a short search time (0.3 s: a quarter of a
// move longer on average than 1 s, docs/web.md), so "Solve" answers near-optimally at once;
// the time limit stays what it is for every solver, the most a solve may take.
export const DEFAULT_SEARCH_TIME_S = 0.3;
const anytimeSolvers = new Set();
export function learnSolvers(info) {
  anytimeSolvers.clear();
  for (const s of info.solvers) if (s.anytime) anytimeSolvers.add(s.name);
}
const defaultSearchTime = (solver) => (anytimeSolvers.has(solver) ? DEFAULT_SEARCH_TIME_S : undefined);

// The least time limit the page gives a puzzle's (or its solver's) solves, where the default
// 10 s is too short: the megaminx solver takes seconds, now and then a minute or more
// (docs/puzzles.md); the reduction 3-20 s on the 5x5x5 to 7x7x7 and more on bigger cubes
// (docs/nxn.md; a limit that comes after its first answer ends it with the shortest so far);
// both about twice as long in the page. Capped by the server's most.
export const PUZZLE_TIME_LIMIT_S = { megaminx: 120, reduction: 60 };
const leastTimeLimit = (puzzle) =>
  PUZZLE_TIME_LIMIT_S[puzzle] ??
  (Number(/^(\d+)x\1x\1$/.exec(puzzle)?.[1]) >= 5 ? PUZZLE_TIME_LIMIT_S.reduction : undefined);

// The time_limit to send: the limit (empty = the default, 10 s, or the solver's own above),
// lowered to the search time for anytime solvers.
export function timeLimitFor(solver, limit, searchTime = defaultSearchTime(solver)) {
  const cap = limit > 0 ? limit : PUZZLE_TIME_LIMIT_S[solver];
  if (!(searchTime > 0)) return cap;
  return cap === undefined ? searchTime : Math.min(cap, searchTime);
}

export class SolvePanel {
  // app: the few things this panel may do with the app (App.solvePanelAccess in main.js).
  constructor(app) {
    this.app = app;
    this.resultBox = $("#solve-result");
    this.solvers = [];
    this.runner = new JobRunner(app, {
      button: "#solve-btn",
      label: "Solve",
      cancel: "#cancel-btn",
      progress: "#solve-progress",
      progressText: "#progress-text",
      progressFill: "#progress-fill",
      error: "#solve-error",
    });
    this.stageOfMove = [];
    $("#solver-select").addEventListener("change", () => {
      this.renderOptions();
      saveSettings({ solvers: { ...loadSettings().solvers, [this.puzzle]: $("#solver-select").value } });
      this.app.writeLink();
    });
    $("#time-limit").addEventListener("change", () =>
      saveSettings({ timeLimit: Number($("#time-limit").value) || undefined }),
    );
    // A solver's options as set last, and the search time, are remembered.
    $("#solver-options").addEventListener("change", () => {
      const s = this.current();
      if (!s) return;
      this.summariseOptions();
      const search = $("#search-time");
      saveSettings({
        options: { ...loadSettings().options, [s.name]: readOptions($("#solver-options"), s) },
        ...(search ? { searchTime: Number(search.value) || undefined } : {}),
      });
    });
    $("#solve-btn").addEventListener("click", () => this.solve());
  }

  setSolvers(info, puzzle) {
    this.puzzle = puzzle;
    learnSolvers(info);
    this.solvers = api.solversFor(info, puzzle);
    const select = $("#solver-select");
    select.replaceChildren(
      ...this.solvers.map((s) =>
        el("option", { value: s.name, text: s.runs === "server" ? `${s.name} (on the server)` : s.name }),
      ),
    );
    const def = info.default?.[puzzle];
    const saved = loadSettings();
    const remembered = saved.solvers?.[puzzle];
    if (remembered && this.solvers.some((s) => s.name === remembered)) select.value = remembered;
    else if (def) select.value = def;
    const limits = info.limits ?? {};
    for (const input of [$("#time-limit"), $("#compare-time")]) {
      input.value = limits.default_time_limit ?? 10;
      if (limits.max_time_limit) input.max = limits.max_time_limit;
    }
    if (saved.timeLimit > 0)
      $("#time-limit").value = Math.min(saved.timeLimit, limits.max_time_limit ?? Infinity);
    const least = leastTimeLimit(puzzle);
    if (least > Number($("#time-limit").value))
      $("#time-limit").value = Math.min(least, limits.max_time_limit ?? Infinity);
    $("#solve-btn").disabled = !this.solvers.length;
    showMessage($("#solve-error"), this.solvers.length ? null : `There is no ${puzzle} solver yet.`);
    show($("#solve-result"), false);
    this.renderOptions();
  }

  current() {
    return this.solvers.find((s) => s.name === $("#solver-select").value);
  }

  renderOptions() {
    const s = this.current();
    // In a cuber's words, with the solver's own description (its algorithm and sources) folded
    // away; a sentence of its own before "Runs in ...": the descriptions do not all end with a stop.
    const description = s?.description ?? "";
    const sentence = description && !/[.!?]$/.test(description) ? description + "." : description;
    $("#solver-summary").textContent = SOLVER_SUMMARY[s?.name] ?? sentence;
    $("#solver-description").textContent = sentence;
    show($("#solver-details"), Boolean(s && SOLVER_SUMMARY[s.name]));
    $("#solver-where").textContent = !s
      ? ""
      : s.runs === "server"
        ? "Runs on the cubelab server."
        : "Runs in this page (WebAssembly): no server needed.";
    const box = $("#solver-options");
    const search = defaultSearchTime(s?.name);
    const saved = loadSettings();
    const searchInput =
      search === undefined
        ? []
        : [searchTimeInput(saved.searchTime > 0 ? saved.searchTime : search, s.name, search)];
    box.replaceChildren(...searchInput, ...(s?.options ?? []).map(optionInput));
    // The options set last for this solver (those that differ from its defaults).
    for (const [name, value] of Object.entries(saved.options?.[s?.name] ?? {})) {
      const input = box.querySelector(`[data-option="${CSS.escape(name)}"]`);
      if (!input) continue;
      if (input.type === "checkbox") input.checked = value === "true";
      else input.value = value;
    }
    show($("#solver-options-box"), box.childElementCount > 0);
    this.summariseOptions();
  }

  // "(8; 1 changed)": how many options, how many differ from their defaults (shown closed).
  summariseOptions() {
    const s = this.current();
    const n = $("#solver-options").childElementCount;
    const changed = s ? Object.keys(readOptions($("#solver-options"), s)).length : 0;
    $("#solver-options-summary").textContent = n ? `(${n}${changed ? `; ${changed} changed` : ""})` : "";
  }

  // The search time of solver `name`: the Solve tab's field while that solver is chosen.
  searchTime(name) {
    const input = $("#search-time");
    return input && this.current()?.name === name ? Number(input.value) : defaultSearchTime(name);
  }

  async solve() {
    const s = this.current();
    // Text typed into the Moves or Facelets box but not set is set first: Solve solves the
    // cube the page shows.
    if (!s || !(await this.runner.takeCube())) return;
    // The last result goes, so that it cannot be taken for this one.
    show($("#solve-result"), false);
    const request = {
      cube: this.app.cube(),
      puzzle: this.puzzle,
      solver: s.name,
      options: readOptions($("#solver-options"), s),
      time_limit: timeLimitFor(s.name, Number($("#time-limit").value), this.searchTime(s.name)),
    };
    const cubeMoves = this.app.stateMoves();
    await this.runner.run(request, (result) => {
      // Not if the puzzle was switched meanwhile (the job was cancelled then). A cube turned
      // or set meanwhile stays: the result is shown as for the cube it was asked for.
      if (this.puzzle === request.puzzle)
        this.showResult(result, cubeMoves, this.app.cube() !== request.cube);
    });
  }

  // Shows a result (from this tab or from Compare) and loads its solution for playback;
  // cubeMoves reach the cube it solves (the cube may have been turned since: then the cube is
  // set back to that one, unless `stale`, when the result waits for the user to ask).
  showResult(r, cubeMoves, stale = false) {
    // A count of the results shown, which tells a new result from the one before it.
    document.body.dataset.solveResults = String(Number(document.body.dataset.solveResults ?? 0) + 1);
    const box = $("#solve-result");
    show(box, true);
    box.replaceChildren();
    this.stageOfMove = [];
    this.chips = [];
    this.stageBlocks = [];
    const ok = r.status === "solved";
    box.append(
      el(
        "div",
        { class: `result-status ${ok ? "ok" : "bad"}` },
        el("span", { class: "status-dot" }),
        `${statusText(r.status)}`,
        el("span", {
          class: "muted",
          text: ` · ${r.solver}${ok ? "" : ` · after ${formatMs(r.elapsed_ms)}`}`,
        }),
      ),
    );
    if (r.message) box.append(el("p", { class: "muted", text: r.message }));
    if (!ok) return;
    const puzzle = this.app.puzzle;
    let solution = r.solution ? parseMoves(r.solution, puzzle) : [];
    box.append(
      el(
        "div",
        { class: "metrics" },
        // A big cube's lengths: outer block turns and single-layer turns (docs/nxn.md).
        // The pyraminx's, skewb's and clock's: moves in the WCA's count; the Square-1's
        // slashes (docs/puzzles.md).
        ...(isWca(puzzle)
          ? [metric(r.length_htm, wcaUnit(puzzle))]
          : isBig(puzzle)
            ? [
                metric(r.length_htm, "outer block turns (OBTM)"),
                metric(r.length_sltm, "single-layer turns (SLTM)"),
              ]
            : [metric(r.length_htm, "moves (HTM)"), metric(r.length_qtm, "quarter turns (QTM)")]),
        metric(formatMs(r.elapsed_ms), "time"),
        r.proven_optimal ? el("div", { class: "badge", text: "proven optimal" }) : null,
      ),
    );
    // A solver that traces its operators (beginner) is played operator by operator, as its
    // steps list them, when they check out on the cube (before the whole was simplified).
    const traced = tracedSteps(r.stages ?? [], cubeMoves);
    const staged = traced ? null : stagedMoves(r.stages ?? [], solution, cubeMoves, this.puzzle);
    if (traced) {
      solution = traced;
      box.append(
        el("p", {
          class: "muted traced-note",
          text: `Played operator by operator: ${traced.length} moves (${r.length_htm} once simplified). Each step's ⤓ shows the cube after it.`,
        }),
      );
    } else if (staged) {
      solution = staged;
      box.append(
        el("p", {
          class: "muted traced-note",
          text: `Played stage by stage: ${staged.length} moves (${r.length_htm} once simplified).`,
        }),
      );
    }
    box.append(this.renderSolution(solution, r.stages ?? [], !!traced));
    const stats = Object.entries(r.stats ?? {});
    if (stats.length)
      box.append(
        el(
          "details",
          { class: "stats" },
          el("summary", { text: "Statistics" }),
          el(
            "table",
            { class: "table compact" },
            el(
              "tbody",
              {},
              ...stats.map(([k, v]) =>
                el(
                  "tr",
                  {},
                  el("td", { text: k.replaceAll("_", " ") }),
                  el("td", { class: "num", text: formatNumber(v) }),
                ),
              ),
            ),
          ),
        ),
      );
    if (!solution.length) return box.append(el("p", { class: "muted", text: "The cube is already solved." }));
    const play = () => {
      if (cubeFor(puzzle, cubeMoves) !== this.app.cube()) this.app.setState(cubeMoves);
      this.app.loadSolution(solution);
    };
    if (!stale) return play();
    const note = el(
      "div",
      { class: "stale-note" },
      el("span", {
        text: "This solves the cube as it was when Solve was pressed; the cube has changed since. ",
      }),
      el("button", {
        class: "small",
        id: "stale-play",
        text: "Play it on that cube",
        onclick: () => {
          note.remove();
          play();
        },
      }),
    );
    box.prepend(note);
  }

  // A solution that came with a link (persist.js): shown and loaded as a result's would be.
  showLinked(solution) {
    const box = $("#solve-result");
    show(box, true);
    this.stageOfMove = [];
    this.chips = [];
    this.stageBlocks = [];
    box.replaceChildren(
      el("div", { class: "result-status ok" }, el("span", { class: "status-dot" }), "Solution from the link"),
      el(
        "div",
        { class: "metrics" },
        ...(isWca(this.app.puzzle)
          ? [metric(wcaLength(solution), wcaUnit(this.app.puzzle))]
          : [metric(htm(solution), "moves (HTM)"), metric(qtm(solution), "quarter turns (QTM)")]),
      ),
      this.renderSolution(solution, []),
    );
    this.app.loadSolution(solution);
  }

  // The moves as chips, grouped by stage when the stages add up to the solution; with
  // `traced`, each stage's operators on their own lines with their plain-language notes.
  renderSolution(solution, stages, traced = false) {
    const wrap = el("div", { class: "solution", id: "solution" });
    const stageMoves = stages.map((s) =>
      traced
        ? (s.steps ?? []).flatMap((st) => parseMoves(st.moves))
        : s.moves
          ? parseMoves(s.moves, this.app.puzzle)
          : [],
    );
    const matches = stages.length > 0 && stageMoves.flat().join(" ") === solution.join(" ");
    const groups = matches
      ? stages.map((s, i) => ({ ...s, list: stageMoves[i] }))
      : [{ name: "Solution", note: "", list: solution }];
    let index = 0;
    groups.forEach((g, gi) => {
      const chipsOf = (moves) =>
        moves.map((m) => {
          const i = index++;
          const chip = el("button", {
            class: "chip",
            text: m,
            title: `move ${i + 1}`,
            onclick: () => this.jumpTo(i),
          });
          this.chips.push(chip);
          this.stageOfMove.push(gi);
          return chip;
        });
      const body = traced
        ? (g.steps ?? []).map((st) => {
            const chips = chipsOf(parseMoves(st.moves));
            const after = index;
            return el(
              "div",
              { class: "step-line" },
              el("div", { class: "chips" }, ...chips),
              el("span", { class: "step-note", text: st.note }),
              el("button", {
                class: "small step-jump",
                title: `Show the cube after this step (move ${after})`,
                "aria-label": `Show the cube after move ${after}`,
                text: "⤓",
                onclick: () => this.showAfter(after),
              }),
            );
          })
        : [el("div", { class: "chips" }, ...(g.list.length ? chipsOf(g.list) : []))];
      const block = el(
        "div",
        { class: `stage stage-${gi % 6}` },
        el(
          "div",
          { class: "stage-head" },
          el("span", { class: "stage-name", text: g.name }),
          // (The clock's y2 is no move in the WCA's count; a Square-1 counts its slashes.)
          el("span", {
            class: "muted",
            text:
              this.puzzle === "square1"
                ? `${wcaLength(g.list)} slash${wcaLength(g.list) === 1 ? "" : "es"}`
                : plural(isWca(this.puzzle) ? wcaLength(g.list) : g.list.length),
          }),
        ),
        // Traced, the stage's note is its steps' notes: they are shown one a line instead.
        g.note && !traced ? el("div", { class: "stage-note", text: g.note }) : null,
        ...(g.list.length
          ? body
          : [el("div", { class: "chips" }, el("span", { class: "muted", text: "(nothing to do)" }))]),
      );
      this.stageBlocks.push(block);
      wrap.append(block);
    });
    if (!matches && stages.length)
      wrap.append(
        el(
          "details",
          { class: "stats", open: true },
          el("summary", { text: "Stages" }),
          ...stages.map((s) =>
            el(
              "div",
              { class: "stage-line" },
              el("b", { text: `${s.name}: ` }),
              s.moves || "–",
              s.note ? el("span", { class: "muted", text: ` — ${s.note}` }) : null,
            ),
          ),
        ),
      );
    return wrap;
  }

  jumpTo(i) {
    if (this.app.playback) this.app.playMove(i);
  }
  // The cube after `n` moves of the solution, at once.
  showAfter(n) {
    if (this.app.playback) this.app.jumpTo(n);
  }

  // Marks the moves played so far, the next move, and the current stage.
  highlight(index) {
    (this.chips ?? []).forEach((c, i) => {
      c.classList.toggle("played", index >= 0 && i < index);
      c.classList.toggle("current", i === index);
    });
    const stage = index >= 0 ? this.stageOfMove[Math.min(index, this.stageOfMove.length - 1)] : -1;
    (this.stageBlocks ?? []).forEach((b, i) => b.classList.toggle("active", i === stage));
  }
}

// The moves of a traced solution (stages with steps: the beginner's operators) one after the
// other, when each step's moves reach the cube it says it leaves (its facelets) from the cube
// solved (cubeMoves), and its running count (moves_so_far) counts them; otherwise null.
export function tracedSteps(stages, cubeMoves) {
  const steps = stages.flatMap((s) => s.steps ?? []);
  if (!steps.length) return null;
  const moves = [];
  for (const st of steps) {
    moves.push(...parseMoves(st.moves));
    if (st.moves_so_far !== moves.length || faceletsFor("3x3x3", [...cubeMoves, ...moves]) !== st.facelets)
      return null;
  }
  return moves;
}

// The stages' moves one after the other, when they do not add up to the solution (the solver
// simplified the whole: a stage's last turn and the next one's first merged, as CFOP's can)
// but reach the same cube; otherwise null. Played so, the solution shows stage by stage.
export function stagedMoves(stages, solution, cubeMoves, puzzle) {
  if (!stages.length || puzzle !== "3x3x3") return null;
  const moves = stages.flatMap((s) => (s.moves ? parseMoves(s.moves) : []));
  if (moves.join(" ") === solution.join(" ")) return null;
  return faceletsFor(puzzle, [...cubeMoves, ...moves]) === faceletsFor(puzzle, [...cubeMoves, ...solution])
    ? moves
    : null;
}

// Not a solver option: the page's search time for solvers that improve until their time is up.
function searchTimeInput(seconds, solver, defaultSeconds = seconds) {
  const input = el("input", { type: "number", id: "search-time", step: "any", min: "0.1" });
  input.value = String(seconds);
  return el(
    "div",
    { class: "option option-double option-search-time" },
    el("label", { for: "search-time", text: "search time (s)" }),
    input,
    el("div", {
      class: "option-help",
      text: `${solver} finds a solution at once, then shorter ones until this time is up (or one is proven optimal); within the time limit; default ${defaultSeconds}`,
    }),
  );
}

function metric(value, label) {
  return el(
    "div",
    { class: "metric" },
    el("div", { class: "metric-value", text: String(value) }),
    el("div", { class: "metric-label", text: label }),
  );
}

const plural = (n) => `${n} move${n === 1 ? "" : "s"}`;
