#include "cubelab/solvers/metaheuristic/workers.h"

#include <algorithm>
#include <atomic>

#include "cubelab/base/thread_pool.h"

namespace cubelab::meta {

void Workers::for_each(int n, const std::function<void(int)>& fn, bool parallel) const {
  if (threads_ == 1 || !parallel || n < 2) {
    for (int i = 0; i < n; ++i) fn(i);
    return;
  }
  std::atomic<int> next{0};
  run_on_threads(std::min(threads_, n), [&](int) {
    for (int i; (i = next.fetch_add(1)) < n;) fn(i);
  });
}

}  // namespace cubelab::meta
