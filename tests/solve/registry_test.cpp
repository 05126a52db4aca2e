// What run_solver adds to every solve: metrics refused rather than ignored, the metric and
// the seed of every run reported, a cancelled run that says so, the tables' loading timed
// apart from the solve.
#include "cubelab/solve/registry.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <mutex>
#include <thread>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/library/solution.h"
#include "cubelab/tables/store.h"

namespace cubelab {
namespace {

SolveRequest request_for(const std::string& moves) {
  SolveRequest r;
  r.cube.apply(Alg::parse(moves).moves);
  return r;
}

TEST(Registry, TheDefaultSolverOfAGoalOrMoveSet) {
  SolveRequest r;
  EXPECT_EQ(default_solver_name(r), "twophase");
  set_goal(r, "", "", "no B");  // a robot without a sixth motor: still two-phase
  EXPECT_EQ(default_solver_name(r), "twophase");
  set_goal(r, "", "", "R,U");
  EXPECT_EQ(default_solver_name(r), "goal");
  SolveRequest cross;
  set_goal(cross, "cross", "", "");
  EXPECT_EQ(default_solver_name(cross), "goal");
}

TEST(Registry, ASolverRefusesAMetricItDoesNotMinimise) {
  for (const auto& solver : all_solvers()) {
    SolveRequest r;
    r.puzzle = solver->puzzle();
    r.metric = Metric::Qtm;
    const bool qtm =
        solver->name() == "optimal" || solver->name() == "pocket" || solver->name() == "goal";
    EXPECT_EQ(solver->supports(Metric::Qtm), qtm) << solver->name();
    EXPECT_TRUE(solver->supports(Metric::Htm)) << solver->name();
    if (qtm) {
      EXPECT_NO_THROW(check_request(*solver, r)) << solver->name();
      continue;
    }
    try {
      check_request(*solver, r);
      ADD_FAILURE() << solver->name() << " accepted qtm";
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Option);
      EXPECT_NE(std::string(e.what()).find("solver '" + solver->name() + "'"), std::string::npos);
      EXPECT_NE(std::string(e.what()).find("qtm"), std::string::npos);
    }
  }
  SolveRequest r = request_for("R U");
  r.metric = Metric::Qtm;
  EXPECT_THROW(run_solver(find_solver("greedy"), r), InputError);
}

TEST(Registry, EveryResultSaysItsMetric) {
  SolveResult result = run_solver(find_solver("greedy"), request_for("R U"));
  ASSERT_EQ(result.status, SolveStatus::Solved) << result.message;
  EXPECT_EQ(result.metric, Metric::Htm);
  nlohmann::json j = result_to_json("R U", "greedy", result);
  EXPECT_EQ(j["metric"], "htm");
  EXPECT_FALSE(j.contains("seed")) << "greedy draws nothing";
}

TEST(Registry, ASeededSolverReportsTheSeedItDrewAndTheRunRepeats) {
  Solver& eda = find_solver("eda");
  ASSERT_TRUE(eda.seeded());
  SolveRequest r = request_for("R U F D");
  SolveResult first = run_solver(eda, r);
  ASSERT_TRUE(first.seed.has_value());
  EXPECT_LT(*first.seed, uint64_t{1} << 53) << "survives a JSON reader that uses doubles";
  EXPECT_EQ(result_to_json("x", "eda", first)["seed"], *first.seed);
  r.seed = first.seed;
  SolveResult again = run_solver(eda, r);
  EXPECT_EQ(again.seed, first.seed);
  EXPECT_EQ(again.solution, first.solution);
  EXPECT_EQ(again.stats["evaluations"], first.stats["evaluations"]);
  // Two runs without a seed draw different ones.
  EXPECT_NE(run_solver(eda, request_for("R U F D")).seed, first.seed);
}

TEST(Registry, EverySeededSolverIsOneThatTakesSeeds) {
  for (const auto& solver : all_solvers()) {
    const std::string n = solver->name();
    const bool stochastic =
        n == "eda" || n == "msls" || n == "ga" || n == "memetic" || n == "msls2";
    EXPECT_EQ(solver->seeded(), stochastic) << n;
  }
}

TEST(Registry, ACancelledRunSaysCancelled) {
  CancelToken cancel;
  cancel.cancel();
  SolveRequest r = request_for("R U F D B L");
  r.cancel = &cancel;
  r.options["generations"] = "100000";
  SolveResult result = run_solver(find_solver("eda"), r);
  EXPECT_EQ(result.status, SolveStatus::Cancelled);
  EXPECT_EQ(result.message.rfind("cancelled", 0), 0u) << result.message;
}

TEST(Registry, OptionRelationsAreCheckedBeforeTheSolveStarts) {
  SolveRequest r = request_for("R U");
  r.options = {{"population", "10"}, {"elitism", "10"}};
  EXPECT_THROW(check_request(find_solver("ga"), r), InputError);
  r.options = {{"population", "10"}, {"elitism", "12"}};
  EXPECT_THROW(check_request(find_solver("memetic"), r), InputError);
  r.options = {{"population", "10"}, {"selection", "tournament"}, {"tournament", "11"}};
  EXPECT_THROW(check_request(find_solver("ga"), r), InputError);
  r.options = {{"population", "10"}, {"elitism", "9"}};
  EXPECT_NO_THROW(check_request(find_solver("ga"), r));
  r.options = {{"elites", "60"}};  // not below selected (60)
  EXPECT_THROW(check_request(find_solver("eda"), r), InputError);
}

// A solver that answers "R U" with the given solutions, in both metrics, best first.
std::unique_ptr<Solver> answering(std::vector<std::string> solutions) {
  return make_solver({.name = "fixed",
                      .description = "answers with the solutions it is given",
                      .options = nullptr,
                      .puzzle = Puzzle::Cube3,
                      .metrics = {Metric::Htm, Metric::Qtm}},
                     [solutions](const SolveRequest&) {
                       SolveResult r;
                       r.status = SolveStatus::Solved;
                       for (const auto& s : solutions) r.solutions.push_back(Alg::parse(s));
                       r.solution = r.solutions.front();
                       r.stages.push_back({"all", r.solution, "every move"});
                       return r;
                     });
}

TEST(Registry, NoSolutionIsLongerThanTheMaximumLength) {
  auto solver = answering({"U' R'", "U' R' U U'"});
  SolveRequest r = request_for("R U");
  r.count = 2;
  r.max_length = 3;  // the first stays, the longer alternative goes
  SolveResult within = run_solver(*solver, r);
  ASSERT_EQ(within.status, SolveStatus::Solved) << within.message;
  EXPECT_EQ(within.solutions, std::vector<Alg>{Alg::parse("U' R'")});

  r.max_length = 1;  // too short for either: no solution, and the length found is said
  SolveResult refused = run_solver(*solver, r);
  EXPECT_EQ(refused.status, SolveStatus::NoSolution);
  EXPECT_EQ(refused.message, "fixed found a solution of 2 moves, more than the maximum length 1");
  EXPECT_TRUE(refused.solution.empty());
  EXPECT_TRUE(refused.solutions.empty());
  EXPECT_TRUE(refused.stages.empty());

  // Counted in the request's metric: "U2" is one move in HTM, two in QTM.
  auto half_turn = answering({"U2"});
  SolveRequest u2 = request_for("U2");
  u2.max_length = 1;
  EXPECT_EQ(run_solver(*half_turn, u2).status, SolveStatus::Solved);
  u2.metric = Metric::Qtm;
  SolveResult qtm = run_solver(*half_turn, u2);
  EXPECT_EQ(qtm.status, SolveStatus::NoSolution);
  EXPECT_EQ(qtm.message, "fixed found a solution of 2 moves (qtm), more than the maximum length 1");
}

// A solver whose tables take a while to load: prepare sleeps, solve answers at once (the
// inverse of the scramble it was told).
class SlowTables : public Solver {
 public:
  explicit SlowTables(std::string scramble)
      : Solver({.name = "slow-tables", .description = "test"}), scramble_(std::move(scramble)) {}
  void prepare(const SolveRequest& request) override {
    prepared_cube = request.cube;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  SolveResult solve(const SolveRequest&) override {
    SolveResult r;
    r.status = SolveStatus::Solved;
    r.solution = Alg::parse(scramble_).inverse();
    r.solutions = {r.solution};
    return r;
  }
  CubieCube prepared_cube;

 private:
  std::string scramble_;
};

TEST(Registry, TheTablesAreLoadedBeforeTheSolveAndTimedApart) {
  SlowTables solver("R U F");
  const SolveRequest r = request_for("R U F");
  SolveResult result = run_solver(solver, r);
  ASSERT_EQ(result.status, SolveStatus::Solved) << result.message;
  EXPECT_EQ(solver.prepared_cube, r.cube) << "prepare sees the request solve sees";
  EXPECT_GE(result.load_ms, 50);
  EXPECT_LT(result.elapsed_ms, result.load_ms) << "the solve's time leaves the loading out";
  nlohmann::json j = result_to_json("R U F", solver.name(), result);
  EXPECT_EQ(j["load_ms"].get<double>(), result.load_ms);
  EXPECT_EQ(j["elapsed_ms"].get<double>(), result.elapsed_ms);
}

// A build started by prepare is stopped by the request's cancel token, as one started by
// solve is (run_solver opens the BuildCancelScope first).
class BuildsInPrepare : public Solver {
 public:
  BuildsInPrepare() : Solver({.name = "builds-in-prepare", .description = "test"}) {}
  void prepare(const SolveRequest&) override {
    tables::TableSpec spec{"test-prepare-cancelled", "never finished", 1, "test"};
    tables::get_table(spec, [](tables::BuildContext& ctx) {
      ctx.allocate(64);
      while (!ctx.stopped()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    });
  }
  SolveResult solve(const SolveRequest&) override {
    ADD_FAILURE() << "solve called after a stopped build";
    return {};
  }
};

TEST(Registry, CancellingStopsATableBuildOfPrepare) {
  BuildsInPrepare solver;
  CancelToken cancel;
  cancel.cancel();
  SolveRequest r = request_for("R U");
  r.cancel = &cancel;
  SolveResult result = run_solver(solver, r);
  EXPECT_EQ(result.status, SolveStatus::Cancelled);
  EXPECT_NE(result.message.find("cancelled while building a table (test-prepare-cancelled"),
            std::string::npos)
      << result.message;
  std::filesystem::remove(tables::cache_dir() + "/test-prepare-cancelled.lock");
}

// A table that takes `seconds` to build, reporting its progress; then a one-move solve.
class SlowTableSolver : public Solver {
 public:
  SlowTableSolver(std::string table, double seconds)
      : Solver({.name = "slow-table", .description = "test"}),
        table_(std::move(table)),
        seconds_(seconds) {}
  void prepare(const SolveRequest&) override {
    tables::TableSpec spec{table_, "a slow build", 1, "test"};
    const double seconds = seconds_;
    tables::get_table(spec, [seconds](tables::BuildContext& ctx) {
      ctx.allocate(64);
      const auto start = std::chrono::steady_clock::now();
      for (double done = 0; done < 1 && !ctx.stopped();) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        done = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() /
               seconds;
        ctx.progress(std::min(done, 1.0));
      }
    });
  }
  SolveResult solve(const SolveRequest&) override {
    SolveResult r;
    r.status = SolveStatus::Solved;
    r.solution = Alg::parse("U'");
    return r;
  }

