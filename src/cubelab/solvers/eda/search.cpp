#include "cubelab/solvers/eda/search.h"

#include <algorithm>
#include <atomic>
#include <climits>
#include <numeric>
#include <string>
#include <unordered_set>

#include "cubelab/base/thread_pool.h"
#include "cubelab/solvers/eda/candidate.h"
#include "cubelab/solvers/eda/individual.h"
#include "cubelab/solvers/eda/tabu_list.h"

namespace cubelab::eda {
namespace {

struct GenerationResult {
  bool stopped = false;   // time limit or cancellation: the generation is incomplete
  int solved_index = -1;  // lowest index of an individual that reached the goal
  int64_t evaluations = 0;
  int64_t cycles = 0;  // cut out by cycle elimination
};

// Processes the population on `threads` threads. Results are independent of scheduling:
// each individual is processed the same way wherever it runs, the solved individual
// reported is the lowest-indexed one, and evaluations are counted up to it. With
// `first_solution_ends`, individuals after a solved one are skipped (the search is over);
// otherwise every individual is processed.
GenerationResult evaluate(const std::vector<std::vector<Move>>& population,
                          std::vector<Candidate>& processed, const Fitness& fitness,
                          const TabuList& tabu, const ProcessingOptions& options, int threads,
                          const StopCondition& stop, bool first_solution_ends) {
  const int n = static_cast<int>(population.size());
  std::vector<ProcessingCounts> counts(n);
  std::atomic<int> solved_at{INT_MAX};
  std::atomic<bool> stopped{false};
  parallel_for(threads, static_cast<uint64_t>(n), [&](uint64_t item, int) {
    const int i = static_cast<int>(item);
    if (first_solution_ends && i > solved_at.load()) return;
    // Once stopped, the individuals still handed out are skipped: the generation is over.
    if (stopped.load() || stop.should_stop()) {
      stopped = true;
      return;
    }
    processed[i] = process_individual(population[i], fitness, tabu, options, counts[i]);
    if (processed[i].solved) {
      int seen = solved_at.load();
      while (i < seen && !solved_at.compare_exchange_weak(seen, i)) {
      }
    }
  });
  GenerationResult r;
  const bool solved = solved_at.load() != INT_MAX;
  const int last = solved && first_solution_ends ? solved_at.load() : n - 1;
  r.solved_index = solved ? solved_at.load() : -1;
  // A solution found before the stop is complete and verified later; otherwise an
  // interrupted generation is discarded.
  r.stopped = stopped.load() && r.solved_index < 0;
  for (int i = 0; i <= last; ++i) {
    r.evaluations += counts[i].evaluations;
    r.cycles += counts[i].cycles;
  }
  return r;
}

// Indices of distinct processed sequences, best first (fitness, length, index).
std::vector<int> distinct_ranking(const std::vector<Candidate>& processed) {
  std::vector<int> order(processed.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return better(processed[a], processed[b]); });
  std::vector<int> distinct;
  std::unordered_set<std::string> seen;  // the moves as bytes
  for (int i : order) {
    const auto& m = processed[i].moves;
    if (seen.emplace(m.begin(), m.end()).second) distinct.push_back(i);
  }
  return distinct;
}

bool acceptable(const std::vector<Move>& m, const SolveRequest& r) {
  return r.max_length < 0 || static_cast<int>(m.size()) <= r.max_length;
}

}  // namespace

