// The Practice tab's timer: a scramble of the page's puzzle, WCA inspection (15 s; a start
// after 15 s is +2, after 17 s a DNF), Space or a touch on the time to start and stop as the
// timers do (hold until it turns green, let go to start, any key or touch to stop), and the
// sessions kept in the browser with their numbers (practice_stats.js). Each solve keeps its
// scramble, which can be set on the cube and solved by the solvers.
import { $, el, show, showMessage } from "./dom.js";
import { averageOf, bestOf, formatSolve, formatTime, inspectionPenalty, meanOf } from "./practice_stats.js";

const KEY = "cubelab.practice";
const INSPECTION_MS = 15000;
const HOLD_MS = 300; // held this long before a start, so a tap does not start the timer

function loadSessions() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (saved && Array.isArray(saved.sessions) && saved.sessions.length) return saved;
  } catch {
    /* unreadable: a new one */
  }
  return { sessions: [{ name: "Session 1", solves: [] }], current: 0, inspection: true };
}

export class PracticeTimer {
  // app: the few things this panel may do with the app (App.practiceAccess in main.js).
  constructor(app) {
    this.app = app;
    this.data = loadSessions();
    this.state = "idle"; // idle, armed, inspecting, holding, ready, running, stopped
    this.scramble = null; // {puzzle, moves}
    this.display = $("#practice-time");
    this.bindKeys();
    $("#practice-next").addEventListener("click", () => this.nextScramble());
    $("#practice-show").addEventListener("click", () => this.showOnCube(this.scramble));
    $("#practice-inspection").checked = this.data.inspection !== false;
    $("#practice-inspection").addEventListener("change", (e) => {
      this.data.inspection = e.target.checked;
      this.save();
    });
    $("#practice-session").addEventListener("change", (e) => {
      this.data.current = Number(e.target.value);
      this.save();
      this.render();
    });
    $("#practice-new-session").addEventListener("click", () => {
      this.data.sessions.push({ name: `Session ${this.data.sessions.length + 1}`, solves: [] });
      this.data.current = this.data.sessions.length - 1;
      this.save();
      this.render();
    });
    this.render();
  }

  get session() {
    return this.data.sessions[this.data.current] ?? this.data.sessions[0];
  }

  save() {
    try {
      localStorage.setItem(KEY, JSON.stringify(this.data));
    } catch {
      /* storage refused: the session lasts as long as the page */
    }
  }

  // The tab is shown: a scramble for the page's puzzle, if there is none for it yet.
  shown() {
    if (!this.scramble || this.scramble.puzzle !== this.app.puzzle) this.nextScramble();
  }

  async nextScramble() {
    const puzzle = this.app.puzzle;
    $("#practice-scramble").textContent = "…";
    try {
      const moves = await this.app.scramble();
      this.scramble = { puzzle, moves };
      $("#practice-scramble").textContent = moves;
      $("#practice-puzzle").textContent = puzzle;
    } catch (e) {
      this.scramble = null;
      $("#practice-scramble").textContent = "";
      showMessage($("#practice-error"), `${e.code ?? "error"}: ${e.message}`, "error");
    }
  }

  async showOnCube(scramble, tab = null) {
    if (!scramble) return;
    await this.app.setCube(scramble.puzzle, scramble.moves);
    if (tab) this.app.showTab(tab);
  }