 private:
  std::string table_;
  double seconds_;
};

// The server's requests: the time limit bounds a table build too, and the build says what
// it builds and how far it is, as the solve's progress (a page showed a frozen bar for
// minutes while a first solve built its table).
TEST(Registry, ATimeLimitCoveringTablesStopsTheirBuildWhichReportsItsProgress) {
  const std::string table = "test-slow-build-" + std::to_string(::getpid());
  SlowTableSolver solver(table, 5);
  SolveRequest r = request_for("U");
  r.time_limit_s = 0.5;
  r.time_limit_covers_tables = true;
  std::mutex mu;
  std::vector<Progress> reports;
  r.progress = [&](const Progress& p) {
    std::lock_guard lock(mu);
    reports.push_back(p);
  };
  const auto start = std::chrono::steady_clock::now();
  SolveResult result = run_solver(solver, r);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(3));
  EXPECT_EQ(result.status, SolveStatus::TimedOut);
  EXPECT_NE(result.message.find("time limit (0.5 s) passed while building a table (" + table),
            std::string::npos)
      << result.message;
  std::lock_guard lock(mu);
  ASSERT_FALSE(reports.empty());
  EXPECT_EQ(reports.front().phase, "building table");
  EXPECT_EQ(reports.front().message.rfind(table, 0), 0u) << reports.front().message;
  EXPECT_GT(reports.back().fraction, 0.05);
  std::filesystem::remove(tables::table_path(table));  // (none: nothing is kept)
  std::filesystem::remove(tables::cache_dir() + "/" + table + ".lock");
}

// Without it (the command line), the time limit counts from the end of the loading.
TEST(Registry, ATimeLimitNotCoveringTablesLetsTheBuildFinish) {
  const std::string table = "test-quick-build-" + std::to_string(::getpid());
  SlowTableSolver solver(table, 0.4);
  SolveRequest r = request_for("U");
  r.time_limit_s = 0.1;
  SolveResult result = run_solver(solver, r);
  EXPECT_EQ(result.status, SolveStatus::Solved) << result.message;
  EXPECT_GE(result.load_ms, 350);
  for (const char* suffix : {".tbl", ".lock", ".verified"})
    std::filesystem::remove(tables::cache_dir() + "/" + table + suffix);
}

}  // namespace
}  // namespace cubelab
