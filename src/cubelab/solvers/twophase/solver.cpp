// The `twophase` solver: Kociemba's two-phase algorithm (search.h), cubelab's default
// 3x3x3 solver. Stopping rules (docs/twophase.md):
//   max_length N   returns solutions of at most N moves, stops at the first (count) found;
//   time limit     without max_length: keeps improving until the time is up;
//   neither        stops at the first solution of at most `default_target` (20) moves.
// Positions solvable in at most `optimal_depth` (10) moves get an optimal solution (HTM).
// In the axial metric (--metric axial) the lengths count axial moves and the default
// target is `kAxialTarget` (docs/twophase.md, "Axial metric").

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <optional>

#include "cubelab/cube/error.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/search/parallel_ida.h"
#include "cubelab/solve/memory_budget.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/twophase/axial_ida.h"
#include "cubelab/solvers/twophase/axial_tables.h"
#include "cubelab/solvers/twophase/profile.h"
#include "cubelab/solvers/twophase/search.h"
#include "cubelab/solvers/twophase/tables.h"
#include "cubelab/solvers/twophase/tiny_tables.h"

namespace cubelab {
namespace twophase {
namespace {

enum class PreMoves { Auto, On, Off };

// What the options set; the rest of SearchSettings comes from the request.
struct TwophaseOptions {
  int default_target = 20;
  int phase2_max = 12;
  int optimal_depth = 10;
  bool inverse = true;
  bool three_axes = true;
  PreMoves pre_moves = PreMoves::Auto;
  uint64_t memory = default_memory_budget();
  std::string profile = "auto";
};

std::vector<std::pair<std::string, std::string>> profile_choices() {
  std::vector<std::pair<std::string, std::string>> out{{"auto", "auto"}};
  for (const ProfileInfo& p : profiles()) out.emplace_back(p.name, p.name);
  return out;
}

// ", tiny (3.0 MiB of tables, built in memory on every start, ...), full (...)"
std::string profile_sizes() {
  std::string out;
  for (const ProfileInfo& p : profiles())
    out += fmt::format(", {} ({} of tables, {})", p.name, format_bytes(p.table_bytes),
                       p.profile == Profile::Tiny ? "built in memory on every start, under a second"
                       : p.profile == Profile::Small ? "built once and saved, seconds"
                                                     : "built once and saved, tens of seconds");
  return out + fmt::format("; a solve needs {} more", format_bytes(profile_overhead_bytes()));
}

const OptionTable<TwophaseOptions>& twophase_options() {
  using O = TwophaseOptions;
  static const OptionTable<O> table{
      O{},
      {
          option("default_target", &O::default_target, range{0, 40},
                 "With neither --max-length nor --time: stop at the first solution this short "
                 "(with five faces, --moves 'no B', 22 unless given; in the axial metric 16 "
                 "axial moves unless given)"),
          option("phase2_max", &O::phase2_max, range{1, 18},
                 "Longest phase 2 tried after one phase-1 solution"),
          option("optimal_depth", &O::optimal_depth, range{-1, 14},
                 "Positions solvable in this many moves get an optimal solution (plain IDA* "
                 "first; -1 = off; at most 7 in the axial metric)"),
          flag("inverse", &O::inverse, "Also search the inverse cube"),
          flag("three_axes", &O::three_axes, "Also search along the R-L and F-B axes"),
          choice("pre_moves", &O::pre_moves,
                 {{"auto", PreMoves::Auto}, {"on", PreMoves::On}, {"off", PreMoves::Off}},
                 "Also search the cube after each of the 18 single pre-moves (more phase-1 "
                 "variety: faster for 20 moves, slower for 21); auto = on when the target is 20 "
                 "or less (22 with five faces)"),
          size_option("memory", &O::memory, range<uint64_t>{uint64_t{1} << 20, uint64_t{1} << 40},
                      "memory budget (e.g. 64M, 1G): the largest table profile that fits is "
                      "used; default 1G, or half of this machine's memory when that is less"),
          choice("profile", &O::profile, profile_choices(),
                 "table profile: auto (the largest within the memory budget whose tables are "
                 "stored or may be built)" +
                     profile_sizes()),
      }};
  return table;
}

// The default length target with five faces.
constexpr int kFiveFaceTarget = 22;
// The default length target in the axial metric (docs/results.md, "Axial metric").
constexpr int kAxialTarget = 16;

// A move set the search cannot honour is refused before anything is built.
void check_move_set(const MoveSet& moves) {
  if (five_faces(moves)) return;
  throw InputError(ErrorCode::Option,
                   fmt::format("solver 'twophase' needs at least five faces with all their "
                               "turns (e.g. --moves 'no B'); the move set {} needs the goal "
                               "solver (--solver goal) or optimal (--solver optimal)",
                               moves.str()));
}

// The axial metric needs the axial tables (axial_tables.h) and all 18 turns; the tiny
// profile has no room for them.
void check_axial(const SolveRequest& request, const ProfileInfo& profile) {
  if (request.metric != Metric::Axial) return;
  if (profile.profile == Profile::Tiny)
    throw InputError(ErrorCode::Option,
                     fmt::format("solver 'twophase' with the tiny profile cannot search the "
                                 "axial metric (it has no axial tables); the small and full "
                                 "profiles can (-o profile=small needs a memory budget of {}, "
                                 "-o memory=...)",
                                 format_bytes(axial_table_bytes() + profile_overhead_bytes())));
  if (!request.moves.all())
    throw InputError(ErrorCode::Option,
                     fmt::format("solver 'twophase' searches the axial metric with every face "
                                 "turn only, not the move set {}",
                                 request.moves.str()));
}

// In the axial metric, positions this short get an optimal solution from a plain IDA* over
// axial moves (axial_ida.h) before the two-phase search, which would stop at its first
// solution within the target. Not longer: a random cube's bound is about 7, and each
// deeper level costs about 30 times the nodes.
constexpr int kAxialShortDepth = 7;
// Nodes the axial short search may spend (a few milliseconds): positions that look short
// to its bounds but are not give up there.
constexpr int64_t kAxialShortBudget = 50'000;

// The axial short search: an optimal solution of at most `depth` axial moves, or nothing.
std::optional<SolveResult> solve_short_axial(const SolveRequest& request, int depth) {
  const AxialTables& t = axial_tables();
  ida::Settings settings;
  settings.wanted = request.count;
  settings.max_length = depth;
  settings.unit = "axial moves";
  AxialSearcher* worker = nullptr;
  ida::Outcome out = ida::run<AxialSearcher>(request, settings, [&] {
    auto w = std::make_unique<AxialSearcher>(t, request.cube, kAxialShortBudget);
    worker = w.get();
    return w;
  });
  const bool settled = worker && !worker->exhausted();
  if (out.status == SolveStatus::Solved && settled &&
      out.solutions.size() >= size_t(request.count)) {
    SolveResult r = ida::to_result(std::move(out), 1);
    r.stages = {{"optimal", r.solution, "plain IDA* over axial moves (short position)"}};
    return r;
  }
  if (out.status == SolveStatus::TimedOut || out.status == SolveStatus::Cancelled)
    return ida::to_result(std::move(out), 1);
  return std::nullopt;
}

// Every search uses all the tables of its profile (the short-position IDA* too); the
// profile comes from the options, and one that does not fit the budget is refused here,
// before anything is built.
void prepare_twophase(const SolveRequest& request) {
  const TwophaseOptions o = twophase_options().read(request.options, "twophase");
  check_move_set(request.moves);
  const ProfileInfo& profile = choose_profile(o.memory, o.profile);
  check_axial(request, profile);
  if (request.metric == Metric::Axial) {
    // The axial search reads only the coordinates and the axial tables.
    axial_tables();
    symmetry_tables();
    return;
  }
  switch (profile.profile) {
    case Profile::Tiny:
      tiny_tables();
      break;
    case Profile::Small:
      small_tables();
      break;
    case Profile::Full:
      tables();
      break;
  }
  symmetry_tables();
}

// What prepare_twophase loads.
std::vector<std::string> stored_tables(const SolveRequest& request) {
  const TwophaseOptions o = twophase_options().read(request.options, "twophase");
  if (request.metric == Metric::Axial) return axial_table_names();
  return profile_tables(choose_profile(o.memory, o.profile).profile);
}

SolveResult solve_twophase(const SolveRequest& request) {
  const TwophaseOptions o = twophase_options().read(request.options, "twophase");
  check_move_set(request.moves);
  SearchSettings s;
  s.moves = request.moves;
  // With five faces phase 1 is longer (one face fewer to orient the pieces with): 20 moves
  // take seconds for some cubes, 22 a few milliseconds (docs/results.md).
  const bool axial = request.metric == Metric::Axial;
  const int usual_target = axial ? kAxialTarget : request.moves.all() ? 20 : kFiveFaceTarget;
  const int default_target =
      request.options.count("default_target") ? o.default_target : usual_target;
  s.limit = request.max_length >= 0 ? request.max_length : 30;
  if (request.max_length >= 0)
    s.target = request.max_length;
  else if (request.time_limit_s > 0)
    s.target = 0;  // keep improving until the time is up (or optimality is proven)
  else
    s.target = default_target;
  s.count = std::max(1, request.count);
  s.threads = std::max(1, request.threads);
  s.phase2_max = o.phase2_max;
  s.optimal_depth = o.optimal_depth;
  s.inverse = o.inverse;
  s.three_axes = o.three_axes;
  s.pre_moves =
      o.pre_moves == PreMoves::On || (o.pre_moves == PreMoves::Auto && s.target <= usual_target);
  const ProfileInfo& profile = choose_profile(o.memory, o.profile);
  check_axial(request, profile);
  s.profile = profile.profile;
  s.axial = axial;

  // Started before the axial short search, so that the time limit bounds both searches.
  StopCondition stop(request);
  if (axial && s.optimal_depth >= 0) {
    std::optional<SolveResult> r =
        solve_short_axial(request, std::min({s.optimal_depth, kAxialShortDepth, s.limit}));
    if (r) return *r;
  }
  SearchResult found = search(request.cube, s, stop, request.progress);

  SolveResult r;
  r.stats["table_bytes"] = static_cast<double>(axial ? axial_table_bytes() : profile.table_bytes);
  r.stats["phase1_nodes"] = static_cast<double>(found.phase1_nodes);
  r.stats["phase2_nodes"] = static_cast<double>(found.phase2_nodes);
  r.stats["phase1_solutions"] = static_cast<double>(found.phase1_solutions);
  r.stats["optimal_search_nodes"] = static_cast<double>(found.optimal_nodes);
  r.stats["nodes"] =
      static_cast<double>(found.phase1_nodes + found.phase2_nodes + found.optimal_nodes);
  if (!found.solutions.empty()) {
    r.status = SolveStatus::Solved;
    r.solution = found.solutions.front().solution;
    r.stages = found.solutions.front().stages;
    for (const Found& f : found.solutions) r.solutions.push_back(f.solution);
    r.proven_optimal = found.proven_optimal;
    if (static_cast<int>(found.solutions.size()) < s.count)
      r.message = fmt::format("found {} of {} solutions", found.solutions.size(), s.count);
    return r;
  }
  const char* unit = axial ? "axial move" : "move";
  if (found.stopped) {
    r.status = stop.cancelled() ? SolveStatus::Cancelled : SolveStatus::TimedOut;
    r.message = fmt::format("no solution of at most {} found in time", count_of(s.limit, unit));
  } else {
    r.status = SolveStatus::NoSolution;
    r.message = fmt::format("no solution of at most {} exists", count_of(s.limit, unit));
  }
  return r;
}

}  // namespace
}  // namespace twophase

void register_twophase_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  twophase::register_tables();
  twophase::register_axial_tables();
  // HTM, and the axial metric with the small and full profiles' tables (the tiny profile
  // refuses it with E_OPTION in prepare). Five faces with all their turns (a robot without a
  // sixth motor); fewer are refused with E_OPTION, naming the solvers that can (five_faces in
  // search.h).
  out.push_back(make_solver(
      {.name = "twophase",
       .description =
           "Kociemba's two-phase algorithm (as described by W. P. R. de Souza, \"Soluções "
           "Eficientes para o Cubo Mágico\", 2011): phase 1 into <U,D,R2,L2,F2,B2>, "
           "phase 2 to solved, six searches (3 axes x inverse), ever shorter solutions; "
           "short positions optimal; HTM, or the axial metric of robots (--metric "
           "axial: opposite faces turned at once count once, both phases search such "
           "moves)",
       .options = &twophase::twophase_options(),
       .metrics = {Metric::Htm, Metric::Axial},
       .move_sets = true,
       .anytime = true,
       .stored_tables = twophase::stored_tables},
      twophase::prepare_twophase, twophase::solve_twophase));
}

}  // namespace cubelab
