#include "server/fake_solvers.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <thread>

#include "cubelab/solve/registry.h"

namespace cubelab::test {
namespace {

// test-wait: reports progress every 5 ms until it is cancelled or out of time.
SolveResult wait_until_stopped(const SolveRequest& request) {
  StopCondition stop(request);
  int64_t ticks = 0;
  while (!stop.should_stop()) {
    if (request.progress) {
      Progress p;
      p.phase = "waiting";
      p.nodes = ++ticks;
      if (request.time_limit_s > 0) p.fraction = stop.elapsed_s() / request.time_limit_s;
      request.progress(p);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return stop.stopped_result();
}

struct ShortOptions {
  int max_depth = 3;
  bool note = false;
};

const OptionTable<ShortOptions>& short_options() {
  static const OptionTable<ShortOptions> table{
      ShortOptions{},
      {option("max_depth", &ShortOptions::max_depth, range{0, 4}, "deepest search"),
       flag("note", &ShortOptions::note, "add a note to the stage")}};
  return table;
}

bool search(const CubieCube& c, int depth, int last_face, std::vector<Move>& path, double& nodes) {
  ++nodes;
  if (depth == 0) return c == CubieCube{};
  for (int m = 0; m < kMoves; ++m) {
    Move move = static_cast<Move>(m);
    if (move_face(move) == last_face) continue;
    CubieCube next = c;
    next.apply(move);
    path.push_back(move);
    if (search(next, depth - 1, move_face(move), path, nodes)) return true;
    path.pop_back();
  }
  return false;
}

// test-short: iterative deepening up to max_depth moves.
SolveResult solve_short(const SolveRequest& request) {
  SolveResult r;
  const ShortOptions o = short_options().read(request.options, "test-short");
  const int max_depth = o.max_depth;
  std::vector<Move> path;
  for (int depth = 0; depth <= max_depth; ++depth) {
    if (search(request.cube, depth, -1, path, r.stats["nodes"])) {
      r.status = SolveStatus::Solved;
      r.solution = Alg(path);
      r.proven_optimal = true;
      r.stages.push_back({"search", r.solution, o.note ? "iterative deepening" : ""});
      return r;
    }
  }
  r.status = SolveStatus::NoSolution;
  r.message = "not within " + std::to_string(max_depth) + " moves";
  return r;
}

}  // namespace

void register_fake_solvers() {
  static std::once_flag once;
  std::call_once(once, [] {
    register_solver(make_solver({.name = "test-short",
                                 .description = "test double: solves up to 4 moves",
                                 .options = &short_options()},
                                solve_short));
    register_solver(
        make_solver({.name = "test-wait", .description = "test double: runs until stopped"},
                    wait_until_stopped));
  });
}

bool is_fake_solver(const std::string& name) { return name.rfind("test-", 0) == 0; }

}  // namespace cubelab::test
