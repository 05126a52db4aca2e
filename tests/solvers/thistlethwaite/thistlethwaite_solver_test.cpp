// The `thistlethwaite` solver on the 1,000 reference cubes: solved, verified, each phase
// ending in its group (subgroups.h invariants), phase bounds, beam never longer.
#include <gtest/gtest.h>

#include <set>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/subgroups.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/thistlethwaite/solver.h"
#include "support/solve_with.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using thistlethwaite::kPhaseBounds;
using thistlethwaite::kPhases;

std::vector<CubieCube> reference_cubes() {
  std::vector<CubieCube> cubes;
  for (const std::string& line : test::reference_lines("random-state-1000.txt"))
    if (!line.empty()) cubes.push_back(from_facelets(line));
  return cubes;
}

SolveResult solve(const CubieCube& c, int beam) {
  SolveRequest r;
  r.cube = c;
  r.options["beam"] = std::to_string(beam);
  return run_solver(find_solver("thistlethwaite"), r);
}

// Every stage ends in its group, within its bound, and the stages make up the solution.
void expect_valid_stages(const CubieCube& cube, const SolveResult& r) {
  ASSERT_EQ(r.stages.size(), static_cast<size_t>(kPhases));
  CubieCube c = cube;
  Alg all;
  for (int k = 0; k < kPhases; ++k) {
    const Alg& alg = r.stages[k].alg;
    EXPECT_LE(alg.htm(), kPhaseBounds[k]) << r.stages[k].name;
    c.apply(alg.moves);
    EXPECT_TRUE(in_thistlethwaite_group(c, k + 1)) << r.stages[k].name;
    all += alg;
  }
  EXPECT_TRUE(c.is_solved());
  EXPECT_EQ(all.simplified(), r.solution);
}

TEST(ThistlethwaiteSolver, SolvesTheReferenceCubes) {
  CUBELAB_REQUIRE_REFERENCE();
  const auto cubes = reference_cubes();
  ASSERT_EQ(cubes.size(), 1000u);
  int total = 0, longest = 0;
  for (const CubieCube& c : cubes) {
    SolveResult r = solve(c, 1);
    ASSERT_EQ(r.status, SolveStatus::Solved) << r.message;
    CubieCube check = c;
    check.apply(r.solution.moves);
    EXPECT_TRUE(check.is_solved());
    expect_valid_stages(c, r);
    EXPECT_LE(r.solution.htm(), 52);
    total += r.solution.htm();
    longest = std::max(longest, r.solution.htm());
  }
  const double mean = total / 1000.0;
  EXPECT_LE(mean, 31.0);
  std::cout << "beam 1: mean " << mean << ", longest " << longest << "\n";
}

TEST(ThistlethwaiteSolver, BeamIsNeverLongerThanBeamOne) {
  CUBELAB_REQUIRE_REFERENCE();
  const auto cubes = reference_cubes();
  int shorter = 0;
  for (size_t i = 0; i < 60; ++i) {
    SolveResult one = solve(cubes[i], 1);
    SolveResult wide = solve(cubes[i], 8);
    ASSERT_EQ(wide.status, SolveStatus::Solved);
    expect_valid_stages(cubes[i], wide);
    EXPECT_LE(wide.solution.htm(), one.solution.htm());
    shorter += wide.solution.htm() < one.solution.htm();
  }
  EXPECT_GT(shorter, 30) << "a beam of 8 should usually help";
}

TEST(ThistlethwaiteSolver, SolvedAndNearlySolvedCubes) {
  EXPECT_TRUE(solve(CubieCube{}, 1).solution.empty());
  CubieCube c;
  c.apply(Alg::parse("U2 R2").moves);  // already in G3: only the last phase moves
  SolveResult r = solve(c, 1);
  ASSERT_EQ(r.status, SolveStatus::Solved);
  EXPECT_EQ(r.solution.str(), "R2 U2");
  for (int k = 0; k < 3; ++k) EXPECT_TRUE(r.stages[k].alg.empty());
}

TEST(ThistlethwaiteSolver, MovesCancelAcrossPhases) {
  // Many random cubes: the simplified solution never keeps two turns of one face in a row.
  Rng rng(12);
  for (int i = 0; i < 200; ++i) {
    CubieCube c = random_state(rng);
    SolveResult r = solve(c, 1 + i % 3);
    ASSERT_EQ(r.status, SolveStatus::Solved);
    expect_valid_stages(c, r);
    const auto& m = r.solution.moves;
    for (size_t j = 1; j < m.size(); ++j) EXPECT_NE(move_face(m[j]), move_face(m[j - 1]));
  }
}

TEST(ThistlethwaiteSolver, CountListsDistinctSolutionsFromTheBeam) {
  Rng rng(21);
  const CubieCube c = random_state(rng);
  SolveResult res = test::solve_with("thistlethwaite", c, [](SolveRequest& r) {
    r.count = 5;
    r.options = {{"beam", "4"}};
  });
  ASSERT_EQ(res.status, SolveStatus::Solved);
  ASSERT_EQ(res.solutions.size(), 5u);
  EXPECT_EQ(res.solutions.front(), res.solution);
  std::set<std::string> distinct;
  for (size_t i = 0; i < res.solutions.size(); ++i) {
    CubieCube check = c;
    check.apply(res.solutions[i].moves);
    EXPECT_TRUE(check.is_solved());
    distinct.insert(res.solutions[i].str());
    if (i > 0) {
      EXPECT_LE(res.solutions[i - 1].htm(), res.solutions[i].htm());
    }
  }
  EXPECT_EQ(distinct.size(), 5u);
}

TEST(ThistlethwaiteSolver, RejectsBadBeamOptions) {
  SolveRequest r;
  r.options["beam"] = "0";
  EXPECT_THROW(run_solver(find_solver("thistlethwaite"), r), InputError);
  r.options["beam"] = "wide";
  EXPECT_THROW(run_solver(find_solver("thistlethwaite"), r), InputError);
}

TEST(ThistlethwaiteSolver, HonoursCancellationAndMaxLength) {
  Rng rng(5);
  SolveRequest r;
  r.cube = random_state(rng);
  CancelToken cancel;
  cancel.cancel();
  r.cancel = &cancel;
  SolveResult cancelled = run_solver(find_solver("thistlethwaite"), r);
  EXPECT_EQ(cancelled.status, SolveStatus::Cancelled);
  EXPECT_TRUE(cancelled.solution.empty());

  r.cancel = nullptr;
  r.max_length = 10;  // no Thistlethwaite solution of a random cube is that short
  SolveResult too_long = run_solver(find_solver("thistlethwaite"), r);
  EXPECT_EQ(too_long.status, SolveStatus::NoSolution);
  EXPECT_TRUE(too_long.solution.empty());
}

}  // namespace
}  // namespace cubelab
