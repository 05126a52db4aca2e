#pragma once
// The EDA thesis' experiments (docs/results.md, "EDA"): the solver `eda` on random
// scrambles grouped by length, with success rate, generations, time and solution length
// against the scramble length and (when an optimal solver is registered) the optimal length;
// and the reproduction of the thesis's Table 4.1 (similarity against distance).
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "cubelab/solve.h"

namespace cubelab::lab {

struct EdaExperimentConfig {
  std::string label;
  std::map<std::string, std::string> options;  // options of the solver `eda`
  std::vector<int> lengths;
  int scrambles = 20;       // per length
  uint64_t seed = 3;        // scramble k of length n uses seed * 1000003 + n * 1009 + k
  double time_limit_s = 0;  // per solve, 0 = none
  int jobs = 1;             // solves run in parallel, one thread each
  // (length, index) pairs already done (resuming an interrupted run): skipped.
  std::vector<std::pair<int, int>> done;
};

struct EdaRun {
  std::string label;
  int length = 0;  // scramble length
  int index = 0;
  std::string scramble;
  Solution::Status status = Solution::Status::Error;
  int generations = 0;
  double seconds = 0;
  int solution_length = -1;  // -1 unless solved
  int optimal_length = -1;   // -1 unless known
};

// The scramble an experiment uses (random_moves: no face twice in a row, no three turns on
// one axis in a row).
std::string eda_scramble(uint64_t seed, int length, int index);

// Runs every (length, scramble) pair not in config.done; calls on_record (under a lock) as
// each finishes.
std::vector<EdaRun> run_eda_experiment(const EdaExperimentConfig& config,
                                       const std::function<void(const EdaRun&)>& on_record);

// Fills optimal_length for every record whose scramble `solver` (if registered) solves with
// a proven optimal solution within the time limit; one solve per distinct scramble.
void add_optimal_lengths(std::vector<EdaRun>& records, const std::string& solver,
                         double time_limit_s, int jobs);

// One tab-separated line per record, and back (for resuming and re-summarising).
std::string eda_run_to_tsv(const EdaRun& r);
EdaRun eda_run_from_tsv(const std::string& line);

// A Markdown table per label: by length, success %, median generations (solved runs),
// median seconds (all runs), mean solution length and its mean excess over the scramble
// length and over the optimal length.
std::string eda_summary_markdown(const std::vector<EdaRun>& records);

// The thesis's Figures 5.1 and 5.2 from run records, file name -> SVG: the generations each
// solve needed by scramble length (runs that hit the cap as their own series), and the
// solution length minus the scramble length. A series per label, slightly apart so that
// labels do not hide each other.
std::vector<std::pair<std::string, std::string>> eda_summary_charts(
    const std::vector<EdaRun>& records);

// Table 4.1 reproduced: mean of each similarity measure over `samples` random scrambles per
// distance (0..7, 10, 15, 20), a single quarter turn, and the J-perm, beside the thesis's row.
std::string similarity_table_markdown(int samples, uint64_t seed);

}  // namespace cubelab::lab
