// A practice session's numbers, as the WCA regulations (9f, 9f8) and the common timers count
// them: a solve is its time, +2 adds two seconds, a DNF counts as the slowest; an average of
// n drops the best and the worst ceil(5 % of n) results and is a DNF when more than that many
// are DNFs; a mean counts the finished solves.

export const DNF = Infinity;

// A solve's result in milliseconds ({ms, penalty: "" | "+2" | "DNF"}): DNF as Infinity.
export function resultOf(solve) {
  if (solve.penalty === "DNF") return DNF;
  return solve.ms + (solve.penalty === "+2" ? 2000 : 0);
}

// The average of the last n solves (null when there are fewer).
export function averageOf(solves, n) {
  if (solves.length < n) return null;
  const results = solves.slice(-n).map(resultOf);
  results.sort((a, b) => a - b);
  const trim = Math.ceil(n * 0.05);
  const kept = results.slice(trim, n - trim);
  if (kept.some((r) => r === DNF)) return DNF;
  return kept.reduce((a, b) => a + b, 0) / kept.length;
}

// The mean of the finished solves (null when none is).
export function meanOf(solves) {
  const done = solves.map(resultOf).filter((r) => r !== DNF);
  return done.length ? done.reduce((a, b) => a + b, 0) / done.length : null;
}

export function bestOf(solves) {
  const done = solves.map(resultOf).filter((r) => r !== DNF);
  return done.length ? Math.min(...done) : null;
}

// "9.87", "1:02.35", "DNF"; "-" for none. Hundredths, truncated as timers show them.
export function formatTime(ms) {
  if (ms === null || ms === undefined) return "-";
  if (ms === DNF) return "DNF";
  const hundredths = Math.floor(ms / 10);
  const seconds = Math.floor(hundredths / 100);
  const minutes = Math.floor(seconds / 60);
  const rest = `${seconds % 60}.${String(hundredths % 100).padStart(2, "0")}`;
  return minutes ? `${minutes}:${rest.padStart(5, "0")}` : rest;
}

// A solve as its list shows it: "12.34", "14.34+" (with +2), "DNF(12.34)".
export function formatSolve(solve) {
  if (solve.penalty === "DNF") return `DNF(${formatTime(solve.ms)})`;
  return solve.penalty === "+2" ? `${formatTime(resultOf(solve))}+` : formatTime(solve.ms);
}

// The penalty of a start after `inspectionMs` of WCA inspection (15 s; up to 17 s is +2,
// later a DNF; regulation A3a1).
export function inspectionPenalty(inspectionMs) {
  if (inspectionMs > 17000) return "DNF";
  if (inspectionMs > 15000) return "+2";
  return "";
}
