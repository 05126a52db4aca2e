#pragma once
// Plain SVG charts written by the project (no browser or network needed): labelled axes,
// a legend, one colour per series. Three kinds, as the benchmark reports need them.
#include <string>
#include <vector>

namespace cubelab::bench {

struct Series {
  std::string name;
  std::vector<double> x, y;  // for bars: x = category value, y = height
};

struct ChartLabels {
  std::string title, x_axis, y_axis;
  // Bar charts: the name of each category 0, 1, ... shown instead of its number (presets,
  // stages); slanted when there are many.
  std::vector<std::string> category_names = {};
};

// Grouped bars over integer categories (e.g. solution length -> number of cubes).
std::string bar_chart_svg(const std::vector<Series>& series, const ChartLabels& labels);
// One box per series over its y values (min, quartiles, median, p95 whisker, max), with a
// logarithmic value axis when the values span more than two decades.
std::string box_chart_svg(const std::vector<Series>& series, const ChartLabels& labels);
// Points (x, y) per series; log x axis when x spans more than two decades.
std::string scatter_chart_svg(const std::vector<Series>& series, const ChartLabels& labels);

// Escapes &, <, >, " for use in SVG text and attributes.
std::string xml_escape(const std::string& text);

}  // namespace cubelab::bench
