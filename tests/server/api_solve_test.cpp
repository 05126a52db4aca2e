// POST /api/solve: the fields of `cubelab solve --json`, and every way a request can be bad.
#include "cubelab/cube/alg.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/solve/registry.h"
#include "server/fake_solvers.h"
#include "server/server_fixture.h"
#include "support/test_support.h"

namespace cubelab::test {
namespace {

using nlohmann::json;

bool solves(const std::string& cube_moves, const std::string& solution) {
  CubieCube c = test::cube_after(cube_moves);
  c.apply(Alg::parse(solution).moves);
  return c == CubieCube{};
}

TEST_F(ServerTest, SolveAnswersTheFieldsOfTheCliJson) {
  Reply r = post("/api/solve", json{{"cube", "R U F'"},
                                    {"solver", "test-short"},
                                    {"options", {{"max_depth", 3}, {"note", true}}}});
  ASSERT_EQ(r.status, 200) << r.text;
  const json& b = r.body;
  for (const char* field : {"input", "status", "solution", "length_htm", "length_qtm", "elapsed_ms",
                            "load_ms", "proven_optimal", "stages", "solver", "stats"})
    EXPECT_TRUE(b.contains(field)) << field;
  EXPECT_EQ(b["input"], "R U F'");
  EXPECT_EQ(b["status"], "solved");
  EXPECT_EQ(b["solver"], "test-short");
  EXPECT_EQ(b["solution"], "F U' R'");
  EXPECT_EQ(b["length_htm"], 3);
  EXPECT_EQ(b["length_qtm"], 3);
  EXPECT_EQ(b["proven_optimal"], true);
  ASSERT_EQ(b["stages"].size(), 1u);
  EXPECT_EQ(b["stages"][0]["note"], "iterative deepening");
  EXPECT_GT(b["stats"]["nodes"].get<double>(), 0);
  EXPECT_TRUE(solves("R U F'", b["solution"]));
}

TEST_F(ServerTest, SolveGivesTheRobotCostAndRefusesABadOneOrAMetricNotMinimised) {
  Reply r = post("/api/solve", json{{"cube", "R U F'"},
                                    {"solver", "test-short"},
                                    {"robot_cost", "quarter=100,half=180"},
                                    {"options", {{"max_depth", 3}}}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["robot_cost_ms"], 300.0);  // F U' R': three quarter turns
  EXPECT_EQ(r.body["length_axial"], 3);
  expect_error(post("/api/solve",
                    json{{"cube", "R U"}, {"solver", "test-short"}, {"robot_cost", "quarter=-1"}}),
               400, "E_OPTION");
  expect_error(
      post("/api/solve", json{{"cube", "R U"}, {"solver", "test-short"}, {"metric", "axial"}}), 400,
      "E_OPTION");
  expect_error(post("/api/solve", json{{"cube", "R U"}, {"metric", "slice"}}), 400, "E_REQUEST");
}

TEST_F(ServerTest, SolveReportsFailureHonestly) {
  Reply r = post(
      "/api/solve",
      json{{"cube", "R U F' D2 L"}, {"solver", "test-short"}, {"options", {{"max_depth", "2"}}}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["status"], "no_solution");
  EXPECT_TRUE(r.body["solution"].is_null());
  EXPECT_TRUE(r.body["length_htm"].is_null());
}

TEST_F(ServerTest, SolveHonoursTheTimeLimit) {
  Reply r = post("/api/solve", json{{"cube", "R"}, {"solver", "test-wait"}, {"time_limit", 0.2}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["status"], "timed_out");
  EXPECT_GE(r.body["elapsed_ms"].get<double>(), 150);
}

TEST_F(ServerTest, SolveToATargetPattern) {
  Reply r = post("/api/solve", json{{"cube", "R U"}, {"to", "R"}, {"solver", "test-short"}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["solution"], "U'");
}

TEST_F(ServerTest, PartialGoalsAndMoveSetsChooseTheGoalSolver) {
  Reply r = post("/api/solve", json{{"cube", "R U F"}, {"goal", "cross"}, {"on", "all"}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["solver"], "goal");
  EXPECT_EQ(r.body["status"], "solved");
  EXPECT_EQ(r.body["stages"].size(), 6u);
  Reply ru = post("/api/solve", json{{"cube", "R U R' U"}, {"moves", "R,U"}});
  ASSERT_EQ(ru.status, 200) << ru.text;
  EXPECT_EQ(ru.body["length_htm"], 4);
  expect_error(post("/api/solve", json{{"cube", "R"}, {"goal", "crosss"}}), 400, "E_OPTION");
  expect_error(post("/api/solve", json{{"cube", "R"}, {"moves", "R,Q"}}), 400, "E_NOTATION");
  expect_error(post("/api/solve", json{{"cube", "R"}, {"goal", "cross"}, {"solver", "twophase"}}),
               400, "E_OPTION");
}

TEST_F(ServerTest, BadCubeGets400WithTheValidationCode) {
  std::string f(kSolvedFacelets);
  std::swap(f[0], f[9]);  // U and R stickers swapped: no such corner/edge pieces
  Reply r = post("/api/solve", json{{"cube", f}, {"solver", "test-short"}});
  EXPECT_EQ(r.status, 400) << r.text;
  EXPECT_TRUE(r.body["code"].get<std::string>().rfind("E_", 0) == 0);
  expect_error(post("/api/solve", json{{"cube", "UUUUQ"}, {"solver", "test-short"}}), 400,
               "E_NOTATION");
  std::string ten_r(kSolvedFacelets);
  ten_r[0] = 'R';
  expect_error(post("/api/solve", json{{"cube", ten_r}, {"solver", "test-short"}}), 400,
               "E_COLOR_COUNT");
  expect_error(post("/api/solve", json{{"solver", "test-short"}}), 400, "E_REQUEST");
}

TEST_F(ServerTest, UnknownSolverGets400EOption) {
  Reply r = post("/api/solve", json{{"cube", "R"}, {"solver", "no-such-solver"}});
  expect_error(r, 400, "E_OPTION");
  EXPECT_NE(r.body["message"].get<std::string>().find("test-short"), std::string::npos)
      << "the message lists the known solvers";
  expect_error(post("/api/solve", json{{"cube", "R"}, {"solver", 3}}), 400, "E_REQUEST");
}

TEST_F(ServerTest, BadOptionGets400EOption) {
  auto with = [](json options) {
    return json{{"cube", "R"}, {"solver", "test-short"}, {"options", options}};
  };
  expect_error(post("/api/solve", with({{"depth", 3}})), 400, "E_OPTION");          // name
  expect_error(post("/api/solve", with({{"max_depth", 9}})), 400, "E_OPTION");      // range
  expect_error(post("/api/solve", with({{"max_depth", "two"}})), 400, "E_OPTION");  // type
  expect_error(post("/api/solve", with({{"max_depth", 1.5}})), 400, "E_OPTION");
  expect_error(post("/api/solve", with({{"note", "maybe"}})), 400, "E_OPTION");
  expect_error(post("/api/solve", with({{"note", json::array()}})), 400, "E_REQUEST");
  expect_error(post("/api/solve", with(json::array())), 400, "E_REQUEST");
  // Other fields.
  json req = {{"cube", "R"}, {"solver", "test-short"}};
  for (auto [field, value] : std::vector<std::pair<std::string, json>>{{"time_limit", -1},
                                                                       {"time_limit", "1"},
                                                                       {"count", 0},
                                                                       {"threads", 0},
                                                                       {"metric", "stm"},
                                                                       {"puzzle", "3x3"},
                                                                       {"max_length", "20"},
                                                                       {"speed", 1}}) {
    json bad = req;
    bad[field] = value;
    expect_error(post("/api/solve", bad), 400, "E_REQUEST");
  }
  // A solver for the other puzzle.
  expect_error(
      post("/api/solve", json{{"cube", "R"}, {"solver", "test-short"}, {"puzzle", "2x2x2"}}), 400,
      "E_OPTION");
}

TEST_F(ServerTest, DefaultSolverSolvesARandomStateSlow) {
  std::string solver = default_solver_name(Puzzle::Cube3);
  ASSERT_FALSE(is_fake_solver(solver)) << "the default 3x3x3 solver is a real one";
  Rng rng(11);
  std::string scramble = random_moves(rng, 25).str();
  // No solver named: the default. The limit leaves room to build its tables on first use;
  // max_length 20 (every cube has such a solution) lets an anytime solver such as twophase
  // stop at its first one instead of improving for the whole time limit.
  Reply r = post("/api/solve", json{{"cube", scramble}, {"time_limit", 20}, {"max_length", 20}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["solver"], solver);
  ASSERT_EQ(r.body["status"], "solved") << r.text;
  EXPECT_LE(r.body["length_htm"].get<int>(), 20);
  EXPECT_TRUE(solves(scramble, r.body["solution"]));
}

}  // namespace
}  // namespace cubelab::test
