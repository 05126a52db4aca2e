#pragma once
// cube5's phase 3, after Chen Shuang's cube555 (its phase 3): from phase 2's goal (centres.h:
// every centre piece on its axis, the wings' permutation even) with the six faces by any
// power and the six wide half turns (24 of the stage's moves, all of which keep phase 2's
// goal), to a state that the later phases' moves (edges.h: U and D by any power, R2 F2 L2 B2
// and the wide half turns) can reduce:
//  - a labelling names one wing of each edge its low wing; the low wings on the type-0
//    positions (edges.h), so that the later moves, which keep the types, leave every edge
//    one low and one high wing to pair;
//  - every midge agrees with the labelling: the low wing of its edge is the one low_end
//    names for it where it is (edges.h), so that the edge the later phases pair around it
//    has its low wing on the type-0 position;
//  - or both with every edge's other wing low: the low wings on type 1, every midge at odds;
//  - R's and L's centre pieces, for the x-centres and the "+" centres, split between the two
//    faces as the later moves can finish: which of the 8 positions hold R's colour, in the
//    set those moves reach from solved (12 of the 70 splits of the x-centres, 36 of the
//    "+" centres').
// Any labelling may serve: the search starts from all of them (edge 11's low wing fixed at
// its end 0, the other half being the same goals with every label swapped) and keeps those
// whose midges' disagreements are even (a move changes four of them or none).
//
// Coordinates: the low wings' positions (a 24-bit mask, C(24,12) = 2,704,156 values), the
// midges' disagreements (12 bits, the last their parity: 2,048), the centre splits (70 x 70).
// Two tables (the table store, 4 bits an entry), each exact for its part:
//  - "cube5-phase3-edges": wings and midges, the wings up to the 16 symmetries that keep the
//    R-L axis, each also with every label swapped: 86,048 classes x 2,048 = 176,226,304
//    entries, 88 MiB;
//  - "cube5-phase3-centres": centres and midges, 4,900 x 2,048 entries, 4.9 MiB.
#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/cube5/centre_splits.h"
#include "cubelab/solvers/cube5/edges.h"

namespace cubelab::cube5 {

// The bytes of its tables.
constexpr uint64_t kPhase3Bytes = (uint64_t{86048} * 2048 + uint64_t{4900} * 2048) / 2;
constexpr int kPhase3Moves = 24;

struct TableName {
  const char* name;
  const char* description;
};

// A phase-3 state under one labelling.
struct Phase3State {
  uint32_t lows = 0;     // bit p: wing position p holds a low wing
  uint16_t midges = 0;   // bit s: the midge at slot s disagrees with the labelling
  uint16_t centres = 0;  // the x-centres' split * 70 + the "+" centres'

  bool operator==(const Phase3State&) const = default;
};

// Its tables' names and descriptions in the table store.
inline constexpr std::array<TableName, 2> kPhase3Tables = {{
    {"cube5-phase3-edges", "cube5's phase 3: the wings and midges"},
    {"cube5-phase3-centres", "cube5's phase 3: the centres and midges"},
}};

class Phase3 {
 public:
  using State = Phase3State;
  static constexpr int kMoves = kPhase3Moves;

  // The tables, loaded from the store or built (half a minute or so on two threads).
  static const Phase3& get();
  Phase3(const Phase3&) = delete;
  Phase3& operator=(const Phase3&) = delete;

  // The stage's move index (centres.h) of phase-3 move i, and the phase-3 moves that may
  // follow stage move `previous` (-1 at the start; bit i for phase-3 move i): after a turn of
  // an axis only a later block of the same axis.
  int stage_move(int i) const { return moves_.stage[i]; }
  uint32_t followers(int previous) const { return moves_.followers[previous + 1]; }

