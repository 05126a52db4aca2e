// The CLI reads numbers with the library's one parser: what the API refuses, the CLI refuses
// too (exit 2, E_OPTION naming the flag or option, the value and the range).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/test_support.h"

namespace cubelab {
namespace {

// `cubelab ARGS` with its stderr appended to its output.
test::CommandResult cubelab_with_stderr(const std::string& args) {
  return test::cubelab(args, "", test::Stderr::Appended);
}

void expect_refused(const std::string& args, const std::string& message) {
  EXPECT_TRUE(test::cubelab_refuses(args, "error E_OPTION: " + message));
}

TEST(CliOptions, NumbersThatWouldWrapAroundAreRefused) {
  expect_refused("solve -s msls -o p1=3000000000 R",
                 "option 'p1' of solver 'msls': '3000000000' is out of range [0, 1000000000]");
  expect_refused("solve -s msls -o p1=3e9 R",
                 "option 'p1' of solver 'msls': '3e9' is out of range");
  expect_refused("solve -p 2x2x2 -s msls2 -o restarts=5e9 R",
                 "option 'restarts' of solver 'msls2': '5e9' is out of range [1, 1000000000]");
  expect_refused("solve -s optimal -o memory=17179869185G R",
                 "option 'memory' of solver 'optimal': '17179869185G' is out of range [1M, 1T]");
  expect_refused("solve -s eda -o mutation=nan R",
                 "option 'mutation' of solver 'eda': 'nan' is not a number (allowed: [0, 1])");
  expect_refused("solve --seed -1 R", "--seed: '-1' is not a whole number >= 0");
  expect_refused("solve --max-length 3e9 R", "--max-length: '3e9' is out of range [-1, 1000]");
  expect_refused("bench --seed -1 --random 1", "--seed: '-1'");
  expect_refused("bench --random 0", "--random: '0' is out of range [1, 10000000]");
  expect_refused("bench --threads 0 --random 1", "--threads: '0' is out of range [1, 1024]");
  expect_refused("bench --file cubes.txt --random 5", "--file excludes --random");
  expect_refused("solve -n 0 R",
                 "--count: '0' is out of range [1, 10000] (-n is the number of solutions, as in "
                 "scramble; a length bound is --max-length)");
  expect_refused("scramble --seed -1", "--seed: '-1'");
}

// -t and -n mean what they mean to other solvers and to scramble: threads and a count; a
// time limit written the older way is refused with a note, not read as threads.
TEST(CliOptions, ShortFlagsAreThreadsAndCounts) {
  expect_refused("solve -t 0.5 R",
                 "--threads: '0.5' is not a whole number (allowed: [1, 1024]) (-t is the number "
                 "of threads, as other solvers have it; a time limit is --time)");
  const test::CommandResult three = test::cubelab("solve --json -n 3 -t 2 'R U'");
  ASSERT_EQ(three.exit_code, 0) << three.out;
  EXPECT_EQ(nlohmann::json::parse(three.out)["solutions"].size(), 3u) << three.out;
}

TEST(CliOptions, TimeLimitsAreCheckedAsTheApiChecksThem) {
  for (const char* t : {"-5", "0", "nan", "inf", "ten"})
    expect_refused(std::string("solve --time ") + t + " R",
                   std::string("--time-limit: '") + t + "' is not a time limit");
}

// Issue 39: every refusal carries its code, the parser's own included, and a count of moves
// is refused as a count.
TEST(CliOptions, EveryRefusedFlagSaysItsCode) {
  expect_refused("scramble --count 1e12", "--count: '1e12' is out of range [1, 1000000]");
  expect_refused("scramble --moves -1", "--moves: '-1' is out of range [0, 10000]");
  expect_refused("serve --max-time nan", "--max-time: 'nan' is not a time limit");
  expect_refused("serve --build-time -1", "--build-time: '-1' is not a time limit");
  expect_refused("solve --metric foo R", "--metric: 'foo' is not one of");
  expect_refused("solve -o beam=1 -o beam=2 R", "option 'beam' is given twice");
  expect_refused("solve --no-such-flag R", "The following argument was not expected");
  expect_refused("solve --out x.jsonl", "--out needs the cubes in a file");
}

TEST(CliOptions, ImpossibleCombinationsAreRefused) {
  expect_refused("solve -s ga -o population=10 -o elitism=10 R", "solver 'ga': elitism 10");
  expect_refused("solve -s ga -o population=10 -o selection=tournament -o tournament=11 R",
                 "solver 'ga': tournament 11 is larger than the population 10");
}

TEST(CliOptions, AMetricTheSolverDoesNotMinimiseIsRefused) {
  expect_refused("solve --metric qtm R", "solver 'twophase' does not minimise qtm lengths");
  expect_refused("solve -s thistlethwaite --metric qtm R", "solver 'thistlethwaite'");
}

TEST(CliOptions, JsonSaysTheMetricAndTheSeedDrawn) {
  auto r = cubelab_with_stderr("solve -s greedy --json 'R U'");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["metric"], "htm");
  r = cubelab_with_stderr("solve -s eda --json 'R U F'");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  j = nlohmann::json::parse(r.out);
  ASSERT_TRUE(j.contains("seed")) << r.out;
  // The text form says it too, so a run can be repeated with --seed.
  r = cubelab_with_stderr("solve -s eda --seed 7 'R U F'");
  EXPECT_NE(r.out.find("(seed 7)"), std::string::npos) << r.out;
}

TEST(CliOptions, HelpListsEverySolversOptionsFromTheirDeclarations) {
  auto r = cubelab_with_stderr("solve --help");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("beam=1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("population=200"), std::string::npos) << r.out;
  r = cubelab_with_stderr("solvers");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("whole number in [1, 1000]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("one of bn, umda, markov"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("seed 00"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Castillo Matas"), std::string::npos) << r.out;
}

TEST(CliOptions, ColourCountsReadInTheSingular) {
  // One sticker of a seventh colour.
  auto r = cubelab_with_stderr("show XUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.out.find("colour X appears 1 time but is on no centre"), std::string::npos) << r.out;
}

// Issue 22: no "1 times", and no "1 moves" either, wherever a count can be one.
TEST(CliOptions, CountsOfOneReadInTheSingular) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"solve --max-length 1 'R U'", "no solution of at most 1 move exists"},
      {"solve -s greedy -o max_moves=1 'R U F'", "move limit reached after 1 move;"},
      {"solve -s beginner -v R", "optimal cross in 1 move: R'"},
      {"solve --puzzle 2x2x2 --count 2 R", "only 1 optimal solution exists"},
      {"solve -s msls2 --puzzle 2x2x2 --seed 1 --max-length 1 'R U'",
       "msls2 found a solution of 2 moves, more than the maximum length 1"},
  };
  for (const auto& [args, message] : cases) {
    auto r = cubelab_with_stderr(args);
    EXPECT_NE(r.out.find(message), std::string::npos) << args << "\n" << r.out;
    EXPECT_EQ(r.out.find(" 1 moves"), std::string::npos) << args << "\n" << r.out;
    EXPECT_EQ(r.out.find(" 1 times"), std::string::npos) << args << "\n" << r.out;
  }
}

}  // namespace
}  // namespace cubelab
