#include "cubelab/solvers/metaheuristic/pipeline.h"

#include <fmt/format.h>

#include <chrono>
#include <numeric>
#include <optional>

#include "cubelab/base/enum_names.h"
#include "cubelab/cube/error.h"
#include "cubelab/progress.h"
#include "cubelab/solvers/metaheuristic/genetic.h"
#include "cubelab/solvers/metaheuristic/multistart.h"
#include "cubelab/solvers/metaheuristic/phase.h"

namespace cubelab::meta {
namespace {

// Restarts of the multi-start local search run in batches of this many (one stream each);
// a constant, so that results do not depend on the thread count.
constexpr int kRestartBatch = 32;

// The run's random streams: the main one and one per population slot or restart slot, all
// derived from the seed (a fresh one from the OS when the request has none; it is reported
// in stats so the run can be repeated).
struct Randomness {
  uint64_t seed;
  Rng main;
  std::vector<Rng> streams;

  Randomness(std::optional<uint64_t> requested, int slots)
      : seed(requested ? *requested : Rng::from_optional_seed({}).next() >> 11), main(seed) {
    for (int i = 0; i < slots; ++i) streams.emplace_back(main.next());
  }
};

// Passes progress to request.progress at most every 100 ms (and on every new phase or length).
class ThrottledProgress {
 public:
  explicit ThrottledProgress(const SolveRequest& r) : request_(r) {}
  void operator()(const Progress& p, bool force) {
    if (request_.progress && throttle_.due(force)) request_.progress(p);
  }