  // Space, and a press on the time (mouse or touch), while the tab is shown; keys typed into
  // the page's fields are theirs.
  bindKeys() {
    const mine = (e) => {
      if (!this.app.visible()) return false;
      const t = e.target;
      if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement)
        return false;
      return e.key === " " || e.key === "Escape" || this.state === "running";
    };
    window.addEventListener(
      "keydown",
      (e) => {
        if (!mine(e)) return;
        e.preventDefault();
        e.stopPropagation();
        if (e.repeat) return;
        if (e.key === "Escape") return this.cancel();
        this.down();
      },
      { capture: true },
    );
    window.addEventListener(
      "keyup",
      (e) => {
        if (!mine(e) && this.state !== "stopped") return;
        e.preventDefault();
        e.stopPropagation();
        if (e.key !== "Escape") this.up();
      },
      { capture: true },
    );
    this.display.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      this.down();
    });
    this.display.addEventListener("pointerup", (e) => {
      e.preventDefault();
      this.up();
    });
  }

  down() {
    if (this.state === "running") return this.stop();
    if (this.state === "idle") {
      if ($("#practice-inspection").checked) return this.setState("armed");
      return this.hold();
    }
    if (this.state === "inspecting") this.hold();
  }

  up() {
    if (this.state === "armed") return this.inspect();
    if (this.state === "holding") {
      // Let go too soon: back to where it was.
      clearTimeout(this.holdTimer);
      return this.setState(this.inspectionStart ? "inspecting" : "idle");
    }
    if (this.state === "ready") return this.start();
    if (this.state === "stopped") this.setState("idle");
  }

  hold() {
    this.setState("holding");
    this.holdTimer = setTimeout(() => this.state === "holding" && this.setState("ready"), HOLD_MS);
  }

  inspect() {
    this.inspectionStart = performance.now();
    this.setState("inspecting");
    this.tick();
  }

  start() {
    this.penalty = this.inspectionStart ? inspectionPenalty(performance.now() - this.inspectionStart) : "";
    this.startedAt = performance.now();
    this.setState("running");
    this.tick();
  }

  stop() {
    const ms = performance.now() - this.startedAt;
    this.record(ms, this.penalty);
    this.inspectionStart = null;
    this.setState("stopped");
    this.display.textContent = formatSolve({ ms, penalty: this.penalty });
  }

  cancel() {
    clearTimeout(this.holdTimer);
    this.inspectionStart = null;
    this.setState("idle");
    this.display.textContent = "0.00";
  }

  // The clock while inspecting (the seconds left) or running; 17 s of inspection with no start
  // is a DNF.
  tick() {
    cancelAnimationFrame(this.frame);
    const now = performance.now();
    if (this.state === "running") this.display.textContent = formatTime(now - this.startedAt);
    else if (this.inspectionStart && ["inspecting", "holding", "ready"].includes(this.state)) {
      const left = INSPECTION_MS - (now - this.inspectionStart);
      if (left < -2000) {
        this.record(0, "DNF");
        this.inspectionStart = null;
        this.setState("idle");
        this.display.textContent = "DNF";
        return;
      }
      this.display.textContent = left > 0 ? String(Math.ceil(left / 1000)) : "+2";
    } else return;
    this.frame = requestAnimationFrame(() => this.tick());
  }

  setState(state) {
    this.state = state;
    this.display.dataset.state = state;
    if (state === "idle" || state === "stopped") cancelAnimationFrame(this.frame);
  }

  record(ms, penalty) {
    const scramble = this.scramble ?? { puzzle: this.app.puzzle, moves: "" };
    this.session.solves.push({
      ms: Math.round(ms),
      penalty,
      puzzle: scramble.puzzle,
      scramble: scramble.moves,
      at: Date.now(),
    });
    this.save();
    this.render();
    this.nextScramble();
  }

  setPenalty(index, penalty) {
    const solve = this.session.solves[index];
    solve.penalty = solve.penalty === penalty ? "" : penalty;
    this.save();
    this.render();
  }

  remove(index) {
    this.session.solves.splice(index, 1);
    this.save();
    this.render();
  }

  render() {
    $("#practice-session").replaceChildren(
      ...this.data.sessions.map((s, i) =>
        el("option", { value: String(i), text: `${s.name} (${s.solves.length})` }),
      ),
    );
    $("#practice-session").value = String(this.data.current);
    const solves = this.session.solves;
    const stat = (label, value, id) =>
      el("div", { class: "stat" }, el("span", { class: "muted", text: label }), el("b", { id, text: value }));
    $("#practice-stats").replaceChildren(
      stat("solves", String(solves.length), "practice-count"),
      stat("best", formatTime(bestOf(solves)), "practice-best"),
      stat("ao5", formatTime(averageOf(solves, 5)), "practice-ao5"),
      stat("ao12", formatTime(averageOf(solves, 12)), "practice-ao12"),
      stat("mean", formatTime(meanOf(solves)), "practice-mean"),
    );
    const rows = solves
      .map((s, i) => ({ s, i }))
      .reverse()
      .map(({ s, i }) =>
        el(
          "tr",
          {},
          el("td", { text: String(i + 1) }),
          el("td", { class: "time", text: formatSolve(s) }),
          el("td", { class: "muted", text: formatTime(averageOf(solves.slice(0, i + 1), 5)) }),
          el(
            "td",
            { class: "solve-actions" },
            el("button", {
              text: "+2",
              class: s.penalty === "+2" ? "on" : "",
              title: "Two seconds' penalty",
              onclick: () => this.setPenalty(i, "+2"),
            }),
            el("button", {
              text: "DNF",
              class: s.penalty === "DNF" ? "on" : "",
              title: "Did not finish",
              onclick: () => this.setPenalty(i, "DNF"),
            }),
            el("button", {
              text: "Cube",
              title: `Set its scramble on the cube (${s.puzzle}): ${s.scramble}`,
              disabled: !s.scramble,
              onclick: () => this.showOnCube({ puzzle: s.puzzle, moves: s.scramble }),
            }),
            el("button", {
              text: "Solve",
              title: "Set its scramble on the cube and open the Solve tab",
              disabled: !s.scramble,
              onclick: () => this.showOnCube({ puzzle: s.puzzle, moves: s.scramble }, "solve"),
            }),
            el("button", { text: "×", title: "Delete this solve", onclick: () => this.remove(i) }),
          ),
        ),
      );
    $("#practice-solves").replaceChildren(...rows);
    show($("#practice-solves-box"), solves.length > 0);
  }
}
