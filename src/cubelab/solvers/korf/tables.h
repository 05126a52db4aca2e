#pragma once
// Korf's three pattern databases (de Souza 2011 §5.2): exact distances of the corners and of two
// sets of six edges, 4 bits an entry (tables/packed.h). 44 MB + 2 x 21 MB, built once by
// the multi-threaded BFS of tables/bfs.h and kept in the table store.
#include <cstdint>
#include <string>
#include <vector>

#include "cubelab/solvers/korf/coords.h"

namespace cubelab::korf {

enum class Pdb { Corners, EdgesLow, EdgesHigh };  // edges UR..DF, DL..BR
const char* pdb_name(Pdb p);                      // the table's file name stem
std::vector<std::string> table_names();           // the three tables' names
uint64_t pdb_states(Pdb p);

struct Tables {
  const uint8_t* corners;
  const uint8_t* edges_low;
  const uint8_t* edges_high;
};
// The three tables from the store, built on first use (thread-safe).
const Tables& tables();

// count[d] = states at distance d in one table.
std::vector<uint64_t> histogram(Pdb p);

// Adds the tables to `cubelab tables` (tables/catalog.h).
void register_tables();

}  // namespace cubelab::korf
