#include "cubelab/solvers/thistlethwaite/solver.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <unordered_set>

#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/thistlethwaite/search.h"

namespace cubelab {
namespace {

using thistlethwaite::kPhaseNames;
using thistlethwaite::kPhases;
using thistlethwaite::phases;

constexpr std::array<const char*, kPhases> kPhaseNotes = {
    "orient all edges (moves: all 18)",
    "orient the corners and put the E-slice edges in the E slice (moves: U D L R F2 B2)",
    "corners into the half-turn group, every edge into its slice (moves: U D L2 R2 F2 B2)",
    "solve with half turns (moves: U2 D2 L2 R2 F2 B2)"};

// A partial solution: the phases solved so far.
struct Candidate {
  CubieCube cube;  // the input after the moves so far
  std::array<std::vector<Move>, kPhases> phase_moves;
  Alg total;    // all moves so far, simplified (moves cancelled across phase boundaries)
  int key = 0;  // total length + the next phase's exact distance: a lower bound of the
                // finished length of this candidate's next step
};

std::vector<Candidate> extend(const Candidate& parent, int phase, size_t width) {
  const auto& space = phases()[phase];
  const thistlethwaite::Coords start = space.coords_of(parent.cube);
  const int d = space.distance(start);
  std::vector<std::vector<Move>> found;
  thistlethwaite::phase_solutions(space, start, d, width, found);
  if (width > 1) thistlethwaite::phase_solutions(space, start, d + 1, width, found);
  std::vector<Candidate> children;
  for (auto& moves : found) {
    Candidate child = parent;
    child.cube.apply(moves);
    child.total = width == 1 ? parent.total + Alg(moves) : (parent.total + Alg(moves)).simplified();
    child.phase_moves[phase] = std::move(moves);
    if (width > 1)
      child.key =
          child.total.htm() + (phase + 1 < kPhases ? phases()[phase + 1].distance(child.cube) : 0);
    children.push_back(std::move(child));
  }
  return children;
}

// Keeps `width` children: the first one (the first optimal solution of the first parent,
// i.e. what width 1 would do, so a wider beam is never worse) and then the lowest keys,
// one per distinct cube.
std::vector<Candidate> select(std::vector<Candidate> children, size_t width) {
  if (children.size() <= 1) return children;
  std::vector<size_t> order(children.size() - 1);
  std::iota(order.begin(), order.end(), 1);
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return children[a].key < children[b].key; });
  std::vector<Candidate> kept{std::move(children[0])};
  std::unordered_set<CubieCube> seen{kept[0].cube};
  for (size_t i : order) {
    if (kept.size() >= width) break;
    if (!seen.insert(children[i].cube).second) continue;
    kept.push_back(std::move(children[i]));
  }
  return kept;
}

struct ThistlethwaiteOptions {
  int beam = 1;
};

const OptionTable<ThistlethwaiteOptions>& thistlethwaite_options() {
  static const OptionTable<ThistlethwaiteOptions> table{
      ThistlethwaiteOptions{},
      {option("beam", &ThistlethwaiteOptions::beam, range{1, 1000},
              "partial solutions kept per phase, each extended by up to this many optimal (or "
              "optimal+1) phase solutions")}};
  return table;
}

// The four phase tables, in memory (about 1 s of CPU once per process).
void prepare_thistlethwaite(const SolveRequest&) { phases(); }

SolveResult solve_thistlethwaite(const SolveRequest& request) {
  StopCondition stop(request);
  SolveResult result;
  const int width = thistlethwaite_options().read(request.options, "thistlethwaite").beam;
  auto plan = thistlethwaite_solve(request.cube, width, &stop);
  if (!plan) return stop.stopped_result();
  int phase_total = 0;
  for (int k = 0; k < kPhases; ++k) {
    result.stages.push_back({kPhaseNames[k], plan->phases[k], kPhaseNotes[k]});
    phase_total += plan->phases[k].htm();
    if (request.progress) {
      Progress p;
      p.phase = kPhaseNames[k];
      p.fraction = (k + 1) / 4.0;
      request.progress(p);
    }
  }
  result.stats["beam"] = width;
  result.stats["cancelled_moves"] = phase_total - plan->solution.htm();
  result.status = SolveStatus::Solved;
  result.solution = plan->solution;
  const size_t count = static_cast<size_t>(std::max(1, request.count));
  result.solutions.assign(plan->solutions.begin(),
                          plan->solutions.begin() + std::min(count, plan->solutions.size()));
  return result;
}

}  // namespace

std::optional<ThistlethwaitePlan> thistlethwaite_solve(const CubieCube& cube, int width,
                                                       const StopCondition* stop) {
  const size_t w = static_cast<size_t>(std::max(1, width));
  std::vector<Candidate> beam(1);
  beam[0].cube = cube;
  for (int phase = 0; phase < kPhases; ++phase) {
    std::vector<Candidate> children;
    for (const Candidate& parent : beam) {
      if (stop && stop->should_stop()) return std::nullopt;
      auto more = extend(parent, phase, w);
      children.insert(children.end(), std::make_move_iterator(more.begin()),
                      std::make_move_iterator(more.end()));
    }
    // After the last phase every child is the solved cube: keep them all for the choice.
    beam = phase + 1 < kPhases ? select(std::move(children), w) : std::move(children);
  }
  // The shortest; ties go to the first, and the first is what width 1 finds.
  std::stable_sort(beam.begin(), beam.end(), [](const Candidate& a, const Candidate& b) {
    return a.total.htm() < b.total.htm();
  });
  ThistlethwaitePlan plan;
  for (int k = 0; k < kPhases; ++k) plan.phases[k] = Alg(beam[0].phase_moves[k]);
  plan.solution = beam[0].total.simplified();
  std::unordered_set<std::string> seen;
  for (const Candidate& c : beam) {
    Alg a = c.total.simplified();
    if (seen.insert(a.str()).second) plan.solutions.push_back(std::move(a));
  }
  return plan;
}

void register_thistlethwaite_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  out.push_back(make_solver(
      {.name = "thistlethwaite",
       .description = "Thistlethwaite's four phases G0 -> G1 -> G2 -> G3 -> solved, each solved "
                      "optimally (HTM) from an exact distance table; --option beam=N carries the "
                      "N best partial solutions through the phases",
       .options = &thistlethwaite_options()},
      prepare_thistlethwaite, solve_thistlethwaite));
}

}  // namespace cubelab
