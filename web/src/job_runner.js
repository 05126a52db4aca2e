// One solve at a time, as the Solve and Steps tabs run it: the cube the page shows is taken
// (drafts typed but not set are set first), the job runs with its start button disabled and
// relabelled, a cancel button and a progress line with a clock that ticks between the
// server's reports (and a bar where the tab has one), and a failure is shown in the tab's
// error line.
import * as api from "./api.js";
import { ElapsedClock } from "./clock.js";
import { $, show, showMessage, formatMs, formatNumber } from "./dom.js";

export const REFUSED =
  "Nothing solved: the text typed for the cube is not a cube (see the message beside it; Escape there goes back to the cube shown).";

// "1.20 s · phase 1 · depth 9 · 12,345 nodes": a progress snapshot as one line.
export function progressText(snap) {
  const p = snap.progress;
  const parts = [`${formatMs(snap.elapsed_ms)}`];
  if (p) {
    const counters = [];
    if (p.depth !== undefined) counters.push(`depth ${p.depth}`);
    if (p.generation !== undefined) counters.push(`generation ${p.generation}`);
    // Some solvers name their phase after the counter they report (phase "depth 16" with
    // depth 16, phase "generation" with generation 5): say it once.
    if (p.phase && !counters.some((c) => c === p.phase || c.startsWith(`${p.phase} `))) parts.push(p.phase);
    parts.push(...counters);
    if (p.nodes) parts.push(`${formatNumber(p.nodes)} nodes`);
    if (p.best_fitness !== undefined) parts.push(`best ${formatNumber(p.best_fitness)}`);
    if (p.message) parts.push(p.message);
  }
  return parts.join(" · ");
}

export class JobRunner {
  // app: applyDrafts() and leavePlayback() of the panel's access object (main.js).
  // ids: the tab's elements: button (and label, its text when idle), cancel, progress (the
  // box shown while running), progressText, error, and progressFill when it has a bar.
  constructor(app, ids) {
    this.app = app;
    this.ids = ids;
    this.job = null;
    this.starting = false;
    this.snap = null;
    this.clock = new ElapsedClock((ms) => this.showProgressText(ms));
    $(ids.cancel).addEventListener("click", () => this.job?.cancel());
  }

  get busy() {
    return !!this.job || this.starting;
  }

  showError(text) {
    showMessage($(this.ids.error), text);
  }

  // Makes the cube the page shows the one to solve: sets the drafts and leaves playback.
  // False when a job runs already or a draft is not a cube (said in the error line).
  async takeCube() {
    if (this.busy) return false;
    this.showError(null);
    this.starting = true;
    const ready = await this.app.applyDrafts().finally(() => (this.starting = false));
    if (!ready) {
      this.showError(REFUSED);
      return false;
    }
    this.app.leavePlayback();
    return true;
  }

  // Runs `request` and gives its result to onResult while the job still counts as running;
  // an error (refused request, lost server) goes to the error line.
  async run(request, onResult) {
    this.setRunning(true);
    this.onProgress({ elapsed_ms: 0, progress: null });
    try {
      this.job = api.runJob(request, (snap) => this.onProgress(snap));
      onResult(await this.job.promise);
    } catch (e) {
      this.showError(`${e.code ?? "error"}: ${e.message}`);
    } finally {
      this.job = null;
      this.setRunning(false);
    }
  }

  cancel() {
    this.job?.cancel();
  }

  setRunning(running) {
    const button = $(this.ids.button);
    button.disabled = running;
    button.textContent = running ? "Solving…" : this.ids.label;
    show($(this.ids.cancel), running);
    show($(this.ids.progress), running);
    if (running) this.clock.start();
    else this.clock.stop();
  }

  onProgress(snap) {
    if (this.ids.progressFill) {
      const fraction = snap.progress?.fraction;
      const fill = $(this.ids.progressFill);
      fill.classList.toggle("indeterminate", fraction === undefined);
      fill.style.width = fraction === undefined ? "" : `${Math.round(Math.min(1, fraction) * 100)}%`;
    }
    this.snap = snap;
    this.clock.report(snap.elapsed_ms);
    this.showProgressText(snap.elapsed_ms); // as reported; the clock ticks on from there
  }

  showProgressText(elapsedMs) {
    $(this.ids.progressText).textContent = progressText({ ...this.snap, elapsed_ms: elapsedMs });
  }
}
