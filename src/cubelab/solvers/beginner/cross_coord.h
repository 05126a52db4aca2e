#pragma once
// The compact state of the U cross: the four U edges (UR UF UL UB), each as 2 * position +
// flip (24 values), one byte each in a 32-bit word. A move is four byte lookups. The
// per-edge distances (the document's cases 0..3) come from a breadth-first table per edge.
#include <array>
#include <cstdint>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move.h"

namespace cubelab::beginner {

constexpr int kEdgeStates = 2 * kEdges;
constexpr int kCrossEdges = 4;
// Mixed-radix number of a cross state (24^4 values; the 190,080 with four distinct positions
// occur).
constexpr uint32_t kCrossIndices = kEdgeStates * kEdgeStates * kEdgeStates * kEdgeStates;
constexpr uint32_t kCrossSolved = 0x06040200;  // edge e at position e, flip 0

struct CrossTables {
  // next[m][s]: the state of one edge after move m.
  std::array<std::array<uint8_t, kEdgeStates>, kMoves> next{};
  // dist[e][s]: fewest moves that bring cross edge e from state s home (0..3).
  std::array<std::array<uint8_t, kEdgeStates>, kCrossEdges> dist{};
};

const CrossTables& cross_tables();

uint32_t cross_state(const CubieCube& cube);

inline uint32_t cross_apply(const CrossTables& t, uint32_t s, Move m) {
  const auto& nx = t.next[m];
  return static_cast<uint32_t>(nx[s & 0xff]) | static_cast<uint32_t>(nx[(s >> 8) & 0xff]) << 8 |
         static_cast<uint32_t>(nx[(s >> 16) & 0xff]) << 16 |
         static_cast<uint32_t>(nx[s >> 24]) << 24;
}

inline uint32_t cross_index(uint32_t s) {
  return (((s & 0xff) * kEdgeStates + ((s >> 8) & 0xff)) * kEdgeStates + ((s >> 16) & 0xff)) *
             kEdgeStates +
         (s >> 24);
}

uint32_t cross_from_index(uint32_t index);

}  // namespace cubelab::beginner
