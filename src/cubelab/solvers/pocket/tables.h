#pragma once
// The complete distance table of the 2x2x2 (Abreu García 2011 §6 and Castillo Matas 2019 §5): every
// one of the 7! * 3^6 = 3,674,160 corner states with DBL fixed, indexed by the permutation of the
// other seven corners (Lehmer rank, 0..5039) times their twist (base 3, last one implied,
// 0..728). Moves are U, R, F (Move 0..8), which never move DBL. The tables (pocket-htm,
// pocket-qtm: 3.5 MiB each) go through the table store: built on first use (under a second
// each) and then mapped from the cache, so a later process solves at once.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solve/solver.h"

namespace cubelab::pocket {

constexpr uint32_t kPermCount = 5040;  // 7!
constexpr uint32_t kTwistCount = 729;  // 3^6
constexpr uint32_t kStateCount = kPermCount * kTwistCount;
constexpr int kPocketMoves = 9;  // U U2 U' R R2 R' F F2 F': Move values 0..8

// True when corner DBL is in place and untwisted (the normalised 2x2x2 of SolveRequest).
bool is_normalised(const CubieCube& cube);
// Index of the corner state of a normalised cube, 0 .. kStateCount-1 (edges are ignored).
uint32_t state_index(const CubieCube& cube);
// The corner state of an index (edges solved; corner DBL in place).
CubieCube state_cube(uint32_t index);

// Move tables: the state index after move m (0..8).
uint32_t next_state(uint32_t index, Move m);

// The cost of move m in a metric: 1, or 2 for a half turn in QTM.
inline int move_cost(Move m, Metric metric) { return metric == Metric::Qtm ? move_qtm(m) : 1; }

// dist[index] = optimal length in the metric. Loaded (or built) on the first call for each
// metric.
std::span<const uint8_t> distance_table(Metric metric);

// The stored table of a metric's distances ("pocket-htm").
std::string table_name(Metric metric);
// Whether this process makes that table in memory instead: it may neither read it from the
// table store nor build it there (a server started with --build-tables).
bool made_in_memory(Metric metric);

// Adds the two tables to the `cubelab tables` catalog.
void register_tables();

}  // namespace cubelab::pocket
