// The two-phase solver's table profiles: the tiny profile's tables (built here, in memory,
// in a fraction of a second) and its solves, and the choice of a profile by memory budget.
#include "cubelab/solvers/twophase/profile.h"

#include <gtest/gtest.h>

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/twophase/tiny_tables.h"
#include "cubelab/tables/distance_table.h"
#include "support/input_error.h"
#include "support/solve_with.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using twophase::tiny_tables;

SolveResult solve_tiny(const CubieCube& c, int max_length = 20, int count = 1, int threads = 1) {
  SolveRequest r;
  r.cube = c;
  r.max_length = max_length;
  r.count = count;
  r.threads = threads;
  r.options["profile"] = "tiny";
  return run_solver(find_solver("twophase"), r);
}

TEST(TwophaseTiny, ProfileSizeIsWhatTheTablesHold) {
  EXPECT_EQ(tiny_tables().bytes(), twophase::profiles().front().table_bytes);
  EXPECT_LT(tiny_tables().bytes(), uint64_t{8} << 20);
}

// The tiny tables, stored by symmetry class, against the generic breadth-first builder of
// tables/ over the raw pairs, for the (twist, ud_slice), (flip, ud_slice), (twist, flip),
// (corner_perm, slice_perm) and (ud_edge_perm, slice_perm) projections: every raw pair reads
// the same distance.
TEST(TwophaseTiny, TablesMatchAnUnreducedSearch) {
  const auto& t = tiny_tables();
  const CubieCube solved;
  auto check = [](auto lookup, const auto& a, uint32_t a_goal, const coord::MoveTable& b,
                  uint32_t b_goal, uint32_t moves) {
    const uint32_t nb = b.size();
    const std::vector<uint8_t> exact = build_distance_table(
        uint64_t{a.size()} * nb, std::vector<uint64_t>{uint64_t{a_goal} * nb + b_goal}, kMoves,
        [&](uint64_t s, int m) {
          if (!(moves >> m & 1)) return s;
          const Move mv = static_cast<Move>(m);
          return uint64_t{a(static_cast<uint32_t>(s / nb), mv)} * nb +
                 b(static_cast<uint32_t>(s % nb), mv);
        });
    for (uint64_t i = 0; i < exact.size(); ++i)
      ASSERT_EQ(lookup(static_cast<uint32_t>(i / nb), static_cast<uint32_t>(i % nb)),
                std::min<int>(exact[i], 14))
          << i;
  };
  const uint32_t slice_h = coord::ud_slice(solved), slice_perm = coord::slice_perm(solved);
  check([&](uint32_t tw, uint32_t s) { return t.twist_slice_bound(t.twist_sym.packed(tw), s); },
        t.twist, 0, t.ud_slice, slice_h, coord::kAllMoves);
  check([&](uint32_t flip, uint32_t s) { return t.flip_slice_bound(flip, s); }, t.flip, 0,
        t.ud_slice, slice_h, coord::kAllMoves);
  check([&](uint32_t twist, uint32_t flip) { return t.twist_flip_bound(twist, flip); }, t.twist, 0,
        t.flip, 0, coord::kAllMoves);
  check([&](uint32_t c, uint32_t s) { return t.corner_slice_bound(t.corner_sym.packed(c), s); },
        t.corners, coord::corner_perm(solved), t.slice_perm, slice_perm, coord::kPhase2Moves);
  check([&](uint32_t e, uint32_t s) { return t.edge_slice_bound(e, s); }, t.ud_edges,
        coord::ud_edge_perm(solved), t.slice_perm, slice_perm, coord::kPhase2Moves);
}

