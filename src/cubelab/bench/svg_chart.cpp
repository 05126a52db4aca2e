#include "cubelab/bench/svg_chart.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>

#include "cubelab/bench/statistics.h"

namespace cubelab::bench {
namespace {

constexpr double kWidth = 760, kHeight = 420;
constexpr double kLeft = 70, kRight = 170, kTop = 40, kBottom = 60;  // margins
constexpr const char* kColors[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
                                   "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};

const char* color(size_t i) { return kColors[i % std::size(kColors)]; }

// A linear or logarithmic mapping from data values to pixels, with tick values.
struct Axis {
  double lo = 0, hi = 1;
  bool log = false;
  double pixel_lo = 0, pixel_hi = 1;

  double map(double v) const {
    double t =
        log ? (std::log10(std::max(v, lo)) - std::log10(lo)) / (std::log10(hi) - std::log10(lo))
            : (v - lo) / (hi - lo);
    return pixel_lo + t * (pixel_hi - pixel_lo);
  }
  std::vector<double> ticks() const {
    std::vector<double> t;
    if (log) {
      for (double v = std::pow(10, std::floor(std::log10(lo))); v <= hi * 1.0001; v *= 10)
        if (v >= lo * 0.9999) t.push_back(v);
      return t;
    }
    double span = hi - lo;
    double step = std::pow(10, std::floor(std::log10(span / 5)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
      if (span / (step * m) <= 8) {
        step *= m;
        break;
      }
    for (double v = std::ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) t.push_back(v);
    return t;
  }
};

Axis make_axis(double lo, double hi, bool allow_log, double pixel_lo, double pixel_hi) {
  Axis a;
  a.pixel_lo = pixel_lo;
  a.pixel_hi = pixel_hi;
  if (allow_log && lo > 0 && hi / lo > 100) {
    a.log = true;
    a.lo = std::pow(10, std::floor(std::log10(lo)));
    a.hi = std::pow(10, std::ceil(std::log10(hi)));
    return a;
  }
  if (hi <= lo) hi = lo + 1;
  double pad = (hi - lo) * 0.05;
  a.lo = lo >= 0 && lo - pad < 0 ? 0 : lo - pad;
  a.hi = hi + pad;
  return a;
}

// Large and tiny values in exponent form with as many digits as they need: ticks at 1.5e+07
// and 2e+07 must not both read "2e+07".
std::string tick_label(double v) {
  if (std::abs(v) < 1e-12) return "0";  // not "-0" for a tick computed as -0.0
  if (std::abs(v) >= 1e6 || (std::abs(v) < 1e-3 && v != 0)) return fmt::format("{:.6g}", v);
  return fmt::format("{:g}", v);
}

// A category's name when the chart has names, else its number.
std::string category_label(const ChartLabels& labels, double v) {
  const auto i = static_cast<size_t>(std::llround(v));
  return v >= 0 && i < labels.category_names.size() ? xml_escape(labels.category_names[i])
                                                    : tick_label(v);
}

std::string frame(const ChartLabels& labels, const Axis& x, const Axis& y,
                  const std::vector<std::string>& legend, bool x_ticks_are_categories = false,
                  const std::vector<double>& categories = {}) {
  std::string s = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      "<text x=\"{}\" y=\"22\" font-size=\"15\" font-weight=\"bold\" "
      "text-anchor=\"middle\">{}</text>\n",
      kWidth, kHeight, kWidth, kHeight, (kLeft + kWidth - kRight) / 2, xml_escape(labels.title));
  const double x0 = kLeft, x1 = kWidth - kRight, y0 = kHeight - kBottom, y1 = kTop;
  s += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>\n", x0, y0, x1,
                   y0);
  s += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>\n", x0, y0, x0,
                   y1);
  for (double v : y.ticks()) {
    double py = y.map(v);
    s += fmt::format("<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{}\" y2=\"{:.1f}\" stroke=\"#ddd\"/>\n",
                     x0, py, x1, py);
    s += fmt::format("<text x=\"{}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n", x0 - 6, py + 4,
                     tick_label(v));
  }
  std::vector<double> xt = x_ticks_are_categories ? categories : x.ticks();
  const bool slanted = x_ticks_are_categories && labels.category_names.size() > 6;
  for (double v : xt) {
    double px = x.map(v);
    const std::string text = x_ticks_are_categories ? category_label(labels, v) : tick_label(v);
    if (slanted)
      s += fmt::format(
          "<text x=\"{0:.1f}\" y=\"{1}\" text-anchor=\"end\" "
          "transform=\"rotate(-35 {0:.1f} {1})\">{2}</text>\n",
          px, y0 + 14, text);
    else
      s += fmt::format("<text x=\"{:.1f}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", px,
                       y0 + 18, text);
  }
  // Slanted category names take the room of the axis title; they name the axis themselves.
  if (!slanted)
    s += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", (x0 + x1) / 2,
                     kHeight - 18, xml_escape(labels.x_axis));
  s += fmt::format(
      "<text x=\"18\" y=\"{}\" text-anchor=\"middle\" transform=\"rotate(-90 18 {})\">{}</text>\n",
      (y0 + y1) / 2, (y0 + y1) / 2, xml_escape(labels.y_axis));
  for (size_t i = 0; i < legend.size(); ++i) {
    double ly = kTop + 10 + 20 * static_cast<double>(i);
    s += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"{}\"/>\n", x1 + 15,
                     ly - 10, color(i));
    s += fmt::format("<text x=\"{}\" y=\"{}\" class=\"legend\">{}</text>\n", x1 + 32, ly,
                     xml_escape(legend[i]));
  }
  return s;
}

