#pragma once
// cube5's phase 4, after Chen Shuang's cube555 (its phase 4): from phase 3's goal (phase3.h),
// with U and D by any power, R2 F2 L2 B2 and the six wide half turns (16 of the stage's moves,
// all keeping phase 3's goal), to
//  - four edges paired in the four slots UR, UL, DR and DL (phase 5 keeps them);
//  - the U-D and R-L centre splits (centre_splits.h) among those from which phase 5's moves
//    (phase5.h) solve the centres.
// Which four edges: these moves keep the E slice's pieces (FR FL BL BR) in it and the others
// out of it, so four of the edges none of whose pieces is in the E slice; the search starts
// from every choice of four of them.
//
// Coordinates: the four edges, labelled by the order of their midges' slots among the eight
// U and D slots, as which 4 of those slots hold their midges (70), where each label's low wing
// is (the type-0 position of one of the eight slots: edges.h; 8 * 7 * 6 * 5 = 1,680) and
// where its high wing is (the type-1 positions: 1,680); the U-D and R-L splits (70 x 70 each).
// Two tables (the table store, 4 bits an entry), each exact for its part:
//  - "cube5-phase4-edges": 70 x 1,680 x 1,680 = 197,568,000 entries, 94 MiB;
//  - "cube5-phase4-centres": 4,900 x 4,900 entries, 11.4 MiB.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/cube5/centre_splits.h"
#include "cubelab/solvers/cube5/edges.h"
#include "cubelab/solvers/cube5/phase3.h"

namespace cubelab::cube5 {

// The bytes of its tables.
constexpr uint64_t kPhase4Bytes = (uint64_t{70} * 1680 * 1680 + uint64_t{4900} * 4900) / 2;
constexpr int kPhase4Moves = 16;

struct Phase4State {
  uint8_t midges = 0;            // bit s: U or D slot s holds a chosen edge's midge
  uint16_t lows = 0, highs = 0;  // 3 bits a label: the slot of its low (high) wing
  uint16_t ud = 0, rl = 0;       // the splits: x-centres * 70 + "+" centres

  bool operator==(const Phase4State&) const = default;
};

// Its tables' names and descriptions in the table store.
inline constexpr std::array<TableName, 2> kPhase4Tables = {{
    {"cube5-phase4-edges", "cube5's phase 4: four edges paired"},
    {"cube5-phase4-centres", "cube5's phase 4: the centres"},
}};

class Phase4 {
 public:
  using State = Phase4State;
  static constexpr int kMoves = kPhase4Moves;

  // The tables, loaded from the store or built (half a minute or so on two threads).
  static const Phase4& get();
  Phase4(const Phase4&) = delete;
  Phase4& operator=(const Phase4&) = delete;

  int stage_move(int i) const { return moves_.stage[i]; }
  uint32_t followers(int previous) const { return moves_.followers[previous + 1]; }

  // The edges (bit e) that may be chosen on a cube at phase 3's goal.
  static uint16_t candidates(const Edges& edges);
  // The state of a cube with the centre splits `splits` (centre_splits.h) and the edges
  // `edges`, the four edges `chosen` (bits).
  State state_of(const SplitState& splits, const Edges& edges, uint16_t chosen) const;
  State apply(const State& s, int i) const {
    const uint16_t moved = mask_moves_[i][s.midges];
    const int relabel = moved >> 8;
    State out;
    out.midges = static_cast<uint8_t>(moved & 0xFF);
    out.lows = relabel_[relabel][low_moves_[i][s.lows]];
    out.highs = relabel_[relabel][high_moves_[i][s.highs]];
    out.ud = static_cast<uint16_t>(ud_moves_[0][s.ud / 70][i] * 70 + ud_moves_[1][s.ud % 70][i]);
    out.rl = static_cast<uint16_t>(rl_moves_[0][s.rl / 70][i] * 70 + rl_moves_[1][s.rl % 70][i]);
    return out;
  }
  int bound(const State& s) const {
    const int e = edge_distance(s), c = centre_distance(s);
    return e > c ? e : c;
  }
  int edge_distance(const State& s) const;
  int centre_distance(const State& s) const;
  bool at_goal(const State& s) const;
  // Starts reading the bound's table entries, for a bound asked soon after.
  void prefetch(const State& s) const {
    __builtin_prefetch(&edges_[edge_entry(s) >> 1]);
    __builtin_prefetch(&centres_[(uint64_t{s.ud} * 4900 + s.rl) >> 1]);
  }

 private:
  Phase4();
  uint64_t edge_entry(const State& s) const {
    return (uint64_t{mask_rank_[s.midges]} * 1680 + code_rank_[s.lows]) * 1680 +
           code_rank_[s.highs];
  }

  PhaseMoves moves_;
  // By move: the midges' new mask | the relabelling << 8; the wings' codes (unrelabelled).
  std::array<std::array<uint16_t, 256>, kPhase4Moves> mask_moves_{};
  std::array<std::array<uint16_t, 4096>, kPhase4Moves> low_moves_{}, high_moves_{};
  // By permutation of the four labels (new label of each old one): a code relabelled.
  std::array<std::array<uint16_t, 4096>, 24> relabel_{};
  std::array<uint8_t, 256> mask_rank_{};
  std::array<uint16_t, 4096> code_rank_{};
  std::array<uint8_t, 70> mask_of_rank_{};
  std::array<uint16_t, 1680> code_of_rank_{};
  // By centre orbit and split: the split after each move.
  std::array<std::array<std::array<uint8_t, kPhase4Moves>, 70>, 2> ud_moves_{}, rl_moves_{};
  std::vector<bool> centre_goal_;  // by ud * 4900 + rl
  uint8_t goal_midges_ = 0;
  uint16_t goal_code_ = 0;
  std::span<const uint8_t> edges_, centres_;
};

}  // namespace cubelab::cube5
