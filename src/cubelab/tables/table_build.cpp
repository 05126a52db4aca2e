#include "cubelab/tables/table_build.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

#include "cubelab/base/log.h"
#include "cubelab/cube/error.h"
#include "cubelab/progress.h"
#include "cubelab/tables/build_cancel.h"
#include "cubelab/tables/cache_files.h"
#include "cubelab/tables/loaded_table.h"
#include "cubelab/tables/store_log.h"
#include "cubelab/tables/table_file.h"

namespace cubelab::tables {
namespace {

// The builder's view of a build in progress.
std::atomic<bool> builds_stopped{false};
thread_local std::function<bool()> build_cancelled;      // BuildCancelScope
thread_local BuildProgressScope::Report build_progress;  // BuildProgressScope

class Context : public BuildContext {
 public:
  Context(const TableSpec& spec)
      : name_(spec.name),
        progress_("cubelab: building " + spec.name),
        start_(std::chrono::steady_clock::now()),
        time_limit_s_(table_policy().build_time_limit_s),
        cancelled_(build_cancelled),
        report_(build_progress) {}
  ~Context() override {
    if (mem_) munmap(mem_, bytes_);
  }
  int threads() const override { return build_threads(); }
  std::span<uint8_t> allocate(uint64_t bytes) override {
    if (mem_ || allocated_) throw std::logic_error("BuildContext::allocate called twice");
    allocated_ = true;
    mem_ = map_anonymous(bytes);
    bytes_ = bytes;
    return {static_cast<uint8_t*>(mem_), static_cast<size_t>(bytes)};
  }
  void progress(double fraction) override {
    progress_.update(fraction);
    if (report_) report_(what_, fraction);
  }
  // The build starts: on stderr, and to the starting thread's BuildProgressScope.
  void announce(const std::string& what) {
    what_ = what;
    log_message(LogLevel::Info, fmt::format("cubelab: building table {}, once; it is kept in {}",
                                            what, cache_dir()));
    progress_.restart();
    progress_.update(0.0);
    if (report_) report_(what_, 0);
  }
  void finish(double seconds) {
    progress_.finish(fmt::format("cubelab: built table {} ({}) in {:.1f} s", name_,
                                 human_bytes(bytes_), seconds));
    if (report_) report_(what_, 1);
  }
  bool stopped() const override {
    if (builds_stopped.load(std::memory_order_relaxed)) return true;
    if (cancelled_ && cancelled_()) return true;
    return time_limit_s_ > 0 &&
           std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() >
               time_limit_s_;
  }
  std::span<const uint8_t> payload() const {
    return {static_cast<uint8_t*>(mem_), static_cast<size_t>(bytes_)};
  }
  // Hands the memory over to a table that owns it.
  void* release() {
    void* p = mem_;
    mem_ = nullptr;
    return p;
  }
  uint64_t bytes() const { return bytes_; }
  double time_limit_s() const { return time_limit_s_; }

 private:
  std::string name_;
  ProgressBar progress_;
  std::chrono::steady_clock::time_point start_;
  double time_limit_s_;                // the policy's when the build started
  std::function<bool()> cancelled_;    // the starting thread's BuildCancelScope, read by any
  BuildProgressScope::Report report_;  // the starting thread's BuildProgressScope
  std::string what_;                   // build_announcement(), set before the build starts
  void* mem_ = nullptr;
  uint64_t bytes_ = 0;
  bool allocated_ = false;
};

// An exclusive advisory lock on NAME.lock for the life of the object.
class FileLock {
 public:
  // `on_wait` is called before waiting, when another process holds the lock.
  // When waiting_stopped() says so, the wait gives up: WaitStopped(stopped_waiting), the lock
  // not taken. A file system without locks (an error other than "held") is not waited on.
  FileLock(const std::string& path, const std::function<void()>& on_wait,
           const std::string& stopped_waiting) {
    fd_ = open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd_ < 0) return;
    if (flock(fd_, LOCK_EX | LOCK_NB) == 0) return;
    // Another process holds it (builds this table, which can take minutes): say so first.
    if (on_wait) on_wait();
    while (flock(fd_, LOCK_EX | LOCK_NB) != 0) {
      if (errno != EWOULDBLOCK && errno != EINTR) return;
      if (waiting_stopped()) {
        close(fd_);
        throw WaitStopped(stopped_waiting);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(kWaitPollMs));
    }
  }
  ~FileLock() {
    if (fd_ >= 0) {
      flock(fd_, LOCK_UN);
      close(fd_);
    }
  }

