#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "cubelab/batch.h"
#include "cubelab/bench/report.h"
#include "cubelab/bench/runner.h"
#include "cubelab/bench/statistics.h"
#include "cubelab/bench/svg_chart.h"
#include "cubelab/cube/random.h"
#include "support/test_support.h"

namespace cubelab::bench {
namespace {

TEST(Statistics, PercentilesOnKnownInputs) {
  std::vector<double> v = {5, 1, 4, 2, 3};
  EXPECT_DOUBLE_EQ(percentile(v, 50), 3);
  EXPECT_DOUBLE_EQ(percentile(v, 0), 1);
  EXPECT_DOUBLE_EQ(percentile(v, 100), 5);
  EXPECT_DOUBLE_EQ(percentile(v, 25), 2);
  EXPECT_DOUBLE_EQ(percentile({1, 2, 3, 4}, 50), 2.5);
  EXPECT_DOUBLE_EQ(percentile({10, 20}, 95), 19.5);
  EXPECT_DOUBLE_EQ(percentile({}, 50), 0);
  Summary s = summarize({2, 4, 4, 4, 5, 5, 7, 9});
  EXPECT_DOUBLE_EQ(s.mean, 5);
  EXPECT_DOUBLE_EQ(s.median, 4.5);
  EXPECT_DOUBLE_EQ(s.min, 2);
  EXPECT_DOUBLE_EQ(s.max, 9);
  EXPECT_NEAR(s.stddev, 2.138, 1e-3);
  auto h = histogram({3, 1, 3, 2, 3});
  EXPECT_EQ(h[3], 3);
  EXPECT_EQ(h[1], 1);
  EXPECT_EQ(h.size(), 3u);
}

// Brute force over sequences of up to 2 moves: enough for the 2-move inputs below.
class TinySolver : public Solver {
 public:
  explicit TinySolver(std::string name = "tiny")
      : Solver({.name = std::move(name), .description = "test-only brute force to depth 2"}) {}
  SolveResult solve(const SolveRequest& r) override {
    SolveResult res;
    res.stats["nodes"] = 0;
    if (r.cube.is_solved()) return res.status = SolveStatus::Solved, res;
    for (Move a = 0; a < kMoves; ++a) {
      CubieCube c = r.cube;
      c.apply(a);
      res.stats["nodes"] += 1;
      if (c.is_solved()) return res.status = SolveStatus::Solved, res.solution = Alg({a}), res;
      for (Move b = 0; b < kMoves; ++b) {
        CubieCube d = c;
        d.apply(b);
        res.stats["nodes"] += 1;
        if (d.is_solved()) return res.status = SolveStatus::Solved, res.solution = Alg({a, b}), res;
      }
    }
    res.status = SolveStatus::NoSolution;
    return res;
  }
};

// Claims success with a sequence that does not solve the cube.
class FaultySolver : public TinySolver {
 public:
  FaultySolver() : TinySolver("faulty") {}
  SolveResult solve(const SolveRequest&) override {
    SolveResult res;
    res.status = SolveStatus::Solved;
    res.solution = Alg::parse("R U");
    return res;
  }
};

// TinySolver with a one-stage trace: a step a move.
class TracingSolver : public TinySolver {
 public:
  TracingSolver() : TinySolver("tracing") {}
  SolveResult solve(const SolveRequest& r) override {
    SolveResult res = TinySolver::solve(r);
    Stage stage("brute force", res.solution, "every sequence of up to two moves");
    for (Move m : res.solution.moves) stage.steps.push_back({Alg({m}), "a move", "facelets", 1});
    res.stages.push_back(stage);
    return res;
  }
};

std::vector<BenchInput> two_move_inputs(int n) {
  Rng rng(5);
  std::vector<BenchInput> inputs;
  for (int i = 0; i < n; ++i) {
    Alg a = random_moves(rng, 2);
    const CubieCube c = test::cube_after(a);
    inputs.push_back({a.str(), c});
  }
  return inputs;
}

TEST(Runner, SolvesVerifiesAndReportsWrongSolutionsAsFailed) {
  TinySolver tiny;
  FaultySolver faulty;
  auto inputs = two_move_inputs(20);
  BenchConfig config;
  config.threads = 2;
  size_t last_done = 0;
  std::vector<CubeResult> reported;  // the first solver's, as the progress callback saw them
  auto results = run_bench({{&tiny, {}, "tiny"}, {&faulty, {}, "faulty"}}, inputs, config,
                           [&](size_t done, size_t total, const CubeResult& finished) {
                             EXPECT_EQ(total, 40u);
                             EXPECT_EQ(done, last_done + 1);  // one call at a time
                             last_done = done;
                             if (done <= 20) reported.push_back(finished);
                           });
  EXPECT_EQ(last_done, 40u);
  ASSERT_EQ(reported.size(), 20u);
  for (const CubeResult& c : reported) {
    ASSERT_LT(c.index, 20u);
    EXPECT_TRUE(c.verified);
    EXPECT_EQ(c.solution, results[0].cubes[c.index].solution);
  }
  ASSERT_EQ(results.size(), 2u);
  SolverSummary good = summarize_solver(results[0]);
  SolverSummary bad = summarize_solver(results[1]);
  EXPECT_EQ(good.solved, 20u);
  EXPECT_LE(good.length_htm.max, 2);
  EXPECT_EQ(bad.solved, 0u);
  EXPECT_EQ(bad.failed, 20u);
  for (const auto& c : results[1].cubes) {
    EXPECT_FALSE(c.verified);
    EXPECT_EQ(c.status, SolveStatus::Error);
  }
  EXPECT_GT(good.stat_means.at("nodes"), 0);
}

// Reports the seed it was given as a statistic (and solves nothing).
class SeedEchoSolver : public Solver {
 public:
  SeedEchoSolver()
      : Solver(
            {.name = "seed-echo", .description = "test-only: reports its seed", .seeded = true}) {}
  SolveResult solve(const SolveRequest& r) override {
    SolveResult res = tiny_.solve(r);
    res.stats["seed"] = r.seed ? static_cast<double>(*r.seed) : -1;
    return res;
  }

