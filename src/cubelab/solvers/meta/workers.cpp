#include "cubelab/solvers/meta/workers.h"

namespace cubelab::meta {

Workers::Workers(int threads) {
  for (int t = 1; t < threads; ++t) pool_.emplace_back([this] { work(); });
}

Workers::~Workers() {
  {
    std::lock_guard lock(mu_);
    quit_ = true;
  }
  wake_.notify_all();
  for (auto& t : pool_) t.join();
}

void Workers::run_items() {
  for (int i; (i = next_.fetch_add(1)) < items_;) (*job_)(i);
}

void Workers::work() {
  uint64_t seen = 0;
  for (;;) {
    {
      std::unique_lock lock(mu_);
      wake_.wait(lock, [&] { return quit_ || round_ != seen; });
      if (quit_) return;
      seen = round_;
    }
    run_items();
    std::lock_guard lock(mu_);
    if (--busy_ == 0) done_.notify_one();
  }
}

void Workers::for_each(int n, const std::function<void(int)>& fn, bool parallel) {
  if (pool_.empty() || !parallel || n < 2) {
    for (int i = 0; i < n; ++i) fn(i);
    return;
  }
  {
    std::lock_guard lock(mu_);
    job_ = &fn;
    items_ = n;
    next_.store(0);
    busy_ = static_cast<int>(pool_.size());
    ++round_;
  }
  wake_.notify_all();
  run_items();
  std::unique_lock lock(mu_);
  done_.wait(lock, [&] { return busy_ == 0; });
  job_ = nullptr;
}

}  // namespace cubelab::meta
