#pragma once
// Korf's three pattern databases (seed 004 §5.2): exact distances of the corners and of two
// sets of six edges, 4 bits an entry. 44 MB + 2 x 21 MB, built by multi-threaded BFS.
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "cubelab/solvers/korf/korf_coords.h"
#include "cubelab/solvers/korf/nibble_bfs.h"

namespace cubelab::korf {

enum class Pdb { Corners, EdgesLow, EdgesHigh };  // edges UR..DF, DL..BR
const char* pdb_name(Pdb p);
uint64_t pdb_states(Pdb p);

// A built table: nibble-packed distances plus the histogram the BFS produced.
struct PatternDb {
  std::vector<uint8_t> nibbles;
  std::vector<uint64_t> histogram;
  uint8_t get(uint64_t i) const { return get_nibble(nibbles.data(), i); }
};

// Builds one table from scratch (threads >= 1).
PatternDb build_pdb(Pdb p, int threads, const BfsProgress& progress = nullptr);

struct Tables {
  PatternDb corners, edges_low, edges_high;
};
// The three tables, built on first use (thread-safe; later calls return the same tables).
const Tables& tables(int threads = 2);

}  // namespace cubelab::korf
