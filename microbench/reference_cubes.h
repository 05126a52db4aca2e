#pragma once
// The cubes the benchmarks solve: data/reference/random-state-1000.txt (1,000 uniformly
// random states; CUBELAB_REFERENCE_DIR is set by microbench/CMakeLists.txt and may be overridden
// in the environment). Without the reference data, 1,000 seeded random states, with a
// warning, so the numbers are comparable in size but not equal to the recorded ones.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"

namespace cubelab::bench_support {

inline const std::vector<CubieCube>& reference_cubes() {
  static const std::vector<CubieCube> cubes = [] {
    const char* env = std::getenv("CUBELAB_REFERENCE_DIR");
    const std::string dir = env ? env : CUBELAB_REFERENCE_DIR;
    std::vector<CubieCube> v;
    std::ifstream in(dir + "/random-state-1000.txt");
    for (std::string line; std::getline(in, line);)
      if (line.size() >= 54) v.push_back(from_facelets(line.substr(0, 54)));
    if (v.empty()) {
      std::fprintf(stderr,
                   "warning: %s/random-state-1000.txt not found; 1,000 seeded random "
                   "states instead\n",
                   dir.c_str());
      Rng rng(1);
      for (int i = 0; i < 1000; ++i) v.push_back(random_state(rng));
    }
    return v;
  }();
  return cubes;
}

}  // namespace cubelab::bench_support
