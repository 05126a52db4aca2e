// Stages 4-7 on every last-layer state: the first two layers solved, the D layer in any of
// its 62,208 reachable states. Each stage must reach its goal (checked on facelets) in one
// macro (after at most one D turn in stage 5), as the document's case analysis promises.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <numeric>

#include "cubelab/cube/facelets.h"
#include "cubelab/solvers/beginner/stages.h"
#include "stage_goals.h"

namespace cubelab {
namespace {

using namespace beginner;

template <size_t N>
int parity(const std::array<int, N>& p) {
  int inv = 0;
  for (size_t i = 0; i < N; ++i)
    for (size_t j = i + 1; j < N; ++j) inv += p[i] > p[j];
  return inv & 1;
}

TEST(BeginnerLastLayer, SlowEveryLastLayerStateIsFinished) {
  std::array<int, 4> ep = {0, 1, 2, 3};
  int states = 0, longest = 0;
  do {
    std::array<int, 4> cp = {0, 1, 2, 3};
    do {
      if (parity(ep) != parity(cp)) continue;
      for (int flips = 0; flips < 8; ++flips)
        for (int twists = 0; twists < 27; ++twists) {
          CubieCube c;
          int flip_sum = 0, twist_sum = 0;
          for (int i = 0; i < 4; ++i) {
            c.ep[DR + i] = static_cast<uint8_t>(DR + ep[i]);
            c.cp[DFR + i] = static_cast<uint8_t>(DFR + cp[i]);
            if (i < 3) {
              c.eo[DR + i] = static_cast<uint8_t>((flips >> i) & 1);
              c.co[DFR + i] = static_cast<uint8_t>(twists / (i == 0 ? 1 : i == 1 ? 3 : 9) % 3);
              flip_sum += c.eo[DR + i];
              twist_sum += c.co[DFR + i];
            }
          }
          c.eo[DB] = static_cast<uint8_t>(flip_sum & 1);
          c.co[DRB] = static_cast<uint8_t>((3 - twist_sum % 3) % 3);
          ASSERT_TRUE(c.is_solvable());
          ASSERT_TRUE(test::stage_goal_done(c, 3));
          ++states;

          Trace t(c);
          bool (*stages[])(Trace&) = {orient_d_edges, permute_d_edges, place_d_corners,
                                      orient_d_corners};
          for (int s = 4; s <= 7; ++s) {
            ASSERT_TRUE(stages[s - 4](t)) << to_facelets(c) << " stage " << s;
            ASSERT_TRUE(test::stage_goal_done(t.cube(), s)) << to_facelets(c) << " stage " << s;
            int macros = 0, turns = 0;
            for (int i = 0; i < t.step_count(); ++i)
              if (t.step(i).stage == s) (t.step(i).kind == StepKind::Macro ? macros : turns)++;
            EXPECT_LE(macros, 1);
            EXPECT_LE(turns, s == 5 ? 1 : 0);
          }
          longest = std::max(longest, t.length());
        }
    } while (std::next_permutation(cp.begin(), cp.end()));
  } while (std::next_permutation(ep.begin(), ep.end()));
  EXPECT_EQ(states, 62208);
  // Worst case: dot 13 + setup 1 + swap 13 + 14 + 16.
  EXPECT_LE(longest, 57);
}

}  // namespace
}  // namespace cubelab
