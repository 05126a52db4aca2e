// The `cfop` solver: every stage reaches its goal, the last-layer sets cover every case, and
// the totals are what the method gives.
#include <gtest/gtest.h>

#include <bit>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/cfop/last_layer.h"
#include "cubelab/tables.h"
#include "cubelab/tables/store.h"

namespace cubelab {
namespace {

SolveResult cfop(const CubieCube& cube, const char* cross = nullptr) {
  SolveRequest r;
  r.cube = cube;
  if (cross) r.options["cross"] = cross;
  return run_solver(find_solver("cfop"), r);
}

// Pairs solved (cross_and_pairs order), counted.
int pairs_solved(const CubieCube& c) { return std::popcount(solved_pairs(c)); }

TEST(Cfop, EveryStageReachesItsGoal) {
  Rng rng(2019);
  double total = 0;
  for (int i = 0; i < 8; ++i) {
    const CubieCube start = random_state(rng);
    const SolveResult r = cfop(start);
    ASSERT_EQ(r.status, SolveStatus::Solved) << r.message;
    ASSERT_EQ(r.stages.size(), 7u);
    EXPECT_EQ(r.stages[0].name, "cross");
    EXPECT_EQ(r.stages[5].name, "OLL");
    EXPECT_EQ(r.stages[6].name, "PLL");
    CubieCube c = start;
    c.apply(r.stages[0].alg.moves);
    EXPECT_TRUE(Goal::parse("cross").satisfied(c));
    for (int k = 1; k <= 4; ++k) {
      c.apply(r.stages[k].alg.moves);
      EXPECT_GE(pairs_solved(c), k);
      EXPECT_TRUE(Goal::parse("cross").satisfied(c));
    }
    c.apply(r.stages[5].alg.moves);
    EXPECT_TRUE(Goal::parse("oll").satisfied(c));
    c.apply(r.stages[6].alg.moves);
    EXPECT_TRUE(c.is_solved());
    total += r.solution.htm();
  }
  // The method's usual length: 50-60 moves (more with a fixed cross colour and no lookahead).
  EXPECT_GT(total / 8, 40);
  EXPECT_LT(total / 8, 65);
}

// Its tables as a listing names them (a server's list of what it can run): the goal solver's
// for the cross and the pairs; once a solve has made them, a process that may build no table
// has every one at hand.
TEST(Cfop, ItsTablesAreNamedAndAtHandOnceASolveMadeThem) {
  const std::vector<std::string> names = find_solver("cfop").stored_tables(SolveRequest{});
  ASSERT_GE(names.size(), 2u);
  for (const std::string& name : names) EXPECT_EQ(name.rfind("goal-", 0), 0u) << name;
  Rng rng(7);
  ASSERT_EQ(cfop(random_state(rng)).status, SolveStatus::Solved);
  TablePolicy no_builds;
  no_builds.build_allowlist = std::vector<std::string>{};
  set_table_policy(no_builds);
  for (const std::string& name : names) EXPECT_EQ(tables::refusal(name), "") << name;
  EXPECT_NE(tables::refusal("goal-0000000000000000"), "");
  set_table_policy({});
}

TEST(Cfop, TheLastLayerSetsCoverEveryCase) {
  EXPECT_EQ(cfop::oll_cases(), 57);
  EXPECT_EQ(cfop::pll_cases(), 71);
  Rng rng(5);
  const Goal f2l = Goal::parse("f2l"), oll = Goal::parse("oll");
  for (int i = 0; i < 200; ++i) {
    CubieCube c = random_state_reaching(f2l.alternatives().front(), rng);
    if (auto step = cfop::oll_for(c)) c.apply(step->alg.moves);
    ASSERT_TRUE(oll.satisfied(c));
    if (auto step = cfop::pll_for(c)) c.apply(step->alg.moves);
    ASSERT_TRUE(c.is_solved());
  }
  EXPECT_FALSE(cfop::oll_for(CubieCube{}));
  EXPECT_FALSE(cfop::pll_for(CubieCube{}));
}

// The check every set passes before it is used: a case missing, an algorithm that does not
// solve its case or a line not of the form are refused, naming the case.
TEST(Cfop, TheLastLayerSetsCheckRefusesAMissingOrWrongCase) {
  const std::string shipped(cfop::shipped_last_layer_sets());
  EXPECT_NO_THROW(cfop::check_last_layer_sets(shipped));
  const auto refused = [](const std::string& text, const std::string& why) {
    try {
      cfop::check_last_layer_sets(text);
      ADD_FAILURE() << "accepted: " << why;
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
    }
  };
  const size_t first_pll = shipped.find("\nP ") + 1;
  const size_t second_pll = shipped.find('\n', first_pll) + 1;
  const std::string key = shipped.substr(first_pll + 2, 8);
  // The first PLL's line left out; then given the second PLL's algorithm.
  refused(shipped.substr(0, first_pll) + shipped.substr(second_pll), "no PLL for the case " + key);
  const size_t end = shipped.find('\n', second_pll);
  refused(shipped.substr(0, first_pll) + "P " + key +
              shipped.substr(second_pll + 10, end - second_pll - 10) +
              shipped.substr(second_pll - 1),
          "the PLL of " + key + " does not solve it");
  refused("O 00000011\n" + shipped, "a line not");
}

TEST(Cfop, TheBestCrossColourIsNoLongerThanD) {
  Rng rng(8);
  const CubieCube start = random_state(rng);
  const SolveResult on_d = cfop(start);
  const SolveResult best = cfop(start, "all");
  ASSERT_EQ(best.status, SolveStatus::Solved);
  EXPECT_LE(best.solution.htm(), on_d.solution.htm());
  const SolveResult white = cfop(start, "white");
  ASSERT_EQ(white.status, SolveStatus::Solved);
  EXPECT_EQ(white.message, "cross on U");
  try {
    cfop(start, "purple");
    ADD_FAILURE() << "accepted cross=purple";
  } catch (const InputError& e) {
    EXPECT_EQ(e.code(), ErrorCode::Option);
  }
}

}  // namespace
}  // namespace cubelab
