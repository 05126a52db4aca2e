#pragma once
// Test doubles for the server tests, registered beside the real solvers so that the API's
// long-solve paths (progress, cancellation, time limits, concurrency) can be tested whatever
// solvers exist:
//   test-wait   solves nothing: reports progress until cancelled or out of time;
//   test-short  a depth-first search that only solves cubes a few moves from solved.
#include <string>

namespace cubelab::test {

// Adds both to the registry (once).
void register_fake_solvers();

// True for the fakes' names.
bool is_fake_solver(const std::string& name);

}  // namespace cubelab::test
