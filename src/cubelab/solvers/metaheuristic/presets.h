#pragma once
// The configurations of Castillo Matas (2019)'s result tables (§9.2) with the
// document's own results, which `cubelab experiment metaheuristics` prints beside ours.
#include <string>
#include <vector>

#include "cubelab/solvers/metaheuristic/params.h"

namespace cubelab::meta {

struct DocumentResult {
  double mean_length;  // "Tamaño medio" over 50 runs
  double mean_time_s;  // "Tiempo medio" (seconds, hardware not stated)
  int min_length;      // "Mínimo"
};

struct Preset {
  std::string name;  // MSLS-1..3, AG1..3, AM1..9
  Algorithm algorithm;
  Params params;
  DocumentResult document;
};

const std::vector<Preset>& presets();
// nullptr when unknown.
const Preset* find_preset(const std::string& name);

// The 2x2x2 multi-start local search (§5.4.4, §9.1): sequences start at 11 turns and get
// one turn shorter after each success; the search ends when `restarts` local searches at
// one length find nothing. The document gives no local-search length for the 2x2x2.
struct PocketParams {
  int start_length = 11;
  int64_t restarts = 100000;
  LocalSearchParams ls;
};
constexpr DocumentResult kPocketMslsDocument{8.74, 6.79, -1};  // minimum not reported
constexpr DocumentResult kPocketBfsDocument{8.26, 1.28, -1};

}  // namespace cubelab::meta