// The symmetry reductions round-trip: conjugating a cube by the symmetry of its raw value
// gives its class representative, the conjugate tables agree with conjugating the cube, and
// the class counts are those the profile's size is computed from.
TEST(TwophaseTiny, SymmetryClassesRoundTrip) {
  const auto& t = tiny_tables();
  EXPECT_EQ(t.twist_sym.classes(), twophase::kTinyTwistClasses);
  EXPECT_EQ(t.flip_sym.classes(), twophase::kTinyFlipClasses);
  EXPECT_EQ(t.corner_sym.classes(), twophase::kTinyPermClasses);
  EXPECT_EQ(t.edge_sym.classes(), twophase::kTinyPermClasses);
  Rng rng(18);
  for (int k = 0; k < 300; ++k) {
    const CubieCube c = random_state(rng);
    const uint32_t tp = t.twist_sym.packed(coord::twist(c)), fp = t.flip_sym.packed(coord::flip(c));
    ASSERT_TRUE(coord::kUdFbSymmetries >> (tp & 0xFF) & 1);
    ASSERT_TRUE(coord::kUdFbSymmetries >> (fp & 0xFF) & 1);
    EXPECT_EQ(coord::twist(conjugate(c, static_cast<int>(tp & 0xFF))),
              t.twist_sym.representative(tp >> 8));
    EXPECT_EQ(coord::flip(conjugate(c, static_cast<int>(fp & 0xFF))),
              t.flip_sym.representative(fp >> 8));
    for (uint64_t set = coord::kUdFbSymmetries; set; set &= set - 1) {
      const int s = __builtin_ctzll(set);
      const CubieCube x = conjugate(c, s);
      EXPECT_EQ(t.flip_conj(coord::flip(c), s), coord::flip(x));
      EXPECT_EQ(t.slice_conj(coord::ud_slice(c), s), coord::ud_slice(x));
    }
    // a cube of H: the phase-2 reductions under all 16 U-D symmetries
    CubieCube h;
    static constexpr Move kMovesH[] = {0, 1, 2, 4, 7, 9, 10, 11, 13, 16};
    for (int i = 0; i < 30; ++i) h.apply(kMovesH[rng.below(10)]);
    const uint32_t cp = t.corner_sym.packed(coord::corner_perm(h)),
                   ep = t.edge_sym.packed(coord::ud_edge_perm(h));
    EXPECT_EQ(coord::corner_perm(conjugate(h, static_cast<int>(cp & 0xFF))),
              t.corner_sym.representative(cp >> 8));
    EXPECT_EQ(coord::ud_edge_perm(conjugate(h, static_cast<int>(ep & 0xFF))),
              t.edge_sym.representative(ep >> 8));
    for (int s = 0; s < kUdSymmetries; ++s)
      EXPECT_EQ(t.slice_perm_conj(coord::slice_perm(h), s), coord::slice_perm(conjugate(h, s)));
  }
}

// Each bound is 0 exactly at the goal and never more than the length of a sequence that
// reaches the goal: random scrambles of n moves have a phase-1 bound of at most n, and
// sequences of moves of H a phase-2 bound of at most their length.
TEST(TwophaseTiny, BoundsAreLowerBounds) {
  const auto& t = tiny_tables();
  const CubieCube solved;
  EXPECT_EQ(t.phase1_bound(0, coord::ud_slice(solved), 0), 0);
  EXPECT_EQ(t.phase2_bound(coord::corner_perm(solved), coord::ud_edge_perm(solved),
                           coord::slice_perm(solved), coord::ud_edge_comb_parity(solved)),
            0);
  Rng rng(5);
  static constexpr Move kMovesH[] = {0, 1, 2, 4, 7, 9, 10, 11, 13, 16};
  for (int n = 1; n <= 12; ++n)
    for (int k = 0; k < 40; ++k) {
      const CubieCube c = test::cube_after(random_moves(rng, n));
      const int h1 = t.phase1_bound(coord::flip(c), coord::ud_slice(c), coord::twist(c));
      EXPECT_LE(h1, n);
      const bool in_h = coord::flip(c) == 0 && coord::twist(c) == 0 &&
                        coord::ud_slice(c) == coord::ud_slice(solved);
      EXPECT_EQ(h1 == 0, in_h);
      CubieCube h;
      for (int i = 0; i < n; ++i) h.apply(kMovesH[rng.below(10)]);
      const int h2 = t.phase2_bound(coord::corner_perm(h), coord::ud_edge_perm(h),
                                    coord::slice_perm(h), coord::ud_edge_comb_parity(h));
      EXPECT_LE(h2, n);
      EXPECT_EQ(h2 == 0, h.is_solved());
      // the inverse's bound, read from the cube's coordinates, against the inverse's own
      const CubieCube hi = h.inverse();
      const int hinv = t.inverse_bound(coord::corner_perm(h), coord::ud_edge_perm(h));
      EXPECT_EQ(hinv, t.corner_comb_bound(t.corner_sym.packed(coord::corner_perm(hi)),
                                          coord::ud_edge_comb_parity(hi)));
      EXPECT_LE(hinv, n);
    }
}

