// The text output of the cubelab program (issue 22's rough edges): every solution of
// `solve --count N`, and columns that line up whatever their content.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "support/test_support.h"

namespace cubelab {
namespace {

using test::cubelab;

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

// A batch of arguments, like a batch of lines, prints one line per input in order, and a
// bad one names its place (a line of a file says "line N: ", tests/cli/cli_test.cpp).
TEST(CliText, ABadArgumentOfABatchIsNamed) {
  auto r = cubelab("solve \"R U\" \"R Q\" F");
  EXPECT_EQ(r.exit_code, 2);
  const auto lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 3u) << r.out;
  EXPECT_EQ(lines[0].rfind("U' R' (2f, 2q)", 0), 0u) << r.out;
  EXPECT_EQ(lines[1].rfind("invalid E_NOTATION: argument 2: bad move 'Q' at position 3", 0), 0u)
      << r.out;
  EXPECT_EQ(lines[2].rfind("F' (1f, 1q)", 0), 0u) << r.out;
  // A single argument needs no number.
  r = cubelab("solve \"R Q\"", "", test::Stderr::Appended);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out.rfind("error E_NOTATION: bad move 'Q'", 0), 0u) << r.out;
}

// The column at which the text after the first run of two or more spaces starts, after
// `skip` characters.
size_t column_after_gap(const std::string& line, size_t skip = 0) {
  const size_t gap = line.find("  ", skip);
  if (gap == std::string::npos) return std::string::npos;
  return line.find_first_not_of(' ', gap);
}

TEST(CliText, SolverListColumnsLineUp) {
  auto r = cubelab("solvers");
  ASSERT_EQ(r.exit_code, 0);
  std::set<size_t> puzzle_columns, description_columns, option_columns;
  int options = 0;
  for (const std::string& l : lines_of(r.out)) {
    if (l.rfind("    -o ", 0) == 0) {
      // "    -o name=default  Description (allowed values)"
      option_columns.insert(column_after_gap(l, 7));
      ++options;
    } else {
      // "name  3x3x3  Description"
      const size_t puzzle = column_after_gap(l);
      puzzle_columns.insert(puzzle);
      description_columns.insert(column_after_gap(l, puzzle));
    }
  }
  EXPECT_GT(options, 10);
  EXPECT_EQ(puzzle_columns.size(), 1u) << r.out;
  EXPECT_EQ(description_columns.size(), 1u) << r.out;
  EXPECT_EQ(option_columns.size(), 1u) << r.out;  // one column for every solver's options
}

TEST(CliText, VerboseStageNamesLineUp) {
  auto r = cubelab("solve -s beginner -v \"R U F\"");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  std::set<size_t> move_columns;
  for (const std::string& l : lines_of(r.out))
    if (l.rfind("  stage ", 0) == 0) move_columns.insert(column_after_gap(l, 2));
  EXPECT_EQ(move_columns.size(), 1u) << r.out;  // "stage 4: orient D edges" is the longest
}

TEST(CliText, TableListColumnsAreAsWideAsTheLongestName) {
  // An empty cache: every stored table is listed as missing, with its path; tables built in
  // memory by every process are built for the list, with their size and time.
  const std::string cache =
      (std::filesystem::temp_directory_path() / ("cubelab-list-" + std::to_string(getpid())))
          .string();
  std::filesystem::create_directories(cache);
  auto r = test::run_command("CUBELAB_CACHE=" + cache + " " + test::cubelab_binary() +
                             " tables list </dev/null 2>/dev/null");
  std::filesystem::remove_all(cache);
  ASSERT_EQ(r.exit_code, 0) << r.out;
  auto lines = lines_of(r.out);
  ASSERT_GT(lines.size(), 3u);
  ASSERT_EQ(lines[1].rfind("NAME ", 0), 0u) << r.out;
  const size_t status = lines[1].find("STATUS");
  const size_t path = lines[1].find("PATH");
  size_t longest = 0;
  size_t i = 2;
  for (; i < lines.size() && !lines[i].empty(); ++i) {
    const std::string& l = lines[i];
    const std::string name = l.substr(0, l.find(' '));
    longest = std::max(longest, name.size());
    EXPECT_GE(status, name.size() + 2) << l;  // at least two spaces after every name
    if (l.substr(status, 9) == "in memory") {
      EXPECT_EQ(l.substr(path), "(built on every start)") << r.out;
      continue;
    }
    EXPECT_EQ(l.substr(status, 7), "missing") << r.out;
    EXPECT_EQ(l.substr(path), cache + "/" + name + ".tbl") << r.out;
  }
  EXPECT_EQ(status, longest + 2) << r.out;  // and no wider than needed
  EXPECT_NE(r.out.find("twophase-tiny "), std::string::npos) << r.out;
  // Then each solver's table sets for a memory budget: the two-phase profiles, the tiny one
  // built here in memory, the others missing in an empty cache.
  ASSERT_LT(i + 2, lines.size()) << r.out;
  EXPECT_EQ(lines[i + 1].rfind("profiles: ", 0), 0u) << r.out;
  auto row = [&](const std::string& start) {
    for (const auto& l : lines)
      if (l.rfind(start, 0) == 0) return l;
    return std::string();
  };
  EXPECT_NE(row("twophase  tiny").find("in memory"), std::string::npos) << r.out;
  EXPECT_NE(row("twophase  small").find("missing"), std::string::npos) << r.out;
  EXPECT_NE(row("twophase  full").find("missing"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cubelab
