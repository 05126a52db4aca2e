// Every solver of every puzzle through the facade, each on a short scramble of its puzzle.
// Each solver's own tests (tests/solvers/) are the Release run's; this test is how the
// sanitizer run (scripts/test.sh) runs every solver's code too.
#include <cubelab/cubelab.h>
#include <gtest/gtest.h>

#include <map>
#include <string>

namespace {

// A few turns of each puzzle, in its notation (puzzles() lists every puzzle: a new one fails
// here until it has its sequence).
const std::map<std::string, std::string> kShortSequences = {
    {"3x3x3", "R U F' L2"},    {"2x2x2", "R U F'"},          {"pyraminx", "R U' L b"},
    {"skewb", "R U L' B"},     {"clock", "UR3+ DL1- ALL2+"}, {"square1", "(1, 0) / (3, 3) /"},
    {"megaminx", "R++ D-- U"}, {"4x4x4", "R Uw F' 2R"},      {"5x5x5", "R Uw F' 2R"},
    {"6x6x6", "R 3Uw F' 2R"},  {"7x7x7", "R 3Uw F' 3R"}};

TEST(LibrarySolvers, EverySolverSolvesAShortScrambleOfItsPuzzle) {
  int runs = 0;
  for (const cubelab::PuzzleInfo& p : cubelab::puzzles()) {
    ASSERT_TRUE(kShortSequences.count(p.name)) << p.name;
    const std::string& moves = kShortSequences.at(p.name);
    for (const std::string& name : p.solvers) {
      // cube5's tables (321 MiB) are built in its own tests' cache only (tests/CMakeLists.txt),
      // and those tests run in both builds.
      if (name == "cube5") continue;
      SCOPED_TRACE(p.name + " by " + name + ": " + moves);
      cubelab::Request r;
      r.puzzle = p.name;
      r.cube = moves;
      r.solver = name;
      r.seed = 1;
      // (The memetic algorithm's defaults, a population of 100 and local searches of 100
      // neighbours, take half a second here and ten under the sanitizers.)
      if (name == "memetic") {
        r.options = {{"population", "20"}, {"mutations", "8"}, {"ls_iterations", "10"}};
      }
      const bool step = name == "goal";  // the step solver: the cross
      if (step) r.goal = "cross";
      const cubelab::Solution s = cubelab::solve(r);
      EXPECT_EQ(s.solver, name);
      // The greedy baseline may stop short (its own tests: one-move scrambles), never claiming
      // a cube it left unsolved; every other solver solves it.
      if (name != "greedy") {
        ASSERT_TRUE(s.solved()) << s.message;
      }
      if (!step) {
        EXPECT_EQ(cubelab::solves(r.cube, s.moves, p.name), s.solved()) << s.moves;
      }
      ++runs;
    }
  }
  EXPECT_GT(runs, 20);  // every solver of every puzzle but cube5
}

}  // namespace
