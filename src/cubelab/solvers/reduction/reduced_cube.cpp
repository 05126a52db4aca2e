#include "cubelab/solvers/reduction/reduced_cube.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/solve/memory_budget.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/twophase/profile.h"

namespace cubelab::reduction {

namespace {

SolveRequest reduced_request(const std::string& facelets, const std::string& profile) {
  SolveRequest request;
  if (!facelets.empty()) request.cube = from_facelets(facelets);
  request.options["profile"] = profile;
  return request;
}

std::vector<nxn::NxnMove> outer_turns(const SolveResult& result) {
  std::vector<nxn::NxnMove> moves;
  for (Move m : result.solution.moves) moves.push_back({move_face(m), 1, 1, move_power(m)});
  return moves;
}

// Shorter solutions than `result`'s while the time lasts: each search asks for one move fewer
// than the best.
void shorten(SolveRequest& request, SolveResult& result,
             std::chrono::steady_clock::time_point until) {
  for (;;) {
    const double left =
        std::chrono::duration<double>(until - std::chrono::steady_clock::now()).count();
    if (left <= 0) return;
    request.time_limit_s = left;
    request.max_length = static_cast<int>(result.solution.moves.size()) - 1;
    SolveResult shorter = run_solver(find_solver("twophase"), request);
    if (shorter.status != SolveStatus::Solved) return;
    result = std::move(shorter);
  }
}

std::chrono::steady_clock::time_point after(double seconds) {
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(
             std::chrono::duration<double>(seconds));
}

// The shortest solution two-phase finds within `seconds` of at most `max_length` moves, or
// nullopt when it finds none in that time.
std::optional<std::vector<nxn::NxnMove>> solve_reduced_within(const std::string& facelets,
                                                              int max_length, double seconds,
                                                              const std::string& profile) {
  if (max_length < 0 || seconds <= 0) return std::nullopt;
  const auto until = after(seconds);
  SolveRequest request = reduced_request(facelets, profile);
  request.max_length = max_length;
  request.time_limit_s = seconds;
  SolveResult result = run_solver(find_solver("twophase"), request);
  if (result.status != SolveStatus::Solved) return std::nullopt;
  shorten(request, result, until);
  return outer_turns(result);
}

}  // namespace

std::string reduced_profile(uint64_t budget, uint64_t own_bytes, const std::string& solver) {
  const twophase::ProfileInfo& smallest = twophase::profiles().front();
  if (budget < own_bytes + smallest.bytes)
    throw InputError(ErrorCode::Limit,
                     fmt::format("memory budget {} is too small: {}'s tables take {} and the "
                                 "3x3x3 stage's smallest two-phase profile ({}) {}",
                                 format_bytes(budget), solver, format_bytes(own_bytes),
                                 smallest.name, format_bytes(smallest.bytes)));
  return twophase::choose_profile(budget - own_bytes, "auto").name;
}

std::vector<std::string> reduced_tables(const std::string& profile) {
  return find_solver("twophase").stored_tables(reduced_request("", profile));
}

void prepare_reduced(const std::string& profile) {
  find_solver("twophase").prepare(reduced_request("", profile));
}

std::vector<nxn::NxnMove> solve_reduced(const std::string& facelets, double seconds,
                                        const std::string& profile) {
  const auto until = after(seconds);
  SolveRequest request = reduced_request(facelets, profile);
  SolveResult result = run_solver(find_solver("twophase"), request);
  if (result.status != SolveStatus::Solved)
    throw std::logic_error("reduction: the two-phase solver did not solve the reduced cube: " +
                           result.message);
  if (seconds > 0) shorten(request, result, until);
  return outer_turns(result);
}

int Ending::total() const { return length + static_cast<int>(last.size()); }

size_t solve_endings(std::vector<Ending>& endings, double seconds,
                     const std::function<bool()>& stop, const std::string& profile) {
  // Random cubes' 3x3x3 solutions are rarely shorter: a bound below it is not searched.
  constexpr int kFewestSearched = 16;
  const auto until = after(seconds);
  for (Ending& e : endings) e.last = solve_reduced(e.facelets, 0, profile);
  auto shortest = [&] {
    size_t best = 0;
    for (size_t i = 1; i < endings.size(); ++i)
      if (endings[i].total() < endings[best].total()) best = i;
    return best;
  };
  size_t best = shortest();
  if (seconds <= 0) return best;
  std::vector<size_t> order(endings.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return endings[a].total() < endings[b].total(); });
  std::vector<size_t> searched;
  for (size_t i : order)
    if (endings[best].total() - endings[i].length - 1 >= kFewestSearched) searched.push_back(i);
  for (size_t k = 0; k < searched.size(); ++k) {
    const double left =
        std::chrono::duration<double>(until - std::chrono::steady_clock::now()).count();
    if (left <= 0 || (stop && stop())) break;
    Ending& e = endings[searched[k]];
    const int bound = endings[best].total() - e.length - 1;
    const double slice = left / static_cast<double>(searched.size() - k);
    if (auto found = solve_reduced_within(e.facelets, bound, slice, profile)) {
      e.last = std::move(*found);
      best = shortest();
    }
  }
  return best;
}

std::vector<size_t> shortest_endings(std::vector<Ending>& endings, size_t most,
                                     const std::string& profile) {
  std::vector<size_t> order(endings.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return endings[a].length < endings[b].length; });
  if (order.size() > most) order.resize(most);
  for (size_t i : order) endings[i].last = solve_reduced(endings[i].facelets, 0, profile);
  return order;
}

}  // namespace cubelab::reduction
