#pragma once
// The lab's door to the CFOP solver's last-layer algorithm sets (cubelab-lab last-layer-sets;
// the library cubelab_lab): the searches that made the sets the program ships
// (src/cubelab/solvers/cfop/last_layer_sets.cpp), run again: each OLL case solved optimally
// for the goal `oll` by the goal solver, each PLL case optimally in face turns by the optimal
// solver, one case a thread. Compared with the shipped sets, or written as that source file.
#include <functional>
#include <string>
#include <vector>

namespace cubelab::lab {

// One case: its set ("OLL" or "PLL"), key (cfop/last_layer.h), the algorithm the searches
// found and the one the program ships.
struct LastLayerSetCase {
  std::string set, key, generated, shipped;
  int generated_length = 0, shipped_length = 0;  // face turns
};

// Every case of both sets, OLL's first, in the sets' order, on `threads` threads (0: one a
// core); `progress(done, total)` after each case. Each algorithm is checked to solve its
// case; throws when a search fails.
std::vector<LastLayerSetCase> generate_last_layer_sets(
    int threads, const std::function<void(int done, int total)>& progress = {});

// The sets' lines ("O <key> <algorithm>", then "P ..."), as the program reads them.
std::string last_layer_sets_text(const std::vector<LastLayerSetCase>& cases);

// The whole source file that ships `cases` (src/cubelab/solvers/cfop/last_layer_sets.cpp).
std::string last_layer_sets_source(const std::vector<LastLayerSetCase>& cases);

// Each set's cases, total length, and the cases whose generated and shipped algorithms
// differ, as Markdown.
std::string last_layer_sets_markdown(const std::vector<LastLayerSetCase>& cases);

}  // namespace cubelab::lab
