// The `cfop` solver: the expert method (cross, four first-two-layer pairs, OLL, PLL) with
// each step found by cubelab's own searches: the cross and each pair optimal for the step
// (the goal solver, keeping what earlier steps solved), the last layer from algorithm sets
// generated once (last_layer.h).
#include <fmt/format.h>

#include <memory>

#include "cubelab/cube/symmetry.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/cfop/last_layer.h"
#include "cubelab/tables/catalog.h"

namespace cubelab {
namespace {

struct CfopOptions {
  std::string cross = "D";
};

const OptionTable<CfopOptions>& cfop_options() {
  static const OptionTable<CfopOptions> table{
      CfopOptions{},
      {text_option("cross", &CfopOptions::cross,
                   "where the cross is made: a face or colour (D, white, ...), or 'all' for "
                   "the colour whose whole solve is shortest",
                   [](std::string_view v) { Goal::parse("cross").on(v); })}};
  return table;
}

// The slots in the order of cross_and_pairs (goal.h).
constexpr std::array<const char*, 4> kSlotNames = {"FR", "FL", "BL", "BR"};

// One stage's moves, or why it failed.
struct Step {
  SolveStatus status = SolveStatus::Solved;
  std::string message;
  Alg alg;
};

Step solve_step(const CubieCube& cube, Goal goal, const SolveRequest& request,
                const StopCondition& stop) {
  SolveRequest r;
  r.cube = cube;
  r.goal = std::move(goal);
  r.cancel = request.cancel;
  if (request.time_limit_s > 0)
    r.time_limit_s = std::max(1e-3, request.time_limit_s - stop.elapsed_s());
  const SolveResult res = run_solver(find_solver("goal"), r);
  return {res.status, res.message, res.solution};
}

// The whole method on a cube whose cross goes on D.
struct Solve {
  std::vector<Stage> stages;
  std::vector<double> stage_ms;
  Alg moves;
  Step failed;
};

Solve solve_on_d(const CubieCube& start, const SolveRequest& request, const StopCondition& stop) {
  Solve out;
  CubieCube cube = start;
  double last_s = stop.elapsed_s();
  auto add = [&](std::string name, const Alg& alg, std::string note) {
    out.stage_ms.push_back(1000 * (stop.elapsed_s() - last_s));
    last_s = stop.elapsed_s();
    cube.apply(alg.moves);
    out.moves += alg;
    out.stages.push_back({std::move(name), alg, std::move(note)});
  };
  Step cross = solve_step(cube, Goal::parse("cross"), request, stop);
  if (cross.status != SolveStatus::Solved) return out.failed = cross, out;
  add("cross", cross.alg, fmt::format("optimal cross, {}", count_of(cross.alg.htm(), "move")));
  for (int pair = 1; solved_pairs(cube) != 15; ++pair) {
    const unsigned done = solved_pairs(cube);
    std::vector<GoalAlternative> next;
    for (int s = 0; s < 4; ++s)
      if (!((done >> s) & 1)) next.push_back(cross_and_pairs(done | (1u << s)));
    Step step = solve_step(cube, Goal::of("f2l pair", next), request, stop);
    if (step.status != SolveStatus::Solved) return out.failed = step, out;
    CubieCube after = cube;
    after.apply(step.alg.moves);
    std::string slots;
    for (int s = 0; s < 4; ++s)
      if (((solved_pairs(after) & ~done) >> s) & 1)
        slots += (slots.empty() ? "" : ", ") + std::string(kSlotNames[s]);
    add(fmt::format("F2L pair {}", pair), step.alg,
        fmt::format("{} inserted, optimal for the step: {}", slots,
                    count_of(step.alg.htm(), "move")));
  }
  if (auto oll = cfop::oll_for(cube))
    add("OLL", oll->alg, fmt::format("case {} of {}", oll->case_number, cfop::oll_cases()));
  else
    add("OLL", Alg(), "skip: the last layer is oriented");
  if (auto pll = cfop::pll_for(cube))
    add("PLL", pll->alg,
        pll->case_number ? fmt::format("case {} of {}", pll->case_number, cfop::pll_cases())
                         : std::string("a turn of U"));
  else
    add("PLL", Alg(), "skip: solved");
  return out;
}

// The goal solver's tables for the cross and the pairs: the goals solve_on_d asks of it,
// every set of solved slots an alternative of one of them.
std::vector<std::string> cfop_tables(const SolveRequest&) {
  std::vector<GoalAlternative> steps = Goal::parse("cross").alternatives();
  for (unsigned slots = 1; slots < 16; ++slots) steps.push_back(cross_and_pairs(slots));
  SolveRequest r;
  r.goal = Goal::of("cross and pairs", std::move(steps));
  return find_solver("goal").stored_tables(r);
}

void prepare_cfop(const SolveRequest&) {
  cfop::oll_cases();  // the algorithm sets: generated on first use, then cached
}

SolveResult solve_cfop(const SolveRequest& request) {
  const CfopOptions o = cfop_options().read(request.options, "cfop");
  const StopCondition stop(request);
  const Goal where = Goal::parse("cross").on(o.cross);
  SolveResult best;
  bool found = false;
  for (const Goal::Orientation& orientation : where.orientations()) {
    const int s = orientation.symmetry;
    Solve solve = solve_on_d(conjugate(request.cube, symmetry_inverse(s)), request, stop);
    if (solve.failed.status != SolveStatus::Solved) {
      if (found) break;  // out of time with an answer: keep it
      best.status = solve.failed.status;
      best.message = solve.failed.message;
      return best;
    }
    // Back to the cube as held.
    auto turned = [s](const Alg& a) { return conjugate(a, s); };
    const Alg total = turned(solve.moves).simplified();
    if (found && total.htm() >= best.solution.htm()) continue;
    found = true;
    best = SolveResult{};
    best.status = SolveStatus::Solved;
    best.solution = total;
    for (size_t i = 0; i < solve.stages.size(); ++i) {
      Stage& st = solve.stages[i];
      st.alg = turned(st.alg);
      best.stats["ms_" + st.name] = solve.stage_ms[i];
      best.stats["moves_" + st.name] = st.alg.htm();
      best.stages.push_back(std::move(st));
    }
    best.stats["moves_before_simplification"] = turned(solve.moves).htm();
    best.message = fmt::format("cross on {}", orientation.name.empty() ? "D" : orientation.name);
  }
  return best;
}

}  // namespace

void register_cfop_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  out.push_back(make_solver(
      {.name = "cfop",
       .description = "The expert method (CFOP: cross, F2L, OLL, PLL): an optimal cross (on a "
                      "chosen colour or the best one), each first-two-layer pair optimal for its "
                      "step, and the last layer from OLL and PLL sets generated by cubelab's own "
                      "searches; 50-60 moves with a per-stage trace",
       .options = &cfop_options(),
       // The cross and the pairs by the goal solver; the last layer's sets are in the program.
       .stored_tables = cfop_tables},
      prepare_cfop, solve_cfop));
}

}  // namespace cubelab
