// The `beginner` solver: Abreu García's seven-stage human method through the common interface.
#include <fmt/format.h>

#include <memory>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/beginner/cross_coord.h"
#include "cubelab/solvers/beginner/cross_search.h"
#include "cubelab/solvers/beginner/method.h"

namespace cubelab {
namespace {

struct BeginnerOptions {
  beginner::CrossMethod cross = beginner::CrossMethod::Table;
};

const OptionTable<BeginnerOptions>& beginner_options() {
  static const OptionTable<BeginnerOptions> table{
      BeginnerOptions{},
      {choice("cross", &BeginnerOptions::cross,
              {{"astar", beginner::CrossMethod::AStar}, {"table", beginner::CrossMethod::Table}},
              "stage 1 search: 'table' (an exact table of the 190,080 cross states: a table "
              "walk, well under a microsecond) or 'astar' (the A* of Abreu García's "
              "\"Resolución rápida del cubo de Rubik\": largest per-edge distance, sum as "
              "tie-breaker; the same optimal length, about 1,700 nodes, under a millisecond)")}};
  return table;
}

// The cross's tables, the bulk of what the method builds on first use (the stages' case
// tables are left to the solve: they take well under a millisecond).
void prepare_beginner(const SolveRequest& request) {
  beginner::cross_tables();
  if (beginner_options().read(request.options, "beginner").cross == beginner::CrossMethod::Table)
    beginner::prepare_cross_table();
}

SolveResult solve_beginner(const SolveRequest& request) {
  SolveResult result;
  StopCondition stop(request);
  if (stop.should_stop()) return stop.stopped_result();
  const auto cross = beginner_options().read(request.options, "beginner").cross;
  auto trace = std::make_unique<beginner::Trace>(request.cube);
  if (!beginner::run_beginner_method(*trace, cross)) {
    result.status = SolveStatus::Error;
    result.message = "internal error: a stage of the beginner's method did not reach its goal";
    return result;
  }
  // Each operator with the cube after it and the running move count, as the document's
  // output file shows them.
  std::vector<std::vector<StageStep>> steps(beginner::kStages + 1);
  CubieCube cube = request.cube;
  for (int i = 0, shown = 0; i < trace->step_count(); ++i) {
    const beginner::Step& st = trace->step(i);
    Alg alg({trace->moves() + st.begin, trace->moves() + st.end});
    cube.apply(alg.moves);
    const bool case_shown = shown == st.stage && st.stage >= 4;
    shown = st.stage;
    steps[st.stage].push_back({std::move(alg), beginner::explain_step(*trace, st, case_shown),
                               to_facelets(cube), st.end});
  }
  Alg all;
  for (int s = 1; s <= beginner::kStages; ++s) {
    Alg alg({trace->moves() + trace->stage_begin(s), trace->moves() + trace->stage_end(s)});
    all += alg;
    // A setup turn followed by a macro that starts on the same face (D2, then D R D' R')
    // is one turn in the stage's moves; the note and the steps still list each operator.
    result.stages.push_back({beginner::stage_title(s), alg.simplified(),
                             beginner::explain_stage(*trace, s), std::move(steps[s])});
  }
  result.solution = all.simplified();
  result.stats["moves_before_simplification"] = all.htm();
  if (cross == beginner::CrossMethod::AStar) {
    result.stats["cross_nodes_expanded"] = trace->cross_expanded;
    result.stats["cross_nodes_generated"] = trace->cross_generated;
  }
  result.status = SolveStatus::Solved;
  return result;
}

}  // namespace

void register_beginner_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  out.push_back(make_solver(
      {.name = "beginner",
       .description = "The beginner's method of M. Abreu García, \"Resolución rápida del cubo de "
                      "Rubik\" (2011): an optimal U cross (exact table, or the document's A*), "
                      "then macro-operators chosen by case for the U corners, the middle layer "
                      "and the four last-layer stages; about 90 moves, every stage explained.",
       .options = &beginner_options()},
      prepare_beginner, solve_beginner));
}

}  // namespace cubelab