TEST(TwophaseTiny, ShortScramblesAreSolvedOptimally) {
  Rng rng(2024);
  EXPECT_TRUE(solve_tiny(CubieCube{}).solution.empty());
  for (int n = 1; n <= 8; ++n) {
    const Alg scramble = random_moves(rng, n);
    const SolveResult r = solve_tiny(test::cube_after(scramble));
    ASSERT_EQ(r.status, SolveStatus::Solved) << scramble.str();
    EXPECT_LE(r.solution.htm(), n) << scramble.str();
    EXPECT_TRUE(r.proven_optimal) << scramble.str();
  }
  EXPECT_EQ(solve_tiny(test::cube_after(Alg::parse("R U F"))).solution.str(), "F' U' R'");
}

// A last-layer permutation lies in <U,D,R2,L2,F2,B2>: the short search's bound (orientations
// and the E slice) is 0 there. Without its node budget the short search ran 20 M nodes (14 s
// in Release) before the two-phase search; with it, the two-phase search answers at once.
TEST(TwophaseTiny, ALastLayerPermutationDoesNotWaitForTheShortSearch) {
  SolveRequest r;
  r.cube = test::cube_after(Alg::parse("R U R' U R U R' F' R U R' U' R' F R2 U' R' U2 R U' R'"));
  r.time_limit_s = 10;
  r.max_length = 20;
  r.options["profile"] = "tiny";
  const SolveResult res = run_solver(find_solver("twophase"), r);
  ASSERT_EQ(res.status, SolveStatus::Solved) << res.message;
  EXPECT_LE(res.solution.htm(), 20);
  EXPECT_LE(res.stats.at("optimal_search_nodes"), 300'001);
  EXPECT_LT(res.elapsed_ms, 10'000);
}

TEST(TwophaseTiny, RandomStatesWithin20OnOneAndTwoThreads) {
  Rng rng(77);
  for (int i = 0; i < 12; ++i) {
    const CubieCube c = random_state(rng);
    const SolveResult r = solve_tiny(c, 20, 1, 1 + i % 2);
    ASSERT_EQ(r.status, SolveStatus::Solved);
    EXPECT_LE(r.solution.htm(), 20);
    ASSERT_EQ(r.stages.size(), 2u);
    EXPECT_EQ(r.stages[0].alg + r.stages[1].alg, r.solution);
    EXPECT_TRUE(verify_solution(Puzzle::Cube3, c, r.solution, CubieCube{}));
    EXPECT_EQ(r.stats.at("table_bytes"), static_cast<double>(tiny_tables().bytes()));
  }
}

TEST(TwophaseTiny, CountNoSolutionAndTimeLimit) {
  const CubieCube c = test::cube_after(Alg::parse("R U R' U' F2 D L2 B"));
  const SolveResult three = solve_tiny(c, 12, 3);
  ASSERT_EQ(three.status, SolveStatus::Solved);
  ASSERT_EQ(three.solutions.size(), 3u);
  for (const Alg& a : three.solutions) EXPECT_TRUE(verify_solution(Puzzle::Cube3, c, a, {}));
  EXPECT_NE(three.solutions[0], three.solutions[1]);
  EXPECT_EQ(solve_tiny(test::cube_after(Alg::parse("R U F D L")), 3).status,
            SolveStatus::NoSolution);

  Rng rng(9);
  SolveRequest r;
  r.cube = random_state(rng);
  r.max_length = 14;  // no random state is that short: runs into the time limit
  r.time_limit_s = 0.05;
  r.options["profile"] = "tiny";
  EXPECT_EQ(run_solver(find_solver("twophase"), r).status, SolveStatus::TimedOut);
}

TEST(TwophaseTiny, AllReferenceCubesWithin20Slow) {
  CUBELAB_REQUIRE_REFERENCE();
  const auto lines = test::reference_lines("random-state-1000.txt");
  ASSERT_EQ(lines.size(), 1000u);
  for (const auto& line : lines) {
    const CubieCube c = from_facelets(line);
    const SolveResult r = solve_tiny(c);
    ASSERT_EQ(r.status, SolveStatus::Solved) << line;
    ASSERT_LE(r.solution.htm(), 20) << line;
    ASSERT_TRUE(verify_solution(Puzzle::Cube3, c, r.solution, CubieCube{})) << line;
  }
}

// The small profile: the full profile's search without the phase-1 table with moves, its
// children reading their own distances (it shares the full profile's stored tables, which
// a quick run does not build: Slow).
TEST(TwophaseSmallSlow, RandomStatesAndAllReferenceCubesWithin20) {
  Rng rng(78);
  for (int i = 0; i < 12; ++i) {
    const CubieCube c = random_state(rng);
    const SolveResult res = test::solve_with("twophase", c, [&](SolveRequest& r) {
      r.max_length = 20;
      r.threads = 1 + i % 2;
      r.options = {{"profile", "small"}};
    });
    ASSERT_EQ(res.status, SolveStatus::Solved);
    EXPECT_LE(res.solution.htm(), 20);
    EXPECT_EQ(res.stages[0].alg + res.stages[1].alg, res.solution);
    EXPECT_TRUE(verify_solution(Puzzle::Cube3, c, res.solution, CubieCube{}));
    EXPECT_EQ(res.stats.at("table_bytes"),
              static_cast<double>(twophase::profiles()[1].table_bytes));
  }
  CUBELAB_REQUIRE_REFERENCE();
  for (const auto& line : test::reference_lines("random-state-1000.txt")) {
    const CubieCube c = from_facelets(line);
    const SolveResult res = test::solve_with("twophase", c, [](SolveRequest& r) {
      r.max_length = 20;
      r.options = {{"profile", "small"}};
    });
    ASSERT_EQ(res.status, SolveStatus::Solved) << line;
    ASSERT_TRUE(verify_solution(Puzzle::Cube3, c, res.solution, CubieCube{})) << line;
  }
  // Short positions stay optimal, and an impossible length is proven so.
  SolveRequest r;
  r.cube = test::cube_after(Alg::parse("R U F"));
  r.options["profile"] = "small";
  EXPECT_EQ(run_solver(find_solver("twophase"), r).solution.str(), "F' U' R'");
  r.cube = test::cube_after(Alg::parse("R U F D L"));
  r.max_length = 3;
  EXPECT_EQ(run_solver(find_solver("twophase"), r).status, SolveStatus::NoSolution);
}

// A budget picks the largest profile that fits; one too small for any profile, or for the
// profile asked for, is refused with the size needed, before any table is built.
TEST(TwophaseProfile, MemoryBudgetChoosesAndRefuses) {
  using twophase::choose_profile;
  using twophase::Profile;
  const auto& all = twophase::profiles();
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(choose_profile(uint64_t{64} << 20, "auto").profile, Profile::Tiny);
  EXPECT_EQ(choose_profile(all[1].bytes - 1, "auto").profile, Profile::Tiny);
  EXPECT_EQ(choose_profile(all[1].bytes, "auto").profile, Profile::Small);
  EXPECT_EQ(choose_profile(all[2].bytes - 1, "auto").profile, Profile::Small);
  EXPECT_EQ(choose_profile(all[2].bytes, "auto").profile, Profile::Full);
  EXPECT_TRUE(test::refuses_with([] { choose_profile(uint64_t{4} << 20, "auto"); },
                                 ErrorCode::Limit, "too small"));
  EXPECT_TRUE(test::refuses_with([] { choose_profile(uint64_t{64} << 20, "full"); },
                                 ErrorCode::Limit, "profile 'full' needs"));

  SolveRequest r;
  r.cube = test::cube_after(Alg::parse("R U"));
  r.options["memory"] = "64M";
  const SolveResult tiny = run_solver(find_solver("twophase"), r);
  ASSERT_EQ(tiny.status, SolveStatus::Solved);
  EXPECT_EQ(tiny.stats.at("table_bytes"), static_cast<double>(all.front().table_bytes));
  r.options["memory"] = "2M";
  EXPECT_THROW(run_solver(find_solver("twophase"), r), InputError);
  r.options = {{"profile", "huge"}};
  EXPECT_THROW(run_solver(find_solver("twophase"), r), InputError);
}

}  // namespace
}  // namespace cubelab
