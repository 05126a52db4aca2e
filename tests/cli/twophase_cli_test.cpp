// End-to-end: `cubelab solve` with the two-phase solver, through the real program.
#include <gtest/gtest.h>

#include <fstream>

#include "support/test_support.h"

namespace cubelab {
namespace {

std::string solved_with(std::vector<std::pair<int, char>> changes) {
  std::string s = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
  for (auto [i, c] : changes) s[i] = c;
  return s;
}

std::string swapped(std::vector<std::pair<int, int>> swaps) {
  std::string s = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
  for (auto [a, b] : swaps) std::swap(s[a], s[b]);
  return s;
}

TEST(TwophaseCli, EveryValidationErrorExitsTwoWithItsCode) {
  std::string twist = solved_with({{8, 'F'}, {9, 'U'}, {20, 'R'}});
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB", "E_FORMAT"},
      {"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB#", "E_FORMAT"},
      {"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBQ", "E_COLOR_COUNT"},
      {twist, "E_TWIST"},
      {swapped({{5, 10}}), "E_FLIP"},
      {swapped({{5, 7}, {10, 19}}), "E_PARITY"},
      {solved_with({{0, 'R'}}), "E_COLOR_COUNT"},
      {swapped({{4, 13}}), "E_CENTERS"},
      {solved_with({{20, 'R'}, {12, 'F'}}), "E_CORNER"},
      {solved_with({{10, 'D'}, {28, 'R'}}), "E_EDGE"},
      {"R U Q2", "E_NOTATION"},
  };
  for (const auto& [input, code] : cases)
    EXPECT_TRUE(test::cubelab_refuses("solve '" + input + "'", code));
  EXPECT_TRUE(test::cubelab_refuses("solve 'R U' -o phase2_max=0", "E_OPTION"));
}

TEST(TwophaseCliSlow, AxialMetricAndRobotCost) {
  auto r = test::cubelab("solve --metric axial --robot-cost quarter=100 'R L U D2 F'");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  // "(R L) (U D2) F"-like text with the axial length and the cost.
  EXPECT_NE(r.out.find("3a"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("("), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" ms)"), std::string::npos) << r.out;
  r = test::cubelab("solve --metric axial --json 'R L U D2 F'");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("\"metric\":\"axial\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"length_axial\":3"), std::string::npos) << r.out;
  for (const char* bad : {"--robot-cost half=x", "--robot-cost turbo=1", "--metric axial -s korf",
                          "--metric axial -o profile=tiny"})
    EXPECT_TRUE(test::cubelab_refuses(std::string("solve ") + bad + " 'R U'", "E_OPTION"));
}

TEST(TwophaseCliSlow, BatchGoesOnPastABadLine) {
  std::string path = ::testing::TempDir() + "/twophase_batch.txt";
  {
    std::ofstream f(path);
    f << "R U F' D2 L B\n"
      << swapped({{5, 10}}) << "\n"
      << "F2 U' R L2\n";
  }
  auto r = test::cubelab("solve --file " + path + " --json");
  EXPECT_EQ(r.exit_code, 2);
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t nl; (nl = r.out.find('\n', start)) != std::string::npos; start = nl + 1)
    lines.push_back(r.out.substr(start, nl - start));
  ASSERT_EQ(lines.size(), 3u) << r.out;
  EXPECT_NE(lines[0].find("\"status\":\"solved\""), std::string::npos) << lines[0];
  EXPECT_NE(lines[1].find("\"status\":\"invalid\""), std::string::npos) << lines[1];
  EXPECT_NE(lines[1].find("E_FLIP"), std::string::npos) << lines[1];
  EXPECT_NE(lines[2].find("\"status\":\"solved\""), std::string::npos) << lines[2];
  EXPECT_NE(lines[2].find("\"length_htm\":4"), std::string::npos) << lines[2];
}

TEST(TwophaseCliSlow, HumanOutputAndTables) {
  auto r = test::cubelab("solve \"R U F\" -v");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("F' U' R' (3f"), std::string::npos) << r.out;
  auto t = test::cubelab("tables list");
  EXPECT_EQ(t.exit_code, 0);
  EXPECT_NE(t.out.find("twophase-phase1"), std::string::npos) << t.out;
  auto v = test::cubelab("tables verify");
  EXPECT_EQ(v.exit_code, 0) << v.out;
}

}  // namespace
}  // namespace cubelab
