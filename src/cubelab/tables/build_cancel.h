#pragma once
// Table builds seen by the solve that started them (store.h: builds). While a
// BuildCancelScope lives on a thread, a build started on that thread gives up (BuildStopped)
// as soon as the scope's check returns true; run_solver passes the request's cancel token
// (and, for the server's requests, its time limit), so cancelling a solve, or a job of the
// server, also stops the table build it started. While a BuildProgressScope lives on a
// thread, a build started on that thread reports to it what it builds and how far it is:
// run_solver turns that into the solve's progress ("building table ...").
#include <functional>
#include <string>

namespace cubelab::tables {

class BuildCancelScope {
 public:
  explicit BuildCancelScope(std::function<bool()> cancelled);
  ~BuildCancelScope();
  BuildCancelScope(const BuildCancelScope&) = delete;
  BuildCancelScope& operator=(const BuildCancelScope&) = delete;

 private:
  std::function<bool()> previous_;
};

class BuildProgressScope {
 public:
  // report(what, fraction): `what` is the store's announcement (tables/store.h,
  // build_announcement), fraction 0 when the build starts, then as the builder reports, 1 when
  // it is done. Called from the build's threads.
  using Report = std::function<void(const std::string& what, double fraction)>;
  explicit BuildProgressScope(Report report);
  ~BuildProgressScope();
  BuildProgressScope(const BuildProgressScope&) = delete;
  BuildProgressScope& operator=(const BuildProgressScope&) = delete;

 private:
  Report previous_;
};

}  // namespace cubelab::tables
