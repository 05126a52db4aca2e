// One table of an enum's names, read both ways.
#include "cubelab/base/enum_names.h"

#include <gtest/gtest.h>

#include "cubelab/cube/error.h"
#include "cubelab/solve/solver.h"

namespace cubelab {
namespace {

enum class Colour { Red, Green, Blue };
constexpr EnumNames<Colour, 3> kColours{
    {{{Colour::Red, "red"}, {Colour::Green, "green"}, {Colour::Blue, "blue"}}}};

TEST(EnumNames, ReadsBothWays) {
  static_assert(std::string_view(kColours.name(Colour::Green)) == "green");
  EXPECT_EQ(kColours.value("blue"), Colour::Blue);
  EXPECT_EQ(kColours.value("Blue"), std::nullopt);
  EXPECT_EQ(kColours.value(""), std::nullopt);
  EXPECT_STREQ(kColours.name(static_cast<Colour>(7)), "?");
}

TEST(EnumNames, ListsTheNamesForMessages) {
  EXPECT_EQ(kColours.list(), "red, green or blue");
  EXPECT_EQ(kColours.list(" and "), "red, green and blue");
  constexpr EnumNames<Colour, 1> one{{{{Colour::Red, "red"}}}};
  EXPECT_EQ(one.list(), "red");
}

TEST(EnumNames, ProductNamesRoundTrip) {
  for (Metric m : kMetrics) EXPECT_EQ(metric_from_name(metric_name(m)), m);
  EXPECT_EQ(metric_names(), "htm, qtm or axial");
  EXPECT_STREQ(status_name(SolveStatus::NoSolution), "no_solution");
  EXPECT_STREQ(error_code_name(ErrorCode::ColorCount), "E_COLOR_COUNT");
  EXPECT_STREQ(error_code_name(static_cast<ErrorCode>(99)), "E_UNKNOWN");
}

}  // namespace
}  // namespace cubelab
