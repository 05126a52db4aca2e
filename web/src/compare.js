// The Compare tab: several solvers on the same cube, one after another (each as a job), in a
// table and two bar charts (solution length, time).
import * as api from "./api.js";
import { $, el, show, showMessage, formatMs } from "./dom.js";
import { isWca } from "./cube.js";
import { statusText, timeLimitFor } from "./solve.js";
import { REFUSED } from "./job_runner.js";
import { ElapsedClock } from "./clock.js";

const SVG = "http://www.w3.org/2000/svg";
function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// A horizontal bar chart: rows of {label, value, note}; rows without a value show their note
// instead of a bar. Log scale when the values span more than 100x.
export function barChart(title, rows, format, cssClass) {
  const width = 640,
    rowH = 26,
    labelW = 130,
    valueW = 150,
    top = 26;
  const height = top + rows.length * rowH + 6;
  const values = rows.map((r) => r.value).filter((v) => v != null && v > 0);
  const max = Math.max(...values, 1e-9),
    min = Math.min(...values, max);
  const log = values.length > 1 && max / min > 100;
  const scale = (v) => {
    if (!log) return v / max;
    const lo = Math.log10(min) - 0.3;
    return (Math.log10(v) - lo) / (Math.log10(max) - lo);
  };
  const chart = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: `chart ${cssClass}`,
    role: "img",
    "aria-label": title,
  });
  chart.append(svg("text", { x: 0, y: 16, class: "chart-title" }, title + (log ? " (log scale)" : "")));
  const barMax = width - labelW - valueW;
  rows.forEach((r, i) => {
    const y = top + i * rowH;
    const row = svg("g", { class: "chart-row" });
    row.append(
      svg("text", { x: labelW - 10, y: y + 17, class: "chart-label", "text-anchor": "end" }, r.label),
    );
    row.append(
      svg("rect", { x: labelW, y: y + 5, width: barMax, height: rowH - 10, rx: 4, class: "chart-track" }),
    );
    let w = 0;
    if (r.value != null) {
      w = Math.max(3, r.value > 0 ? scale(r.value) * barMax : 0);
      row.append(
        svg("rect", { x: labelW, y: y + 5, width: w, height: rowH - 10, rx: 4, class: "chart-bar" }),
      );
    }
    const text = r.value == null ? r.note : format(r.value) + (r.note ? ` (${r.note})` : "");
    row.append(svg("text", { x: labelW + w + 8, y: y + 17, class: "chart-value" }, text));
    chart.append(row);
  });
  return chart;
}

// Ticked at first besides the default solver: quick ones with small or no tables (optimal
// solvers may spend minutes building theirs on first use).
const SUGGESTED = ["thistlethwaite", "beginner", "pocket"];

export class ComparePanel {
  // app: the few things this panel may do with the app (App.comparePanelAccess in main.js).
  constructor(app) {
    this.app = app;
    this.job = null;
    this.stopped = false;
    this.running = null; // the row being solved
    // Between reports only the running row's time changes: redrawing the whole table would
    // replace its Play buttons under the mouse.
    this.clock = new ElapsedClock((ms) => {
      if (!this.running) return;
      this.running.elapsed_ms = ms;
      const cell = $("#compare-table tr.row-running .time");
      if (cell) cell.textContent = formatMs(ms);
    }, 250);
    $("#compare-btn").addEventListener("click", () => this.run());
    $("#compare-cancel").addEventListener("click", () => this.stop());
  }

  setSolvers(info, puzzle) {
    this.puzzle = puzzle;
    $("#compare-th-length").textContent = puzzle === "square1" ? "Slashes" : isWca(puzzle) ? "Moves" : "HTM";
    show($("#compare-th-qtm"), !isWca(puzzle));
    const solvers = api.solversFor(info, puzzle);
    const def = info.default?.[puzzle];
    $("#compare-solvers").replaceChildren(
      ...solvers.map((s) =>
        el(
          "label",
          { class: "check", title: s.description },
          el("input", {
            type: "checkbox",
            value: s.name,
            checked: s.name === def || SUGGESTED.includes(s.name),
          }),
          el("span", { text: s.name }),
          s.runs === "server"
            ? el("span", { class: "where-tag", text: "server", title: "runs on the cubelab server" })
            : null,
        ),
      ),
    );
    $("#compare-btn").disabled = solvers.length === 0;
    showMessage($("#compare-error"), solvers.length ? null : `There is no ${puzzle} solver yet.`);
    show($("#compare-output"), false);
  }

