// The elapsed time shown while a job runs: the server's latest report plus the time since it
// arrived, ticked locally, so that the display keeps moving between reports (some solvers
// report seldom, an optimal search once per depth).
export class ElapsedClock {
  constructor(onTick, intervalMs = 100) {
    this.onTick = onTick;
    this.intervalMs = intervalMs;
    this.timer = null;
  }

  start() {
    this.stop();
    this.reported = 0;
    this.at = performance.now();
    this.shown = 0;
    this.timer = setInterval(() => this.onTick(this.elapsed()), this.intervalMs);
  }

  report(elapsedMs) {
    this.reported = elapsedMs;
    this.at = performance.now();
  }

  // While running, never backwards: a report can arrive later than the time it gives.
  elapsed() {
    const now = this.reported + performance.now() - this.at;
    this.shown = this.timer === null ? now : Math.max(this.shown, now);
    return this.shown;
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
  }
}
