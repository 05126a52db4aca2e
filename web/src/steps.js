// The Steps tab: the goal solver's optimal solutions for one step of a method (the cross, an
// xcross, EOLine, Roux's first block, ...; docs/steps.md) on one colour or on every colour,
// each playable on the cube with the stickers the step ignores greyed out.
import { faceletsFor, parseMoves } from "./cube.js";
import { $, el, show, showMessage, formatMs } from "./dom.js";
import { statusText } from "./solve.js";
import { JobRunner } from "./job_runner.js";
import { loadSettings, saveSettings } from "./persist.js";

// The colours a step can be on (the goal's D face turned there; the standard colour scheme,
// docs/steps.md, "Orientations"), as the API's `on` values.
export const COLOURS = [
  { on: "D", text: "yellow (D)" },
  { on: "U", text: "white (U)" },
  { on: "F", text: "green (F)" },
  { on: "B", text: "blue (B)" },
  { on: "R", text: "red (R)" },
  { on: "L", text: "orange (L)" },
];
const EVERY_COLOUR = "all";
// Several colours at once (the API's `on` takes a list): a colour-neutral solver's pairs.
const COLOUR_PAIRS = [
  { on: "U,D", text: "white or yellow" },
  { on: "F,B", text: "green or blue" },
  { on: "R,L", text: "red or orange" },
];
const severalColours = (on) => on === EVERY_COLOUR || on.includes(",");
export const colourOf = (face) => COLOURS.find((c) => c.on === face)?.text ?? face;

export const STEP_SOLVER = "goal";

export class StepsPanel {
  // app: the few things this panel may do with the app (App.stepsPanelAccess in main.js).
  constructor(app) {
    this.app = app;
    this.resultBox = $("#step-result");
    this.runner = new JobRunner(app, {
      button: "#step-btn",
      label: "Solve the step",
      cancel: "#step-cancel",
      progress: "#step-progress",
      progressText: "#step-progress-text",
      error: "#step-error",
    });
    this.rows = []; // {label, solution (moves), mask, button}
    $("#step-on").replaceChildren(
      el("option", { value: EVERY_COLOUR, text: "every colour" }),
      ...COLOUR_PAIRS.map((c) => el("option", { value: c.on, text: c.text })),
      ...COLOURS.map((c) => el("option", { value: c.on, text: c.text })),
    );
    $("#step-goal").addEventListener("change", () => this.describe());
    // The step, colour and count chosen last are remembered.
    for (const id of ["#step-goal", "#step-on", "#step-count"])
      $(id).addEventListener("change", () =>
        saveSettings({
          step: {
            goal: $("#step-goal").value,
            on: $("#step-on").value,
            count: Number($("#step-count").value) || 1,
          },
        }),
      );
    $("#step-btn").addEventListener("click", () => this.solve());
  }

  // The goals the library names (GET /api/solvers' `goals`) and where the step solver runs.
  setSolvers(info, puzzle) {
    this.goals = info.goals ?? [];
    this.solver = puzzle === "3x3x3" ? info.solvers.find((s) => s.name === STEP_SOLVER) : null;
    const select = $("#step-goal");
    const saved = loadSettings().step ?? {};
    const previous = select.value || saved.goal;
    if (!this.restored) {
      this.restored = true;
      if ([...$("#step-on").options].some((o) => o.value === saved.on)) $("#step-on").value = saved.on;
      if (saved.count >= 1 && saved.count <= 10) $("#step-count").value = String(saved.count);
    }
    // "ll" and "pll" are the whole cube: the optimal solvers' work, not a step's.
    const steps = this.goals.filter((g) => g.name !== "ll" && g.name !== "pll");
    select.replaceChildren(...steps.map((g) => el("option", { value: g.name, text: g.name })));
    if (steps.some((g) => g.name === previous)) select.value = previous;
    const available = !!this.solver && steps.length > 0;
    for (const id of ["#step-btn", "#step-goal", "#step-on", "#step-count"])
      $(id).disabled = !available || !!this.runner.job;
    showMessage(
      $("#step-error"),
      available
        ? null
        : puzzle !== "3x3x3"
          ? "The step solver is for the 3x3x3."
          : "The step solver needs the cubelab server (`cubelab serve`): this page has no step solver of its own.",
    );
    show($("#step-result"), false);
    this.describe();
  }

  describe() {
    const goal = this.goals?.find((g) => g.name === $("#step-goal").value);
    const where = !this.solver
      ? ""
      : this.solver.runs === "server"
        ? " Runs on the cubelab server."
        : " Runs in this page (WebAssembly).";
    $("#step-description").textContent = goal
      ? `${goal.description}; optimal solutions, in face turns.${where}`
      : "";
  }

