#pragma once
// Long solves as jobs: each runs on its own thread with a cancel token and a progress
// callback; clients poll it, follow its progress (wait_for_change) or cancel it. SolveSlots
// bounds how many solves (jobs and direct solves together) run at once.
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <thread>
#include <utility>

#include "cubelab/server.h"
#include "cubelab/server/api.h"

namespace cubelab::server {

class SolveSlots {
 public:
  explicit SolveSlots(int capacity) : capacity_(capacity) {}

  // Holds one slot until destroyed or released.
  class Lease {
   public:
    Lease() = default;
    explicit Lease(SolveSlots* owner) : owner_(owner) {}
    Lease(Lease&& o) noexcept : owner_(std::exchange(o.owner_, nullptr)) {}
    Lease& operator=(Lease&& o) noexcept;
    ~Lease() { release(); }
    void release();

   private:
    SolveSlots* owner_ = nullptr;
  };

  // A slot, or ApiError 429 E_LIMIT when all are taken (no queue: the client retries).
  Lease acquire();
  int in_use() const;

 private:
  mutable std::mutex mutex_;
  int capacity_;
  int used_ = 0;
};

class JobManager {
 public:
  JobManager(const ServerLimits& limits, SolveSlots& slots);
  ~JobManager();  // cancels every job and waits for them
  JobManager(const JobManager&) = delete;
  JobManager& operator=(const JobManager&) = delete;

  // Starts a solve; returns its id. Throws ApiError 429 when no solve slot is free.
  std::string start(SolveSpec spec);

  // {id, state: "running"|"done", solver, elapsed_ms, progress, result}; ApiError 404 when the
  // id is unknown (or was dropped).
  nlohmann::json snapshot(const std::string& id) const;
  // Asks the job to stop (it ends with status "cancelled" when it was still running).
  nlohmann::json cancel(const std::string& id);

  // Waits until the job's version differs from `seen` (new progress, or done), the timeout
  // passes, or shutdown() is called. Returns the snapshot and sets `version`.
  nlohmann::json wait_for_change(const std::string& id, uint64_t seen,
                                 std::chrono::milliseconds timeout, uint64_t& version);

  // The event streams following a job. A job whose client has gone is cancelled: when the
  // last stream following it broke (the client closed it: its page was reloaded or closed)
  // and no stream followed it again within the limits' reconnect_grace_s (a browser's
  // EventSource reconnects after about 3 s). unfollow waits for that. A job no stream ever followed
  // (a client that polls) runs to its end or its time limit.
  void follow(const std::string& id);
  void unfollow(const std::string& id, bool client_gone);

  // Cancels every job and wakes every waiter; later waits return at once.
  void shutdown();
  bool shutting_down() const;

 private:
  struct Job;
  nlohmann::json snapshot_locked(const Job& job) const;
  Job& find_locked(const std::string& id) const;
  void drop_old_jobs_locked(std::vector<std::thread>& to_join);

  const ServerLimits limits_;
  SolveSlots& slots_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::map<std::string, std::unique_ptr<Job>> jobs_;
  std::random_device id_source_;  // job ids no client can guess
  bool shutting_down_ = false;
};

}  // namespace cubelab::server
