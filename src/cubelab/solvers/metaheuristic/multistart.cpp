#include "cubelab/solvers/metaheuristic/multistart.h"

#include <algorithm>

namespace cubelab::meta {

SearchResult multistart_search(const Phase& phase, const Evaluator& eval, int length,
                               int64_t budget, SearchContext& ctx) {
  // Local searches run in batches, one per stream; the result of batch slot j depends only
  // on stream j, and the earliest slot that solves wins, so any thread count gives the
  // same answer.
  const int batch = static_cast<int>(ctx.streams.size());
  std::vector<Individual> found(batch);
  std::vector<int64_t> evaluations(batch);
  SearchResult result;
  result.best.fitness = -1;
  for (int64_t done = 0; done < budget;) {
    if (ctx.stop.should_stop()) {
      result.stopped = true;
      return result;
    }
    const int n = static_cast<int>(std::min<int64_t>(batch, budget - done));
    const bool parallel = int64_t{n} * ctx.params.ls.iterations * length >= kParallelWork;
    ctx.workers.for_each(
        n,
        [&](int j) {
          Rng& rng = ctx.streams[j];
          found[j] = random_individual(phase, length, rng);
          eval.evaluate(found[j]);
          evaluations[j] = 1 + local_search(phase, eval, ctx.params.ls, found[j], rng);
        },
        parallel);
    for (int j = 0; j < n; ++j) result.evaluations += evaluations[j];
    for (int j = 0; j < n; ++j) {
      ++result.generations;
      if (found[j].fitness > result.best.fitness) result.best = found[j];
      if (found[j].fitness == eval.max()) {
        result.solved = true;
        return result;
      }
    }
    done += n;
    ctx.report(result.generations, result.best.fitness);
  }
  return result;
}

}  // namespace cubelab::meta