  // The state of `cube` (its edges `edges`) under `labels` (bit e set: the wing of edge e
  // at its end 1 is its low wing); its centre coordinate alone; the state from the edges and
  // that coordinate.
  Phase3State state_of(const nxn::NxnCube& cube, const Edges& edges, uint32_t labels) const {
    return state_of(edges, labels, centres_of(cube));
  }
  uint16_t centres_of(const nxn::NxnCube& cube) const;
  Phase3State state_of(const Edges& edges, uint32_t labels, uint16_t centres) const;
  // state_of(edges, labels, centres) for every labelling with edge 11's label 0, out[labels]
  // (out: 2,048 states).
  void labelled_states(const Edges& edges, uint16_t centres, std::span<Phase3State> out) const;
  Phase3State apply(const Phase3State& s, int i) const {
    return {wing_moves_[i].apply(s.lows), midge_moves_[i][s.midges],
            static_cast<uint16_t>(centre_moves_[0][s.centres / 70][i] * 70 +
                                  centre_moves_[1][s.centres % 70][i])};
  }
  // A lower bound on the phase-3 moves to the goal (the larger of the two tables' exact
  // distances); 0 exactly at the goal.
  int bound(const Phase3State& s) const {
    const int c = centre_distance(s);
    const int e = edge_distance(s);
    return c > e ? c : e;
  }
  int centre_distance(const Phase3State& s) const;
  int edge_distance(const Phase3State& s) const;
  // bound() of many states (out[i] of states[i]), their table reads overlapped: each start
  // of the search reads two or three entries, mostly cache misses, one after the other.
  void bounds(std::span<const Phase3State> states, std::span<int> out) const;
  // The goal, read off the coordinates alone; and whether `cube` is at it under some
  // labelling (the one its type-0 wings make).
  bool at_goal(const Phase3State& s) const;
  bool at_goal(const nxn::NxnCube& cube) const;

  // The tables' entries (edge_distance reads entry edge_entry(s)).
  uint64_t edge_entry(const Phase3State& s) const;
  uint32_t edge_classes() const { return static_cast<uint32_t>(representative_.size()); }

 private:
  Phase3();
  struct Mask24 {
    std::array<std::array<uint32_t, 256>, 3> bytes{};
    uint32_t apply(uint32_t mask) const {
      return bytes[0][mask & 0xFF] | bytes[1][(mask >> 8) & 0xFF] | bytes[2][mask >> 16];
    }
  };
  void make_symmetries();
  uint32_t lows_rank(uint32_t lows) const {
    const int c1 = __builtin_popcount(lows & 0xFF);
    const int c2 = c1 + __builtin_popcount(lows & 0xFF00);
    return rank_[0][lows & 0xFF][0] + rank_[1][(lows >> 8) & 0xFF][c1] + rank_[2][lows >> 16][c2];
  }

  PhaseMoves moves_;
  std::array<Mask24, kPhase3Moves> wing_moves_{};
  std::array<std::array<uint16_t, 4096>, kPhase3Moves> midge_moves_{};
  // Per centre orbit, by R-L split: the split after each move.
  std::array<std::array<std::array<uint8_t, kPhase3Moves>, 70>, 2> centre_moves_{};
  std::vector<uint8_t> centre_goal_;  // by centre coordinate: 1 at the goal
  // The low wings' mask -> its rank among the masks of 12 bits (colexicographic, in three
  // bytes: by the byte and the bits set below it).
  std::array<std::array<std::array<uint32_t, 13>, 256>, 3> rank_{};
  // Symmetry k = 2 * j + swapped: the j-th cube symmetry kept, then every label swapped.
  std::vector<Mask24> sym_wings_;
  std::vector<std::array<uint16_t, 4096>> sym_midges_;
  std::vector<uint32_t> packed_;  // by rank: class << 5 | the symmetry to its representative
  std::vector<uint32_t> representative_;  // by class: the lows mask
  std::vector<uint32_t> self_;            // by class: bit k when symmetry k keeps it
  uint32_t goal_lows_ = 0;
  std::span<const uint8_t> edges_, centres_;
};

}  // namespace cubelab::cube5
