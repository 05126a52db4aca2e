// The two-phase search in the axial metric: its tables against the HTM ones and against an
// independent breadth-first search, its solutions against the axial optimum of short
// scrambles, its refusals.
#include "cubelab/cube/axial.h"

#include <gtest/gtest.h>

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/twophase/axial_tables.h"
#include "cubelab/solvers/twophase/tables.h"
#include "cubelab/tables/packed.h"
#include "support/axial_reference.h"
#include "support/input_error.h"
#include "support/test_support.h"

namespace cubelab::twophase {
namespace {

SolveResult solve_axial(const CubieCube& c, int max_length = -1,
                        std::map<std::string, std::string> options = {}) {
  SolveRequest r;
  r.cube = c;
  r.metric = Metric::Axial;
  r.max_length = max_length;
  r.options = std::move(options);
  return run_solver(find_solver("twophase"), r);
}

int axial_phase1(const AxialTables& t, const CubieCube& c) {
  const Coords& k = *t.coords;
  const uint32_t p = k.flip_slice_sym.packed(coord::ud_slice(c) * coord::kFlip + coord::flip(c));
  return tables::nibble(t.phase1,
                        uint64_t{p >> 8} * coord::kTwist + k.twist_conj(coord::twist(c), p & 0xFF));
}

TEST(TwophaseAxial, MovesOfEachPhase) {
  EXPECT_EQ(axial_phase1_moves().size(), 45u);
  EXPECT_EQ(axial_phase2_moves().size(), 21u);  // 10 turns of H, 9 U-D pairs, R2 L2, F2 B2
  for (const AxialMove& a : axial_phase2_moves())
    for (Move m : a.span()) EXPECT_TRUE(coord::kPhase2Moves >> m & 1);
}

// An axial move is one or two face turns, so an axial distance d and the HTM distance h of
// the same goal satisfy d <= h <= 2d.
TEST(TwophaseAxialSlow, DistancesLieBetweenHalfAndAllOfTheHtmOnes) {
  const AxialTables& a = axial_tables();
  const Tables& h = small_tables();
  Rng rng(5);
  for (int i = 0; i < 300; ++i) {
    const CubieCube c = random_state(rng);
    const int d = axial_phase1(a, c);
    const int hd = h.phase1_distance(coord::flip(c), coord::ud_slice(c), coord::twist(c));
    EXPECT_LE(d, hd);
    EXPECT_LE(hd, 2 * d);
  }
  // Phase 2: cubes in H from random words of H's moves.
  for (int i = 0; i < 300; ++i) {
    CubieCube c;
    for (int k = 0; k < 30; ++k) {
      const AxialMove& m = axial_phase2_moves()[rng.below(axial_phase2_moves().size())];
      for (Move t : m.span()) c.apply(t);
    }
    const uint32_t corner = a.coords->corner_sym.packed(coord::corner_perm(c));
    const uint32_t ud = coord::ud_edge_perm(c);
    const int d = tables::nibble(a.phase2, uint64_t{corner >> 8} * coord::kUdEdgePerm +
                                               a.coords->ud_edges_conj(ud, corner & 0xFF));
    const int hd = h.phase2_distance(coord::corner_perm(c), ud);
    EXPECT_LE(d, hd);
    if (hd < 15) {  // the HTM table stores 15 for 15 or more
      EXPECT_LE(hd, 2 * d);
    }
  }
}

// The phase-1 table is an exact distance: from every cube outside H some axial move goes one
// step closer and none changes the distance by more than one.
TEST(TwophaseAxialSlow, Phase1TableIsAConsistentExactDistance) {
  const AxialTables& a = axial_tables();
  Rng rng(9);
  for (int i = 0; i < 300; ++i) {
    const CubieCube c = random_state(rng);
    const int d = axial_phase1(a, c);
    ASSERT_GT(d, 0);
    bool closer = false;
    for (const AxialMove& m : axial_moves()) {
      CubieCube x = c;
      for (Move t : m.span()) x.apply(t);
      const int dx = axial_phase1(a, x);
      EXPECT_LE(std::abs(dx - d), 1);
      closer |= dx == d - 1;
    }
    EXPECT_TRUE(closer);
  }
}

TEST(TwophaseAxialSlow, ShortScramblesAgainstBreadthFirstSearch) {
  const test::AxialReference reference;
  Rng rng(3);
  for (int n = 1; n <= 2 * test::AxialReference::kSide; ++n)
    for (int i = 0; i < 8; ++i) {
      const Alg scramble = test::random_axial(rng, n);
      const CubieCube c = test::cube_after(scramble);
      const int optimum = reference.optimal(c);
      ASSERT_GE(optimum, 0);
      ASSERT_LE(optimum, n);
      // Short positions get an optimal solution (the axial short search); with the short
      // search off, the two-phase search still finds one within the scramble's length.
      ASSERT_TRUE(test::is_optimal_axial_answer(solve_axial(c), optimum)) << scramble.axial_str();
      const SolveResult p = solve_axial(c, n, {{"optimal_depth", "-1"}});
      ASSERT_EQ(p.status, SolveStatus::Solved) << scramble.axial_str() << ": " << p.message;
      EXPECT_LE(p.solution.axial(), n) << scramble.axial_str();
      EXPECT_GE(p.solution.axial(), optimum) << scramble.axial_str();
    }
}

TEST(TwophaseAxialSlow, RandomStatesWithinTheDefaultTargetAndShorterThanHtm) {
  Rng rng(21);
  double axial_sum = 0, htm_recounted_sum = 0;
  const int n = 20;
  for (int i = 0; i < n; ++i) {
    const CubieCube c = random_state(rng);
    const SolveResult r = solve_axial(c);
    ASSERT_EQ(r.status, SolveStatus::Solved) << r.message;
    EXPECT_LE(r.solution.axial(), 16);
    // The stages add up to the solution.
    Alg stages;
    for (const Stage& s : r.stages) stages += s.alg;
    EXPECT_EQ(stages, r.solution);
    SolveRequest h;
    h.cube = c;
    axial_sum += r.solution.axial();
    htm_recounted_sum += run_solver(find_solver("twophase"), h).solution.axial();
  }
  // Searching axial moves gives shorter axial solutions than re-counting HTM ones.
  EXPECT_LT(axial_sum, htm_recounted_sum);
}

TEST(TwophaseAxialSlow, TwoThreadsAndCount) {
  Rng rng(4);
  SolveRequest r;
  r.cube = random_state(rng);
  r.metric = Metric::Axial;
  r.threads = 2;
  r.count = 3;
  r.max_length = 17;
  const SolveResult res = run_solver(find_solver("twophase"), r);
  ASSERT_EQ(res.status, SolveStatus::Solved);
  ASSERT_EQ(res.solutions.size(), 3u);
  for (size_t i = 0; i < res.solutions.size(); ++i) {
    EXPECT_LE(res.solutions[i].axial(), 17);
    if (i > 0) {
      EXPECT_LE(res.solutions[i - 1].axial(), res.solutions[i].axial());
    }
  }
}

TEST(TwophaseAxial, TinyProfileAndMoveSetsAreRefused) {
  SolveRequest r;
  r.cube.apply(Alg::parse("R U").moves);
  r.metric = Metric::Axial;
  r.options["profile"] = "tiny";
  const auto solve = [&] { run_solver(find_solver("twophase"), r); };
  EXPECT_TRUE(test::refuses_with(solve, ErrorCode::Option, "small and full"))
      << "the tiny profile in the axial metric";
  r.options.clear();
  r.moves = MoveSet::parse("no B");
  EXPECT_TRUE(test::refuses_with(solve, ErrorCode::Option)) << "a move set in the axial metric";
}

TEST(TwophaseAxial, OtherSolversRefuseTheAxialMetric) {
  for (const auto& solver : all_solvers()) {
    if (solver->supports(Metric::Axial)) continue;
    SolveRequest r;
    r.puzzle = solver->puzzle();
    r.metric = Metric::Axial;
    try {
      check_request(*solver, r);
      ADD_FAILURE() << solver->name() << " accepted the axial metric";
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Option);
      EXPECT_NE(std::string(e.what()).find("axial"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace cubelab::twophase
