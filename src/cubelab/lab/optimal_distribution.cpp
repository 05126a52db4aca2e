#include "cubelab/experiments/optimal_distribution.h"

#include <fmt/format.h>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"

namespace cubelab::lab {

const std::map<int, int64_t>& published_optimal_lengths() {
  // T. Rokicki, optimal solutions of 3,000,000 random positions (2018), as listed in
  // data/reference/facts.md.
  static const std::map<int, int64_t> counts = {{12, 3},       {13, 34},    {14, 477},
                                                {15, 6349},    {16, 79841}, {17, 801642},
                                                {18, 2011479}, {19, 100175}};
  return counts;
}

std::vector<std::string> random_state_facelets(int64_t count, uint64_t seed) {
  Rng rng(seed);
  std::vector<std::string> out;
  out.reserve(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; ++i) out.push_back(to_facelets(random_state(rng)));
  return out;
}

namespace {

// The regularised lower incomplete gamma function P(a, x) by its series (x < a + 1) and the
// upper one Q = 1 - P by its continued fraction (Lentz's method) otherwise.
double gamma_p_series(double a, double x) {
  double term = 1 / a, sum = term;
  for (int n = 1; n < 1000 && std::abs(term) > std::abs(sum) * 1e-15; ++n) {
    term *= x / (a + n);
    sum += term;
  }
  return sum * std::exp(-x + a * std::log(x) - std::lgamma(a));
}

double gamma_q_fraction(double a, double x) {
  const double tiny = 1e-300;
  double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
  for (int i = 1; i < 1000; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (std::abs(c) < tiny) c = tiny;
    d = 1 / d;
    const double delta = d * c;
    h *= delta;
    if (std::abs(delta - 1) < 1e-15) break;
  }
  return std::exp(-x + a * std::log(x) - std::lgamma(a)) * h;
}

}  // namespace

double chi_square_upper_tail(double x, int k) {
  if (x <= 0) return 1;
  const double a = k / 2.0, half = x / 2;
  return half < a + 1 ? 1 - gamma_p_series(a, half) : gamma_q_fraction(a, half);
}

ChiSquare chi_square_against_published(const std::map<int, int64_t>& observed) {
  const auto& published = published_optimal_lengths();
  int64_t total_published = 0, n = 0;
  for (const auto& [len, c] : published) total_published += c;
  for (const auto& [len, c] : observed) n += c;
  ChiSquare chi;
  if (n == 0) return chi;
  // Pool lengths from the short end, then from the long end, until every bin expects at
  // least 5 (Cochran's rule); lengths never seen in the published sample join their
  // neighbour.
  struct Bin {
    int lo, hi;
    double expected, observed;
  };
  std::vector<Bin> bins;
  for (const auto& [len, c] : published) {
    double obs = observed.count(len) ? observed.at(len) : 0;
    bins.push_back({len, len, static_cast<double>(c) * n / total_published, obs});
  }
  for (const auto& [len, c] : observed)
    if (!published.count(len)) {
      Bin& edge = len < bins.front().lo ? bins.front() : bins.back();
      edge.observed += c;
      edge.lo = std::min(edge.lo, len), edge.hi = std::max(edge.hi, len);
    }
  while (bins.size() > 1 && bins.front().expected < 5) {
    bins[1].expected += bins[0].expected, bins[1].observed += bins[0].observed;
    bins[1].lo = bins[0].lo;
    bins.erase(bins.begin());
  }
  while (bins.size() > 1 && bins.back().expected < 5) {
    Bin& prev = bins[bins.size() - 2];
    prev.expected += bins.back().expected, prev.observed += bins.back().observed;
    prev.hi = bins.back().hi;
    bins.pop_back();
  }
  for (const Bin& b : bins) {
    chi.bins.push_back(b.lo == b.hi ? std::to_string(b.lo) : fmt::format("{}-{}", b.lo, b.hi));
    chi.observed.push_back(b.observed);
    chi.expected.push_back(b.expected);
    chi.statistic += (b.observed - b.expected) * (b.observed - b.expected) / b.expected;
  }
  chi.degrees_of_freedom = static_cast<int>(bins.size()) - 1;
  chi.p_value =
      chi.degrees_of_freedom > 0 ? chi_square_upper_tail(chi.statistic, chi.degrees_of_freedom) : 1;
  return chi;
}

OptimalDistribution read_optimal_distribution(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError(ErrorCode::Request, "cannot read " + path);
  OptimalDistribution d;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (!j.is_object())
      throw InputError(ErrorCode::Format, path + ": a line is not JSON (a torn line? merge first)");
    ++d.lines;
    if (j.value("status", std::string()) != "solved") {
      ++d.failed;
    } else if (!j.value("proven_optimal", false)) {
      ++d.unproven;
    } else {
      ++d.proven;
      ++d.lengths[j.value("length_htm", 0)];
    }
  }
  return d;
}

std::string optimal_distribution_markdown(const OptimalDistribution& d) {
  const auto& published = published_optimal_lengths();
  int64_t total_published = 0;
  for (const auto& [len, c] : published) total_published += c;
  std::string out =
      fmt::format("{} cubes: {} proven optimal, {} solved but not proven, {} not solved.\n\n",
                  d.lines, d.proven, d.unproven, d.failed);
  out +=
      "| optimal length (HTM) | cubes | share | published share (3,000,000 states) |\n"
      "|---:|---:|---:|---:|\n";
  std::map<int, int64_t> rows = d.lengths;
  for (const auto& [len, c] : published) rows.emplace(len, 0);
  double mean = 0;
  for (const auto& [len, c] : rows) {
    const double share = d.proven ? 100.0 * c / d.proven : 0;
    const double pub = published.count(len) ? 100.0 * published.at(len) / total_published : 0;
    out += fmt::format("| {} | {} | {:.3f}% | {:.3f}% |\n", len, c, share, pub);
    mean += static_cast<double>(len) * c;
  }
  if (d.proven == 0) return out + "\nNo cube proven optimal yet: no mean and no test.\n";
  out += fmt::format("\nMean optimal length {:.3f} (published 17.706).\n", mean / d.proven);
  const ChiSquare chi = chi_square_against_published(d.lengths);
  out += fmt::format(
      "Pearson's chi-square against the published proportions, over the bins {} (lengths "
      "pooled until each expects at least 5 cubes): {:.3f} with {} degrees of freedom, "
      "p = {:.4f}{}.\n",
      fmt::join(chi.bins, ", "), chi.statistic, chi.degrees_of_freedom, chi.p_value,
      chi.degrees_of_freedom == 0 ? " (too few cubes for a test)" : "");
  return out;
}

}  // namespace cubelab::lab
