// The cube4 solver: its compact centre model against the sticker model, random 4x4x4
// states solved and verified, a cube of another size and an unreachable one refused, a stop.
#include "cubelab/solvers/cube4/cube4.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/cube/nxn/nxn_random_state.h"
#include "cubelab/cube/nxn/nxn_scramble.h"
#include "cubelab/scramble.h"
#include "cubelab/solve.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/reduction/wings.h"
#include "support/nxn.h"
#include "support/reductions.h"
#include "support/test_support.h"

namespace cubelab::cube4 {
namespace {

using nxn::NxnCube;

TEST(Cube4, CentreModelFollowsTheStickerModelOnRandomSequences) {
  Rng rng(11);
  for (int trial = 0; trial < 50; ++trial) {
    NxnCube cube(4);
    Centres c = centres_of(cube, false);
    for (int i = 0; i < 30; ++i) {
      const int m = static_cast<int>(rng.below(kMoves));
      cube.apply(move_of(m));
      c = apply(c, m);
      const Centres read = centres_of(cube, reduction::orbit_is_odd(cube, 1));
      ASSERT_EQ(c.colour, read.colour) << trial << " " << i;
      ASSERT_EQ(c.wing_parity_odd, read.wing_parity_odd) << trial << " " << i;
    }
  }
}

TEST(Cube4, SolvesRandomStatesAndEachSolutionIsVerified) {
  Rng rng(5);
  for (int trial = 0; trial < 8; ++trial) {
    const NxnCube cube = nxn::random_state(4, rng);
    const reduction::Result r = solve(cube);
    NxnCube after = cube;
    after.apply(r.moves);
    EXPECT_TRUE(after.is_solved()) << testing::PrintToString(cube);
    ASSERT_EQ(r.stages.size(), 3u);
    EXPECT_EQ(r.stages[0].name, "centres");
    EXPECT_EQ(r.stages[1].name, "edges");
    EXPECT_EQ(r.stages[2].name, "3x3x3");
    // Edges paired by search, not by the commutators (about 45 OBTM; the commutators, 135).
    EXPECT_LE(nxn::obtm(r.moves, 4), 55);
  }
}

// Asked to search longer (option `search`), phase 3 chooses among more phase-2 candidates:
// 600 at 0.1 s, times the square root of the time's tenths of a second. The Release run's only:
// it runs the solve of the test above on one cube three times, twice with more candidates.
TEST(Cube4, ALongerSearchTakesMoreCandidatesSlow) {
  Rng rng(7);
  const NxnCube cube = nxn::random_state(4, rng);
  auto candidates = [&](double seconds) {
    const reduction::Result r = cube4::solve(cube, {}, reduction::SearchTime(seconds));
    NxnCube after = cube;
    after.apply(r.moves);
    EXPECT_TRUE(after.is_solved());
    const std::string& note = r.stages.at(0).note;
    const size_t at = note.find("the best of ");
    if (at == std::string::npos) return -1;
    return std::stoi(note.substr(at + 12));
  };
  EXPECT_EQ(candidates(0.1), 600);
  EXPECT_EQ(candidates(0.4), 1200);
  EXPECT_EQ(candidates(0), 600);  // the first solutions (random-state scrambles)
}

TEST(Cube4, RandomStateScramblesAreWrittenAsTheWcasAndRepeatFromASeed) {
  ScrambleOptions o;
  o.puzzle = "4x4x4";
  o.seed = 12;
  const ScrambleResult s = scramble(o);
  EXPECT_TRUE(s.random_state);
  EXPECT_EQ(s.solver, "cube4");
  const std::vector<nxn::NxnMove> moves = nxn::parse_moves(s.moves, 4);
  const std::vector<nxn::NxnMove> wca = nxn::scramble_moves(4);  // no Lw, Dw or Bw
  for (const nxn::NxnMove& m : moves)
    EXPECT_NE(std::find(wca.begin(), wca.end(), m), wca.end()) << s.moves;
  EXPECT_LE(s.length_htm, 55);
  EXPECT_EQ(Cube::solved("4x4x4").applied(s.moves), s.cube);
  const ScrambleResult again = scramble(o);
  EXPECT_EQ(again.moves, s.moves);
  o.with_moves = false;
  EXPECT_EQ(scramble(o).cube, s.cube);
}

// Its reductions (the 6x6x6's inner cube's ways): different reduced cubes, the shortest first,
// each reduced by its stages before the 3x3x3 stage and solved by all of them.
TEST(Cube4, ReductionsAreDifferentReducedCubesShortestFirst) {
  Rng rng(13);
  size_t most_found = 0;
  for (int trial = 0; trial < 3; ++trial) {
    SCOPED_TRACE(trial);
    const NxnCube cube = nxn::random_state(4, rng);
    const std::vector<reduction::Result> found = reductions(cube, {}, 4, nxn::TurnMetric::Obtm);
    test::expect_reductions(cube, found, 4);
    most_found = std::max(most_found, found.size());
  }
  EXPECT_GT(most_found, 1u);  // random states' phase 3 ends on several
  EXPECT_TRUE(reductions(NxnCube(4), {}, 4, nxn::TurnMetric::Obtm).front().moves.empty());
  EXPECT_THROW(reductions(NxnCube(5), {}, 4, nxn::TurnMetric::Obtm), InputError);
}

TEST(Cube4, TheSolvedCubeNeedsNoMoves) { EXPECT_TRUE(solve(NxnCube(4)).moves.empty()); }

TEST(Cube4, RefusesAnotherSizeAndAnUnreachableCube) {
  EXPECT_THROW(solve(nxn::after(5, "R U")), InputError);
  // A U corner sticker and an R corner sticker swapped: the colour counts hold, the
  // corners cannot.
  std::string t = NxnCube(4).facelets();
  std::swap(t[0], t[16]);
  EXPECT_THROW(solve(NxnCube::from_facelets(4, t)), InputError);
}

TEST(Cube4, StopsWhenAsked) {
  EXPECT_THROW(solve(nxn::after(4, "Rw U2 Fw' L B' Uw R2"), [] { return true; }),
               reduction::Stopped);
}

TEST(Cube4, ACubeAFewTurnsFromSolvedGetsTheShortestAnswer) {
  // The phases took 7 OBTM for it (they search from the standard orientation, in phases).
  const NxnCube cube = nxn::after(4, "R 3Rw U2 x 2F");
  const reduction::Result r = solve(cube);
  ASSERT_EQ(r.stages.size(), 1u);
  EXPECT_EQ(r.stages[0].name, "search");
  NxnCube after = cube;
  after.apply(r.moves);
  EXPECT_TRUE(after.is_solved());
  EXPECT_LE(nxn::obtm(r.moves, 4), 5);
}

TEST(Cube4, TheFacadePreparesSolvesAndHonoursMaxLengthAndTheReductionChoice) {
  Request r;
  r.puzzle = "4x4x4";
  r.cube = "Rw U2 Fw' L2 B Uw";
  EXPECT_GE(prepare(r), 0.0);
  const Solution s = cubelab::solve(r);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(s.solver, "cube4");
  EXPECT_EQ(s.stages.size(), 3u);
  r.max_length = 3;
  EXPECT_EQ(cubelab::solve(r).status, Solution::Status::NoSolution);
  r.max_length = -1;
  r.solver = "reduction";
  EXPECT_EQ(cubelab::solve(r).solver, "reduction");
  r.solver = "cube4";
  r.puzzle = "5x5x5";
  EXPECT_THROW(cubelab::solve(r), Error);  // cube4 solves the 4x4x4 only
}

}  // namespace
}  // namespace cubelab::cube4
