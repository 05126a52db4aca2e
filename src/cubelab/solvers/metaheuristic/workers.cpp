#include "cubelab/solvers/metaheuristic/workers.h"

#include "cubelab/base/thread_pool.h"

namespace cubelab::meta {

void Workers::for_each(int n, const std::function<void(int)>& fn, bool parallel) const {
  if (threads_ == 1 || !parallel || n < 2) {
    for (int i = 0; i < n; ++i) fn(i);
    return;
  }
  parallel_for(threads_, static_cast<uint64_t>(n),
               [&](uint64_t i, int) { fn(static_cast<int>(i)); });
}

}  // namespace cubelab::meta
