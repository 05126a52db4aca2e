#pragma once
// Reruns the result tables (§9) of J. Castillo Matas, "Buscando soluciones al Cubo de Rubik"
// (2019): for each preset, runs 1..N on a fixed set of N
// scrambles, run i with seed i on scramble i (the thesis: 50 runs, seeds 1..50), and
// puts our mean length, mean time and minimum beside the thesis'.
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace cubelab::lab {

struct MetaheuristicExperimentConfig {
  int runs = 50;
  int threads = 1;                   // per run
  std::vector<std::string> presets;  // empty = every preset and the 2x2x2 MSLS ("MSLS-2x2")
  double time_limit_s = 0;           // per run; 0 = none (the document has none)
  // Solver options for every run whose solver has them (e.g. accept=sideways; selection=
  // only reaches ga and memetic), to compare the choices the document leaves open.
  std::map<std::string, std::string> options;
  // One option with several values: every preset runs once per value, a row each (the
  // document's comparisons of its design alternatives, e.g. replacement=children,best-two).
  std::string vary;
  std::vector<std::string> vary_values;
  std::function<void(const std::string&)> log;  // one line per run, may be empty
};

// A row of the thesis' tables, as printed.
struct ThesisResult {
  double mean_length = 0;  // "Tamaño medio" over 50 runs
  double mean_time_s = 0;  // "Tiempo medio" (seconds, hardware not stated)
  int min_length = 0;      // "Mínimo"
};

struct MetaheuristicRow {
  std::string preset;
  std::string variant;  // "replacement=children" when the experiment varies an option
  std::string solver;
  int phases = 0;  // 1 for the 2x2x2
  ThesisResult document;
  int runs = 0, solved = 0;
  double mean_length = 0, mean_wall_s = 0, mean_cpu_s = 0;
  int min_length = -1, max_length = -1;
  // 2x2x2: the document's breadth-first search on the same scrambles (optimal lengths).
  double bfs_mean_length = -1, bfs_mean_s = -1;
  // The runs that ended unsolved: how far they got, the fittest sequence of the phase they
  // ended in (e.g. 36 of 48 stickers right in the one-stage attempt).
  struct Unsolved {
    int phase = 0, best_fitness = 0, max_fitness = 0;
  };
  std::vector<Unsolved> unsolved;
};

// Run i of a preset solves scramble i with seed i: 25 random face turns (as the document's
// program makes them), or for the 2x2x2, 25 random U/R/F turns applied to the corners.
std::vector<MetaheuristicRow> run_metaheuristic_experiment(
    const MetaheuristicExperimentConfig& config);

// A Markdown section: the table, the command and machine line given by the caller.
std::string metaheuristic_markdown(const std::vector<MetaheuristicRow>& rows,
                                   const std::string& how);

// SVG charts of the table, file name -> SVG: mean and minimum lengths, the document's beside
// ours, a bar group per row.
std::vector<std::pair<std::string, std::string>> metaheuristic_charts(
    const std::vector<MetaheuristicRow>& rows);

}  // namespace cubelab::lab
