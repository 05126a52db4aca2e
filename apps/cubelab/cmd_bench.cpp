// cubelab bench: several solvers on the same cubes, every solution verified, with tables,
// JSON, a Markdown report and SVG charts: cubelab::benchmark (cubelab/batch.h) with its cubes,
// progress and files.
#include <filesystem>
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/batch.h"
#include "cubelab/output.h"
#include "cubelab/progress.h"
#include "cubelab/tables.h"

namespace cubelab::cli {
namespace {

struct BenchOptions {
  BenchRequest request;
  std::string file, report, svg_dir;
};

void write_file(const std::filesystem::path& path, const std::string& text) {
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path());
  write_file_atomically(path.string(), text);  // checked, never half a file
}

void run_bench(const BenchOptions& o) {
  BenchRequest request = o.request;
  if (!o.file.empty()) {
    for (const InputLine& line : read_inputs({}, o.file)) {
      try {
        line.check();
      } catch (const Error& e) {
        throw line.located(e);
      }
      request.cubes.push_back(line.text);
      request.cube_places.push_back(line.where());
    }
    request.cubes_name = std::filesystem::path(o.file).filename().string();
    if (request.cubes.empty()) throw Error("E_REQUEST", o.file + " has no cubes");
  }
  prefer_table_copies();  // many solves: huge-page copies of the tables (docs/tables.md)
  ProgressBar bar("bench");
  const BenchReport report = benchmark(
      request, [&](size_t done, size_t total) { bar.update(uint64_t{done}, uint64_t{total}); });
  bar.finish();

  // The charts, linked from the report relative to its folder.
  std::vector<std::string> links;
  if (!o.svg_dir.empty()) {
    const std::filesystem::path dir(o.svg_dir);
    const std::string base = o.report.empty()
                                 ? std::string()
                                 : std::filesystem::absolute(o.report).parent_path().string();
    for (const auto& [name, svg] : report.charts) {
      write_file(dir / name, svg);
      links.push_back(base.empty() ? (dir / name).string()
                                   : std::filesystem::relative(dir / name, base).string());
    }
  }
  if (!o.report.empty()) write_file(o.report, report.markdown(links));
  if (request.json)
    std::cout << report.json << std::endl;
  else
    std::cout << report.description << "\n\n" << report.table;
  if (!report.all_solved) raise_exit(kExitFailure);
}

}  // namespace

void add_bench_command(CLI::App& app) {
  auto o = std::make_shared<BenchOptions>();
  BenchRequest& r = o->request;
  auto* cmd =
      app.add_subcommand("bench", "Run solvers on the same cubes; verify, time and compare them");
  cmd->add_option("--solver,-s", r.solvers,
                  "Solvers, comma-separated, each optionally with options: "
                  "twophase,thistlethwaite{beam=4}");
  auto* file =
      cmd->add_option("--file", o->file, "Cubes, one per line, in any format ('-' = stdin)");
  // Random cubes are made only without --file: together they are refused, not ignored.
  add_int_option(cmd, "--random", r.random, 1, 10'000'000,
                 "This many random cubes (default 100, without --file)")
      ->excludes(file);
  add_int_option(cmd, "--scramble-length", r.scramble_length, 0, 10'000,
                 "Random-move scrambles of this length instead of random states")
      ->excludes(file);
  add_seed_option(cmd, "--seed", r.seed, "Seed for the random inputs and stochastic solvers");
  add_puzzle_option(cmd, r.puzzle);
  add_int_option(cmd, "--max-length", r.max_length, -1, 10'000,
                 "Length target passed to every solver (-1: none)");
  add_seconds_option(cmd, "--time,--time-limit", r.time_limit, "Time limit per cube in seconds");
  add_int_option(cmd, "--threads,-t,-j", r.threads, 1, 1024, "Cubes solved in parallel");
  add_int_option(cmd, "--solver-threads", r.solver_threads, 1, 1024,
                 "Threads of each solve: one cube's search split over them (default 1)");
  cmd->add_option("--robot-cost", r.robot_cost,
                  "The robot cost reported for each solution: quarter=150,half=250,axial=0 "
                  "(the defaults) or any part of it");
  cmd->add_option("--metric", r.metric,
                  "htm, qtm or axial; on a big cube (NxNxN) htm or obtm (outer block turns, the "
                  "same) or sltm (single-layer turns)")
      ->check(CLI::IsMember({"htm", "qtm", "axial", "obtm", "sltm"}));
  cmd->add_option("--goal,-g", r.goal,
                  "Part of the cube only, for solvers of partial goals (a preset or a mask)");
  cmd->add_option("--on", r.on, "The goal on other faces: all, all24, faces or colours");
  cmd->add_option("--moves", r.move_set, "Turns allowed (R,U; no B)");
  cmd->add_option("--option,-o", r.options,
                  "KEY=VALUE for every solver with that option, SOLVER.KEY=VALUE for one")
      ->allow_extra_args(false);
  cmd->add_option("--report", o->report, "Write a Markdown report to this file");
  cmd->add_option("--svg", o->svg_dir, "Write SVG charts into this folder");
  cmd->add_flag("--json", r.json, "Print every per-cube result as JSON");
  cmd->callback([o] { guarded([&] { run_bench(*o); }); });
}

}  // namespace cubelab::cli
