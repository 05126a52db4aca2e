// Times the C++ port of min2phase (github.com/nittaya1990/min2phaseCXX, after Shuang Chen's
// min2phase) on a file of facelet strings, one solve per cube at most MAX_LENGTH moves.
// Prints "init MS" (min2phase::init(), its tables), then "FACELETS<TAB>SOLUTION<TAB>MS" for
// each cube; scripts/results/speed-peers.sh verifies and summarises them.
//   min2phase_cxx_bench CUBES.txt MAX_LENGTH
#include <min2phase/min2phase.h>

#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

namespace {

double now_ms() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: min2phase_cxx_bench CUBES.txt MAX_LENGTH\n");
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::perror(argv[1]);
    return 2;
  }
  const int max_length = std::atoi(argv[2]);
  double start = now_ms();
  min2phase::init();
  std::printf("init %.3f\n", now_ms() - start);
  for (std::string line; std::getline(in, line);) {
    if (line.size() != 54) continue;
    start = now_ms();
    // probeMax large enough that no cube gives up, probeMin 0: the first solution found within
    // the length.
    const std::string s = min2phase::solve(line, static_cast<int8_t>(max_length), 100000000, 0, 0);
    const double ms = now_ms() - start;
    // Its errors are numbers (info.h: a bad cube, no solution within the length or probes).
    if (!s.empty() && (std::isdigit(static_cast<unsigned char>(s[0])) || s[0] == '-')) {
      std::fprintf(stderr, "min2phase_cxx_bench: error %s for %s\n", s.c_str(), line.c_str());
      return 1;
    }
    std::printf("%s\t%s\t%.6f\n", line.c_str(), s.c_str(), ms);
  }
  return 0;
}
