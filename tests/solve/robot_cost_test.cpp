// The robot cost: its spec, its defaults, the cost of a sequence and the ranking by it.
#include "cubelab/solve/robot_cost.h"

#include <gtest/gtest.h>

#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"

namespace cubelab {
namespace {

std::string error_of(std::string_view spec) {
  try {
    RobotCost::parse(spec);
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.code_name()), "E_OPTION");
    return e.what();
  }
  return "";
}

TEST(RobotCost, SpecAndDefaults) {
  const RobotCost d = RobotCost::parse("default");
  EXPECT_EQ(d.quarter_ms, 150);
  EXPECT_EQ(d.half_ms, 250);
  EXPECT_EQ(d.axial_ms, 0);
  const RobotCost c = RobotCost::parse("axial=-20,quarter=90.5");
  EXPECT_EQ(c.quarter_ms, 90.5);
  EXPECT_EQ(c.half_ms, 250);
  EXPECT_EQ(c.axial_ms, -20);
  EXPECT_EQ(RobotCost::parse(c.str()).str(), c.str());
}

TEST(RobotCost, BadSpecsSayWhatIsWrong) {
  EXPECT_NE(error_of("quarter=0").find("more than 0"), std::string::npos);
  EXPECT_NE(error_of("speed=3").find("unknown part 'speed'"), std::string::npos);
  EXPECT_NE(error_of("quarter=abc").find("quarter"), std::string::npos);
  EXPECT_NE(error_of("quarter").find("NAME=MILLISECONDS"), std::string::npos);
  EXPECT_NE(error_of("half=200,half=300").find("twice"), std::string::npos);
  EXPECT_NE(error_of("quarter=100,").find("','"), std::string::npos);
  EXPECT_NE(error_of("quarter=100,half=200,axial=-100").find("nothing or less"), std::string::npos);
  EXPECT_NE(error_of("half=nan").find("half"), std::string::npos);
}

TEST(RobotCost, PairsTakeTheSlowerTurnPlusTheAxialTerm) {
  const RobotCost c = RobotCost::parse("quarter=100,half=180,axial=30");
  EXPECT_EQ(c.of(Alg()), 0);
  EXPECT_EQ(c.of(Alg::parse("R U2")), 280);
  EXPECT_EQ(c.of(Alg::parse("U D'")), 130);  // max(100, 100) + 30
  EXPECT_EQ(c.of(Alg::parse("R2 L F")), 180 + 30 + 100);
  EXPECT_EQ(c.of(Alg::parse("U D U")), 200 + 30);  // a run: U's two turns, D at once
}

TEST(RobotCost, RanksTheSolutionsOfARequest) {
  SolveRequest r;
  r.cube.apply(Alg::parse("R U R' U' F2").moves);
  r.count = 4;
  r.max_length = 12;
  r.robot_cost = RobotCost::parse("quarter=100,half=1000");
  r.options["profile"] = "tiny";  // 3 MiB of tables built in memory: fast under the sanitizers
  const SolveResult res = run_solver(find_solver("twophase"), r);
  ASSERT_EQ(res.status, SolveStatus::Solved);
  ASSERT_EQ(res.robot_costs_ms.size(), res.solutions.size());
  for (size_t i = 0; i < res.solutions.size(); ++i) {
    EXPECT_EQ(res.robot_costs_ms[i], r.robot_cost->of(res.solutions[i]));
    if (i > 0) {
      EXPECT_LE(res.robot_costs_ms[i - 1], res.robot_costs_ms[i]);
    }
  }
  EXPECT_EQ(res.solution, res.solutions.front());
  EXPECT_EQ(*res.robot_cost_ms, res.robot_costs_ms.front());
}

// A partial goal's masks stay beside their solutions when the ranking reorders them.
TEST(RobotCostSlow, MasksMoveWithTheirSolutions) {
  SolveRequest r;
  r.cube.apply(Alg::parse("R U F' L2 D B").moves);
  r.goal = Goal::parse("cross");
  r.count = 5;
  r.robot_cost = RobotCost::parse("quarter=100,half=1000");
  const SolveResult res = run_solver(find_solver("goal"), r);
  ASSERT_EQ(res.status, SolveStatus::Solved) << res.message;
  ASSERT_EQ(res.masks.size(), res.solutions.size());
  for (size_t i = 0; i < res.solutions.size(); ++i) {
    CubieCube c = r.cube;
    c.apply(res.solutions[i].moves);
    EXPECT_EQ(r.goal.mask_reached(c), res.masks[i]) << res.solutions[i].str();
  }
}

}  // namespace
}  // namespace cubelab
