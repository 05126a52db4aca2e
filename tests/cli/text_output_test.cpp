// The text output of the cubelab program (issue 22's rough edges): every solution of
// `solve --count N`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "support/test_support.h"

namespace cubelab {
namespace {

// `cubelab ARGS` (a shell fragment) with stdin from /dev/null; stderr dropped.
test::CommandResult cubelab(const std::string& args) {
  return test::run_command(test::cubelab_binary() + " " + args + " </dev/null 2>/dev/null");
}

std::vector<std::string> lines_of(const std::string& out) {
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

// A 2x2x2 state with two distinct optimal solutions (9 moves; pocket finds them at once).
const char* kTwoOptimal = "U' F2 R F' U R2 F2 U F'";

TEST(CliText, SolveCountPrintsEverySolutionAsJsonListsThem) {
  const std::string args = std::string("solve --puzzle 2x2x2 --count 2 \"") + kTwoOptimal + "\"";
  auto json = cubelab(args + " --json");
  ASSERT_EQ(json.exit_code, 0) << json.out;
  const auto j = nlohmann::json::parse(json.out);
  ASSERT_EQ(j["solutions"].size(), 2u) << json.out;
  auto text = cubelab(args);
  ASSERT_EQ(text.exit_code, 0) << text.out;
  const auto lines = lines_of(text.out);
  ASSERT_EQ(lines.size(), 2u) << text.out;
  // The first line is the best solution as without --count; the others follow, indented.
  EXPECT_EQ(lines[0].rfind(j["solutions"][0]["solution"].get<std::string>() + " (9f, ", 0), 0u)
      << text.out;
  EXPECT_NE(lines[0].find(" optimal"), std::string::npos) << text.out;
  EXPECT_EQ(lines[1].rfind("  " + j["solutions"][1]["solution"].get<std::string>() + " (9f, ", 0),
            0u)
      << text.out;
}

TEST(CliText, SolveCountSaysWhenFewerSolutionsExistThanAsked) {
  auto r = cubelab(std::string("solve --puzzle 2x2x2 --count 5 \"") + kTwoOptimal + "\"");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 2u) << r.out;
  EXPECT_NE(lines[0].find("; only 2 distinct optimal solutions exist"), std::string::npos) << r.out;
}

TEST(CliText, SolveCountInABatchKeepsOneUnindentedLinePerInput) {
  auto r = cubelab(std::string("solve --puzzle 2x2x2 --count 2 \"") + kTwoOptimal + "\" R \"" +
                   kTwoOptimal + "\"");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  std::vector<std::string> firsts;
  for (const std::string& l : lines_of(r.out))
    if (l.rfind("  ", 0) != 0) firsts.push_back(l);
  ASSERT_EQ(firsts.size(), 3u) << r.out;
  EXPECT_EQ(firsts[1].rfind("R' (1f, 1q) optimal", 0), 0u) << r.out;
  EXPECT_EQ(firsts[0], firsts[2]) << r.out;
}

}  // namespace
}  // namespace cubelab
