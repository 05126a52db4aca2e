#pragma once
// The lab's door to one experiment (cubelab-lab beginner; the library cubelab_lab).
// The experiments of M. Abreu García, "Resolución rápida del cubo de Rubik" (2011), re-run:
//  - its statistics program (§7.1.4): batches of 1,000 cubes scrambled by 25 random turns,
//    solved by the beginner's method (solver `beginner`), summarised as the document does:
//    runs grouped by the number of stages that needed a move, with their mean moves; the
//    mean number of stages used; how many runs used each stage and its mean moves;
//  - its 2x2x2 timings (§7.1.3): the document's per-query breadth-first search
//    (src/cubelab/lab/pocket_bfs.h) against cubelab's distance-table solver `pocket`, on
//    random cubes of each optimal depth: time and nodes by depth.
// The 3x3x3 solves go through the bench runner, which verifies every solution.
#include <array>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cubelab::lab {

constexpr int kBeginnerStages = 7;

// One solve as the statistics program sees it.
struct BeginnerRun {
  std::array<int, kBeginnerStages> stage_moves{};  // each stage's operators, counted in full
  int solution_htm = 0;                            // the final solution, turns merged across stages
  double ms = 0;
};

// The statistics program's summary of a set of runs. A stage is "used" when it needed at
// least one move; "moves" of a run are its stages' moves added up, as the document's trace
// counts them.
struct BeginnerStatistics {
  int runs = 0;
  std::array<int, kBeginnerStages + 1> runs_by_stages_used{};  // index: stages used, 0..7
  std::array<double, kBeginnerStages + 1> mean_moves_by_stages_used{};
  double mean_stages_used = 0;
  std::array<int, kBeginnerStages> stage_used{};           // runs in which stage s+1 needed a move
  std::array<double, kBeginnerStages> stage_mean_moves{};  // over those runs
  double mean_moves = 0, mean_solution_htm = 0, mean_ms = 0;
};

BeginnerStatistics beginner_statistics(const std::vector<BeginnerRun>& runs);

// The one batch of 1,000 the document prints (p.106), as printed (means are whole numbers
// there).
const BeginnerStatistics& published_beginner_batch();

// What the document's charts over its 20 batches show for each number of stages used
// (Ilustraciones 123-129, p.107-113, read from its text: the charts themselves are lost):
// cubes per batch and mean moves, approximately.
struct PublishedBatchChart {
  int stages_used;
  double cubes, moves;     // the values the text reads off the chart
  const char* cubes_text;  // as the text words it ("close to half")
};
const std::vector<PublishedBatchChart>& published_batch_charts();

// The document's 2x2x2 timings by optimal depth (p.105-106), as printed.
struct PublishedPocketTime {
  int depth_from, depth_to;
  const char* time;
};
const std::vector<PublishedPocketTime>& published_pocket_times();

struct PocketDepthRow {
  int depth = 0, cubes = 0;
  bool all_optimal = true;  // every BFS and table solution verified and of this length
  // The document's breadth-first search: mean and largest time, mean nodes.
  double bfs_mean_s = 0, bfs_max_s = 0;
  double bfs_expanded = 0, bfs_generated = 0, bfs_duplicates = 0, bfs_open_peak = 0;
  double bfs_closed_scan_comparisons = 0;
  // cubelab's `pocket`: mean time and table entries read.
  double table_mean_ms = 0, table_nodes = 0;
};

struct BeginnerExperimentConfig {
  int count = 20000;  // 3x3x3 cubes, in batches of `batch`
  int batch = 1000;
  int scramble_length = 25;
  uint64_t seed = 1;
  int threads = 1;
  int pocket_per_depth = 5;  // 2x2x2 cubes of each optimal depth
  int pocket_max_depth = 11;
};

struct BeginnerExperiment {
  BeginnerExperimentConfig config;
  std::vector<BeginnerRun> runs;
  int failed = 0;  // 3x3x3 cubes not solved and verified (an error: the method always solves)
  BeginnerStatistics all;
  std::vector<BeginnerStatistics> batches;
  std::vector<PocketDepthRow> pocket;
};

// progress(line) reports each part as it finishes (stderr in the command).
BeginnerExperiment run_beginner_experiment(
    const BeginnerExperimentConfig& config,
    const std::function<void(const std::string&)>& progress = nullptr);

// The document's tables beside ours, with where and why they differ.
std::string beginner_experiment_markdown(const BeginnerExperiment& e);
nlohmann::json beginner_experiment_json(const BeginnerExperiment& e);
// SVG charts (file name, content): the document's values beside ours.
std::vector<std::pair<std::string, std::string>> beginner_experiment_charts(
    const BeginnerExperiment& e);

}  // namespace cubelab::lab