 private:
  int fd_ = -1;
};

std::string fmt_stopped(const std::string& name, double limit) {
  if (builds_stopped.load()) return "building table " + name + " was stopped (shutting down)";
  if (build_cancelled && build_cancelled())
    return "building table " + name + " was stopped (the solve was cancelled)";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.0f", limit);
  return "building table " + name + " took longer than the build time limit (" + buf + " s)";
}

std::unique_ptr<Table> build_table(const TableSpec& spec, const Builder& build) {
  const std::string path = table_path(spec.name);
  Context ctx(spec);
  auto start = std::chrono::steady_clock::now();
  ctx.announce(build_announcement(spec, ctx.threads()));
  if (ctx.stopped()) throw BuildStopped("building table " + spec.name + " was stopped");
  build(ctx);
  if (ctx.stopped()) throw BuildStopped(fmt_stopped(spec.name, ctx.time_limit_s()));
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ctx.finish(seconds);
  std::string err = write_table_file(path, spec, ctx.payload(), seconds);
  if (err.empty()) {
    // Free the build's copy before loading the file, so that the peak memory is one table.
    munmap(ctx.release(), ctx.bytes());
    std::string problem;
    auto table = open_table(path, spec, problem);
    if (table) return table;
    say("table " + spec.name + " just written does not read back (" + problem +
        "); building it again, in memory only");
    Context again(spec);
    build(again);
    if (again.stopped()) throw BuildStopped(fmt_stopped(spec.name, again.time_limit_s()));
    return table_in_memory(spec.name, seconds, again.release(), again.bytes());
  }
  // The store is not writable (or the disk is full): keep the table in memory.
  say("table " + spec.name + " kept in memory only: " + err);
  uint64_t bytes = ctx.bytes();
  void* mem = ctx.release();
  return table_in_memory(spec.name, seconds, mem, bytes);
}

}  // namespace

bool build_allowed(const std::string& name) {
  const std::optional<std::vector<std::string>> allowlist = table_policy().build_allowlist;
  if (!allowlist) return true;
  // "goal-*": every table whose name starts with "goal-" (the goal solver's, named by hash).
  for (const std::string& n : *allowlist)
    if (n == name ||
        (!n.empty() && n.back() == '*' && name.rfind(n.substr(0, n.size() - 1), 0) == 0))
      return true;
  return false;
}

std::string not_allowed_message(const std::string& name) {
  // "goal-*": the goal solver's tables, one made for each goal.
  if (name.size() > 2 && name.ends_with("-*")) {
    const std::string family = name.substr(0, name.size() - 2);
    return "the " + family + " solver's tables (" + name + ", one for each pattern) " +
           "may not be built by this process (the server's operator can allow them with " +
           "'cubelab serve --build-tables " + family + "')";
  }
  return "table " + name + " is not built yet, and this process may not build it " +
         "(the server's operator can allow it with 'cubelab serve --build-tables " + name +
         "' or build it with 'cubelab tables build " + name + "')";
}

void check_build_allowed(const TableSpec& spec) {
  if (!build_allowed(spec.name)) throw InputError(ErrorCode::Limit, not_allowed_message(spec.name));
}

std::unique_ptr<Table> open_or_build(const TableSpec& spec, const Builder& build) {
  const std::string path = table_path(spec.name);
  std::string problem;
  std::unique_ptr<Table> table = open_table(path, spec, problem);
  if (table) return table;
  check_build_allowed(spec);
  // Waiting for another process's build is said where a build of our own would be: on
  // stderr and to the starting thread's BuildProgressScope (the web app's progress line).
  FileLock file_lock(
      cache_dir() + "/" + spec.name + ".lock",
      [&] {
        const std::string what = build_announcement(spec, build_threads());
        say("table " + spec.name + " is being built by another process; waiting for it (" + what +
            ")");
        if (build_progress) build_progress("waiting for another process to build " + what, 0);
      },
      "waiting for table " + spec.name + ", which another process is building");
  // Another process may have built it while we waited for the lock.
  std::string again;
  table = open_table(path, spec, again);
  if (table) return table;
  remove_stale_temp_files(spec.name);
  if (!problem.empty())
    say("table " + spec.name + " at " + path + " is unusable (" + problem + "); rebuilding");
  return build_table(spec, build);
}

std::string build_announcement(const TableSpec& spec, int threads) {
  std::string cost;
  if (spec.expected_bytes > 0) cost = human_bytes(spec.expected_bytes);
  if (spec.expected_seconds > 0) {
    // Measured with 2 threads; a builder that uses them all scales (roughly) with their
    // number, a single-threaded one does not.
    const int used = spec.parallel_build ? std::max(1, threads) : 1;
    const double s = spec.parallel_build ? spec.expected_seconds * 2 / used : spec.expected_seconds;
    std::string time = s < 1      ? "under 1 s"
                       : s < 90   ? fmt::format("about {:.0f} s", s)
                       : s < 5400 ? fmt::format("about {:.0f} min", s / 60)
                                  : fmt::format("about {:.1f} h", s / 3600);
    cost += (cost.empty() ? "" : ", ") + time +
            fmt::format(" on {} thread{}", used, used == 1 ? "" : "s");
  }
  return cost.empty() ? spec.name : spec.name + " (" + cost + ")";
}

bool waiting_stopped() { return builds_stopped.load() || (build_cancelled && build_cancelled()); }

BuildCancelScope::BuildCancelScope(std::function<bool()> cancelled)
    : previous_(std::move(build_cancelled)) {
  build_cancelled = std::move(cancelled);
}

BuildCancelScope::~BuildCancelScope() { build_cancelled = std::move(previous_); }

BuildProgressScope::BuildProgressScope(Report report) : previous_(std::move(build_progress)) {
  build_progress = std::move(report);
}

BuildProgressScope::~BuildProgressScope() { build_progress = std::move(previous_); }

int build_threads() {
  if (const char* env = std::getenv("CUBELAB_BUILD_THREADS")) {
    int n = std::atoi(env);
    if (n >= 1) return n;
  }
  return 2;
}
}  // namespace cubelab::tables

namespace cubelab {

void stop_table_builds(bool stop) { tables::builds_stopped.store(stop); }

}  // namespace cubelab
