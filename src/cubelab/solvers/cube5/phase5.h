#pragma once
// cube5's phase 5, after Chen Shuang's cube555 (its phase 5, read with the cube turned so
// that phase 4's four paired edges are in the slots UR, UL, DR and DL): from phase 4's goal
// (phase4.h), with F and B by any power, U2 D2 R2 L2 and the wide half turns of U, D, R and L
// (14 of the stage's moves; none parts the four edges phase 4 paired), to a reduced cube:
// every edge paired, the centres solved.
//
// Coordinates: the other eight edges, labelled by the slot of their midges among the eight
// slots UF UB DF DB FR FL BL BR, as where each label's low wing is (the type-0 positions of
// those slots: edges.h; 8! = 40,320) and where its high wing is (40,320); the centres, as
// one of the split states (centre_splits.h) these moves reach from solved (176,400).
// Two tables (the table store, 4 bits an entry), each exact for its part:
//  - "cube5-phase5-lows": the low wings with the F-B split (70 x 70), 40,320 x 4,900 =
//    197,568,000 entries, 94 MiB;
//  - "cube5-phase5-centres": the split states, 176,400 entries.
// The high wings need no table of their own: the cube's mirror image in the plane between R
// and L takes phase 5's moves to phase 5's moves (F to F', R2 to L2, Rw2 to Lw2, the others to
// themselves), the high wings' positions to the low ones' (wing types are chiral) and the F-B
// splits to F-B splits, so the high wings' distance is the low wings' entry of the mirrored
// state. A state holds its high wings mirrored, turned by the mirrored moves; the constructor
// finds the mirror's maps by following the moves from solved and checks them on every state
// and move.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/cube5/edges.h"
#include "cubelab/solvers/cube5/phase3.h"

namespace cubelab::cube5 {

// The bytes of its tables.
constexpr uint64_t kPhase5Bytes = (uint64_t{40320} * 4900 + 176400) / 2;
constexpr int kPhase5Moves = 14;

struct Phase5State {
  uint16_t lows = 0;     // the rank of the labels' low wings' slots
  uint16_t highs = 0;    // the same of their high wings' slots, in the cube's mirror image (above)
  uint32_t centres = 0;  // the split state's index

  bool operator==(const Phase5State&) const = default;
};

// Its tables' names and descriptions in the table store.
inline constexpr std::array<TableName, 2> kPhase5Tables = {{
    {"cube5-phase5-lows", "cube5's phase 5: the low wings (and, mirrored, the high wings)"},
    {"cube5-phase5-centres", "cube5's phase 5: the centres"},
}};

class Phase5 {
 public:
  using State = Phase5State;
  static constexpr int kMoves = kPhase5Moves;

  // The tables, loaded from the store or built (half a minute or so on two threads).
  static const Phase5& get();
  Phase5(const Phase5&) = delete;
  Phase5& operator=(const Phase5&) = delete;

  int stage_move(int i) const { return moves_.stage[i]; }
  uint32_t followers(int previous) const { return moves_.followers[previous + 1]; }

  State state_of(const nxn::NxnCube& cube, const Edges& edges) const;
  State apply(const State& s, int i) const {
    return {low_moves_[i][s.lows], low_moves_[mirror_[i]][s.highs], centre_moves_[s.centres][i]};
  }
  int bound(const State& s) const {
    const int a = low_distance(s), b = high_distance(s), c = centre_distance(s);
    return a > b ? (a > c ? a : c) : (b > c ? b : c);
  }
  int low_distance(const State& s) const;
  int high_distance(const State& s) const;
  int centre_distance(const State& s) const;
  bool at_goal(const State& s) const { return s.lows == 0 && s.highs == 0 && s.centres == 0; }
  // Starts reading the bound's table entries, for a bound asked soon after.
  void prefetch(const State& s) const {
    const uint64_t fb = fb_[s.centres];
    __builtin_prefetch(&lows_[(uint64_t{s.lows} * 4900 + fb) >> 1]);
    __builtin_prefetch(&lows_[(uint64_t{s.highs} * 4900 + fb_mirrored_[s.centres]) >> 1]);
  }
  uint32_t centre_states() const { return static_cast<uint32_t>(fb_.size()); }

 private:
  Phase5();

  PhaseMoves moves_;
  std::array<std::array<uint16_t, 40320>, kPhase5Moves> low_moves_{};
  std::array<uint8_t, kPhase5Moves> mirror_{};  // by move: its mirror image
  std::vector<uint16_t> mirrored_highs_;        // by high wings' rank: the rank in the mirror
  std::vector<std::array<uint32_t, kPhase5Moves>> centre_moves_;
  std::vector<uint16_t> fb_;  // by split state: its F-B split, x-centres * 70 + "+" centres
  std::vector<uint16_t> fb_mirrored_;  // by split state: its mirror image's F-B split
  std::vector<uint64_t> centre_keys_;  // by split state, sorted with centre_index_
  std::vector<uint32_t> centre_index_;
  std::span<const uint8_t> lows_, centres_;
};

}  // namespace cubelab::cube5