EdaRun run_eda(const CubieCube& scrambled, const EdaParams& p, const SolveRequest& request) {
  EdaRun run;
  if (scrambled.is_solved()) {
    run.status = SolveStatus::Solved;
    run.found.push_back({});
    run.best_fitness = 100;
    return run;
  }
  const StopCondition stop(request);
  Rng rng = Rng::from_optional_seed(request.seed);
  const auto fitness = make_fitness(p.fitness, scrambled, p.estimate);
  const auto model =
      make_model(p.model, ModelOptions{p.length, kMoves, p.prior, p.max_parents, p.k2_score});
  const ProcessingOptions processing{p.local_search, p.max_sequence, p.remove_cycles};
  const int wanted = std::max(1, request.count);
  TabuList tabu;
  std::vector<std::vector<Move>> too_long;  // solutions longer than request.max_length

  std::vector<std::vector<Move>> population(p.population);
  for (auto& individual : population) individual = random_sequence(p.length, rng);
  std::vector<Candidate> processed(p.population);
  double record = -1;
  int stagnant = 0;

  for (int generation = 1; generation <= p.generations; ++generation) {
    const bool first_solution_ends = wanted == 1 && request.max_length < 0;
    GenerationResult g = evaluate(population, processed, *fitness, tabu, processing,
                                  std::max(1, request.threads), stop, first_solution_ends);
    run.evaluations += g.evaluations;
    run.cycles += g.cycles;
    if (g.stopped) {
      run.status = stop.cancelled() ? SolveStatus::Cancelled : SolveStatus::TimedOut;
      break;
    }
    run.generations = generation;
    if (g.solved_index >= 0) {
      // Every individual that reached the goal, in index order (only the first when the
      // search ends with it). Each solution goes on the tabu list, so that the search looks
      // for others (count > 1, or a solution longer than max_length) elsewhere.
      for (int i = g.solved_index; i < static_cast<int>(processed.size()); ++i) {
        if (!processed[i].solved) continue;
        const std::vector<Move> m = processed[i].moves;
        tabu.add(m);
        bool is_new = std::find(run.found.begin(), run.found.end(), m) == run.found.end() &&
                      std::find(too_long.begin(), too_long.end(), m) == too_long.end();
        if (is_new) (acceptable(m, request) ? run.found : too_long).push_back(m);
        processed[i].fitness = 0;  // now forbidden: not an elite
        processed[i].solved = false;
        if (first_solution_ends || static_cast<int>(run.found.size()) >= wanted) break;
      }
      if (static_cast<int>(run.found.size()) >= wanted) {
        run.status = SolveStatus::Solved;
        run.best_fitness = 100;
        run.best_per_generation.push_back(100);
        break;
      }
    }
    const std::vector<int> ranking = distinct_ranking(processed);
    const Candidate& best = processed[ranking.front()];
    run.best_fitness = best.fitness;
    run.best_per_generation.push_back(best.fitness);
    if (request.progress) {
      Progress pr;
      pr.phase = "generation";
      pr.generation = generation;
      pr.best_fitness = best.fitness;
      pr.nodes = run.evaluations;
      pr.fraction = static_cast<double>(generation) / p.generations;
      request.progress(pr);
    }
    if (best.fitness > record + 1e-9) {
      record = best.fitness;
      stagnant = 0;
    } else {
      ++stagnant;
    }
    if (p.pruning && stagnant >= p.stagnation) {
      tabu.add(best.moves);
      ++run.pruned;
      record = -1;
      stagnant = 0;
    }
    if (generation == p.generations) break;

    // The next generation.
    const int selected = std::min<int>(p.selected, static_cast<int>(ranking.size()));
    std::vector<Row> rows;
    rows.reserve(selected);
    for (int k = 0; k < selected; ++k)
      rows.push_back(pad(processed[ranking[k]].moves, p.length, rng));
    model->learn(rows);
    const int elites = p.elitism ? std::min<int>(p.elites, static_cast<int>(ranking.size())) : 0;
    const int copies = p.elitism && p.mutate ? elites : 0;
    const int samples = p.population - elites - copies;
    const double factor = std::min(p.mutation_max_factor, 1.0 + p.mutation_rise * stagnant);
    const MutationRates rates{std::min(1.0, p.mutation.modify * factor),
                              std::min(1.0, p.mutation.remove * factor)};
    std::vector<std::vector<Move>> next;
    next.reserve(p.population);
    for (int k = 0; k < samples; ++k) {
      Row row = model->sample(rng);
      std::vector<Move> m(row.begin(), row.end());
      if (p.mutate) mutate(m, rates, rng, false);
      next.push_back(std::move(m));
    }
    for (int k = 0; k < elites; ++k) next.push_back(processed[ranking[k]].moves);
    for (int k = 0; k < copies; ++k) {
      std::vector<Move> m = processed[ranking[k]].moves;
      mutate(m, rates, rng, true);
      next.push_back(std::move(m));
    }
    population = std::move(next);
  }
  if (run.status != SolveStatus::Solved && (!run.found.empty() || !too_long.empty())) {
    // Out of generations or time with solutions in hand: they are complete, so return them
    // (the shortest first) rather than nothing. When even the shortest is longer than
    // max_length, run_solver answers "no solution" with its length.
    for (auto& m : too_long) run.found.push_back(std::move(m));
    std::stable_sort(run.found.begin(), run.found.end(),
                     [](const auto& a, const auto& b) { return a.size() < b.size(); });
    run.status = SolveStatus::Solved;
  }
  return run;
}

}  // namespace cubelab::eda
