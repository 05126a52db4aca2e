// api_request (cubelab/server.h): the JSON API without HTTP, as the WebAssembly worker calls
// it. The same answers as the server's endpoints, the same errors and statuses, progress as a
// job's snapshot, and never a throw.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cubelab/server.h"
#include "cubelab/solve.h"
#include "server/fake_solvers.h"

namespace cubelab {
namespace {

using nlohmann::json;

json body_of(const ApiAnswer& a) { return json::parse(a.body); }

TEST(ApiRequest, AnswersTheEndpointsAsTheServerDoes) {
  ApiCall call;
  call.limits.max_time_limit_s = 30;
  const ApiAnswer solvers = api_request("GET", "/api/solvers", "", call);
  ASSERT_EQ(solvers.status, 200) << solvers.body;
  EXPECT_EQ(body_of(solvers)["solvers"].size(), cubelab::solvers().size());
  EXPECT_EQ(body_of(solvers)["limits"]["max_time_limit"], 30);

  const ApiAnswer valid = api_request("POST", "/api/validate", R"({"cube": "R U"})", call);
  ASSERT_EQ(valid.status, 200) << valid.body;
  EXPECT_EQ(body_of(valid)["facelets"], Cube::parse("R U").facelets());

  const ApiAnswer scramble =
      api_request("POST", "/api/scramble", R"({"puzzle": "skewb", "seed": 3})", call);
  ASSERT_EQ(scramble.status, 200) << scramble.body;
  EXPECT_EQ(scramble.body,
            api_request("POST", "/api/scramble", R"({"puzzle": "skewb", "seed": 3})", call).body);

  const ApiAnswer solved =
      api_request("POST", "/api/solve", R"({"cube": "R U F", "solver": "thistlethwaite"})", call);
  ASSERT_EQ(solved.status, 200) << solved.body;
  EXPECT_EQ(body_of(solved)["status"], "solved");
  EXPECT_TRUE(
      Cube::parse("R U F").applied(body_of(solved)["solution"].get<std::string>()).is_solved());
}

TEST(ApiRequest, BadRequestsAnswerTheirStatusAndCode) {
  ApiCall call;
  call.limits.max_body_bytes = 64;
  const auto expect = [&](const ApiAnswer& a, int status, const std::string& code) {
    EXPECT_EQ(a.status, status) << a.body;
    EXPECT_EQ(body_of(a).value("code", ""), code) << a.body;
    EXPECT_FALSE(body_of(a).value("message", "").empty()) << a.body;
  };
  expect(api_request("POST", "/api/solve", R"({"cube": "R U Q"})", call), 400, "E_NOTATION");
  expect(api_request("POST", "/api/solve", "{not json", call), 400, "E_REQUEST");
  expect(api_request("POST", "/api/solve", R"({"cube": "R", "threads": "two"})", call), 400,
         "E_REQUEST");
  expect(api_request("POST", "/api/nothing", "{}", call), 404, "E_REQUEST");
  expect(api_request("POST", "/api/validate", json{{"cube", std::string(100, 'R')}}.dump(), call),
         413, "E_LIMIT");
}

// A cube bigger than the server's limit is refused before it is read or turned, at every
// endpoint that names a puzzle; the limit's own size and the puzzles without a size pass.
TEST(ApiRequest, CubesBiggerThanTheLimitAreRefusedBeforeTheyAreTurned) {
  ApiCall call;
  call.limits.max_cube_size = 5;
  const auto refused = [&](const std::string& path, const json& body) {
    const ApiAnswer a = api_request("POST", path, body.dump(), call);
    EXPECT_EQ(a.status, 400) << path << " " << a.body;
    EXPECT_EQ(body_of(a).value("code", ""), "E_LIMIT") << a.body;
    EXPECT_NE(body_of(a).value("message", "").find("up to the 5x5x5, not the 6x6x6"),
              std::string::npos)
        << a.body;
  };
  refused("/api/validate", {{"cube", "R U"}, {"puzzle", "6x6x6"}});
  refused("/api/scramble", {{"puzzle", "6x6x6"}});
  refused("/api/solve", {{"cube", "R U"}, {"puzzle", "6x6x6"}});
  refused("/api/prepare", {{"cube", "R"}, {"puzzle", "6x6x6"}, {"solver", "reduction"}});
  EXPECT_EQ(body_of(api_request("GET", "/api/solvers", "", call))["limits"]["max_cube_size"], 5);
  EXPECT_EQ(api_request("POST", "/api/scramble", R"({"puzzle": "5x5x5"})", call).status, 200);
  call.limits.max_cube_size = 2;  // the 2x2x2 alone of the cubes; the other puzzles have no size
  for (const char* fits : {"2x2x2", "megaminx", "pyraminx"}) {
    const ApiAnswer a = api_request("POST", "/api/scramble", json{{"puzzle", fits}}.dump(), call);
    EXPECT_EQ(a.status, 200) << fits << " " << a.body;
  }
  EXPECT_EQ(api_request("POST", "/api/scramble", R"({"puzzle": "3x3x3"})", call).status, 400);
  // By default the 100x100x100 and no bigger.
  call.limits = {};
  EXPECT_EQ(
      api_request("POST", "/api/validate", R"({"cube": "R 50Rw", "puzzle": "100x100x100"})", call)
          .status,
      200);
  EXPECT_EQ(api_request("POST", "/api/scramble", R"({"puzzle": "1000x1000x1000"})", call).status,
            400);
}

TEST(ApiRequest, ASolveReportsItsProgressAsAJobSnapshot) {
  test::register_fake_solvers();  // test-wait reports progress until its time is up
  std::vector<json> snapshots;
  ApiCall call;
  call.progress = [&](const std::string& s) { snapshots.push_back(json::parse(s)); };
  const ApiAnswer a = api_request(
      "POST", "/api/solve", R"({"cube": "R U", "solver": "test-wait", "time_limit": 0.5})", call);
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(body_of(a)["status"], "timed_out");
  ASSERT_GE(snapshots.size(), 2u);
  ASSERT_LE(snapshots.size(), 10u);  // about ten a second at most
  for (const json& s : snapshots) {
    EXPECT_EQ(s["state"], "running");
    EXPECT_TRUE(s["progress"].is_object()) << s;
    EXPECT_GE(s["elapsed_ms"].get<double>(), 0);
  }
}

}  // namespace
}  // namespace cubelab
