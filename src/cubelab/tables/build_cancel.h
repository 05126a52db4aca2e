#pragma once
// Cancelling table builds with the solve that started them (store.h: builds). While a
// BuildCancelScope lives on a thread, a build started on that thread gives up (BuildStopped)
// as soon as the scope's check returns true; run_solver passes the request's cancel token,
// so cancelling a solve, or a job of the server, also stops the table build it started.
#include <functional>

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

}  // namespace cubelab::tables
