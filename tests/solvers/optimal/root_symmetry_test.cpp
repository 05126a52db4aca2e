// The optimal search starts a cube that has symmetries with one first move per symmetry
// class (Searcher::root_moves). These tests compare it with the full search on symmetric
// cubes: the same optimal length, proven the same way, with fewer nodes.
#include <gtest/gtest.h>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/solvers/optimal/search.h"
#include "plain_search.h"
#include "support/test_support.h"

namespace cubelab::optimal {
namespace {

const Heuristic& fallback_heuristic(Metric metric) {
  static const Heuristic htm{&CosetSpace::get(),
                             &coset_table({{Flips::Slice4, false}, Metric::Htm, 0})};
  static const Heuristic qtm{&CosetSpace::get(),
                             &coset_table({{Flips::Slice4, false}, Metric::Qtm, 0})};
  return metric == Metric::Htm ? htm : qtm;
}

struct Outcome {
  int length = -1;    // the first bound with a solution
  int64_t nodes = 0;  // nodes up to that bound, each searched to its end
};

// Searches bound after bound (one thread, no prefixes) until a bound has a solution; that
// bound too is searched to its end, so that the node counts compare whole searches.
Outcome solve(const CubieCube& cube, Metric metric, bool all_solutions) {
  Searcher s(fallback_heuristic(metric), cube, metric, all_solutions);
  SolveRequest request;
  Outcome out;
  for (int bound = s.root_bound(); bound <= 20; bound += metric == Metric::Qtm ? 2 : 1) {
    ida::SearchControl control(request, 1 << 30);
    {
      ida::SearchContext ctx(control);
      s.search(ida::Prefix{}, bound, ctx);
    }
    if (!control.solutions().empty()) {
      CubieCube c = cube;
      c.apply(control.solutions().front());
      EXPECT_TRUE(c.is_solved());
      out.length = bound;
    }
    out.nodes += control.nodes();
    if (out.length >= 0) return out;
  }
  return out;
}

CubieCube cube_of(const char* moves) {
  const CubieCube c = test::cube_after(Alg::parse(moves));
  return c;
}

TEST(OptimalRootSymmetrySlow, SameLengthsFewerNodes) {
  // Checkerboard (all 48 symmetries), six spots, two smaller symmetric patterns, and a cube
  // with no symmetry (nothing to reduce: the same nodes).
  const struct {
    const char* moves;
    int length;  // known optimum (HTM)
  } cubes[] = {{"U2 D2 F2 B2 L2 R2", 6},
               {"U D' R L' F B' U D'", 8},
               {"R2 L2 U2 D2", 4},
               {"U2 D2", 2},
               {"R U R' U'", 4}};
  for (const auto& t : cubes) {
    const CubieCube c = cube_of(t.moves);
    const Outcome reduced = solve(c, Metric::Htm, false), full = solve(c, Metric::Htm, true);
    EXPECT_EQ(reduced.length, t.length) << t.moves;
    EXPECT_EQ(full.length, t.length) << t.moves;
    if (self_symmetries(c) != 1)
      EXPECT_LT(reduced.nodes, full.nodes) << t.moves;
    else
      EXPECT_EQ(reduced.nodes, full.nodes) << t.moves;
  }
  // A plain table-free search agrees on the short ones.
  for (const char* moves : {"R2 L2 U2 D2", "U2 D2"})
    EXPECT_EQ(test::plain_optimal_length(cube_of(moves), 4, Metric::Htm),
              solve(cube_of(moves), Metric::Htm, false).length);
}

TEST(OptimalRootSymmetrySlow, QuarterTurnsUseRotationsOnly) {
  for (const char* moves : {"U D' R L' F B' U D'", "U2 D2 F2 B2 L2 R2"}) {
    const CubieCube c = cube_of(moves);
    EXPECT_EQ(solve(c, Metric::Qtm, false).length, solve(c, Metric::Qtm, true).length) << moves;
  }
}

}  // namespace
}  // namespace cubelab::optimal
