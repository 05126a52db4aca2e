// The API reads solver options, metrics and seeds as the CLI does: values that would wrap
// around, NaN and impossible combinations are refused with E_OPTION; every result says its
#include <algorithm>
// metric and a seeded solver's seed; a cancelled job says so.
#include <chrono>
#include <thread>

#include "cubelab/solve/registry.h"
#include "server/server_fixture.h"

namespace cubelab::test {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// The message of a 400 E_OPTION answer.
std::string option_error(const Reply& r) {
  EXPECT_EQ(r.status, 400) << r.text;
  EXPECT_EQ(r.body.value("code", ""), "E_OPTION") << r.text;
  return r.body.value("message", "");
}

json solve(const std::string& solver, const json& options, const std::string& puzzle = "3x3x3") {
  return {{"cube", "R U"}, {"solver", solver}, {"options", options}, {"puzzle", puzzle}};
}

TEST_F(ServerTest, OptionValuesThatWouldWrapAroundAreRefused) {
  // Inside the documented range before, then read into an int: INT_MIN.
  std::string m = option_error(post("/api/solve", solve("msls", {{"p1", 3e9}})));
  EXPECT_NE(m.find("option 'p1' of solver 'msls'"), std::string::npos) << m;
  EXPECT_NE(m.find("out of range [0, 1000000000]"), std::string::npos) << m;
  option_error(post("/api/solve", solve("msls", {{"p1", "3000000000"}})));
  m = option_error(post("/api/solve", solve("msls2", {{"restarts", 5e9}}, "2x2x2")));
  EXPECT_NE(m.find("option 'restarts' of solver 'msls2'"), std::string::npos) << m;
  // 2^64 + 1 GiB: wrapped to a 1 GiB budget before.
  m = option_error(post("/api/solve", solve("optimal", {{"memory", "17179869185G"}})));
  EXPECT_NE(m.find("'17179869185G' is out of range"), std::string::npos) << m;
  for (const char* bad : {"nan", "inf", "-inf"}) {
    m = option_error(post("/api/solve", solve("eda", {{"mutation", bad}})));
    EXPECT_NE(m.find("option 'mutation' of solver 'eda'"), std::string::npos) << m;
  }
}

TEST_F(ServerTest, ImpossibleOptionCombinationsAreRefusedBeforeTheSolve) {
  std::string m =
      option_error(post("/api/solve", solve("ga", {{"population", 10}, {"elitism", 10}})));
  EXPECT_NE(m.find("solver 'ga'"), std::string::npos) << m;
  option_error(post("/api/jobs", solve("memetic", {{"population", 10}, {"elitism", 12}})));
  option_error(post("/api/jobs", solve("eda", {{"population", 100}, {"elites", 50}})));
}

TEST_F(ServerTest, AMetricTheSolverDoesNotMinimiseIsRefused) {
  for (const char* solver : {"test-short", "greedy", "twophase", "korf", "msls"}) {
    json body = {{"cube", "R U"}, {"solver", solver}, {"metric", "qtm"}};
    std::string m = option_error(post("/api/solve", body));
    EXPECT_NE(m.find("qtm"), std::string::npos) << m;
    option_error(post("/api/jobs", body));
  }
}

TEST_F(ServerTest, EveryResultSaysItsMetricAndASeededSolverItsSeed) {
  Reply r = post("/api/solve", json{{"cube", "R U"}, {"solver", "test-short"}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["metric"], "htm");
  EXPECT_FALSE(r.body.contains("seed"));

  r = post("/api/solve", json{{"cube", "R U F"}, {"solver", "eda"}});
  ASSERT_EQ(r.status, 200) << r.text;
  ASSERT_TRUE(r.body["seed"].is_number_unsigned()) << r.text;
  const uint64_t seed = r.body["seed"];
  Reply again = post("/api/solve", json{{"cube", "R U F"}, {"solver", "eda"}, {"seed", seed}});
  ASSERT_EQ(again.status, 200) << again.text;
  EXPECT_EQ(again.body["seed"], seed);
  EXPECT_EQ(again.body["solution"], r.body["solution"]);
  EXPECT_EQ(again.body["stats"]["evaluations"], r.body["stats"]["evaluations"]);
}

TEST_F(ServerTest, ACancelledJobSaysCancelled) {
  // A random-state-like cube the EDA does not solve in a second.
  json body = {{"cube", "R U F D B L R2 U' F2 D' B L2 U R' F"},
               {"solver", "eda"},
               {"options", {{"generations", 1000000}}},
               {"time_limit", 20}};
  Reply started = post("/api/jobs", body);
  ASSERT_EQ(started.status, 202) << started.text;
  const std::string id = started.body["id"];
  std::this_thread::sleep_for(300ms);
  ASSERT_EQ(del("/api/jobs/" + id).status, 200);
  json done = wait_done(id);
  EXPECT_EQ(done["result"]["status"], "cancelled") << done.dump();
  const std::string message = done["result"].value("message", "");
  EXPECT_EQ(message.rfind("cancelled", 0), 0u) << message;
  EXPECT_EQ(message.find("no solution"), std::string::npos) << message;
}

TEST_F(ServerTest, SolversSayTheirMetricsSeedsAndWholeNumberRanges) {
  Reply r = get("/api/solvers");
  ASSERT_EQ(r.status, 200) << r.text;
  for (const json& s : r.body["solvers"]) {
    ASSERT_TRUE(s["metrics"].is_array()) << s.dump();
    EXPECT_FALSE(s["metrics"].empty()) << s.dump();
    // The other puzzles' solvers (reduction, of the big cubes) are not in the 3x3x3 and
    // 2x2x2's registry compared with here.
    const auto& registered = all_solvers();
    if (std::none_of(registered.begin(), registered.end(),
                     [&](const auto& solver) { return solver->name() == s["name"]; }))
      continue;
    const Solver& solver = find_solver(s["name"]);
    EXPECT_EQ(s["metrics"][0], "htm");
    size_t supported = 0;
    for (Metric m : kMetrics) supported += solver.supports(m);
    EXPECT_EQ(s["metrics"].size(), supported) << s["name"];
    const bool lists_axial = s["metrics"].back() == "axial";
    EXPECT_EQ(lists_axial, solver.supports(Metric::Axial)) << s["name"];
    EXPECT_EQ(s["seeded"], solver.seeded()) << s["name"];
    EXPECT_EQ(s["description"].get<std::string>().find("seed 00"), std::string::npos);
    for (const json& o : s["options"]) {
      EXPECT_EQ(o["description"].get<std::string>().find("seed"), std::string::npos)
          << s["name"] << "." << o["name"];
      if (o["type"] == "int" && o.contains("max")) {
        EXPECT_TRUE(o["max"].is_number_integer());
      }
    }
  }
}

}  // namespace
}  // namespace cubelab::test
