#include "cubelab/server/jobs.h"

#include <fmt/format.h>

#include <algorithm>
#include <system_error>

namespace cubelab::server {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

SolveSlots::Lease& SolveSlots::Lease::operator=(Lease&& o) noexcept {
  if (this != &o) {
    release();
    owner_ = std::exchange(o.owner_, nullptr);
  }
  return *this;
}

void SolveSlots::Lease::release() {
  if (!owner_) return;
  std::lock_guard lock(owner_->mutex_);
  --owner_->used_;
  owner_ = nullptr;
}

SolveSlots::Lease SolveSlots::acquire() {
  std::lock_guard lock(mutex_);
  if (used_ >= capacity_)
    throw ApiError(429, "E_LIMIT",
                   fmt::format("too many solves at once (the server runs at most {}); "
                               "try again when one has finished",
                               capacity_));
  ++used_;
  return Lease(this);
}

int SolveSlots::in_use() const {
  std::lock_guard lock(mutex_);
  return used_;
}

struct JobManager::Job {
  std::string id;
  std::string solver;
  CancelToken cancel;
  Clock::time_point started = Clock::now();
  Clock::time_point finished;
  bool done = false;
  bool has_progress = false;
  Progress progress;
  json result;
  uint64_t version = 0;
  int followers = 0;  // event streams open on it
  std::thread thread;
};

JobManager::JobManager(const ServerLimits& limits, SolveSlots& slots)
    : limits_(limits), slots_(slots) {}

JobManager::~JobManager() {
  shutdown();
  std::vector<std::thread> threads;
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, job] : jobs_)
      if (job->thread.joinable()) threads.push_back(std::move(job->thread));
  }
  for (auto& t : threads) t.join();
}

std::string JobManager::start(SolveSpec spec) {
  std::vector<std::thread> to_join;
  std::string id;
  {
    std::lock_guard lock(mutex_);
    if (shutting_down_) throw ApiError(503, "E_LIMIT", "the server is shutting down");
    SolveSlots::Lease lease = slots_.acquire();
    drop_old_jobs_locked(to_join);
    do {
      id = fmt::format("{:08x}{:08x}", id_source_(), id_source_());
    } while (jobs_.count(id));
    auto job = std::make_unique<Job>();
    Job* j = job.get();
    j->id = id;
    j->solver = spec.solver;
    jobs_[id] = std::move(job);
    // The job owns its slot; it gives it back before announcing that it is done, so a
    // client told "done" can start the next solve at once.
    // A thread the system refuses: the job is forgotten and the client told to retry.
    try {
      j->thread =
          std::thread([this, j, spec = std::move(spec), lease = std::move(lease)]() mutable {
            json result;
            try {
              result = run_solve(spec, &j->cancel, [this, j](const Progress& p) {
                std::lock_guard lock(mutex_);
                j->progress = p;
                j->has_progress = true;
                ++j->version;
                changed_.notify_all();
              });
            } catch (const std::exception& e) {
              result = {{"input", spec.request.cube},
                        {"solver", spec.solver},
                        {"status", "error"},
                        {"message", e.what()}};
            }
            lease.release();
            std::lock_guard lock(mutex_);
            j->result = std::move(result);
            j->done = true;
            j->finished = Clock::now();
            ++j->version;
            changed_.notify_all();
          });
    } catch (const std::system_error& e) {
      jobs_.erase(id);
      throw ApiError(503, "E_LIMIT", fmt::format("cannot start the job: {}", e.what()));
    }
  }
  for (auto& t : to_join) t.join();
  return id;
}

// Finished jobs older than the TTL, and the oldest finished ones beyond max_jobs_kept.
void JobManager::drop_old_jobs_locked(std::vector<std::thread>& to_join) {
  auto now = Clock::now();
  std::vector<Job*> finished;
  for (auto& [id, job] : jobs_)
    if (job->done) finished.push_back(job.get());
  std::sort(finished.begin(), finished.end(),
            [](const Job* a, const Job* b) { return a->finished < b->finished; });
  size_t excess = jobs_.size() >= static_cast<size_t>(limits_.max_jobs_kept)
                      ? jobs_.size() + 1 - limits_.max_jobs_kept
                      : 0;
  for (size_t i = 0; i < finished.size(); ++i) {
    Job* job = finished[i];
    bool expired = std::chrono::duration<double>(now - job->finished).count() > limits_.job_ttl_s;
    if (!expired && i >= excess) continue;
    if (job->thread.joinable()) to_join.push_back(std::move(job->thread));
    jobs_.erase(job->id);
  }
}

JobManager::Job& JobManager::find_locked(const std::string& id) const {
  auto it = jobs_.find(id);
  if (it == jobs_.end())
    throw ApiError(404, "E_REQUEST", fmt::format("no job '{}' (unknown or expired)", id));
  return *it->second;
}

json JobManager::snapshot_locked(const Job& job) const {
  auto end = job.done ? job.finished : Clock::now();
  json j = {{"id", job.id},
            {"state", job.done ? "done" : "running"},
            {"solver", job.solver},
            {"elapsed_ms", std::chrono::duration<double, std::milli>(end - job.started).count()},
            {"cancel_requested", job.cancel.cancelled()},
            {"progress", job.has_progress ? progress_json(job.progress) : json(nullptr)},
            {"result", job.done ? job.result : json(nullptr)}};
  return j;
}

json JobManager::snapshot(const std::string& id) const {
  std::lock_guard lock(mutex_);
  return snapshot_locked(find_locked(id));
}

json JobManager::cancel(const std::string& id) {
  std::lock_guard lock(mutex_);
  Job& job = find_locked(id);
  job.cancel.cancel();
  return snapshot_locked(job);
}

json JobManager::wait_for_change(const std::string& id, uint64_t seen,
                                 std::chrono::milliseconds timeout, uint64_t& version) {
  std::unique_lock lock(mutex_);
  const Job* job = &find_locked(id);
  changed_.wait_for(lock, timeout, [&] {
    if (shutting_down_) return true;
    auto it = jobs_.find(id);
    return it == jobs_.end() || it->second->version != seen;
  });
  job = &find_locked(id);
  version = job->version;
  return snapshot_locked(*job);
}

void JobManager::follow(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = jobs_.find(id);
  if (it == jobs_.end()) return;
  ++it->second->followers;
  changed_.notify_all();
}

void JobManager::unfollow(const std::string& id, bool client_gone) {
  std::unique_lock lock(mutex_);
  auto orphaned = [&] {
    auto it = jobs_.find(id);
    return it != jobs_.end() && !it->second->done && it->second->followers == 0;
  };
  auto it = jobs_.find(id);
  if (it == jobs_.end()) return;
  --it->second->followers;
  if (!client_gone || !orphaned()) return;
  const std::chrono::duration<double> grace(limits_.reconnect_grace_s);
  changed_.wait_for(lock, grace, [&] { return shutting_down_ || !orphaned(); });
  if (!shutting_down_ && orphaned()) jobs_.find(id)->second->cancel.cancel();
}

void JobManager::shutdown() {
  std::lock_guard lock(mutex_);
  shutting_down_ = true;
  for (auto& [id, job] : jobs_) job->cancel.cancel();
  changed_.notify_all();
}

bool JobManager::shutting_down() const {
  std::lock_guard lock(mutex_);
  return shutting_down_;
}

}  // namespace cubelab::server
