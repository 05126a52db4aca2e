// Batches that survive anything: `solve --file IN --out OUT` killed at any moment and
// resumed, sharded, and merged back, against one uninterrupted run line for line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "support/test_support.h"

namespace cubelab {
namespace {

namespace fs = std::filesystem;

class Batch : public test::FolderTest {
 protected:
  Batch() : FolderTest("batch") {}
  void SetUp() override {
    FolderTest::SetUp();
    const auto ref = test::reference_lines("random-state-1000.txt");
    ASSERT_GE(ref.size(), 300u);
    std::ofstream in(input());
    for (int i = 0; i < 300; ++i) in << ref[i] << "\n";
    in << "R Q\n";  // a bad line is a result too
  }
  std::string input() const { return (dir_ / "in.txt").string(); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  // A deterministic solver, so every run gives the same solutions.
  test::CommandResult cubelab(const std::string& args) const { return test::cubelab(args); }
  std::string solve_args(const std::string& out) const {
    return "solve -s 'thistlethwaite' -o beam=2 --file " + input() + " --out " + out;
  }

  // The records of a JSON-lines file by line number; fails on a torn or repeated line.
  std::map<int64_t, nlohmann::json> records(const std::string& file) const {
    std::map<int64_t, nlohmann::json> by_line;
    std::ifstream in(file);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_TRUE(text.empty() || text.back() == '\n') << file << " ends in a torn line";
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
      nlohmann::json j = nlohmann::json::parse(line);
      const int64_t n = j.at("line").get<int64_t>();
      EXPECT_FALSE(by_line.count(n)) << "line " << n << " twice in " << file;
      // The only fields that differ between runs: the times.
      j.erase("elapsed_ms");
      j.erase("load_ms");
      by_line[n] = j;
    }
    return by_line;
  }
};

TEST_F(Batch, OutputHasEveryLineTaggedAndMatchesPlainJsonOutput) {
  ASSERT_EQ(cubelab(solve_args(path("out.jsonl"))).exit_code, 2);  // the bad line: exit 2
  const auto out = records(path("out.jsonl"));
  ASSERT_EQ(out.size(), 301u);
  EXPECT_EQ(out.at(301).at("status"), "invalid");
  EXPECT_EQ(out.at(301).at("code"), "E_NOTATION");
  // The same cubes through `solve --json`: the same answers, in input order.
  auto plain = cubelab("solve -s thistlethwaite -o beam=2 --json --file " + input());
  std::istringstream lines(plain.out);
  int64_t n = 0;
  for (std::string line; std::getline(lines, line);) {
    nlohmann::json j = nlohmann::json::parse(line);
    ++n;
    EXPECT_EQ(j.value("solution", nlohmann::json()), out.at(n).value("solution", nlohmann::json()))
        << "line " << n;
  }
  EXPECT_EQ(n, 301);
}

TEST_F(Batch, KilledAtAnyMomentAndResumedGivesEveryLineExactlyOnce) {
  ASSERT_EQ(cubelab(solve_args(path("whole.jsonl"))).exit_code, 2);
  const auto whole = records(path("whole.jsonl"));
  // Kill -9 after random delays (the first run also builds the tables), resuming each time.
  std::mt19937 rng(7);
  int kills = 0;
  for (int attempt = 0; attempt < 40; ++attempt) {
    const double seconds = std::uniform_real_distribution<double>(0.02, 0.25)(rng);
    auto r = test::run_command("timeout -s KILL " + std::to_string(seconds) + " " +
                               test::cubelab_binary() + " " + solve_args(path("killed.jsonl")) +
                               " -j 2 2>/dev/null");
    if (r.exit_code != 137 && r.exit_code != -1) break;  // finished before the kill
    ++kills;
  }
  EXPECT_GE(kills, 3) << "the runs finished before they could be killed";
  // A write cut short, as a kill in the middle of one would leave it.
  std::ofstream(path("killed.jsonl"), std::ios::app) << "{\"line\": 17, \"input\": \"FRB";
  ASSERT_EQ(cubelab(solve_args(path("killed.jsonl"))).exit_code, 2);
  const auto resumed = records(path("killed.jsonl"));
  ASSERT_EQ(resumed.size(), whole.size());
  for (const auto& [line, j] : whole) EXPECT_EQ(resumed.at(line), j) << "line " << line;
}

TEST_F(Batch, ShardsAndRangesMergeIntoTheSingleRun) {
  ASSERT_EQ(cubelab(solve_args(path("whole.jsonl"))).exit_code, 2);
  for (int k = 1; k <= 3; ++k)
    cubelab(solve_args(path("shard" + std::to_string(k) + ".jsonl")) + " --shard " +
            std::to_string(k) + "/3");
  EXPECT_EQ(records(path("shard2.jsonl")).begin()->first, 2);
  auto m = cubelab("merge " + path("shard1.jsonl") + " " + path("shard2.jsonl") + " " +
                   path("shard3.jsonl") + " --input " + input() + " --verify --out " +
                   path("merged.jsonl") + " --format json");
  EXPECT_EQ(m.exit_code, 0) << m.out;
  const auto summary = nlohmann::json::parse(m.out);
  EXPECT_EQ(summary.at("lines"), 301);
  EXPECT_EQ(summary.at("solved"), 300);
  EXPECT_EQ(summary.at("verified"), 300);
  EXPECT_EQ(summary.at("by_status").at("invalid"), 1);
  EXPECT_FALSE(summary.contains("length_sltm"));  // a big cube's lines only
  EXPECT_EQ(records(path("merged.jsonl")), records(path("whole.jsonl")));

  // A range is a contiguous part.
  cubelab(solve_args(path("range.jsonl")) + " --range 11:5");
  const auto range = records(path("range.jsonl"));
  ASSERT_EQ(range.size(), 5u);
  EXPECT_EQ(range.begin()->first, 11);
  EXPECT_EQ(range.rbegin()->first, 15);
}

// A big cube's lines carry their single-layer turns, which the merge sums up beside the outer
// block turns.
TEST_F(Batch, MergeOfBigCubesCountsSingleLayerTurns) {
  {
    std::ofstream big(path("big.txt"));
    big << "Rw U 2R\nR 3Rw U2\nR R'\n";  // the last solved already: 0 of each
  }
  ASSERT_EQ(
      cubelab("solve -p 5x5x5 --file " + path("big.txt") + " --out " + path("big.jsonl")).exit_code,
      0);
  double sltm = 0;
  for (const auto& [line, j] : records(path("big.jsonl"))) sltm += j.at("length_sltm").get<int>();
  auto m = cubelab("merge " + path("big.jsonl") + " --verify --format json");
  ASSERT_EQ(m.exit_code, 0) << m.out;
  const auto summary = nlohmann::json::parse(m.out);
  EXPECT_EQ(summary.at("length_sltm").at("count"), 3);
  EXPECT_DOUBLE_EQ(summary.at("length_sltm").at("mean").get<double>(), sltm / 3);
  EXPECT_NE(cubelab("merge " + path("big.jsonl")).out.find("length SLTM"), std::string::npos);
}

TEST_F(Batch, MergeRefusesMissingRepeatedAndWrongLines) {
  cubelab(solve_args(path("a.jsonl")) + " --range 1:100");
  cubelab(solve_args(path("b.jsonl")) + " --range 90:50");  // overlaps 90..100, misses 140..
  auto m = cubelab("merge " + path("a.jsonl") + " " + path("b.jsonl") + " --input " + input() +
                   " --out " + path("m.jsonl") + " --format json");
  EXPECT_EQ(m.exit_code, 1);
  const auto summary = nlohmann::json::parse(m.out);
  EXPECT_EQ(summary.at("duplicated").size(), 11u);
  EXPECT_EQ(summary.at("missing").size(), 162u);
  EXPECT_FALSE(fs::exists(path("m.jsonl")));  // not written when incomplete

  // A solution changed by hand is caught by --verify.
  std::ifstream in(path("a.jsonl"));
  std::ofstream out(path("tampered.jsonl"));
  for (std::string line; std::getline(in, line);) {
    nlohmann::json j = nlohmann::json::parse(line);
    if (j["line"] == 5) j["solution"] = "R U";
    out << j.dump() << "\n";
  }
  out.close();
  m = cubelab("merge " + path("tampered.jsonl") + " --verify --format json");
  EXPECT_EQ(m.exit_code, 1);
  EXPECT_EQ(nlohmann::json::parse(m.out).at("not_verified"), nlohmann::json::array({5}));
}

TEST_F(Batch, MergeWithInputRefusesAShardOfAnotherInput) {
  // Another input: the same number of lines, other cubes. Its shard is a well-formed batch
  // output whose every solution solves its own cube, but not the cubes of in.txt.
  const auto ref = test::reference_lines("random-state-1000.txt");
  {
    std::ofstream other(path("other-in.txt"));
    for (int i = 0; i < 10; ++i) other << ref[500 + i] << "\n";
  }
  cubelab("solve -s thistlethwaite -o beam=2 --file " + path("other-in.txt") + " --out " +
          path("foreign.jsonl"));
  auto m =
      test::cubelab("merge " + path("foreign.jsonl") + " --input " + input() +
                        " --verify --allow-incomplete --out " + path("m.jsonl") + " --format json",
                    "", test::Stderr::Appended);
  EXPECT_EQ(m.exit_code, 2) << m.out;
  EXPECT_NE(m.out.find("E_REQUEST"), std::string::npos) << m.out;
  const auto summary = nlohmann::json::parse(m.out.substr(0, m.out.find('\n')));
  EXPECT_EQ(summary.at("foreign").size(), 10u);
  EXPECT_FALSE(summary.at("complete"));
  EXPECT_FALSE(fs::exists(path("m.jsonl")));  // a foreign line is never merged

  // The same lines from this input merge (they are lines 1..10 of in.txt).
  cubelab(solve_args(path("own.jsonl")) + " --range 1:10");
  m = cubelab("merge " + path("own.jsonl") + " --input " + input() +
              " --verify --allow-incomplete --format json");
  EXPECT_EQ(nlohmann::json::parse(m.out).at("foreign").size(), 0u);
}

TEST_F(Batch, ResumingWithAnotherInputOrBadShardIsRefused) {
  cubelab(solve_args(path("a.jsonl")) + " --range 1:10");
  // The same output with another part of the input: the lines there are not this part's.
  EXPECT_EQ(cubelab(solve_args(path("a.jsonl")) + " --range 20:10").exit_code, 2);
  EXPECT_EQ(cubelab(solve_args(path("b.jsonl")) + " --shard 4/3").exit_code, 2);
  EXPECT_EQ(cubelab(solve_args(path("b.jsonl")) + " --shard x/3").exit_code, 2);
  EXPECT_EQ(cubelab(solve_args(path("b.jsonl")) + " --range 0:3").exit_code, 2);
  EXPECT_EQ(cubelab("solve --file " + input() + " --shard 1/2").exit_code, 2);  // needs --out
  std::ofstream(path("other.jsonl")) << "{\"not\": \"a batch\"}\n";
  EXPECT_EQ(cubelab(solve_args(path("other.jsonl"))).exit_code, 2);
}

// A long batch (solve, scramble) says how far it is on a terminal, whether its answers go to
// --out or to a file through stdout; in a pipe or a log it prints no bar. `script` gives the run a
// terminal.
TEST_F(Batch, ABatchShowsABarOnATerminalOnly) {
  if (test::run_command("command -v script >/dev/null").exit_code != 0)
    GTEST_SKIP() << "no script(1) to give the run a terminal";
  const std::string solve =
      test::cubelab_binary() + " solve -s thistlethwaite -o beam=2 --file " + input() + " -j 2";
  for (const std::string& to : {" > " + path("answers.txt"), " --out " + path("answers.jsonl")}) {
    const test::CommandResult on_terminal =
        test::run_command("script -qec '" + solve + to + "' /dev/null");
    EXPECT_NE(on_terminal.out.find("301/301"), std::string::npos) << to << on_terminal.out;
  }
  const test::CommandResult scrambles = test::run_command("script -qec '" + test::cubelab_binary() +
                                                          " scramble -p 2x2x2 -n 5 --seed 1 > " +
                                                          path("scrambles.txt") + "' /dev/null");
  EXPECT_NE(scrambles.out.find("5/5"), std::string::npos) << scrambles.out;
  const test::CommandResult logged =
      test::run_command(solve + " 2>&1 >" + path("piped.txt") + " | cat");
  EXPECT_EQ(logged.out.find("solve ["), std::string::npos) << logged.out;
}

}  // namespace
}  // namespace cubelab