std::vector<std::string> names(const std::vector<Series>& series) {
  std::vector<std::string> n;
  for (const auto& s : series) n.push_back(s.name);
  return n;
}

}  // namespace

std::string xml_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string bar_chart_svg(const std::vector<Series>& series, const ChartLabels& labels) {
  std::vector<double> cats;
  double ymax = 1;
  for (const auto& s : series)
    for (size_t i = 0; i < s.x.size(); ++i) {
      cats.push_back(s.x[i]);
      ymax = std::max(ymax, s.y[i]);
    }
  std::sort(cats.begin(), cats.end());
  cats.erase(std::unique(cats.begin(), cats.end()), cats.end());
  if (cats.empty()) cats.push_back(0);
  Axis x;  // categories at equal spacing
  x.lo = cats.front() - 0.5;
  x.hi = cats.back() + 0.5;
  x.pixel_lo = kLeft;
  x.pixel_hi = kWidth - kRight;
  Axis y = make_axis(0, ymax, false, kHeight - kBottom, kTop);
  std::string s = frame(labels, x, y, names(series), true, cats);
  const double slot = (x.pixel_hi - x.pixel_lo) / (x.hi - x.lo);
  const double bar = slot * 0.8 / static_cast<double>(std::max<size_t>(1, series.size()));
  for (size_t k = 0; k < series.size(); ++k) {
    s += fmt::format("<g class=\"series\" data-name=\"{}\">\n", xml_escape(series[k].name));
    for (size_t i = 0; i < series[k].x.size(); ++i) {
      double left = x.map(series[k].x[i]) - slot * 0.4 + bar * static_cast<double>(k);
      double top = y.map(series[k].y[i]);
      s += fmt::format(
          "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
          "fill=\"{}\"><title>{}: {} = {}</title></rect>\n",
          left, top, bar, y.map(0) - top, color(k), xml_escape(series[k].name),
          category_label(labels, series[k].x[i]), tick_label(series[k].y[i]));
    }
    s += "</g>\n";
  }
  return s + "</svg>\n";
}

std::string box_chart_svg(const std::vector<Series>& series, const ChartLabels& labels) {
  double lo = INFINITY, hi = -INFINITY;
  for (const auto& s : series)
    for (double v : s.y) lo = std::min(lo, v), hi = std::max(hi, v);
  if (!std::isfinite(lo)) lo = 0, hi = 1;
  Axis y = make_axis(lo, hi, true, kHeight - kBottom, kTop);
  Axis x;
  x.lo = 0;
  x.hi = static_cast<double>(std::max<size_t>(1, series.size()));
  x.pixel_lo = kLeft;
  x.pixel_hi = kWidth - kRight;
  std::string s = frame(labels, x, y, names(series), true, {});
  const double slot = (x.pixel_hi - x.pixel_lo) / x.hi;
  for (size_t k = 0; k < series.size(); ++k) {
    const auto& v = series[k].y;
    if (v.empty()) continue;
    double cx = x.pixel_lo + slot * (static_cast<double>(k) + 0.5), w = slot * 0.4;
    double q1 = y.map(percentile(v, 25)), q3 = y.map(percentile(v, 75));
    double med = y.map(percentile(v, 50)), p95 = y.map(percentile(v, 95));
    double vmin = y.map(*std::min_element(v.begin(), v.end()));
    double vmax = y.map(*std::max_element(v.begin(), v.end()));
    s += fmt::format("<g class=\"series\" data-name=\"{}\">\n", xml_escape(series[k].name));
    s += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"{3}\"/>\n", cx,
        vmin, p95, color(k));
    s += fmt::format(
        "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\" "
        "fill-opacity=\"0.35\" stroke=\"{}\"/>\n",
        cx - w / 2, q3, w, std::max(1.0, q1 - q3), color(k), color(k));
    s += fmt::format(
        "<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"black\" "
        "stroke-width=\"2\"/>\n",
        cx - w / 2, med, cx + w / 2, med);
    s += fmt::format(
        "<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3\" fill=\"{}\"><title>max</title></circle>\n", cx,
        vmax, color(k));
    s += fmt::format("<text x=\"{:.1f}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", cx,
                     kHeight - kBottom + 18, xml_escape(series[k].name));
    s += "</g>\n";
  }
  return s + "</svg>\n";
}

std::string scatter_chart_svg(const std::vector<Series>& series, const ChartLabels& labels) {
  double xlo = INFINITY, xhi = -INFINITY, ylo = INFINITY, yhi = -INFINITY;
  for (const auto& s : series)
    for (size_t i = 0; i < s.x.size(); ++i) {
      xlo = std::min(xlo, s.x[i]), xhi = std::max(xhi, s.x[i]);
      ylo = std::min(ylo, s.y[i]), yhi = std::max(yhi, s.y[i]);
    }
  if (!std::isfinite(xlo)) xlo = 0, xhi = 1, ylo = 0, yhi = 1;
  Axis x = make_axis(xlo, xhi, true, kLeft, kWidth - kRight);
  Axis y = make_axis(ylo, yhi, false, kHeight - kBottom, kTop);
  std::string s = frame(labels, x, y, names(series));
  for (size_t k = 0; k < series.size(); ++k) {
    s += fmt::format("<g class=\"series\" data-name=\"{}\" fill=\"{}\" fill-opacity=\"0.6\">\n",
                     xml_escape(series[k].name), color(k));
    for (size_t i = 0; i < series[k].x.size(); ++i)
      s += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"2.5\"/>\n", x.map(series[k].x[i]),
                       y.map(series[k].y[i]));
    s += "</g>\n";
  }
  return s + "</svg>\n";
}

}  // namespace cubelab::bench