  stop() {
    this.stopped = true;
    this.job?.cancel();
  }

  selected() {
    return [...document.querySelectorAll("#compare-solvers input:checked")].map((i) => i.value);
  }

  async run() {
    const names = this.selected();
    showMessage($("#compare-error"), names.length ? null : "Choose at least one solver.");
    if (!names.length || this.job || this.starting) return;
    this.starting = true;
    const ready = await this.app.applyDrafts().finally(() => (this.starting = false));
    if (!ready) return showMessage($("#compare-error"), REFUSED);
    const cube = this.app.cube();
    const puzzle = this.puzzle;
    this.cubeMoves = this.app.stateMoves(); // to come back to this cube for "Play"
    const limit = Number($("#compare-time").value);
    this.results = names.map((name) => ({ solver: name, status: "waiting" }));
    this.stopped = false;
    show($("#compare-output"), true);
    this.setRunning(true);
    this.render();
    for (const row of this.results) {
      if (this.stopped) {
        row.status = "cancelled";
        continue;
      }
      row.status = "running";
      this.running = row;
      this.clock.start();
      this.render();
      try {
        const time_limit = timeLimitFor(row.solver, limit, this.app.searchTime(row.solver));
        this.job = api.runJob({ cube, puzzle, solver: row.solver, time_limit }, (snap) => {
          this.clock.report(snap.elapsed_ms);
          row.elapsed_ms = this.clock.elapsed();
          this.render();
        });
        Object.assign(row, await this.job.promise);
      } catch (e) {
        row.status = "error";
        row.message = `${e.code}: ${e.message}`;
      }
      this.clock.stop();
      this.running = null;
      this.job = null;
      if (this.puzzle !== puzzle) return this.setRunning(false); // switched meanwhile
      this.render();
    }
    this.render(); // the rows a cancel left unrun
    this.setRunning(false);
  }

  setRunning(running) {
    $("#compare-btn").disabled = running;
    show($("#compare-cancel"), running);
  }

  render() {
    const tbody = $("#compare-table tbody");
    tbody.replaceChildren(
      ...this.results.map((r) =>
        el(
          "tr",
          { class: `row-${r.status}` },
          el("td", { text: r.solver }),
          el(
            "td",
            { title: r.message ?? "" },
            el("span", {
              class: `status status-${r.status}`,
              text: r.status === "running" || r.status === "waiting" ? r.status + "…" : statusText(r.status),
            }),
          ),
          el("td", { class: "num", text: r.length_htm ?? "–" }),
          // (The pyraminx, skewb and clock count moves only, the WCA's way.)
          isWca(this.puzzle) ? null : el("td", { class: "num", text: r.length_qtm ?? "–" }),
          el("td", { class: "num time", text: r.elapsed_ms == null ? "–" : formatMs(r.elapsed_ms) }),
          el(
            "td",
            {},
            r.status === "solved" && r.length_htm > 0
              ? el("button", { class: "small", text: "▶ Play", onclick: () => this.play(r) })
              : null,
          ),
        ),
      ),
    );
    // Every finished solver has a row in both charts; one that did not solve has no length.
    const done = this.results.filter((r) => !["waiting", "running"].includes(r.status));
    const charts = $("#compare-charts");
    charts.replaceChildren();
    if (done.length) {
      const note = (r) => (r.status === "solved" ? "" : statusText(r.status).toLowerCase());
      charts.append(
        barChart(
          isWca(this.puzzle) ? "Solution length (moves)" : "Solution length (moves, HTM)",
          done.map((r) => ({
            label: r.solver,
            value: r.status === "solved" ? r.length_htm : null,
            note: note(r),
          })),
          (v) => `${v}`,
          "chart-length",
        ),
      );
      charts.append(
        barChart(
          "Time",
          done.map((r) => ({ label: r.solver, value: r.elapsed_ms, note: note(r) })),
          formatMs,
          "chart-time",
        ),
      );
    }
  }

  play(result) {
    this.app.showInSolveTab(result, this.cubeMoves);
  }
}