 private:
  const SolveRequest& request_;
  ReportThrottle throttle_;
};

SolveResult stopped_result(const StopCondition& stop, const std::string& where) {
  return stop.stopped_result(fmt::format("{} during {}", stop.reason(), where));
}

constexpr EnumNames<Algorithm, 3> kAlgorithmDescriptions{
    {{{Algorithm::Msls, "multi-start local search"},
      {Algorithm::Genetic, "genetic algorithm"},
      {Algorithm::Memetic, "memetic algorithm"}}}};
std::string describe(Algorithm a) { return kAlgorithmDescriptions.name(a); }

}  // namespace

SolveResult solve_in_phases(const SolveRequest& request, Algorithm algorithm,
                            const Params& params) {
  const StopCondition stop(request);
  const std::vector<Phase> phases = phases_of(params.phases);
  Randomness random(request.seed, algorithm == Algorithm::Msls ? kRestartBatch : params.population);
  Workers workers(request.threads);
  ThrottledProgress progress(request);

  SolveResult result;
  result.stats["seed"] = static_cast<double>(random.seed);
  int64_t evaluations = 0, generations = 0;
  CubieCube cube = request.cube;
  Alg joined;
  for (size_t k = 0; k < phases.size(); ++k) {
    const Phase& phase = phases[k];
    const std::string stage_name = fmt::format("phase {}: {}", k + 1, phase.name);
    Individual best;
    int length = params.initial_length[k] > 0 ? params.initial_length[k] : phase.initial_length;
    int64_t budget = 0;
    for (int row : phase.budget_rows) budget += params.budget[row];
    const Evaluator eval(PackedCube::from(cube), phase.fitness);
    bool solved = reached(phase.goal, cube);
    if (solved) best.length = 0;
    // The fittest sequence of the phase so far: what a run that ends here reached (the
    // document's one-stage attempt reports it as stickers right, 36/48).
    int best_fitness = eval.score(eval.start());
    auto reached_so_far = [&] {
      result.stats["phase"] = static_cast<double>(k + 1);
      result.stats["best_fitness"] = best_fitness;
      result.stats["max_fitness"] = eval.max();
      result.stats["evaluations"] = static_cast<double>(evaluations);
      return fmt::format("best fitness {}/{}, {}", best_fitness, eval.max(),
                         fitness_name(phase.fitness));
    };
    for (; !solved; ++length) {
      if (length > std::min(params.max_phase_length, kMaxSequenceLength)) {
        result.status = SolveStatus::NoSolution;
        const std::string so_far = reached_so_far();
        result.message = fmt::format("{}: no sequence of up to {} found ({})", stage_name,
                                     count_of(length - 1, "turn"), so_far);
        return result;
      }
      Progress p;
      p.phase = stage_name;
      p.depth = length;
      p.nodes = evaluations;
      progress(p, true);
      SearchContext ctx{
          params, workers, random.main, random.streams, stop, [&](int64_t generation, int fitness) {
            p.generation = static_cast<int>(generation);
            p.best_fitness = fitness;
            p.message = fmt::format("L = {}, best fitness {}/{}", length, fitness, eval.max());
            progress(p, false);
          }};
      SearchResult r = algorithm == Algorithm::Msls
                           ? multistart_search(phase, eval, length, budget, ctx)
                           : genetic_search(phase, eval, length, budget, ctx);
      evaluations += r.evaluations;
      generations += r.generations;
      best_fitness = std::max(best_fitness, r.best.fitness);
      if (r.stopped) {
        const std::string so_far = reached_so_far();
        SolveResult s = stopped_result(stop, stage_name);
        s.message += " (" + so_far + ")";
        s.stats = result.stats;
        s.stats["evaluations"] = static_cast<double>(evaluations);
        return s;
      }
      solved = r.solved;
      if (solved) best = r.best;
    }
    Alg alg = best.alg().simplified();
    cube.apply(alg.moves);
    if (!reached(phase.goal, cube)) {  // the fitness maximum is the goal; this cannot happen
      result.status = SolveStatus::Error;
      result.message = stage_name + ": the sequence found does not reach the phase's goal";
      return result;
    }
    result.stages.push_back(
        {stage_name, alg,
         fmt::format("{} ({}, L = {})", phase.note, fitness_name(phase.fitness), best.length)});
    result.stats[fmt::format("phase{}_length", k + 1)] = alg.htm();
    joined += alg;
  }
  result.solution = joined.simplified();
  result.solutions = {result.solution};
  result.stats["evaluations"] = static_cast<double>(evaluations);
  result.stats[algorithm == Algorithm::Msls ? "local_searches" : "generations"] =
      static_cast<double>(generations);
  result.status = SolveStatus::Solved;
  result.message = fmt::format("{}, {}", describe(algorithm),
                               count_of(static_cast<long long>(phases.size()), "phase"));
  return result;
}

SolveResult solve_pocket(const SolveRequest& request, const PocketParams& params) {
  const StopCondition stop(request);
  const Phase phase = pocket_phase();
  Randomness random(request.seed, kRestartBatch);
  Workers workers(request.threads);
  ThrottledProgress progress(request);
  Params search_params;
  search_params.ls = params.ls;
  const Evaluator eval(PackedCube::from(request.cube), phase.fitness);

  SolveResult result;
  result.stats["seed"] = static_cast<double>(random.seed);
  std::optional<Alg> best;
  if (reached(phase.goal, request.cube)) best = Alg{};
  int64_t evaluations = 0, searches = 0;
  bool cut_short = false;
  for (int length = params.start_length; length >= 1 && !(best && best->empty());) {
    Progress p;
    p.phase = fmt::format("2x2x2, L = {}", length);
    p.depth = length;
    progress(p, true);
    SearchContext ctx{
        search_params, workers, random.main, random.streams, stop, [&](int64_t done, int fitness) {
          p.generation = static_cast<int>(done);
          p.best_fitness = fitness;
          progress(p, false);
        }};
    SearchResult r = multistart_search(phase, eval, length, params.restarts, ctx);
    evaluations += r.evaluations;
    searches += r.generations;
    if (r.stopped) {
      cut_short = true;
      break;
    }
    if (!r.solved) break;
    // A fixed-length sequence may hold turns that cancel: the next length to try is one
    // below what the solution really needs.
    best = r.best.alg().simplified();
    length = std::min(length, best->htm()) - 1;
  }
  result.stats["evaluations"] = static_cast<double>(evaluations);
  result.stats["local_searches"] = static_cast<double>(searches);
  if (!best) {
    if (cut_short) {
      SolveResult s = stopped_result(stop, "the 2x2x2 search");
      s.stats = result.stats;
      return s;
    }
    result.status = SolveStatus::NoSolution;
    result.message = fmt::format("no solution of {} in {}", count_of(params.start_length, "turn"),
                                 count_of(params.restarts, "local search", "local searches"));
    return result;
  }
  result.solution = *best;
  result.solutions = {*best};
  result.stages.push_back({"2x2x2", *best, "multi-start local search, U R F turns"});
  result.status = SolveStatus::Solved;
  result.message = cut_short ? "stopped early (time limit or cancellation): the shortest "
                               "solution found so far"
                             : "multi-start local search";
  return result;
}

}  // namespace cubelab::meta
