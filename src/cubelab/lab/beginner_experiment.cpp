#include <fmt/format.h>

#include <algorithm>

#include "cubelab/base/thread_pool.h"
#include "cubelab/bench/svg_chart.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "cubelab/experiments/beginner.h"
#include "cubelab/lab/experiment_cubes.h"
#include "cubelab/lab/pocket_bfs.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/scramble.h"
#include "cubelab/solvers/pocket/solver.h"

namespace cubelab::lab {
namespace {

constexpr double kNotPrinted = -1;

std::string per_thousand(int count, int runs) {
  return runs ? fmt::format("{:.1f}", 1000.0 * count / runs) : std::string("-");
}

BeginnerRun run_of(const bench::CubeResult& c) {
  BeginnerRun r;
  // Each operator counted in full, as the document's running count does (the stage's own
  // moves merge a setup turn into the macro that follows it).
  for (size_t s = 0; s < c.stages.size() && s < kBeginnerStages; ++s)
    for (const StageStep& step : c.stages[s].steps) r.stage_moves[s] += step.alg.htm();
  r.solution_htm = c.length_htm;
  r.ms = c.elapsed_ms;
  return r;
}

std::vector<PocketDepthRow> run_pocket_timings(const BeginnerExperimentConfig& config) {
  std::vector<PocketDepthRow> rows;
  bench::SolverRun table{&find_solver("pocket"), {}, "pocket"};
  bench::BenchConfig bench_config;
  bench_config.request.puzzle = Puzzle::Cube2;
  bench_config.threads = config.threads;
  const int threads = std::clamp(config.threads, 1, max_useful_threads());
  std::vector<PocketBfs> searches(static_cast<size_t>(threads));
  for (int depth = 1; depth <= config.pocket_max_depth; ++depth) {
    PocketDepthRow row;
    row.depth = depth;
    const std::vector<CubieCube> cubes =
        pocket_cubes_of_depth(depth, config.pocket_per_depth, config.seed);
    row.cubes = static_cast<int>(cubes.size());
    std::vector<bench::BenchInput> inputs;
    for (const CubieCube& c : cubes) inputs.push_back({pocket_facelets(c), c});
    const auto table_results = bench::run_bench({table}, inputs, bench_config)[0];
    std::vector<PocketBfsResult> bfs(cubes.size());
    parallel_for(threads, cubes.size(),
                 [&](uint64_t i, int worker) { bfs[i] = searches[worker].solve(cubes[i]); });
    for (size_t i = 0; i < cubes.size(); ++i) {
      const bench::CubeResult& t = table_results.cubes[i];
      const PocketBfsResult& b = bfs[i];
      const bool bfs_ok = verify_solution(Puzzle::Cube2, cubes[i], b.solution, CubieCube{}) &&
                          b.solution.htm() == depth;
      row.all_optimal = row.all_optimal && t.verified && t.length_htm == depth && bfs_ok;
      row.bfs_mean_s += b.seconds / row.cubes;
      row.bfs_max_s = std::max(row.bfs_max_s, b.seconds);
      row.bfs_expanded += static_cast<double>(b.expanded) / row.cubes;
      row.bfs_generated += static_cast<double>(b.generated) / row.cubes;
      row.bfs_duplicates += static_cast<double>(b.duplicates + b.requeued) / row.cubes;
      row.bfs_open_peak += static_cast<double>(b.open_peak) / row.cubes;
      row.bfs_closed_scan_comparisons += b.closed_scan_comparisons / row.cubes;
      row.table_mean_ms += t.elapsed_ms / row.cubes;
      const auto nodes = t.stats.find("nodes");
      row.table_nodes += (nodes == t.stats.end() ? 0 : nodes->second) / row.cubes;
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace

BeginnerStatistics beginner_statistics(const std::vector<BeginnerRun>& runs) {
  BeginnerStatistics s;
  s.runs = static_cast<int>(runs.size());
  if (runs.empty()) return s;
  std::array<double, kBeginnerStages + 1> moves_by_used{};
  std::array<double, kBeginnerStages> stage_moves{};
  double stages_used = 0;
  for (const BeginnerRun& r : runs) {
    int used = 0, moves = 0;
    for (int st = 0; st < kBeginnerStages; ++st) {
      moves += r.stage_moves[st];
      if (r.stage_moves[st] == 0) continue;
      ++used;
      ++s.stage_used[st];
      stage_moves[st] += r.stage_moves[st];
    }
    ++s.runs_by_stages_used[used];
    moves_by_used[used] += moves;
    stages_used += used;
    s.mean_moves += moves;
    s.mean_solution_htm += r.solution_htm;
    s.mean_ms += r.ms;
  }
  for (int u = 0; u <= kBeginnerStages; ++u)
    if (s.runs_by_stages_used[u])
      s.mean_moves_by_stages_used[u] = moves_by_used[u] / s.runs_by_stages_used[u];
  for (int st = 0; st < kBeginnerStages; ++st)
    if (s.stage_used[st]) s.stage_mean_moves[st] = stage_moves[st] / s.stage_used[st];
  s.mean_stages_used = stages_used / s.runs;
  s.mean_moves /= s.runs;
  s.mean_solution_htm /= s.runs;
  s.mean_ms /= s.runs;
  return s;
}

const BeginnerStatistics& published_beginner_batch() {
  // Abreu García (2011) p.106: "distribución de número de pasos" and "Media de movimientos
  // por paso" of one batch of 1,000 runs. The mean number of stages is printed as 5 (the
  // counts give 5.285, so it was truncated); no overall mean and no times are printed.
  static const BeginnerStatistics batch = [] {
    BeginnerStatistics s;
    s.runs = 1000;
    s.runs_by_stages_used = {0, 167, 66, 15, 12, 49, 189, 502};
    s.mean_moves_by_stages_used = {0, 2, 4, 12, 32, 69, 79, 91};
    s.mean_stages_used = 5;
    s.stage_used = {995, 756, 715, 633, 793, 678, 715};
    s.stage_mean_moves = {4, 16, 31, 6, 7, 9, 13};
    s.mean_moves = kNotPrinted;
    s.mean_solution_htm = kNotPrinted;
    s.mean_ms = 5.25;  // "each batch of 1000 runs takes about 5.25 seconds", start-up included
    return s;
  }();
  return batch;
}

const std::vector<PublishedBatchChart>& published_batch_charts() {
  // Abreu García (2011) p.107-113, the text under each chart.
  static const std::vector<PublishedBatchChart> charts = {
      {7, 500, 90, "close to half"},   {6, 250, 80, "under a quarter"},  {5, 40, 65, "about 40"},
      {4, 12, 30, "a little over 12"}, {3, 14, 13, "14 (one batch 26)"}, {2, 70, 4, "about 70"},
      {1, 150, 2, "about 150"},
  };
  return charts;
}

const std::vector<PublishedPocketTime>& published_pocket_times() {
  // Abreu García (2011) p.105-106, the breadth-first 2x2x2 solver's times, as printed.
  static const std::vector<PublishedPocketTime> times = {
      {1, 4, "under 1 s"},
      {4, 6, "several seconds"},
      {6, 8, "several minutes, up to 5"},
      {8, 9, "several minutes, up to 15 in many cases"},
      {10, 10, "up to 1 hour in many cases"},
      {11, 11, "several hours, up to 4"},
  };
  return times;
}

std::vector<bench::BenchInput> beginner_scrambles(int count, int scramble_length, uint64_t seed) {
  Rng rng(seed);
  std::vector<bench::BenchInput> inputs;
  inputs.reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) {
    const Scramble s = random_move_scramble(Puzzle::Cube3, rng, scramble_length);
    inputs.push_back({s.moves->str(), s.cube});
  }
  return inputs;
}

std::vector<CubieCube> pocket_cubes_of_depth(int depth, int per_depth, uint64_t seed) {
  Rng rng(seed * 1000003 + static_cast<uint64_t>(depth));
  std::vector<CubieCube> out;
  // Enough draws for a state 1 in 1,400 (depth 11 among random states) many times over.
  for (int64_t draws = 0; static_cast<int>(out.size()) < per_depth && draws < 50'000'000; ++draws) {
    CubieCube c;
    if (depth <= 9) {
      c.apply(random_pocket_moves(rng, depth).moves);
      c = normalise_pocket(c);  // the edges a U/R/F turn moves are not the 2x2x2's
    } else {
      c = random_pocket_state(rng);
    }
    if (pocket_distance(c, Metric::Htm) != depth) continue;
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  }
  return out;
}

BeginnerExperiment run_beginner_experiment(
    const BeginnerExperimentConfig& config,
    const std::function<void(const std::string&)>& progress) {
  if (config.count < 1 || config.batch < 1 || config.scramble_length < 0 ||
      config.pocket_per_depth < 0 || config.pocket_max_depth < 1 || config.pocket_max_depth > 11)
    throw InputError(ErrorCode::Option,
                     "beginner experiment: count and batch must be at least 1, the 2x2x2 depth "
                     "1..11");
  BeginnerExperiment e;
  e.config = config;
  const auto inputs = beginner_scrambles(config.count, config.scramble_length, config.seed);
  bench::BenchConfig bench_config;
  bench_config.threads = config.threads;
  bench_config.request.seed = config.seed;
  bench_config.keep_steps = true;  // the operators, counted one by one
  const auto results =
      bench::run_bench({{&find_solver("beginner"), {}, "beginner"}}, inputs, bench_config)[0];
  for (const bench::CubeResult& c : results.cubes) {
    if (!c.verified || c.stages.size() != kBeginnerStages) {
      ++e.failed;
      continue;
    }
    e.runs.push_back(run_of(c));
  }
  e.all = beginner_statistics(e.runs);
  for (size_t b = 0; b < e.runs.size(); b += static_cast<size_t>(config.batch)) {
    const size_t end = std::min(e.runs.size(), b + static_cast<size_t>(config.batch));
    e.batches.push_back(beginner_statistics({e.runs.begin() + b, e.runs.begin() + end}));
  }
  if (progress)
    progress(
        fmt::format("beginner: {} cubes solved and verified, {} failed", e.runs.size(), e.failed));
  if (config.pocket_per_depth > 0) {
    e.pocket = run_pocket_timings(config);
    if (progress) progress("2x2x2: breadth-first search and distance table timed by depth");
  }
  return e;
}

std::string beginner_experiment_markdown(const BeginnerExperiment& e) {
  const BeginnerStatistics& doc = published_beginner_batch();
  const BeginnerStatistics& us = e.all;
  const auto& c = e.config;
  std::string out = fmt::format(
      "## The beginner's method: the statistics program (Abreu García 2011, §7.1.4)\n\n"
      "{} cubes, each {} random face turns from solved (seed {}), solved by `beginner` and "
      "verified ({} failed), summarised as the document's program does it, in batches of {}. "
      "The document prints one batch of 1,000; our counts are scaled to 1,000 runs. A stage "
      "is used when it needed a move; a run's moves are its stages' operators added up (the "
      "document's running count); the final solution merges turns across stages.\n\n",
      c.count, c.scramble_length, c.seed, e.failed, c.batch);

  out +=
      "| stages used | runs per 1,000 (document's batch) | (document's charts, 20 batches) | "
      "runs per 1,000 (cubelab) | mean moves (document's batch) | (document's charts) | mean "
      "moves (cubelab) |\n|---:|---:|---|---:|---:|---:|---:|\n";
  for (int u = 0; u <= kBeginnerStages; ++u) {
    if (u == 0 && us.runs_by_stages_used[0] == 0) continue;
    std::string chart_cubes = "-", chart_moves = "-";
    for (const PublishedBatchChart& c : published_batch_charts())
      if (c.stages_used == u)
        chart_cubes = c.cubes_text, chart_moves = fmt::format("about {:.0f}", c.moves);
    out += fmt::format(
        "| {} | {} | {} | {} | {} | {} | {} |\n", u, doc.runs_by_stages_used[u], chart_cubes,
        per_thousand(us.runs_by_stages_used[u], us.runs),
        doc.runs_by_stages_used[u] ? fmt::format("{:.0f}", doc.mean_moves_by_stages_used[u]) : "-",
        chart_moves,
        us.runs_by_stages_used[u] ? fmt::format("{:.2f}", us.mean_moves_by_stages_used[u]) : "-");
  }
  out += fmt::format(
      "\nMean stages used: document {:.0f} (printed truncated; its counts give 5.285), cubelab "
      "{:.3f}. Runs with all seven stages: document 502 with 91 moves on average, cubelab {} "
      "with {:.2f}.\n\n",
      doc.mean_stages_used, us.mean_stages_used, per_thousand(us.runs_by_stages_used[7], us.runs),
      us.mean_moves_by_stages_used[7]);

  out +=
      "| stage | runs using it per 1,000 (document) | (cubelab) | mean moves (document) | "
      "(cubelab) |\n|---:|---:|---:|---:|---:|\n";
  for (int st = 0; st < kBeginnerStages; ++st)
    out += fmt::format("| {} | {} | {} | {:.0f} | {:.2f} |\n", st + 1, doc.stage_used[st],
                       per_thousand(us.stage_used[st], us.runs), doc.stage_mean_moves[st],
                       us.stage_mean_moves[st]);

  if (!e.batches.empty()) {
    auto [lo7, hi7] =
        std::minmax_element(e.batches.begin(), e.batches.end(), [](const auto& a, const auto& b) {
          return a.runs_by_stages_used[7] < b.runs_by_stages_used[7];
        });
    auto [lom, him] = std::minmax_element(
        e.batches.begin(), e.batches.end(),
        [](const auto& a, const auto& b) { return a.mean_moves < b.mean_moves; });
    out += fmt::format(
        "\nOver the {} batches: runs with seven stages {}..{} per batch, mean moves per run "
        "{:.2f}..{:.2f}. All runs: {:.2f} moves as counted by stage, {:.2f} in the final "
        "solution (turns merged across stages), {:.4f} ms per solve (the solver call, "
        "verification apart); the document: about 5.25 s per batch of 1,000, i.e. 5.25 ms per "
        "cube with process start-up and trace writing, machine not stated.\n",
        e.batches.size(), lo7->runs_by_stages_used[7], hi7->runs_by_stages_used[7], lom->mean_moves,
        him->mean_moves, us.mean_moves, us.mean_solution_htm, us.mean_ms);
  }
  out +=
      "\nWhere cubelab differs from the document, and why:\n\n"
      "- *Runs with 1 to 3 stages.* The document's batch has 248 of 1,000 runs that used one "
      "to three stages with 2 to 12 moves in all, i.e. cubes that were solved or nearly so "
      "after 25 random turns. A 25-turn scramble leaves the cross within 2 moves of solved "
      "for about 0.1% of cubes (174 of the 190,080 cross states), and the whole cube solved "
      "almost never; such runs can only come from a defect of its scrambler or its "
      "statistics program. cubelab's scrambles are 25 turns that never turn one face twice in "
      "a row nor one axis three times in a row, and nearly every run uses every stage "
      "that the cube needs: only the last-layer stages are skipped now and then, with the "
      "probability of their case being solved already.\n"
      "- *Per-stage means.* The document's stage means (4, 16, 31 for stages 1-3) are lowered "
      "by those near-solved cubes. cubelab's cross is optimal (the document's A* is too: "
      "same length, `-o cross=astar`) and averages about 5.8 moves, the mean over random "
      "cross states. Stages 2 and 3 follow the document's macros but choose the corner or "
      "edge with the shortest setup each time (docs/beginner.md); the last-layer stages use "
      "the document's macros, stage 4's first macro with its L/R misprint corrected.\n"
      "- *Time.* The document times a whole batch by the clock, process start-up and output "
      "file included; cubelab times the solver call of each cube.\n";

  if (!e.pocket.empty()) {
    out += fmt::format(
        "\n## The 2x2x2: per-query breadth-first search against the distance table "
        "(Abreu García 2011, §6 and §7.1.3)\n\n"
        "{} random cubes of each optimal depth (seed {}). BFS: the document's search "
        "(src/cubelab/lab/pocket_bfs.h: FIFO open list, closed list with parent pointers, "
        "duplicates dropped against the closed list, goal test at generation, 18 face turns, "
        "states equal up to whole-cube rotation). Table: cubelab's `pocket` solver (a complete "
        "distance table, walked down). Every solution of both verified and of the optimal "
        "length: {}.\n\n",
        c.pocket_per_depth, c.seed,
        std::all_of(e.pocket.begin(), e.pocket.end(), [](const auto& r) { return r.all_optimal; })
            ? "yes"
            : "NO");
    out +=
        "| depth | cubes | document's time | BFS mean | BFS max | expanded | generated | "
        "duplicates dropped | open list peak | ns per generated node | linked-list "
        "comparisons | table mean | table nodes |\n"
        "|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const PocketDepthRow& r : e.pocket) {
      std::string doc_time = "-";
      for (const auto& p : published_pocket_times())
        if (r.depth >= p.depth_from && r.depth <= p.depth_to) {
          doc_time = p.depth_from == p.depth_to
                         ? std::string(p.time)
                         : fmt::format("{} ({}-{} moves)", p.time, p.depth_from, p.depth_to);
          break;
        }
      out += fmt::format(
          "| {} | {} | {} | {:.4f} s | {:.4f} s | {:.0f} | {:.0f} | {:.0f} | {:.0f} | {:.0f} | "
          "{:.3g} | {:.4f} ms | {:.1f} |\n",
          r.depth, r.cubes, doc_time, r.bfs_mean_s, r.bfs_max_s, r.bfs_expanded, r.bfs_generated,
          r.bfs_duplicates, r.bfs_open_peak,
          r.bfs_generated > 0 ? r.bfs_mean_s * 1e9 / r.bfs_generated : 0.0,
          r.bfs_closed_scan_comparisons, r.table_mean_ms, r.table_nodes);
    }
    out +=
        "\nThe document's depth ranges overlap (4-6, 6-8); a depth is shown with the first "
        "that holds it. Its times are qualitative and its machine a 2011 dual core.\n\n"
        "Where cubelab differs from the document, and why:\n\n"
        "- *The same search, far faster.* Expanded and generated nodes are those of the "
        "document's search (the same lists, in the same order); only the cost of a node "
        "differs. At the document's 'up to 1 hour' for depth 10 and 'up to 4 hours' for depth "
        "11, its program spent on the order of 100-250 microseconds per generated node; "
        "cubelab's BFS spends the 'ns per generated node' shown, because a state is found in "
        "the closed list by one array lookup, with the whole-cube rotation taken out once per "
        "node (DBL held in place) instead of trying the 24 rotations of a sticker array at "
        "every comparison. The column 'linked-list comparisons' counts the closed nodes a walk "
        "of the closed list from its head would visit for every child (found at its place, "
        "or the whole list when new): at depth 11 that is far more than 4 hours allow even at "
        "a few nanoseconds each, so the document's program cannot have searched its whole "
        "closed list for every child; the text does not say how it searched it.\n"
        "- *The distance table.* `pocket` reads the distance of each neighbour from a table "
        "of all 3,674,160 states built once (well under a second, then cached), so a solve "
        "reads a few entries per move of the solution ('table nodes').\n";
  }
  return out;
}

// The JSON of each part: every field under its own name.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(BeginnerStatistics, runs, runs_by_stages_used,
                                   mean_moves_by_stages_used, mean_stages_used, stage_used,
                                   stage_mean_moves, mean_moves, mean_solution_htm, mean_ms)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(BeginnerExperimentConfig, count, batch, scramble_length, seed,
                                   threads, pocket_per_depth, pocket_max_depth)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PocketDepthRow, depth, cubes, all_optimal, bfs_mean_s, bfs_max_s,
                                   bfs_expanded, bfs_generated, bfs_duplicates, bfs_open_peak,
                                   bfs_closed_scan_comparisons, table_mean_ms, table_nodes)

nlohmann::json beginner_experiment_json(const BeginnerExperiment& e) {
  return {{"config", e.config}, {"failed", e.failed},   {"document", published_beginner_batch()},
          {"cubelab", e.all},   {"batches", e.batches}, {"pocket", e.pocket}};
}

std::vector<std::pair<std::string, std::string>> beginner_experiment_charts(
    const BeginnerExperiment& e) {
  const BeginnerStatistics& doc = published_beginner_batch();
  const BeginnerStatistics& us = e.all;
  const double scale = us.runs ? 1000.0 / us.runs : 0;
  bench::Series doc_used{"document (1 batch)", {}, {}}, us_used{"cubelab", {}, {}};
  bench::Series doc_moves{"document", {}, {}}, us_moves{"cubelab", {}, {}};
  for (int u = 1; u <= kBeginnerStages; ++u) {
    doc_used.x.push_back(u), doc_used.y.push_back(doc.runs_by_stages_used[u]);
    us_used.x.push_back(u), us_used.y.push_back(us.runs_by_stages_used[u] * scale);
    doc_moves.x.push_back(u), doc_moves.y.push_back(doc.mean_moves_by_stages_used[u]);
    us_moves.x.push_back(u), us_moves.y.push_back(us.mean_moves_by_stages_used[u]);
  }
  bench::Series doc_stage{"document", {}, {}}, us_stage{"cubelab", {}, {}};
  bench::Series doc_usage{"document", {}, {}}, us_usage{"cubelab", {}, {}};
  for (int st = 0; st < kBeginnerStages; ++st) {
    doc_stage.x.push_back(st + 1), doc_stage.y.push_back(doc.stage_mean_moves[st]);
    us_stage.x.push_back(st + 1), us_stage.y.push_back(us.stage_mean_moves[st]);
    doc_usage.x.push_back(st + 1), doc_usage.y.push_back(doc.stage_used[st]);
    us_usage.x.push_back(st + 1), us_usage.y.push_back(us.stage_used[st] * scale);
  }
  std::vector<std::pair<std::string, std::string>> charts = {
      {"beginner-stages-used.svg",
       bench::bar_chart_svg({doc_used, us_used}, {"Runs by number of stages used (per 1,000)",
                                                  "stages used", "runs per 1,000"})},
      {"beginner-moves-by-stages-used.svg",
       bench::bar_chart_svg({doc_moves, us_moves},
                            {"Mean moves by number of stages used", "stages used", "moves"})},
      {"beginner-stage-moves.svg",
       bench::bar_chart_svg({doc_stage, us_stage},
                            {"Mean moves of each stage (runs using it)", "stage", "moves"})},
      {"beginner-stage-usage.svg",
       bench::bar_chart_svg({doc_usage, us_usage},
                            {"Runs using each stage (per 1,000)", "stage", "runs per 1,000"})},
  };
  // The document's charts 123-129: for each number of stages used, the cubes of each batch
  // that used that many and their mean moves, beside the values its text reads off them.
  for (const PublishedBatchChart& c : published_batch_charts()) {
    bench::Series cubes{"cubes (cubelab)", {}, {}}, moves{"moves (cubelab)", {}, {}};
    bench::Series doc_cubes{"cubes (doc. approx.)", {}, {}},
        doc_moves{"moves (doc. approx.)", {}, {}};
    for (size_t b = 0; b < e.batches.size(); ++b) {
      const BeginnerStatistics& batch = e.batches[b];
      const double x = static_cast<double>(b + 1);
      cubes.x.push_back(x), cubes.y.push_back(batch.runs_by_stages_used[c.stages_used]);
      if (batch.runs_by_stages_used[c.stages_used] > 0)
        moves.x.push_back(x), moves.y.push_back(batch.mean_moves_by_stages_used[c.stages_used]);
      doc_cubes.x.push_back(x), doc_cubes.y.push_back(c.cubes);
      doc_moves.x.push_back(x), doc_moves.y.push_back(c.moves);
    }
    charts.push_back(
        {fmt::format("beginner-batches-{}-stages.svg", c.stages_used),
         bench::scatter_chart_svg({cubes, moves, doc_cubes, doc_moves},
                                  {fmt::format("Cubes that used {} stages, per batch of {}",
                                               c.stages_used, e.config.batch),
                                   "batch", "cubes; mean moves"})});
  }
  if (!e.pocket.empty()) {
    bench::Series bfs_time{"BFS (document's)", {}, {}}, table_time{"pocket (table)", {}, {}};
    bench::Series bfs_nodes{"BFS: generated", {}, {}}, table_nodes{"pocket: entries read", {}, {}};
    for (const PocketDepthRow& r : e.pocket) {
      bfs_time.x.push_back(std::max(r.bfs_mean_s * 1000, 1e-4)), bfs_time.y.push_back(r.depth);
      table_time.x.push_back(std::max(r.table_mean_ms, 1e-4)), table_time.y.push_back(r.depth);
      bfs_nodes.x.push_back(std::max(r.bfs_generated, 1.0)), bfs_nodes.y.push_back(r.depth);
      table_nodes.x.push_back(std::max(r.table_nodes, 1.0)), table_nodes.y.push_back(r.depth);
    }
    charts.push_back({"pocket-time-by-depth.svg",
                      bench::scatter_chart_svg({bfs_time, table_time},
                                               {"2x2x2: mean time per cube by optimal depth",
                                                "milliseconds", "optimal depth (HTM)"})});
    charts.push_back({"pocket-nodes-by-depth.svg",
                      bench::scatter_chart_svg({bfs_nodes, table_nodes},
                                               {"2x2x2: mean nodes per cube by optimal depth",
                                                "nodes", "optimal depth (HTM)"})});
  }
  return charts;
}

}  // namespace cubelab::lab
