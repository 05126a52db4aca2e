#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "cubelab/bench/report.h"
#include "cubelab/bench/svg_chart.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/experiments/korf.h"
#include "cubelab/lab/experiment_cubes.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/korf/tables.h"

namespace cubelab::lab {
namespace {

// The corner table's depth 7 as printed, and the value that makes the column add up to
// 8! * 3^7 (the published one, e.g. Korf 1997's corner database).
constexpr int kMisprintDepth = 7;
constexpr uint64_t kMisprintedCount = 5'462'528, kCorrectedCount = 5'402'628;
// The document's six-edge table lost its depth-2 row: the numbers printed from depth 2 on
// are those of depths 3, 4, ...
constexpr size_t kMissingEdgeRow = 2;
// The growth of the move tree IDA* walks (no face twice in a row, opposite faces in one
// order): Korf (1997) gives 13.34847 for it.
constexpr double kTreeBranching = 13.34847;

uint64_t sum(const std::vector<uint64_t>& v) {
  return std::accumulate(v.begin(), v.end(), uint64_t{0});
}

std::string thousands(uint64_t v) {
  std::string digits = std::to_string(v), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

uint64_t at(const std::vector<uint64_t>& v, size_t d) { return d < v.size() ? v[d] : 0; }

PhaseLengths phase_lengths(const std::string& label, const std::string& settings,
                           const bench::SolverResults& results) {
  PhaseLengths p;
  p.label = label;
  p.settings = settings;
  p.cubes = static_cast<int>(results.cubes.size());
  for (const bench::CubeResult& c : results.cubes) {
    p.mean_ms += c.elapsed_ms / std::max(1, p.cubes);
    if (!c.verified) continue;
    ++p.solved;
    int phase1 = -1, phase2 = -1;
    for (const auto& stage : c.stages) {
      if (stage.name.rfind("phase 1", 0) == 0) phase1 = stage.alg.htm();
      if (stage.name.rfind("phase 2", 0) == 0) phase2 = stage.alg.htm();
    }
    if (phase1 < 0 || phase2 < 0) continue;  // a short position solved optimally at once
    ++p.phase1[phase1];
    ++p.phase2[phase2];
    ++p.total[c.length_htm];
    p.longest_phase2 = std::max(p.longest_phase2, phase2);
  }
  return p;
}

double mean_of(const std::map<int, int>& h) {
  double s = 0, n = 0;
  for (const auto& [v, c] : h) s += static_cast<double>(v) * c, n += c;
  return n > 0 ? s / n : 0;
}

}  // namespace

const std::vector<uint64_t>& published_corner_distribution() {
  // de Souza (2011) §5.2, the corner database, depths 0..11 as printed.
  static const std::vector<uint64_t> counts = {1,          18,         243,        2'874,
                                               28'000,     205'416,    1'168'516,  5'462'528,
                                               20'776'176, 45'391'616, 15'139'616, 64'736};
  return counts;
}

const std::vector<uint64_t>& published_edge_distribution() {
  // de Souza (2011) §5.2, "the subsets" of six edges, depths 0..9 as printed.
  static const std::vector<uint64_t> counts = {
      1, 15, 2'360, 27'139, 281'416, 2'380'459, 13'065'209, 23'961'831, 2'859'244, 56};
  return counts;
}

std::vector<PdbDistribution> korf_pdb_distributions() {
  std::vector<PdbDistribution> out;
  const std::pair<korf::Pdb, const char*> pdbs[] = {
      {korf::Pdb::Corners, "all 8 corners"},
      {korf::Pdb::EdgesLow, "edges UR UF UL UB DR DF"},
      {korf::Pdb::EdgesHigh, "edges DL DB FR FL BL BR"}};
  for (const auto& [pdb, contents] : pdbs) {
    PdbDistribution d;
    d.name = korf::pdb_name(pdb);
    d.contents = contents;
    d.states = korf::pdb_states(pdb);
    d.counts = korf::histogram(pdb);
    while (!d.counts.empty() && d.counts.back() == 0) d.counts.pop_back();
    out.push_back(std::move(d));
  }
  return out;
}

std::vector<bench::BenchInput> korf_cubes_of_depth(int depth, int per_depth, uint64_t seed,
                                                   int threads) {
  Rng rng(seed * 1000003 + static_cast<uint64_t>(depth));
  const bench::SolverRun optimal{&find_solver("optimal"), {}, "optimal"};
  bench::BenchConfig config;
  config.threads = threads;
  const int max_draws = 100 * per_depth + 100;
  auto kept = [](const std::vector<bench::BenchInput>& cubes, const CubieCube& cube) {
    return std::any_of(cubes.begin(), cubes.end(), [&](const auto& in) { return in.cube == cube; });
  };
  std::vector<bench::BenchInput> out;
  // Scrambles are drawn in one sequence and taken in that order; each round solves as many
  // as are still missing, in parallel, so the cubes kept are the first `per_depth` of the
  // sequence that pass, however many threads.
  for (int draws = 0; static_cast<int>(out.size()) < per_depth && draws < max_draws;) {
    std::vector<bench::BenchInput> round;
    while (static_cast<int>(out.size() + round.size()) < per_depth && draws < max_draws) {
      ++draws;
      const Alg scramble = random_moves(rng, depth);
      CubieCube cube;
      cube.apply(scramble.moves);
      if (!kept(out, cube)) round.push_back({scramble.str(), cube});
    }
    const bench::SolverResults results = bench::run_bench({optimal}, round, config)[0];
    for (size_t i = 0; i < round.size() && static_cast<int>(out.size()) < per_depth; ++i) {
      const bench::CubeResult& r = results.cubes[i];
      if (r.verified && r.proven_optimal && r.length_htm == depth && !kept(out, round[i].cube))
        out.push_back(round[i]);
    }
  }
  return out;
}

KorfExperiment run_korf_experiment(const KorfExperimentConfig& config,
                                   const std::function<void(const std::string&)>& progress) {
  if (config.count < 0 || config.per_depth < 0 || config.max_depth < 1 || config.max_depth > 20)
    throw InputError(ErrorCode::Option,
                     "korf experiment: counts must not be negative, the deepest depth 1..20");
  KorfExperiment e;
  e.config = config;
  if (config.pdbs) {
    e.pdbs = korf_pdb_distributions();
    if (progress) progress("korf: pattern databases counted");
  }

  bench::BenchConfig bench_config;
  bench_config.threads = config.threads;
  bench_config.request.seed = config.seed;
  bench_config.request.time_limit_s = config.time_limit_s;
  const bench::SolverRun korf{&find_solver("korf"), {}, "korf"};
  for (int depth = 1; config.per_depth > 0 && depth <= config.max_depth; ++depth) {
    const auto inputs = korf_cubes_of_depth(depth, config.per_depth, config.seed, config.threads);
    KorfDepthRow row;
    row.depth = depth;
    row.cubes = static_cast<int>(inputs.size());
    double seconds = 0, nodes = 0;
    const auto results = bench::run_bench({korf}, inputs, bench_config);
    for (const bench::CubeResult& c : results[0].cubes) {
      const bool optimal = c.verified && c.proven_optimal && c.length_htm == depth;
      row.all_optimal = row.all_optimal && optimal;
      if (optimal) ++row.solved;
      const auto n = c.stats.find("nodes");
      const double node_count = n == c.stats.end() ? 0 : n->second;
      seconds += c.elapsed_ms / 1000;
      nodes += node_count;
      row.max_s = std::max(row.max_s, c.elapsed_ms / 1000);
    }
    if (row.cubes > 0) {
      row.mean_s = seconds / row.cubes;
      row.mean_nodes = nodes / row.cubes;
      row.nodes_per_s = seconds > 0 ? nodes / seconds : 0;
    }
    e.depths.push_back(row);
    if (progress)
      progress(
          fmt::format("korf: depth {}: {} cubes, {:.3f} s each", depth, row.cubes, row.mean_s));
  }

  if (config.count > 0) {
    Rng rng(config.seed);
    std::vector<bench::BenchInput> cubes;
    for (int i = 0; i < config.count; ++i) {
      const CubieCube c = random_state(rng);
      cubes.push_back({std::to_string(i), c});
    }
    // The document's generator (§5.3): one axis, the cube itself (no inverse, no pre-moves),
    // phase-1 solutions by increasing length, each followed by the shortest phase 2 of at
    // most min(best so far - phase 1, 12) moves.
    const std::map<std::string, std::string> document = {{"inverse", "false"},
                                                         {"three_axes", "false"},
                                                         {"pre_moves", "off"},
                                                         {"optimal_depth", "-1"},
                                                         {"phase2_max", "12"}};
    struct Run {
      const char *label, *chart_label;
      std::map<std::string, std::string> options;
      int max_length;
    };
    std::map<std::string, std::string> first = document;
    first["default_target"] = "40";  // no solution is longer: the first one is kept
    const Run runs[] = {
        {"document's generator, first solution", "document: first", first, -1},
        {"document's generator, run on to 20 moves", "document: to 20", document, 20},
        {"cubelab's default (3 axes x inverse, pre-moves), to 20 moves", "cubelab: to 20", {}, 20},
    };
    for (const Run& run : runs) {
      bench::BenchConfig c = bench_config;
      c.request.time_limit_s = 0;
      c.request.max_length = run.max_length;
      const auto results =
          bench::run_bench({{&find_solver("twophase"), run.options, "twophase"}}, cubes, c)[0];
      std::string settings;
      for (const auto& [k, v] : run.options)
        if (k != "default_target") settings += (settings.empty() ? "" : ",") + k + "=" + v;
      if (run.max_length >= 0)
        settings += fmt::format("{}max_length={}", settings.empty() ? "" : ", ", run.max_length);
      e.phases.push_back(
          phase_lengths(run.label, settings.empty() ? "defaults" : settings, results));
      e.phases.back().chart_label = run.chart_label;
      if (progress) progress(fmt::format("twophase: {}", run.label));
    }
  }
  return e;
}

std::string korf_experiment_markdown(const KorfExperiment& e) {
  std::string out;
  if (!e.pdbs.empty()) {
    const auto& corners = e.pdbs[0];
    const auto& doc_corners = published_corner_distribution();
    out += fmt::format(
        "## Korf's pattern databases (de Souza 2011, §5.2): distance distributions\n\n"
        "cubelab's tables counted entry by entry (HTM, exact distances).\n\n"
        "| depth | corners (document) | corners (cubelab) |\n|---:|---:|---:|\n");
    const size_t rows = std::max(doc_corners.size(), corners.counts.size());
    for (size_t d = 0; d < rows; ++d) {
      std::string doc = thousands(at(doc_corners, d));
      if (d == kMisprintDepth && at(doc_corners, d) == kMisprintedCount)
        doc = fmt::format("**{}** (misprint: {})", doc, thousands(kCorrectedCount));
      out += fmt::format("| {} | {} | {} |\n", d, doc, thousands(at(corners.counts, d)));
    }
    out += fmt::format(
        "| total | {} | {} |\n\nThe document's corner column adds up to {}, {} more than "
        "8! x 3^7 = {}: its depth 7 has two wrong digits ({} for {}); with that one "
        "number corrected it is cubelab's distribution exactly, entry for entry{}.\n\n",
        thousands(sum(doc_corners)), thousands(sum(corners.counts)), thousands(sum(doc_corners)),
        thousands(sum(doc_corners) - corners.states), thousands(corners.states),
        thousands(kMisprintedCount), thousands(kCorrectedCount), [&] {
          std::vector<uint64_t> fixed = doc_corners;
          fixed[kMisprintDepth] = kCorrectedCount;
          return fixed == corners.counts ? "" : " (NOT: see the table)";
        }());

    const auto& doc_edges = published_edge_distribution();
    // The document's set is the one without a U edge (15 states at depth 1); cubelab's
    // DL..BR table is that set.
    const PdbDistribution* no_u = e.pdbs.size() > 2 ? &e.pdbs[2] : nullptr;
    const PdbDistribution* with_u = e.pdbs.size() > 1 ? &e.pdbs[1] : nullptr;
    out += fmt::format(
        "| depth | six edges (document, as printed) | {} (cubelab) | {} (cubelab) |\n"
        "|---:|---:|---:|---:|\n",
        no_u ? no_u->contents : "-", with_u ? with_u->contents : "-");
    size_t edge_rows = doc_edges.size();
    for (const PdbDistribution* d : {no_u, with_u})
      if (d) edge_rows = std::max(edge_rows, d->counts.size());
    for (size_t d = 0; d < edge_rows; ++d) {
      std::string doc = d < doc_edges.size() ? thousands(doc_edges[d]) : "-";
      if (d == kMissingEdgeRow)
        doc = fmt::format("**{}** (impossible after {} at depth 1: at most {})", doc, doc_edges[1],
                          doc_edges[1] * 18);
      out += fmt::format("| {} | {} | {} | {} |\n", d, doc,
                         no_u ? thousands(at(no_u->counts, d)) : "-",
                         with_u ? thousands(at(with_u->counts, d)) : "-");
    }
    std::vector<uint64_t> restored = doc_edges;
    if (no_u)
      restored.insert(restored.begin() + kMissingEdgeRow, at(no_u->counts, kMissingEdgeRow));
    const bool matches = no_u && restored == no_u->counts;
    out += fmt::format(
        "| total | {} | {} | {} |\n\n"
        "The document's six-edge column cannot be read as printed: after 15 states at depth 1, "
        "depth 2 can hold at most 270, not 2,360, and the column adds up to {}, {} short of "
        "C(12,6) x 6! x 2^6 = 42,577,920. It has lost a row: with depth 2 = {} put back and "
        "every later number moved down one depth, it {} cubelab's table of the {} "
        "(a set with no U edge, so the three U turns leave it alone: 15 at depth 1), whose "
        "deepest states are 10 moves away, not 9. The document never names its sets; cubelab's "
        "other set, the {}, has an edge on every face (18 at depth 1).\n\n",
        thousands(sum(doc_edges)), no_u ? thousands(sum(no_u->counts)) : "-",
        with_u ? thousands(sum(with_u->counts)) : "-", thousands(sum(doc_edges)),
        42'577'920 - sum(doc_edges), no_u ? thousands(at(no_u->counts, kMissingEdgeRow)) : "-",
        matches ? "is, entry for entry," : "is NOT (see the table)", no_u ? no_u->contents : "-",
        with_u ? with_u->contents : "-");
  }

  if (!e.depths.empty()) {
    out += fmt::format(
        "## Korf's IDA* by depth (solver `korf`)\n\n"
        "{} cubes of each optimal depth (seed {}): random scrambles of that many turns, kept "
        "when the `optimal` solver proves that length; one thread per cube, {} cubes at once. The "
        "document "
        "gives no measurement, only that Korf's algorithm \"can take even hours\" on a random "
        "cube.\n\n"
        "| depth | cubes | optimal and verified (= `optimal`'s length) | mean time | max time | "
        "mean nodes | nodes / previous depth | nodes per second |\n"
        "|---:|---:|---:|---:|---:|---:|---:|---:|\n",
        e.config.per_depth, e.config.seed, e.config.threads);
    double previous = 0;
    for (const KorfDepthRow& r : e.depths) {
      out += fmt::format("| {} | {} | {}/{} | {:.4f} s | {:.4f} s | {:.0f} | {} | {:.3g} |\n",
                         r.depth, r.cubes, r.solved, r.cubes, r.mean_s, r.max_s, r.mean_nodes,
                         previous > 0 && r.mean_nodes > 0
                             ? fmt::format("{:.1f}", r.mean_nodes / previous)
                             : std::string("-"),
                         r.nodes_per_s);
      previous = r.mean_nodes;
    }
    const KorfDepthRow& last = e.depths.back();
    if (last.depth < 18 && last.mean_nodes > 0 && last.nodes_per_s > 0) {
      // Past the deepest depth measured, each depth costs about the move tree's growth more.
      const double nodes17 = last.mean_nodes * std::pow(kTreeBranching, 17 - last.depth);
      const double nodes18 = nodes17 * kTreeBranching;
      out += fmt::format(
          "\nThe run stops at depth {} (--korf-depth): random cubes are 17 or 18 moves from "
          "solved, and each further depth multiplies the work by about the move tree's growth, "
          "13.35 (Korf 1997). From depth {} that estimates {:.2g} nodes ({:.1f} h at {:.3g} "
          "nodes/s) for depth 17 and {:.2g} nodes ({:.1f} h) for depth 18 on one thread: the "
          "document's \"hours\". These are estimates, not measurements (docs/results.md has "
          "measured deep runs).\n",
          last.depth, last.depth, nodes17, nodes17 / last.nodes_per_s / 3600, last.nodes_per_s,
          nodes18, nodes18 / last.nodes_per_s / 3600);
    }
    out += "\n";
  }

  if (!e.phases.empty()) {
    out += fmt::format(
        "## Two-phase: the lengths of phase 1 and phase 2 (de Souza 2011, §5.3; solver "
        "`twophase`)\n\n"
        "{} random cubes (seed {}), every solution verified. The document's example: a first "
        "solution of 12 + 11 = 23 moves, then a longer phase 1 of 13 with a phase 2 of 7, "
        "20 in all; phase 2 is capped at 12.\n\n"
        "| run | settings | solved | mean phase 1 | mean phase 2 | mean total | longest phase "
        "2 | mean time |\n|---|---|---:|---:|---:|---:|---:|---:|\n",
        e.config.count, e.config.seed);
    for (const PhaseLengths& p : e.phases)
      out += fmt::format("| {} | `{}` | {}/{} | {:.2f} | {:.2f} | {:.2f} | {} | {:.3f} ms |\n",
                         p.label, p.settings, p.solved, p.cubes, mean_of(p.phase1),
                         mean_of(p.phase2), mean_of(p.total), p.longest_phase2, p.mean_ms);
    int lo = 99, hi = 0;
    for (const PhaseLengths& p : e.phases)
      for (const auto* h : {&p.phase1, &p.phase2, &p.total})
        if (!h->empty())
          lo = std::min(lo, h->begin()->first), hi = std::max(hi, h->rbegin()->first);
    out +=
        "\nCubes by length (phase 1 / phase 2 / total), one column per run in the order "
        "above:\n\n| moves |";
    for (size_t k = 0; k < e.phases.size(); ++k) out += fmt::format(" run {} |", k + 1);
    out += "\n|---:|";
    for (size_t k = 0; k < e.phases.size(); ++k) out += "---:|";
    out += "\n";
    for (int len = lo; len <= hi; ++len) {
      out += fmt::format("| {} |", len);
      for (const PhaseLengths& p : e.phases) {
        auto get = [&](const std::map<int, int>& h) {
          auto it = h.find(len);
          return it == h.end() ? 0 : it->second;
        };
        out += fmt::format(" {} / {} / {} |", get(p.phase1), get(p.phase2), get(p.total));
      }
      out += "\n";
    }
    out +=
        "\nThe document's point shows in runs 1 and 2: running the generator on lengthens "
        "phase 1 and shortens phase 2 and the total. The document leaves out the order of "
        "phase-1 solutions and the stopping rule; cubelab enumerates phase-1 solutions by "
        "increasing length with IDA* and stops at the first solution of at most the target, "
        "and its default searches six ways at once (three axes, the cube and its inverse) "
        "and after each single pre-move, which makes 20 moves a matter of milliseconds "
        "(docs/twophase.md); a pre-move is counted in phase 2, hence phase 2 up to 13 "
        "there.\n";
  }
  return out;
}

// The JSON of each part: the fields under their own names (the histograms by bench's
// histogram_json, keyed by length).
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(KorfExperimentConfig, count, seed, threads, per_depth, max_depth,
                                   time_limit_s)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PdbDistribution, name, contents, states, counts)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(KorfDepthRow, depth, cubes, solved, all_optimal, mean_s, max_s,
                                   mean_nodes, nodes_per_s)

nlohmann::json korf_experiment_json(const KorfExperiment& e) {
  nlohmann::json j;
  j["config"] = e.config;
  j["document"] = {
      {"corners", published_corner_distribution()},
      {"edges", published_edge_distribution()},
      {"corners_misprint",
       {{"depth", kMisprintDepth}, {"printed", kMisprintedCount}, {"corrected", kCorrectedCount}}}};
  j["pdbs"] = e.pdbs;
  j["korf"] = e.depths;
  j["twophase"] = nlohmann::json::array();
  for (const PhaseLengths& p : e.phases)
    j["twophase"].push_back({{"label", p.label},
                             {"settings", p.settings},
                             {"cubes", p.cubes},
                             {"solved", p.solved},
                             {"longest_phase2", p.longest_phase2},
                             {"mean_ms", p.mean_ms},
                             {"phase1", bench::histogram_json(p.phase1)},
                             {"phase2", bench::histogram_json(p.phase2)},
                             {"total", bench::histogram_json(p.total)}});
  return j;
}

std::vector<std::pair<std::string, std::string>> korf_experiment_charts(const KorfExperiment& e) {
  std::vector<std::pair<std::string, std::string>> charts;
  auto series = [](const std::string& name, const std::vector<uint64_t>& counts) {
    bench::Series s{name, {}, {}};
    for (size_t d = 0; d < counts.size(); ++d) {
      s.x.push_back(static_cast<double>(d));
      s.y.push_back(static_cast<double>(counts[d]));
    }
    return s;
  };
  if (!e.pdbs.empty()) {
    charts.push_back(
        {"korf-pdb-corners.svg",
         bench::bar_chart_svg(
             {series("document (misprint)", published_corner_distribution()),
              series("cubelab", e.pdbs[0].counts)},
             {"Corner pattern database: states by distance", "distance (HTM)", "states"})});
    std::vector<bench::Series> edges = {
        series("document (row lost)", published_edge_distribution())};
    for (size_t k = 1; k < e.pdbs.size(); ++k)
      edges.push_back(series("cubelab " + e.pdbs[k].contents.substr(6, 2) + ".." +
                                 e.pdbs[k].contents.substr(e.pdbs[k].contents.size() - 2),
                             e.pdbs[k].counts));
    charts.push_back({"korf-pdb-edges.svg",
                      bench::bar_chart_svg(edges, {"Six-edge pattern databases: states by distance",
                                                   "distance (HTM)", "states"})});
  }
  if (!e.depths.empty()) {
    bench::Series nodes{"korf: mean nodes", {}, {}}, time{"korf: mean seconds", {}, {}};
    for (const KorfDepthRow& r : e.depths) {
      nodes.x.push_back(std::max(r.mean_nodes, 1.0)), nodes.y.push_back(r.depth);
      time.x.push_back(std::max(r.mean_s, 1e-6)), time.y.push_back(r.depth);
    }
    charts.push_back({"korf-nodes-by-depth.svg",
                      bench::scatter_chart_svg({nodes}, {"Korf's IDA*: nodes by optimal depth",
                                                         "nodes", "optimal depth (HTM)"})});
    charts.push_back({"korf-time-by-depth.svg",
                      bench::scatter_chart_svg({time}, {"Korf's IDA*: time by optimal depth",
                                                        "seconds", "optimal depth (HTM)"})});
  }
  if (!e.phases.empty()) {
    auto lengths = [&](const std::map<int, int> PhaseLengths::*which, const std::string& title,
                       const std::string& file) {
      std::vector<bench::Series> s;
      for (const PhaseLengths& p : e.phases) {
        bench::Series one{p.chart_label, {}, {}};
        for (const auto& [len, n] : p.*which) one.x.push_back(len), one.y.push_back(n);
        s.push_back(one);
      }
      charts.push_back({file, bench::bar_chart_svg(s, {title, "moves (HTM)", "cubes"})});
    };
    lengths(&PhaseLengths::phase1, "Two-phase: phase-1 length", "twophase-phase1.svg");
    lengths(&PhaseLengths::phase2, "Two-phase: phase-2 length", "twophase-phase2.svg");
    lengths(&PhaseLengths::total, "Two-phase: solution length", "twophase-total.svg");
  }
  return charts;
}

}  // namespace cubelab::lab
