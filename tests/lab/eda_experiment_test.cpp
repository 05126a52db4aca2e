// The EDA thesis's Figures 5.1 and 5.2 drawn from run records (eda_experiment.h).
#include "lab/eda_experiment.h"

#include <gtest/gtest.h>

#include <map>

namespace cubelab::eda {
namespace {

// The number of points of each series (data-name) of an SVG scatter chart.
std::map<std::string, int> points_per_series(const std::string& svg) {
  std::map<std::string, int> points;
  const std::string key = "data-name=\"";
  for (size_t g = svg.find(key); g != std::string::npos; g = svg.find(key, g + 1)) {
    const size_t start = g + key.size();
    const std::string name = svg.substr(start, svg.find('"', start) - start);
    const size_t end = svg.find("</g>", g);
    int n = 0;
    for (size_t c = svg.find("<circle", g); c < end; c = svg.find("<circle", c + 1)) ++n;
    points[name] = n;
  }
  return points;
}

TEST(EdaFigures, GenerationsAndLengthExcessPerLabelWithCappedRunsApart) {
  std::vector<RunRecord> records;
  auto add = [&](std::string label, int length, SolveStatus status, int generations, int solution) {
    RunRecord r;
    r.label = std::move(label);
    r.length = length;
    r.status = status;
    r.generations = generations;
    r.solution_length = solution;
    records.push_back(r);
  };
  add("bn", 5, SolveStatus::Solved, 3, 5);
  add("bn", 9, SolveStatus::Solved, 120, 11);
  add("bn", 12, SolveStatus::NoSolution, 500, -1);
  add("umda", 5, SolveStatus::Solved, 7, 5);
  const auto charts = summary_charts(records);
  ASSERT_EQ(charts.size(), 2u);
  EXPECT_EQ(charts[0].first, "eda-figure-5-1-generations.svg");
  const auto generations = points_per_series(charts[0].second);
  EXPECT_EQ(generations.at("bn"), 2);
  EXPECT_EQ(generations.at("bn (not solved)"), 1);
  EXPECT_EQ(generations.at("umda"), 1);
  EXPECT_EQ(generations.count("umda (not solved)"), 0u);
  const auto excess = points_per_series(charts[1].second);
  EXPECT_EQ(excess.at("bn"), 2);
  EXPECT_EQ(excess.at("umda"), 1);
  EXPECT_NE(charts[1].second.find("Fig. 5.2"), std::string::npos);
}

}  // namespace
}  // namespace cubelab::eda
