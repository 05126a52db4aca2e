#pragma once
// What `cubelab solve` does, for the commands that run a solve batch themselves (the
// optimal-distribution experiment): the same inputs, output files, shards and exit status.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubelab::cli {

struct SolveOptions {
  std::vector<std::string> cubes;
  std::string facelets, file, solver, to_alg, to_facelets, puzzle = "3x3x3", metric = "htm";
  std::string goal, on, moves;  // a partial goal, its orientations, the turns allowed
  int max_length = -1, threads = 1, count = 1;
  double time_s = 0;
  std::optional<uint64_t> seed;
  std::optional<std::string> robot_cost;  // --robot-cost (robot_cost.h)
  std::vector<std::string> options;
  bool json = false, verbose = false;
  std::string out, shard, range;  // resumable batch output and the part of the input it takes
};

// Solves the inputs and prints or appends the results (solve --out: resumable JSON lines);
// raises the exit status (cli_support.h) as `cubelab solve` does.
void run_solve(const SolveOptions& o);

}  // namespace cubelab::cli
