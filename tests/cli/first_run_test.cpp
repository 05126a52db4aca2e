// Issue 18, "a first run that does not wait": on an empty cache the first solve says what it
// builds (name, size, expected time) before it waits, its tables land in the cache, a second
// process reads them from there, and the time a solve reports leaves the building out.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "support/test_support.h"

namespace cubelab {
namespace {

namespace fs = std::filesystem;

class FirstRun : public test::FolderTest {
 protected:
  FirstRun() : FolderTest("first-run") {}
  void SetUp() override {
    FolderTest::SetUp();
    fs::create_directories(dir_ / "cache");
  }

  fs::path cache() const { return dir_ / "cache"; }

  // `cubelab ARGS` on the test's own cache (empty at first); stderr goes to `err`.
  test::CommandResult run(const std::string& args, std::string& err) const {
    const fs::path err_file = dir_ / "stderr";
    auto r = test::run_command("CUBELAB_CACHE=" + cache().string() + " " + test::cubelab_binary() +
                               " " + args + " </dev/null 2>" + err_file.string());
    std::ifstream in(err_file);
    std::stringstream text;
    text << in.rdbuf();
    err = text.str();
    return r;
  }
};

TEST_F(FirstRun, ThePocketTableIsBuiltOnceThenReadFromTheCache) {
  std::string err;
  const auto first = run("solve --puzzle 2x2x2 --json \"R U F\"", err);
  ASSERT_EQ(first.exit_code, 0) << first.out << err;
  // Said before the wait, on one line (stderr is not a terminal here): name, size, time.
  EXPECT_NE(err.find("cubelab: building table pocket-htm (3.5 MiB, under 1 s on 1 thread), "
                     "once; it is kept in " +
                     cache().string() + "\n"),
            std::string::npos)
      << err;
  EXPECT_TRUE(fs::exists(cache() / "pocket-htm.tbl"));
  EXPECT_FALSE(fs::exists(cache() / "pocket-qtm.tbl")) << "only the metric asked for is built";
  const auto j1 = nlohmann::json::parse(first.out);
  EXPECT_EQ(j1["status"], "solved");
  EXPECT_EQ(j1["proven_optimal"], true);
  // The build (most of a second) is loading, not solving (microseconds).
  EXPECT_GT(j1["load_ms"].get<double>(), j1["elapsed_ms"].get<double>()) << first.out;

  const auto second = run("solve --puzzle 2x2x2 --json \"R U F\"", err);
  ASSERT_EQ(second.exit_code, 0) << second.out << err;
  EXPECT_EQ(err.find("building"), std::string::npos) << "read from the cache: " << err;
  const auto j2 = nlohmann::json::parse(second.out);
  EXPECT_EQ(j2["solution"], j1["solution"]);
  EXPECT_EQ(j2["length_htm"], 3);

  // `cubelab tables` knows both tables: the one built, and the QTM one not yet.
  const auto list = run("tables list --json", err);
  ASSERT_EQ(list.exit_code, 0) << list.out << err;
  std::map<std::string, std::string> status;
  std::istringstream lines(list.out);
  for (std::string line; std::getline(lines, line);) {
    const auto j = nlohmann::json::parse(line);
    status[j["name"]] = j["status"];
  }
  EXPECT_EQ(status["pocket-htm"], "ok") << list.out;
  EXPECT_EQ(status["pocket-qtm"], "missing") << list.out;
}

TEST_F(FirstRun, TablesBuildAndVerifyKnowThePocketTables) {
  std::string err;
  const auto built = run("tables build pocket-qtm", err);
  ASSERT_EQ(built.exit_code, 0) << built.out << err;
  EXPECT_NE(err.find("building table pocket-qtm (3.5 MiB"), std::string::npos) << err;
  ASSERT_TRUE(fs::exists(cache() / "pocket-qtm.tbl"));
  const auto verified = run("tables verify", err);
  EXPECT_EQ(verified.exit_code, 0) << verified.out << err;
  EXPECT_NE(verified.out.find("pocket-qtm"), std::string::npos) << verified.out;
  // A QTM solve now loads it rather than building it.
  const auto solved = run("solve --puzzle 2x2x2 --metric qtm --json \"R U2 F'\"", err);
  ASSERT_EQ(solved.exit_code, 0) << solved.out << err;
  EXPECT_EQ(err.find("building"), std::string::npos) << err;
  EXPECT_EQ(nlohmann::json::parse(solved.out)["length_qtm"], 4);
}

TEST_F(FirstRun, AVerboseSolveShowsTheSolveAndTheLoadingApart) {
  std::string err;
  const auto r = run("solve --puzzle 2x2x2 -v \"R U F\"", err);
  ASSERT_EQ(r.exit_code, 0) << r.out << err;
  EXPECT_NE(r.out.find(" ms, loading tables "), std::string::npos) << r.out;
}

// The optimal solver answers a position within 10 moves on an empty cache from small
// tables built in memory, without building its large table, and proves a length impossible
// the same way; a deeper position needs the table and says so before building it.
TEST_F(FirstRun, OptimalAnswersShortPositionsWithoutItsLargeTable) {
  std::string err;
  const auto r = run("solve --json -s optimal \"R U R' U' F2 D L2 B\"", err);
  ASSERT_EQ(r.exit_code, 0) << r.out << err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["status"], "solved");
  EXPECT_EQ(j["length_htm"], 8);
  EXPECT_EQ(j["proven_optimal"], true);
  EXPECT_EQ(err.find("building table"), std::string::npos) << err;
  EXPECT_TRUE(fs::is_empty(cache())) << "no table was built";

  const auto none = run("solve --json --max-length 5 -s optimal \"R U R' U' F2 D L2 B\"", err);
  EXPECT_EQ(nlohmann::json::parse(none.out)["status"], "no_solution") << none.out;
  EXPECT_TRUE(fs::is_empty(cache()));

  // A time limit ends the short search of a random state before any table is built (0.1
  // ms: the short search of a random state takes some tenths of a millisecond).
  const auto deep =
      run("solve --json -s optimal -o table=fallback --time 0.0001 "
          "FRBRUFLFBLDUDRLUURBRDDFBUBLRLFUDFDLDRBUULRFBFRUDDBLBFL",
          err);
  EXPECT_EQ(nlohmann::json::parse(deep.out)["status"], "timed_out") << deep.out;
  EXPECT_TRUE(fs::is_empty(cache()));
}

TEST_F(FirstRun, TheDemoAnswersFromTinyTablesAndSaysHowToGetTheFullOnes) {
  std::string err;
  const auto demo = run("demo --no-color", err);
  ASSERT_EQ(demo.exit_code, 0) << demo.out << err;
  EXPECT_NE(demo.out.find("verified by applying it"), std::string::npos) << demo.out;
  EXPECT_NE(demo.out.find("tiny profile"), std::string::npos) << demo.out;
  EXPECT_NE(demo.out.find("cubelab tables build twophase-coords"), std::string::npos);
  EXPECT_FALSE(fs::exists(cache() / "twophase-phase1-moves.tbl"));  // nothing big was built
  EXPECT_TRUE(nlohmann::json::parse(run("demo --json", err).out)["status"] == "solved");
}

}  // namespace
}  // namespace cubelab
