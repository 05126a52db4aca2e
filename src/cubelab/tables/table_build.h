#pragma once
// Building a table (store.h): a BuildContext for the builder (threads, the payload buffer,
// progress, when to give up), the build written into the cache under the table's lock, or
// kept in memory when the cache is not writable; who may start a build (the policy's
// allow-list) and stopping builds.
#include <string>

#include "cubelab/tables/store.h"

namespace cubelab::tables {

// Whether this process may build the table `name` (TablePolicy::build_allowlist), and what
// it is told when it may not.
bool build_allowed(const std::string& name);
std::string not_allowed_message(const std::string& name);

// Whether a wait on this thread for a build elsewhere (another thread's or process's build
// of the same table) gives up: the process stops its builds, or the thread's
// BuildCancelScope says its solve is cancelled or out of time. A solve with a time limit
// answers in it even when the table it needs is still being built for someone else.
bool waiting_stopped();
// Waits polls their lock this often, checking waiting_stopped between.
constexpr int kWaitPollMs = 50;

}  // namespace cubelab::tables
