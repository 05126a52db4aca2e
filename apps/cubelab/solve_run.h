#pragma once
// What `cubelab solve` does, for the commands that run a solve batch themselves (the
// optimal-distribution experiment): the same inputs, output files, shards and exit status.
#include <string>
#include <vector>

#include "cubelab/request.h"

namespace cubelab::cli {

struct SolveOptions {
  Request request;  // every field of the request's one declaration (cubelab/request.h)
  std::vector<std::string> cubes;
  std::string facelets, file;
  bool json = false, verbose = false;
  std::string out, shard, range;  // resumable batch output and the part of the input it takes
};

// Solves the inputs and prints or appends the results (solve --out: resumable JSON lines);
// raises the exit status (cli_support.h) as `cubelab solve` does.
void run_solve(const SolveOptions& o);

}  // namespace cubelab::cli