 private:
  TinySolver tiny_;
};

TEST(Runner, ACubesOwnSeedReplacesTheConfigsAndCpuTimeOnlyOneAtATime) {
  SeedEchoSolver echo;
  auto inputs = two_move_inputs(4);
  inputs[1].seed = 11;
  inputs[3].seed = 33;
  for (int threads : {1, 2}) {
    BenchConfig config;
    config.request.seed = 5;
    config.threads = threads;
    const auto results = run_bench({{&echo, {}, "echo"}}, inputs, config)[0];
    const double expected[] = {5, 11, 5, 33};
    for (size_t i = 0; i < inputs.size(); ++i) {
      EXPECT_EQ(results.cubes[i].stats.at("seed"), expected[i]) << i;
      if (threads == 1)
        EXPECT_GE(results.cubes[i].cpu_ms, 0);
      else
        EXPECT_EQ(results.cubes[i].cpu_ms, -1);
    }
  }
}

// Items that finish out of order (later ones first) come back in input order with
// InInputOrder, and each exactly once with AsFinished.
TEST(SolveBatch, DeliversInInputOrderOrAsFinished) {
  constexpr size_t kItems = 40;
  auto slow_early = [](size_t i) {
    // Earlier items spin longer, so with two threads later ones tend to finish first.
    volatile uint64_t x = 0;
    for (uint64_t k = 0; k < (kItems - i) * 20000; ++k) x = x + k;
    return i * i;
  };
  std::vector<size_t> order;
  solve_batch(
      2, kItems, slow_early,
      [&](size_t i, size_t& square) {
        EXPECT_EQ(square, i * i);
        order.push_back(i);
      },
      Delivery::InInputOrder);
  ASSERT_EQ(order.size(), kItems);
  for (size_t i = 0; i < kItems; ++i) EXPECT_EQ(order[i], i);

  std::vector<int> seen(kItems, 0);
  solve_batch(2, kItems, slow_early, [&](size_t i, size_t& square) {
    EXPECT_EQ(square, i * i);
    ++seen[i];
  });
  for (size_t i = 0; i < kItems; ++i) EXPECT_EQ(seen[i], 1) << i;
}

TEST(SolveBatch, RethrowsAnItemsException) {
  size_t delivered = 0;
  EXPECT_THROW(solve_batch(
                   2, 10,
                   [](size_t i) {
                     if (i == 3) throw std::runtime_error("item 3");
                     return i;
                   },
                   [&](size_t, size_t&) { ++delivered; }, Delivery::InInputOrder),
               std::runtime_error);
  EXPECT_LE(delivered, 3u);  // nothing after the failed item is delivered in order
}

// The public door of the same (cubelab/batch.h): inputs read one at a time, answered on
// several threads out of order, handed over in input order; a job's exception rethrown.
TEST(RunInOrder, AnswersInInputOrderAndRethrows) {
  static constexpr size_t kInputs = 30;
  size_t read = 0, calls = 0;
  std::vector<size_t> answered;
  cubelab::run_in_order(3, [&]() -> std::optional<Job> {
    ++calls;
    if (read == kInputs) return std::nullopt;
    const size_t i = read++;
    return [i, &answered]() -> Answer {
      volatile uint64_t x = 0;  // earlier inputs take longer
      for (uint64_t k = 0; k < (kInputs - i) * 20000; ++k) x = x + k;
      return [i, &answered] { answered.push_back(i); };
    };
  });
  EXPECT_GE(calls, kInputs + 1);  // each thread learns of the end from next()
  EXPECT_LE(calls, kInputs + 3);
  ASSERT_EQ(answered.size(), kInputs);
  for (size_t i = 0; i < kInputs; ++i) EXPECT_EQ(answered[i], i);

  size_t next = 0;
  EXPECT_THROW(cubelab::run_in_order(2,
                                     [&]() -> std::optional<Job> {
                                       if (next == 10) return std::nullopt;
                                       const size_t i = next++;
                                       return [i]() -> Answer {
                                         if (i == 4) throw std::runtime_error("input 4");
                                         return [] {};
                                       };
                                     }),
               std::runtime_error);
}

// A batch output read back: its records, a torn last line cut off before the next append.
TEST(BatchOutput, ReadsItsRecordsAndCutsATornLine) {
  const std::string path = (std::filesystem::temp_directory_path() /
                            ("cubelab_batch_output_" + std::to_string(getpid()) + ".jsonl"))
                               .string();
  std::filesystem::remove(path);
  {
    std::ofstream f(path);
    f << R"({"line":2,"input":"R U","status":"solved"})"
      << "\n"
      << R"({"line":5,"input":"F","status":"invalid"})"
      << "\n"
      << R"({"line":7,"inp)";
  }
  {
    BatchOutput out(path);
    ASSERT_EQ(out.existing().size(), 2u);
    EXPECT_EQ(out.existing()[0].line, 2);
    EXPECT_EQ(out.existing()[0].input, "R U");
    EXPECT_EQ(out.existing()[1].status, "invalid");
    EXPECT_TRUE(out.torn_tail());
    // A second run on the same file is refused while this one holds it.
    EXPECT_THROW(BatchOutput again(path), OutputError);
    out.cut_torn_tail();
    out.append(R"({"line":7,"input":"D2","status":"solved"})");
    EXPECT_THROW(out.append("{\"line\":8}\n{}"), std::invalid_argument);
    out.close();
  }
  BatchOutput reread(path);
  EXPECT_FALSE(reread.torn_tail());
  ASSERT_EQ(reread.existing().size(), 3u);
  EXPECT_EQ(reread.existing()[2].input, "D2");
  std::filesystem::remove(path);
}

// The public door of `cubelab bench` (cubelab/batch.h): solvers of the 3x3x3 run directly,
// another puzzle's through the facade; every cube solved and reported in each form; a bad
// request refused before any solve, a bad cube by its line.
TEST(Benchmark, SolversOnTheSameCubesReportedInEachForm) {
  BenchRequest request;
  request.solvers = "beginner,beginner{cross=astar}";
  request.random = 4;
  request.seed = 3;
  request.json = true;
  size_t last_done = 0, calls = 0;
  const BenchReport report = cubelab::benchmark(request, [&](size_t done, size_t total) {
    EXPECT_EQ(total, 8u);
    last_done = done;
    ++calls;
  });
  EXPECT_EQ(calls, 8u);
  EXPECT_EQ(last_done, 8u);
  EXPECT_TRUE(report.all_solved);
  EXPECT_EQ(report.description, "4 random-state cubes (seed 3)");
  EXPECT_NE(report.table.find("beginner{cross=astar}"), std::string::npos) << report.table;
  const auto j = nlohmann::json::parse(report.json);
  ASSERT_EQ(j["solvers"].size(), 2u);
  EXPECT_EQ(j["solvers"][1]["summary"]["solved"], 4);
  ASSERT_EQ(report.charts.size(), 3u);
  EXPECT_EQ(report.charts[0].second.rfind("<svg", 0), 0u);
  EXPECT_NE(report.markdown({"c/h.svg"}).find("![c/h.svg](c/h.svg)"), std::string::npos);

  BenchRequest skewb;
  skewb.puzzle = "skewb";
  skewb.cubes = {"R U L' B", "U' R B"};
  skewb.cubes_name = "two.txt";
  const BenchReport s = cubelab::benchmark(skewb);
  EXPECT_TRUE(s.all_solved) << s.table;
  EXPECT_EQ(s.description.rfind("two.txt (2 cubes)", 0), 0u) << s.description;
  EXPECT_TRUE(s.json.empty());

  // A big cube given as moves that turn its centres: its answer (which begins with the
  // rotation to the standard orientation) is checked on the cube as held.
  BenchRequest big;
  big.puzzle = "5x5x5";
  big.cubes = {"R 3Rw U2 x 2F"};
  big.metric = "sltm";
  big.json = true;
  const BenchReport b = cubelab::benchmark(big);
  EXPECT_TRUE(b.all_solved) << b.table;
  // Its lengths in single-layer turns too, the metric it was solved in named.
  EXPECT_NE(b.table.find("SLTM"), std::string::npos) << b.table;
  EXPECT_NE(b.description.find("single-layer turns (SLTM)"), std::string::npos);
  const auto bj = nlohmann::json::parse(b.json);
  EXPECT_EQ(bj["metric"], "sltm");
  const auto& cube = bj["solvers"][0]["cubes"][0];
  EXPECT_GT(cube["length_sltm"].get<int>(), cube["length_htm"].get<int>()) << cube.dump();
  EXPECT_EQ(bj["solvers"][0]["summary"]["length_sltm"]["mean"].get<double>(),
            cube["length_sltm"].get<double>());
  EXPECT_NE(b.markdown({}).find("mean SLTM"), std::string::npos);
  // Not on the skewb: its lengths are its own moves'.
  EXPECT_EQ(s.table.find("SLTM"), std::string::npos) << s.table;
  skewb.metric = "sltm";
  EXPECT_THROW(cubelab::benchmark(skewb), Error);

  const auto refusal = [](const BenchRequest& r) {
    try {
      cubelab::benchmark(r);
    } catch (const Error& e) {
      return e.code() + " " + e.what();
    }
    return std::string("accepted");
  };
  BenchRequest bad = request;
  bad.options = {"beam=3"};
  EXPECT_EQ(refusal(bad).rfind("E_OPTION", 0), 0u) << refusal(bad);
  bad = request;
  bad.solvers = "nosuchsolver";
  EXPECT_EQ(refusal(bad).rfind("E_OPTION", 0), 0u) << refusal(bad);
  bad = request;
  bad.cubes = {"R U", "R Q"};
  bad.cube_places = {"line 3: ", "line 7: "};
  EXPECT_NE(refusal(bad).find("line 7: "), std::string::npos) << refusal(bad);
}

TEST(Report, JsonAndMarkdownHaveEverySolver) {
  TinySolver tiny;
  FaultySolver faulty;
  auto inputs = two_move_inputs(5);
  BenchConfig config;
  auto results = run_bench({{&tiny, {}, "tiny"}, {&faulty, {}, "faulty"}}, inputs, config);
  std::vector<SolverSummary> summaries;
  for (const auto& r : results) summaries.push_back(summarize_solver(r));
  auto j = nlohmann::json::parse(to_json(results, summaries, inputs, config).dump());
  ASSERT_EQ(j["solvers"].size(), 2u);
  EXPECT_EQ(j["solvers"][0]["solver"], "tiny");
  EXPECT_EQ(j["solvers"][0]["summary"]["solved"], 5);
  EXPECT_EQ(j["solvers"][1]["summary"]["failed"], 5);
  EXPECT_EQ(j["solvers"][0]["cubes"].size(), 5u);
  EXPECT_TRUE(j["solvers"][0]["cubes"][0].contains("solution"));
  std::string md = to_markdown(summaries, config, "five cubes", {"charts/a.svg"});
  EXPECT_NE(md.find("| tiny | 5 | 0 | 0 |"), std::string::npos) << md;
  EXPECT_NE(md.find("| faulty | 0 | 5 | 0 |"), std::string::npos) << md;
  EXPECT_NE(md.find("![charts/a.svg](charts/a.svg)"), std::string::npos);
  std::string table = format_table(summaries);
  EXPECT_NE(table.find("tiny"), std::string::npos);
}

TEST(Report, JsonHasEachCubesStagesAndStepsWhenKept) {
  TracingSolver tracing;
  auto inputs = two_move_inputs(3);
  for (bool keep : {false, true}) {
    BenchConfig config;
    config.keep_steps = keep;
    auto results = run_bench({{&tracing, {}, "tracing"}}, inputs, config);
    std::vector<SolverSummary> summaries{summarize_solver(results[0])};
    auto j = nlohmann::json::parse(to_json(results, summaries, inputs, config).dump());
    for (const auto& cube : j["solvers"][0]["cubes"]) {
      ASSERT_EQ(cube["stages"].size(), 1u) << cube.dump();
      const auto& stage = cube["stages"][0];
      EXPECT_EQ(stage["name"], "brute force");
      EXPECT_EQ(stage["moves"], cube["solution"]);
      EXPECT_EQ(stage.contains("steps"), keep) << stage.dump();
      if (keep) {
        EXPECT_EQ(stage["steps"].size(), cube["length_htm"].get<size_t>());
      }
    }
  }
}

// Parses an SVG with Python's XML parser (independent of our writer) and returns the
// data-name of every series group, one per line; empty when it is not well-formed.
std::string series_names_of(const std::string& svg) {
  auto path = std::filesystem::temp_directory_path() / "cubelab_chart_test.svg";
  std::ofstream(path) << svg;
  auto r = test::run_command(
      "python3 -c \"import sys, xml.etree.ElementTree as E; "
      "t = E.parse(sys.argv[1]); ns = '{http://www.w3.org/2000/svg}'; "
      "print('\\n'.join(g.get('data-name') for g in t.iter(ns + 'g') if g.get('class') == "
      "'series'))\" " +
      path.string() + " 2>/dev/null");
  std::filesystem::remove(path);
  return r.exit_code == 0 ? r.out : "";
}

TEST(SvgChart, WellFormedWithExpectedSeries) {
  std::vector<Series> s = {{"two & phase", {17, 18, 19}, {3, 10, 4}},
                           {"<beginner>", {60, 61}, {1, 2}}};
  for (const std::string& svg :
       {bar_chart_svg(s, {"t", "x", "y"}), box_chart_svg(s, {"t", "x", "y"}),
        scatter_chart_svg(s, {"t", "x", "y"})}) {
    EXPECT_EQ(series_names_of(svg), "two & phase\n<beginner>\n") << svg.substr(0, 400);
  }
  // Bars: one rect per (series, category) besides background and legend.
  std::string bars = bar_chart_svg(s, {"t", "x", "y"});
  size_t titled = 0;
  for (size_t p = 0; (p = bars.find("<title>", p)) != std::string::npos; ++p) ++titled;
  EXPECT_EQ(titled, 5u);
  // A log axis for times that span decades.
  std::string box = box_chart_svg({{"a", {}, {0.001, 0.01, 1, 100}}}, {"t", "x", "ms"});
  EXPECT_NE(box.find(">0.001<"), std::string::npos);
  EXPECT_NE(box.find(">100<"), std::string::npos);
  // Large values keep the digits that tell neighbouring ticks apart.
  std::string large = bar_chart_svg({{"a", {1, 2}, {12e6, 24e6}}}, {"t", "x", "y"});
  EXPECT_NE(large.find(">1.5e+07<"), std::string::npos) << large;
  EXPECT_NE(large.find(">2e+07<"), std::string::npos) << large;
}

TEST(SvgChart, NamedCategoriesAndNoNegativeZero) {
  const std::string bars = bar_chart_svg({{"doc", {0, 1}, {41, 33}}, {"ours", {0, 1}, {34, 31}}},
                                         {"t", "preset", "moves", {"AG2 <x>", "AM9"}});
  EXPECT_EQ(series_names_of(bars), "doc\nours\n");
  EXPECT_NE(bars.find(">AG2 &lt;x&gt;</text>"), std::string::npos) << bars;
  EXPECT_NE(bars.find(">AM9</text>"), std::string::npos);
  EXPECT_NE(bars.find("<title>ours: AM9 = 31</title>"), std::string::npos);
  const std::string points = scatter_chart_svg({{"e", {1, 2, 3}, {-2, 0, 26}}}, {"t", "x", "y"});
  EXPECT_EQ(points.find(">-0<"), std::string::npos) << points;
  EXPECT_NE(points.find(">0<"), std::string::npos);
}

}  // namespace
}  // namespace cubelab::bench
