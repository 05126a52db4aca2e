#pragma once
// The checks a solver's several reductions of a cube (cube4's and cube5's `reductions`) pass,
// for their tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/centres.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::test {

// `found` (at least one, at most `most`) for `cube`: each in the stages "centres", "edges" and
// "3x3x3", the first two reducing it (the centres solved; the 3x3x3 stage, outer face turns,
// then solves it) to a reduced cube none before reached, the shortest first.
inline void expect_reductions(const nxn::NxnCube& cube, const std::vector<reduction::Result>& found,
                              size_t most) {
  ASSERT_FALSE(found.empty());
  EXPECT_LE(found.size(), most);
  const int n = cube.size();
  std::vector<nxn::NxnCube> reduced;
  int before = 0;
  for (const reduction::Result& r : found) {
    ASSERT_EQ(r.stages.size(), 3u);
    ASSERT_EQ(r.stages[2].name, "3x3x3");
    nxn::NxnCube check = cube;
    check.apply(r.stages[0].moves);
    check.apply(r.stages[1].moves);
    EXPECT_TRUE(reduction::centres_solved(check));
    EXPECT_EQ(std::find(reduced.begin(), reduced.end(), check), reduced.end());
    reduced.push_back(check);
    const int length = nxn::obtm(r.stages[0].moves, n) + nxn::obtm(r.stages[1].moves, n);
    EXPECT_GE(length, before);
    before = length;
    check.apply(r.stages[2].moves);
    EXPECT_TRUE(check.is_solved());
  }
}

}  // namespace cubelab::test
