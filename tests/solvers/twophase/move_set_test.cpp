// The two-phase solver with five faces (--moves 'no B'): the phase-2 moves left still
// generate all of <U,D,R2,L2,F2,B2>, every profile solves random states with the allowed
// turns only, and the sets it cannot honour are refused.
#include <gtest/gtest.h>

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/twophase/search.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

SolveResult solve_in(const CubieCube& c, const std::string& moves, const std::string& profile,
                     int threads = 1) {
  SolveRequest r;
  r.cube = c;
  r.moves = MoveSet::parse(moves);
  r.threads = threads;
  r.options["profile"] = profile;
  return run_solver(find_solver("twophase"), r);
}

TEST(TwophaseMoveSets, FiveFacesWithAllTheirTurns) {
  EXPECT_TRUE(twophase::five_faces(MoveSet{}));
  EXPECT_TRUE(twophase::five_faces(MoveSet::parse("no B")));
  EXPECT_TRUE(twophase::five_faces(MoveSet::parse("no U")));
  EXPECT_TRUE(twophase::five_faces(MoveSet::parse("U,R,F,D,L,B2")));
  EXPECT_FALSE(twophase::five_faces(MoveSet::parse("R,U")));
  EXPECT_FALSE(twophase::five_faces(MoveSet::parse("U,R,F,D,L2,B2")));
  EXPECT_FALSE(twophase::five_faces(MoveSet::parse("U,D,R2,L2,F2,B2")));
}

TEST(TwophaseMoveSets, OtherSetsAreRefusedNamingTheGoalSolver) {
  for (const char* set : {"R,U", "<R,U,F>", "U,D,R2,L2,F2,B2", "U,R,F,D2,L2,B2"}) {
    SolveRequest r;
    r.cube = test::cube_after(Alg::parse("R U"));
    r.moves = MoveSet::parse(set);
    r.options["profile"] = "tiny";
    try {
      run_solver(find_solver("twophase"), r);
      ADD_FAILURE() << set << " was not refused";
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Option) << set;
      EXPECT_NE(std::string(e.what()).find("goal"), std::string::npos) << e.what();
    }
  }
}

// Phase 2 of a direction with five faces has the ten moves of H less one half turn of a
// side face (the axis' own faces keep their quarter turns; the other axes are left out).
// The missing half turn is a product of the others, so they still generate H and every
// phase-1 solution can be completed: B2 = U D' R2 F2 L2 U' D F2 R2 (an optimal word, found
// by the goal solver), and its conjugates by the symmetries that keep the U-D axis give
// R2, F2 and L2 likewise.
TEST(TwophaseMoveSets, PhaseTwoMovesLeftGenerateH) {
  const Alg word = Alg::parse("U D' R2 F2 L2 U' D F2 R2");
  ASSERT_EQ(test::cube_after(word), CubieCube::move_cube(make_move(B, 2)));
  uint32_t expressed = 0;
  for (int s = 0; s < kSymmetries; ++s) {
    if (move_face(conjugate_move(make_move(U, 1), s)) % 3 != U) continue;  // keeps the U-D axis
    const Move target = conjugate_move(make_move(B, 2), s);
    Alg conj;
    for (Move m : word.moves) {
      const Move c = conjugate_move(m, s);
      EXPECT_TRUE(coord::kPhase2Moves >> c & 1);
      EXPECT_NE(c, target);
      conj.moves.push_back(c);
    }
    EXPECT_EQ(test::cube_after(conj), CubieCube::move_cube(target)) << s;
    expressed |= 1u << target;
  }
  for (int f : {R, F, L, B}) EXPECT_TRUE(expressed >> make_move(f, 2) & 1) << f;
}

void expect_solved_in(const SolveResult& res, const CubieCube& c, const MoveSet& set, int max) {
  ASSERT_EQ(res.status, SolveStatus::Solved);
  for (Move m : res.solution.moves) EXPECT_TRUE(set.contains(m)) << res.solution.str();
  EXPECT_LE(res.solution.htm(), max);
  EXPECT_TRUE(verify_solution(Puzzle::Cube3, c, res.solution, CubieCube{}));
}

TEST(TwophaseMoveSets, TinyProfileSolvesRandomStatesWithFiveFaces) {
  Rng rng(19);
  const char* sets[] = {"no B", "no U", "no R", "no L", "no D", "no F", "U,R,F,D,L,B2"};
  for (int i = 0; i < 21; ++i) {
    const CubieCube c = random_state(rng);
    const char* set = sets[i % 7];
    // The default target with five faces is 22 moves.
    expect_solved_in(solve_in(c, set, "tiny", 1 + i % 2), c, MoveSet::parse(set), 22);
  }
}

TEST(TwophaseMoveSets, ShortPositionsStayOptimalInTheSet) {
  const CubieCube c = test::cube_after(Alg::parse("R U F"));
  EXPECT_EQ(solve_in(c, "no B", "tiny").solution.str(), "F' U' R'");
  // Without F: F is B conjugated by the rest (a longer, still optimal, solution).
  const SolveResult res = solve_in(c, "no F", "tiny");
  expect_solved_in(res, c, MoveSet::parse("no F"), 20);
  EXPECT_GT(res.solution.htm(), 3);
}

TEST(TwophaseMoveSetsSlow, FullAndSmallProfilesSolveRandomStatesWithFiveFaces) {
  Rng rng(20);
  for (const char* profile : {"full", "small"})
    for (int i = 0; i < 12; ++i) {
      const CubieCube c = random_state(rng);
      const char* set = i % 3 == 0 ? "no B" : i % 3 == 1 ? "no U" : "no L";
      expect_solved_in(solve_in(c, set, profile, 1 + i % 2), c, MoveSet::parse(set), 22);
    }
}

}  // namespace
}  // namespace cubelab
