// The `optimal` solver: IDA* with large symmetry-reduced coset tables (search.h),
// table size chosen by a memory budget (table_choice.h), HTM or QTM; in the axial metric an
// IDA* over axial moves bounded by the two-phase solver's axial tables (axial_ida.h).
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/optimal/move_set_group.h"
#include "cubelab/solvers/optimal/search.h"
#include "cubelab/solvers/optimal/table_choice.h"
#include "cubelab/solvers/twophase/axial_ida.h"
#include "cubelab/solvers/twophase/search.h"
#include "cubelab/solvers/twophase/tiny_tables.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/store.h"

namespace cubelab {
namespace {

// The tables loaded by this process (load()).
std::mutex loaded_mu;
std::set<std::string> loaded;

// The store announces a build (name, size, expected time; coset_table.cpp fills them in).
const optimal::CosetTable& load(const optimal::TableKind& kind) {
  const optimal::CosetTable& t = optimal::coset_table(kind);
  std::lock_guard lock(loaded_mu);
  loaded.insert(kind.name());
  return t;
}

// Whether a table can be had without building it: loaded here, or in the cache.
bool table_ready(const optimal::TableKind& kind) {
  {
    std::lock_guard lock(loaded_mu);
    if (loaded.count(kind.name())) return true;
  }
  const tables::FileInfo f = tables::inspect_file(tables::table_path(kind.name()), false);
  return f.problem.empty() && f.payload_bytes > 0;
}

// Positions this short are answered by a plain search over small tables (milliseconds)
// while the large table is not built yet: a first `cubelab solve -s optimal "R U"` does not
// wait minutes for it.
constexpr int kShortDepth = 10;

struct OptimalOptions {
  uint64_t memory = uint64_t{1} << 30;
  std::string table = "auto";
};

const OptionTable<OptimalOptions>& optimal_options() {
  static const OptionTable<OptimalOptions> table = [] {
    using O = OptimalOptions;
    // The tables table_choice.h offers, named as it names them, with the size of each table
    // (as 'cubelab tables list' shows its file, less the header); a solve needs the
    // overhead besides (measured, table_choice.cpp).
    std::vector<std::pair<std::string, std::string>> tables{{"auto", "auto"}};
    std::string sizes;
    for (const auto& c : optimal::table_choices(Metric::Htm)) {
      tables.emplace_back(c.name, c.name);
      sizes += fmt::format(", {} ({})", c.name, optimal::format_bytes(c.table.bytes()));
    }
    const std::string overhead = optimal::format_bytes(optimal::overhead_bytes());
    return OptionTable<O>{
        O{},
        {size_option("memory", &O::memory, range<uint64_t>{uint64_t{1} << 20, uint64_t{1} << 40},
                     "memory budget (e.g. 512M, 1G, 4G, 8G): the largest table that fits with " +
                         overhead +
                         " to spare for the rest of the solve is used; a new table is built "
                         "once and saved (minutes to an hour)"),
         choice("table", &O::table, tables,
                "table: auto (the largest within the budget)" + sizes +
                    " (the same sizes in HTM and QTM); a solve needs " + overhead + " more")}};
  }();
  return table;
}

// The axial metric: IDA* over axial moves (twophase/axial_ida.h). Every cube is solved in 20
// face turns, so in at most 20 axial moves.
SolveResult solve_axial(const SolveRequest& request) {
  const twophase::AxialTables& t = twophase::axial_tables();
  ida::Settings settings;
  settings.threads = request.threads;
  settings.wanted = request.count;
  settings.max_length = request.max_length < 0 ? 20 : std::min(request.max_length, 20);
  settings.unit = "axial moves";
  const CubieCube cube = request.cube;
  ida::Outcome out = ida::run<twophase::AxialSearcher>(
      request, settings, [&] { return std::make_unique<twophase::AxialSearcher>(t, cube); });
  SolveResult r = ida::to_result(std::move(out), request.threads);
  r.stats["table_bytes"] = static_cast<double>(twophase::axial_table_bytes());
  r.stages.push_back({"search", r.solution,
                      "IDA* over axial moves, bounded by the axial phase-1 distance along "
                      "three axes"});
  return r;
}

void check_move_set(const SolveRequest& request) {
  if (request.metric == Metric::Axial && !request.moves.all())
    throw InputError(ErrorCode::Option,
                     fmt::format("solver 'optimal' searches the axial metric with every face "
                                 "turn only, not the move set {}",
                                 request.moves.str()));
  if (request.metric == Metric::Qtm && !request.moves.has_quarter_turns_of_its_faces())
    throw InputError(ErrorCode::Option,
                     fmt::format("solver 'optimal' counts quarter turns only with every "
                                 "turn of a face (the move set {} has a half turn alone); "
                                 "the goal solver (--solver goal) can",
                                 request.moves.str()));
}

// Without the table: an optimal solution of at most kShortDepth moves, or the proof that
// there is none within max_length when that is no more; nothing when the table is needed.
std::optional<SolveResult> solve_short(const SolveRequest& request) {
  const int depth =
      request.max_length >= 0 ? std::min(request.max_length, kShortDepth) : kShortDepth;
  StopCondition stop(request);
  bool stopped = false;
  int64_t nodes = 0;
  bool settled = true;
  // Positions close to <U,D,R2,L2,F2,B2> (a last-layer permutation) look short to the
  // small tables' bounds however far they are; after this many nodes the large table
  // answers them instead.
  constexpr int64_t kBudget = 20'000'000;
  std::optional<Alg> alg = twophase::short_optimal_solution(request.cube, depth, stop, stopped,
                                                            nodes, kBudget, settled, request.moves);
  SolveResult r;
  r.stats["nodes"] = static_cast<double>(nodes);
  if (alg) {
    r.status = SolveStatus::Solved;
    r.solution = *alg;
    r.solutions.push_back(*alg);
    r.proven_optimal = true;
    r.stages.push_back({"search", *alg,
                        fmt::format("plain IDA* over small tables: a position within {} moves "
                                    "needs no large table",
                                    kShortDepth)});
    return r;
  }
  // A short search that used up the time limit (it polls it only every 1,024 nodes, and
  // may end first) leaves no time for a table build.
  if (stopped || stop.should_stop()) {
    r.status = stop.cancelled() ? SolveStatus::Cancelled : SolveStatus::TimedOut;
    r.message = fmt::format("no solution of at most {} found in time", count_of(depth, "move"));
    return r;
  }
  if (settled && request.max_length >= 0 && request.max_length <= depth) {
    r.status = SolveStatus::NoSolution;
    r.message =
        fmt::format("no solution of at most {} exists", count_of(request.max_length, "move"));
    return r;
  }
  return std::nullopt;
}

optimal::TableChoice chosen(const SolveRequest& request) {
  const OptimalOptions o = optimal_options().read(request.options, "optimal");
  return optimal::choose_tables(request.metric, o.memory, o.table);
}

// The table depends on the metric and the options (memory, table): the same choice as
// solve's, so that solve finds it loaded. A table not built yet is left to solve, which
// answers short positions without it.
void prepare_optimal(const SolveRequest& request) {
  check_move_set(request);
  if (request.metric == Metric::Axial) {
    twophase::axial_tables();
    return;
  }
  const optimal::TableChoice choice = chosen(request);
  if (table_ready(choice.table)) {
    optimal::CosetSpace::get();
    load(choice.table);
  } else {
    twophase::tiny_tables();  // the short search's
  }
}

// What a solve may load: the axial tables, or the table of the request's choice (which a
// short position does without, solve_short).
std::vector<std::string> stored_tables(const SolveRequest& request) {
  if (request.metric == Metric::Axial) return twophase::axial_table_names();
  return {chosen(request).table.name()};
}

SolveResult solve_optimal(const SolveRequest& request) {
  check_move_set(request);
  // A cube outside the group of the move set is answered at once (move_set_group.h).
  if (const std::string why = optimal::outside_move_group(request.cube, request.moves);
      !why.empty()) {
    SolveResult r;
    r.status = SolveStatus::NoSolution;
    r.message =
        fmt::format("the cube cannot be solved with the moves {}: {}", request.moves.str(), why);
    return r;
  }
  if (request.metric == Metric::Axial) return solve_axial(request);
  const optimal::TableChoice choice = chosen(request);
  double load_ms = 0;
  if (!table_ready(choice.table)) {
    if (request.metric == Metric::Htm && request.count <= 1) {
      std::optional<SolveResult> r = solve_short(request);
      if (r) return *r;
    }
    const auto start = std::chrono::steady_clock::now();
    optimal::CosetSpace::get();
    load(choice.table);
    load_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  }
  optimal::Heuristic h;
  h.space = &optimal::CosetSpace::get();
  h.table = &load(choice.table);

  ida::Settings settings;
  settings.threads = request.threads;
  settings.wanted = request.count;
  // Every cube is solved in 20 moves (26 quarter turns; Rokicki, Kociemba, Davidson and
  // Dethridge, "The diameter of the Rubik's cube group is twenty"): deeper bounds are only
  // reached with a damaged table, whose search would grow without end.
  // With fewer moves no such bound is known: the search goes on to the driver's limit.
  const int gods_number = !request.moves.all()            ? ida::kMaxDepth
                          : request.metric == Metric::Qtm ? 26
                                                          : 20;
  settings.max_length =
      request.max_length < 0 ? gods_number : std::min(request.max_length, gods_number);
  settings.step = request.metric == Metric::Qtm ? 2 : 1;
  settings.unit = request.metric == Metric::Qtm ? "quarter turns" : "moves";
  const CubieCube cube = request.cube;
  const Metric metric = request.metric;
  ida::Outcome out = ida::run<optimal::Searcher>(request, settings, [&] {
    return std::make_unique<optimal::Searcher>(h, cube, metric, request.count > 1, request.moves);
  });
  SolveResult r = ida::to_result(std::move(out), request.threads);
  r.stats["table_bytes"] = static_cast<double>(choice.table.bytes());
  r.load_ms = load_ms;
  r.stages.push_back(
      {"search", r.solution,
       fmt::format("table {} ({}), {} metric", choice.name,
                   optimal::format_bytes(choice.table.bytes()), metric_name(metric))});
  return r;
}

}  // namespace

void register_optimal_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  for (Metric metric : {Metric::Htm, Metric::Qtm})
    for (const optimal::TableChoice& c : optimal::table_choices(metric)) {
      const optimal::TableKind kind = c.table;
      tables::register_catalog_entry(
          {kind.name(),
           fmt::format("optimal solver, {} metric, table size '{}' ({})", metric_name(metric),
                       c.name, optimal::format_bytes(kind.bytes())),
           "optimal", [kind] { load(kind); }});
      tables::register_catalog_profile(
          {"optimal", c.name, kind.bytes(), {kind.name()}, metric_name(metric)});
    }
  out.push_back(make_solver(
      {.name = "optimal",
       .description = "Optimal (HTM, QTM or axial): IDA* with symmetry-reduced coset tables "
                      "looked up along three axes and on the inverse; bigger memory budget, "
                      "faster solves (axial: axial phase-1 distances along three axes, short "
                      "positions only)",
       .options = &optimal_options(),
       .metrics = {kMetrics.begin(), kMetrics.end()},
       // Any move set (docs/optimal.md, "Move sets"); in QTM every face of the set
       // needs its quarter turns (the search writes a half turn as a quarter turn
       // repeated).
       .move_sets = true,
       .stored_tables = stored_tables},
      prepare_optimal, solve_optimal));
}

}  // namespace cubelab
