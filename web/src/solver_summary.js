// What each solver does, in a cuber's words: shown under the solver choice. The solver's own
// description (its algorithm and sources, as `cubelab solvers` prints it) is folded under
// "How it works". A solver without a line here shows its description.
export const SOLVER_SUMMARY = {
  twophase:
    "Near-optimal solutions, usually 18 to 20 moves, in a fraction of a second: the method cube robots use.",
  optimal:
    "The shortest possible solution (never more than 20 moves). Seconds to minutes a cube; its large table is built once.",
  korf: "The original optimal solver: the shortest solution, but minutes to hours on a well-scrambled cube.",
  thistlethwaite:
    "Solves in four steps, each allowing fewer turns than the one before: about 30 moves, every step shown.",
  beginner:
    "The layer-by-layer beginner's method: cross, corners, middle layer, last layer. About 90 moves, every step explained.",
  cfop: "The speedcubers' method: cross, four first-two-layer pairs, OLL and PLL. About 50 moves, every stage shown.",
  goal: "Only part of the cube (a cross, an xcross, EOLine, a block), in the fewest moves: see the Steps tab.",
  greedy:
    "Always takes the turn that looks best right now: solves short scrambles only, a baseline for comparison.",
  msls: "A random search that improves turn sequences step by step, in four steps: 30 to 40 moves, for comparison.",
  ga: "A genetic algorithm that breeds turn sequences, in four steps: 30 to 40 moves, for comparison.",
  memetic:
    "A genetic algorithm with local improvement, in three or four steps: about 30 moves, for comparison.",
  eda: "A search that learns which turns help: solves scrambles of up to about ten moves, for comparison.",
  pocket: "The shortest possible 2x2x2 solution (never more than 11 moves), at once.",
  msls2:
    "A random search on the 2x2x2 that shortens its solution while it can: near-optimal, for comparison.",
};
