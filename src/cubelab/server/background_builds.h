#pragma once
// The tables a server builds while it answers: a solver that would wait for a build of its
// larger tables answers from smaller ones and hands their names here (TablePolicy::
// build_later, tables::at_hand); one thread builds them, each once, in the order asked, and
// later solves use them once they are ready. A new server's first 3x3x3 solve is answered
// from two-phase's tiny profile at once instead of waiting half a minute for the full one.
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace cubelab::server {

class BackgroundBuilds {
 public:
  // Builds one table by its name; throws when it cannot (the store's TableBuildStopped, or
  // an Error).
  using Build = std::function<void(const std::string& name)>;
  // The table's build from the catalog (cubelab::build_tables), which loads it too.
  static void build_from_catalog(const std::string& name);

  explicit BackgroundBuilds(Build build = build_from_catalog) : build_(std::move(build)) {}
  // Waits for the build under way: the server stops builds first (stop_table_builds), so
  // that it gives up promptly; the others asked for are dropped.
  ~BackgroundBuilds();
  BackgroundBuilds(const BackgroundBuilds&) = delete;
  BackgroundBuilds& operator=(const BackgroundBuilds&) = delete;

  // Queues the tables not asked for before (thread-safe).
  void add(const std::vector<std::string>& names);

 private:
  void run();

  Build build_;
  std::mutex mu_;
  std::condition_variable wake_;
  std::deque<std::string> queue_;
  std::set<std::string> asked_;
  bool ending_ = false;
  std::thread thread_;  // started by the first add
};

}  // namespace cubelab::server
