#pragma once
// The lab's door to one experiment (cubelab-lab korf; the library cubelab_lab).
// The numbers of W. P. R. de Souza, "Soluções Eficientes para o Cubo Mágico" (2011), re-run:
//  - the distance distributions of Korf's pattern databases (§5.2: the corners and the
//    six-edge sets) beside the document's two tables, with the corner table's misprint and
//    the edge table's impossible rows marked;
//  - Korf's IDA* (solver `korf`) on random cubes of each known optimal depth: nodes and
//    time by depth (the document has no measurement, only "hours" for a random cube);
//  - Kociemba's two-phase algorithm (§5.3; solver `twophase`): the lengths of phase 1 and
//    phase 2, as the document's generator gives them first and after it runs on to 20
//    moves, and as cubelab's default search gives them.
// Every solve goes through the bench runner, which verifies each solution.
#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cubelab::lab {

// The document's distance distributions (p.17-18), as printed, depth 0 first.
const std::vector<uint64_t>& published_corner_distribution();
const std::vector<uint64_t>& published_edge_distribution();

struct PdbDistribution {
  std::string name, contents;
  uint64_t states = 0;
  std::vector<uint64_t> counts;  // cubelab's table: states at each distance
};

// cubelab's three tables (built on first use, then cached).
std::vector<PdbDistribution> korf_pdb_distributions();

struct KorfDepthRow {
  int depth = 0, cubes = 0, solved = 0;
  bool all_optimal = true;  // korf's verified length = the `optimal` solver's, every cube
  double mean_s = 0, max_s = 0, mean_nodes = 0, nodes_per_s = 0;
};

struct PhaseLengths {
  std::string label, settings;  // settings: the twophase options used
  std::string chart_label;      // a few words, for the charts' legends
  int cubes = 0, solved = 0;
  int longest_phase2 = 0;
  std::map<int, int> phase1, phase2, total;
  double mean_ms = 0;
};

struct KorfExperimentConfig {
  int count = 500;  // random states for the two-phase part
  uint64_t seed = 1;
  int threads = 1;
  int per_depth = 3;        // korf: cubes of each depth
  int max_depth = 14;       // korf: deepest depth timed
  double time_limit_s = 0;  // korf: per cube, 0 = none
  bool pdbs = true;         // print the pattern databases' distributions
};

struct KorfExperiment {
  KorfExperimentConfig config;
  std::vector<PdbDistribution> pdbs;
  std::vector<KorfDepthRow> depths;
  std::vector<PhaseLengths> phases;
};

KorfExperiment run_korf_experiment(
    const KorfExperimentConfig& config,
    const std::function<void(const std::string&)>& progress = nullptr);

std::string korf_experiment_markdown(const KorfExperiment& e);
nlohmann::json korf_experiment_json(const KorfExperiment& e);
std::vector<std::pair<std::string, std::string>> korf_experiment_charts(const KorfExperiment& e);

}  // namespace cubelab::lab
