#include <fmt/format.h>

#include <algorithm>
#include <sstream>

#include "cubelab/bench/runner.h"
#include "cubelab/bench/svg_chart.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/experiments/eda.h"
#include "cubelab/library/solution.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/eda/similarity.h"

namespace cubelab::lab {
namespace {

using eda::Similarities;
using eda::SimilarityTarget;

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

Solution::Status status_from_name(const std::string& s) {
  for (SolveStatus st : {SolveStatus::Solved, SolveStatus::NoSolution, SolveStatus::TimedOut,
                         SolveStatus::Cancelled, SolveStatus::Error})
    if (s == status_name(st)) return status_of(st);
  return Solution::Status::Error;
}

}  // namespace

std::string eda_scramble(uint64_t seed, int length, int index) {
  Rng rng(seed * 1000003 + static_cast<uint64_t>(length) * 1009 + static_cast<uint64_t>(index));
  return random_moves(rng, length).str();
}

std::vector<EdaRun> run_eda_experiment(const EdaExperimentConfig& config,
                                       const std::function<void(const EdaRun&)>& on_record) {
  Solver& solver = find_solver("eda");
  SolveRequest probe;  // a bad option fails here, not as an error in every record
  probe.options = config.options;
  check_request(solver, probe);
  std::vector<EdaRun> records;
  std::vector<bench::BenchInput> inputs;
  for (int n : config.lengths)
    for (int k = 0; k < config.scrambles; ++k) {
      if (std::find(config.done.begin(), config.done.end(), std::pair{n, k}) != config.done.end())
        continue;
      EdaRun r;
      r.label = config.label;
      r.length = n;
      r.index = k;
      r.scramble = eda_scramble(config.seed, n, k);
      CubieCube cube;
      cube.apply(Alg::parse(r.scramble).moves);
      inputs.push_back({r.scramble, cube, static_cast<uint64_t>(k + 1)});
      records.push_back(std::move(r));
    }
  bench::BenchConfig bench_config;
  bench_config.threads = config.jobs;
  bench_config.request.time_limit_s = config.time_limit_s;
  bench::run_bench({{&solver, config.options, "eda"}}, inputs, bench_config,
                   [&](size_t, size_t, const bench::CubeResult& c) {
                     EdaRun& r = records[c.index];
                     r.status = status_of(c.status);
                     const auto generations = c.stats.find("generations");
                     r.generations =
                         generations == c.stats.end() ? 0 : static_cast<int>(generations->second);
                     r.seconds = c.elapsed_ms / 1000.0;
                     if (c.status == SolveStatus::Solved) r.solution_length = c.length_htm;
                     if (on_record) on_record(r);
                   });
  return records;
}

void add_optimal_lengths(std::vector<EdaRun>& records, const std::string& solver_name,
                         double time_limit_s, int jobs) {
  Solver* solver = nullptr;
  for (const auto& s : all_solvers())
    if (s->name() == solver_name) solver = s.get();
  if (!solver) throw InputError(ErrorCode::Option, "no solver named '" + solver_name + "'");
  std::vector<std::string> scrambles;
  for (const auto& r : records)
    if (std::find(scrambles.begin(), scrambles.end(), r.scramble) == scrambles.end())
      scrambles.push_back(r.scramble);
  std::vector<bench::BenchInput> inputs;
  for (const std::string& scramble : scrambles) {
    CubieCube cube;
    cube.apply(Alg::parse(scramble).moves);
    inputs.push_back({scramble, cube});
  }
  bench::BenchConfig bench_config;
  bench_config.threads = jobs;
  bench_config.request.time_limit_s = time_limit_s;
  const bench::SolverResults results =
      bench::run_bench({{solver, {}, solver_name}}, inputs, bench_config)[0];
  for (auto& r : records) {
    const size_t i = std::find(scrambles.begin(), scrambles.end(), r.scramble) - scrambles.begin();
    const bench::CubeResult& c = results.cubes[i];
    if (c.status == SolveStatus::Solved && c.proven_optimal) r.optimal_length = c.length_htm;
  }
}

std::string eda_run_to_tsv(const EdaRun& r) {
  return fmt::format("{}\t{}\t{}\t{}\t{}\t{}\t{:.3f}\t{}\t{}", r.label, r.length, r.index,
                     r.scramble, status_name(status_of(r.status)), r.generations, r.seconds,
                     r.solution_length, r.optimal_length);
}

EdaRun eda_run_from_tsv(const std::string& line) {
  std::vector<std::string> f;
  std::stringstream ss(line);
  for (std::string x; std::getline(ss, x, '\t');) f.push_back(x);
  EdaRun r;
  if (f.size() < 9) return r;
  r.label = f[0];
  r.length = std::stoi(f[1]);
  r.index = std::stoi(f[2]);
  r.scramble = f[3];
  r.status = status_from_name(f[4]);
  r.generations = std::stoi(f[5]);
  r.seconds = std::stod(f[6]);
  r.solution_length = std::stoi(f[7]);
  r.optimal_length = std::stoi(f[8]);
  return r;
}

std::string eda_summary_markdown(const std::vector<EdaRun>& records) {
  std::vector<std::string> labels;
  for (const auto& r : records)
    if (std::find(labels.begin(), labels.end(), r.label) == labels.end()) labels.push_back(r.label);
  std::string out;
  for (const auto& label : labels) {
    std::vector<int> lengths;
    for (const auto& r : records)
      if (r.label == label && std::find(lengths.begin(), lengths.end(), r.length) == lengths.end())
        lengths.push_back(r.length);
    std::sort(lengths.begin(), lengths.end());
    out += fmt::format("**{}**\n\n", label);
    out +=
        "| scramble length | runs | solved | median generations (solved) | median s (all) | "
        "mean solution length | mean solution - scramble | mean solution - optimal |\n"
        "|---|---|---|---|---|---|---|---|\n";
    for (int n : lengths) {
      int runs = 0, solved = 0, with_optimal = 0;
      std::vector<double> gens, secs;
      double len_sum = 0, excess_sum = 0, opt_excess_sum = 0;
      for (const auto& r : records) {
        if (r.label != label || r.length != n) continue;
        ++runs;
        secs.push_back(r.seconds);
        if (r.status != Solution::Status::Solved) continue;
        ++solved;
        gens.push_back(r.generations);
        len_sum += r.solution_length;
        excess_sum += r.solution_length - r.length;
        if (r.optimal_length >= 0) {
          ++with_optimal;
          opt_excess_sum += r.solution_length - r.optimal_length;
        }
      }
      auto mean = [](double s, int k) {
        return k ? fmt::format("{:.2f}", s / k) : std::string("-");
      };
      out += fmt::format("| {} | {} | {} ({:.0f}%) | {} | {:.2f} | {} | {} | {} |\n", n, runs,
                         solved, runs ? 100.0 * solved / runs : 0.0,
                         gens.empty() ? std::string("-") : fmt::format("{:.1f}", median(gens)),
                         median(secs), mean(len_sum, solved), mean(excess_sum, solved),
                         with_optimal ? mean(opt_excess_sum, with_optimal) +
                                            fmt::format(" ({} known)", with_optimal)
                                      : std::string("-"));
    }
    out += "\n";
  }
  return out;
}

std::string similarity_table_markdown(int samples, uint64_t seed) {
  struct ThesisRow {
    const char* label;
    double v[5];
  };
  // Table 4.1 of the thesis: stickers, position, sti+pos, pos+ori, pos+ori+dist.
  const std::vector<std::pair<int, ThesisRow>> thesis = {
      {0, {"0", {100.0, 100.0, 100.0, 100.0, 100.0}}}, {1, {"1", {75.0, 86.7, 85.5, 76.5, 63.7}}},
      {2, {"2", {54.2, 78.3, 74.8, 60.0, 44.1}}},      {3, {"3", {47.9, 73.3, 68.0, 52.7, 30.4}}},
      {4, {"4", {35.4, 61.7, 51.6, 46.1, 24.4}}},      {5, {"5", {29.2, 51.7, 40.5, 36.8, 16.9}}},
      {6, {"6", {33.3, 51.7, 44.0, 42.5, 30.1}}},      {7, {"7", {35.4, 58.3, 49.6, 50.4, 31.8}}},
      {10, {"10", {25.0, 58.3, 39.0, 40.2, 19.6}}},    {15, {"15", {27.1, 70.0, 47.0, 46.5, 25.6}}},
      {20, {"20", {18.8, 58.3, 29.6, 37.7, 17.7}}},
  };
  const SimilarityTarget solved{CubieCube{}};
  auto row = [](const std::string& name, const Similarities& s, const double* t) {
    return fmt::format(
        "| {} | {:.1f} ({:.1f}) | {:.1f} ({:.1f}) | {:.1f} ({:.1f}) | {:.1f} ({:.1f}) | "
        "{:.1f} ({:.1f}) |\n",
        name, s.stickers, t[0], s.position, t[1], s.sticker_position, t[2], s.position_orientation,
        t[3], s.position_orientation_distance, t[4]);
  };
  std::string out = fmt::format(
      "Mean over {} random scrambles per distance (the thesis's single value in "
      "brackets).\n\n| distance | stickers | position | sticker-position | "
      "position-orientation | position-orientation-distance |\n|---|---|---|---|---|---|\n",
      samples);
  Rng rng(seed);
  for (const auto& [d, t] : thesis) {
    Similarities sum;
    for (int k = 0; k < samples; ++k) {
      CubieCube c;
      c.apply(random_moves(rng, d).moves);
      Similarities s = solved.all(c);
      sum.stickers += s.stickers;
      sum.position += s.position;
      sum.sticker_position += s.sticker_position;
      sum.position_orientation += s.position_orientation;
      sum.position_orientation_distance += s.position_orientation_distance;
    }
    Similarities mean{sum.stickers / samples, sum.position / samples,
                      sum.sticker_position / samples, sum.position_orientation / samples,
                      sum.position_orientation_distance / samples};
    out += row(t.label, mean, t.v);
  }
  const double quarter[5] = {75.0, 86.7, 85.5, 76.5, 63.7};
  CubieCube u;
  u.apply(Alg::parse("U").moves);
  out += row("one quarter turn (U)", solved.all(u), quarter);
  const double jperm[5] = {87.5, 93.3, 92.8, 88.3, 81.9};
  CubieCube j;
  j.apply(Alg::parse("R U R' F' R U R' U' R' F R2 U' R' U'").moves);
  out += row("J-perm", solved.all(j), jperm);
  return out;
}

std::vector<std::pair<std::string, std::string>> eda_summary_charts(
    const std::vector<EdaRun>& records) {
  std::vector<std::string> labels;
  for (const auto& r : records)
    if (std::find(labels.begin(), labels.end(), r.label) == labels.end()) labels.push_back(r.label);
  const double n = static_cast<double>(labels.size());
  const double step = n > 1 ? std::min(0.12, 0.6 / (n - 1)) : 0;
  std::vector<bench::Series> generations, capped, excess;
  for (size_t k = 0; k < labels.size(); ++k) {
    const double offset = (static_cast<double>(k) - (n - 1) / 2) * step;
    bench::Series g{labels[k], {}, {}}, c{labels[k] + " (not solved)", {}, {}},
        e{labels[k], {}, {}};
    for (const auto& r : records) {
      if (r.label != labels[k]) continue;
      const double x = r.length + offset;
      if (r.status == Solution::Status::Solved) {
        g.x.push_back(x), g.y.push_back(r.generations);
        e.x.push_back(x), e.y.push_back(r.solution_length - r.length);
      } else if (r.status == Solution::Status::NoSolution) {
        c.x.push_back(x), c.y.push_back(r.generations);
      }
    }
    generations.push_back(g);
    if (!c.x.empty()) capped.push_back(c);
    excess.push_back(e);
  }
  generations.insert(generations.end(), capped.begin(), capped.end());
  return {
      {"eda-figure-5-1-generations.svg",
       bench::scatter_chart_svg(generations, {"Generations needed (Montero Santos 2026, Fig. 5.1)",
                                              "scramble length", "generations"})},
      {"eda-figure-5-2-length-excess.svg",
       bench::scatter_chart_svg(
           excess, {"Solution length minus scramble length (Montero Santos 2026, Fig. 5.2)",
                    "scramble length", "moves"})}};
}

}  // namespace cubelab::lab