  async solve() {
    if (!this.solver || !(await this.runner.takeCube())) return;
    show($("#step-result"), false);
    const on = $("#step-on").value;
    const request = {
      cube: this.app.facelets(),
      puzzle: "3x3x3",
      solver: STEP_SOLVER,
      goal: $("#step-goal").value,
      on,
      count: Math.max(1, Math.min(10, Math.round(Number($("#step-count").value)) || 1)),
      time_limit: Number($("#time-limit").value) || undefined,
    };
    const cubeMoves = this.app.stateMoves();
    await this.runner.run(request, (result) => {
      if (this.app.puzzle === "3x3x3") this.showResult(result, request, cubeMoves);
    });
  }

  // One row per colour (several colours: each colour's optimum, a stage of the result) or per
  // solution (one colour, several solutions); the shortest is played at once.
  showResult(r, request, cubeMoves) {
    const box = $("#step-result");
    show(box, true);
    box.replaceChildren();
    this.rows = [];
    const ok = r.status === "solved";
    box.append(
      el(
        "div",
        { class: `result-status ${ok ? "ok" : "bad"}` },
        el("span", { class: "status-dot" }),
        statusText(r.status),
        el("span", {
          class: "muted",
          text: ` · ${request.goal}${ok ? ` · ${formatMs(r.elapsed_ms)}` : ""}${r.load_ms > 50 ? ` (tables ${formatMs(r.load_ms)})` : ""}`,
        }),
      ),
    );
    if (r.message) box.append(el("p", { class: "muted", text: r.message }));
    if (!ok) return;
    if (severalColours(request.on)) {
      for (const s of r.stages ?? []) {
        const face = s.name.split(" on ").pop();
        this.rows.push({
          label: colourOf(face),
          solution: s.moves ? parseMoves(s.moves) : null,
          mask: s.mask ?? null,
          note: s.note,
        });
      }
    }
    const solutions = r.solutions ?? [{ solution: r.solution, mask: r.mask }];
    if (!severalColours(request.on) || solutions.length > 1)
      solutions.forEach((s, i) =>
        this.rows.push({
          label: severalColours(request.on)
            ? `best ${i + 1}`
            : `${colourOf(request.on)}${solutions.length > 1 ? ` #${i + 1}` : ""}`,
          solution: parseMoves(s.solution),
          mask: s.mask ?? null,
        }),
      );
    const best = Math.min(...this.rows.filter((x) => x.solution).map((x) => x.solution.length));
    const list = el("div", { class: "step-rows", id: "step-rows" });
    for (const row of this.rows) {
      const length = row.solution ? row.solution.length : null;
      row.button = el("button", {
        class: "small step-play",
        text: "Play",
        disabled: !row.solution,
        onclick: () => this.play(row, cubeMoves),
      });
      list.append(
        el(
          "div",
          { class: `step-row${length === best ? " best" : ""}`, "data-label": row.label },
          el("span", { class: "step-label", text: row.label }),
          el("span", { class: "step-length", text: length === null ? "–" : `${length}` }),
          el("span", { class: "step-moves" }, ...this.chipsOf(row, cubeMoves)),
          row.button,
        ),
      );
    }
    box.append(list);
    const first = this.rows.find((x) => x.solution && x.solution.length === best);
    if (first) this.play(first, cubeMoves);
  }

  chipsOf(row, cubeMoves) {
    if (!row.solution) return [el("span", { class: "muted", text: row.note ?? "" })];
    if (!row.solution.length) return [el("span", { class: "muted", text: "already done" })];
    row.chips = row.solution.map((m, i) =>
      el("button", {
        class: "chip",
        text: m,
        title: `move ${i + 1}`,
        onclick: () => {
          if (this.playing !== row || !this.app.playback) this.play(row, cubeMoves);
          this.app.playMove(i);
        },
      }),
    );
    return row.chips;
  }

  // Plays a row's solution on the cube it solves, with its mask on the 3D cube.
  play(row, cubeMoves) {
    for (const x of this.rows) x.button?.closest(".step-row").classList.toggle("playing", x === row);
    if (faceletsFor("3x3x3", cubeMoves) !== this.app.facelets()) this.app.setState(cubeMoves);
    this.playing = row;
    this.app.loadSolution(row.solution, { mask: row.mask, owner: this });
  }

  // Marks the moves of the row being played: those done, and the next.
  highlight(index) {
    for (const row of this.rows)
      (row.chips ?? []).forEach((c, i) => {
        c.classList.toggle("played", row === this.playing && index >= 0 && i < index);
        c.classList.toggle("current", row === this.playing && i === index);
      });
  }
}
