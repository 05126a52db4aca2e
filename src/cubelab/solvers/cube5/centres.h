#pragma once
// The 5x5x5's centres for cube5's first two phases, in outer block turns (the six faces and
// the six two-layer wide turns, any power: 36 moves, none of which turns a middle layer, so
// the fixed centres and the midges' axes stay). A five-phase reduction after Chen Shuang's
// cube555 splits the centres as the 4x4x4's three-phase reduction does (Tsai's 8-step
// method), for both of the 5x5x5's centre orbits at once, the x-centres and the "+" centres
// (reduction::centre_orbits(5): orbit 0 and 1):
//  1. the eight U and D pieces of each orbit onto U and D, any moves: per orbit which 8 of
//     its 24 positions hold them, C(24,8) = 735,471 states;
//  2. the F and B pieces onto F and B, keeping U/D: R, F, L, B by any power, Uw and Dw by
//     any power, the other wide turns halved (U and D turn none of the side positions); per
//     orbit which 8 of the 16 side positions hold them, times the parity of the wings'
//     permutation, which the goal asks even: a wide quarter turn is one inner quarter turn,
//     an odd permutation of the 24 wings, and the phases after turn wide blocks by halves
//     only, so the "OLL parity" is avoided here rather than fixed by an algorithm.
// Each orbit's part has an exact table, reduction's (centre_tables.h: `separate` and
// `sides`, whose moves include these), and the phases search both orbits on the larger of
// the two distances.
//
// The same two phases serve any stage of reduction's centre search that takes two orbits
// (centre_search.h: the first from the 5x5x5 on, and on odd cubes the x-centres and "+"
// centres of each later depth): a CentreStage is the two orbits and the stage's moves, the
// 5x5x5's one of them (CentreStage::five()).
#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/solvers/reduction/centre_orbits.h"
#include "cubelab/solvers/reduction/centre_tables.h"

namespace cubelab::cube5 {

constexpr int kN = 5;
constexpr int kMaxMoves = 64;
constexpr int kMaxBound = 255;

// Move m of the 5x5x5's stage (CentreStage::five()): (face * 2 + wide) * 3 + turns - 1, faces
// U R F D L B, wide the two-layer block.
inline nxn::NxnMove five_move(int m) { return {m / 6, 1, m / 3 % 2 + 1, m % 3 + 1}; }
inline int five_index(const nxn::NxnMove& m) {
  return (m.face * 2 + m.last_layer - 1) * 3 + m.turns - 1;
}

// What the two phases follow of the centres: per orbit (the stage's first and second) the
// positions (reduction::CentreOrbit's, bit p for position p) that show U or D and those that
// show F or B, and the parities of the stage's wing orbits (bit k: the orbit at depth
// first_depth + k, odd).
struct Centres {
  std::array<uint32_t, 2> ud{};
  std::array<uint32_t, 2> fb{};
  uint32_t parity = 0;

  bool operator==(const Centres&) const = default;
};

// Phase 1's bound in two steps, for a search that starts the table reads of a node's
// children before it reads any (search.cpp): each orbit's index in reduction's `separate`
// table, whose entries are being fetched, then the bound from them.
struct Phase1Indices {
  uint32_t x = 0, t = 0;
};

class Phase1Near;

class CentreStage {
 public:
  // `orbits`: two orbits; `moves`: the stage's turns (at most kMaxMoves: outer blocks, or
  // faces and single inner layers); the stage's wing orbits are those at depths first_depth
  // to last_depth; `single_slices`: which of reduction's tables (centre_tables.h).
  CentreStage(reduction::CentreOrbits orbits, std::vector<nxn::NxnMove> moves, int first_depth,
              int last_depth, bool single_slices);
  CentreStage(const CentreStage&) = delete;
  CentreStage& operator=(const CentreStage&) = delete;
  ~CentreStage();

  // The 5x5x5's: its x-centres and "+" centres, the faces and the two-layer wide turns, in
  // the order (face * 2 + wide) * 3 + turns - 1, faces U R F D L B.
  static const CentreStage& five();

  int moves() const { return static_cast<int>(moves_.size()); }
  const nxn::NxnMove& move(int m) const { return moves_[m]; }
  std::vector<nxn::NxnMove> moves_of(const std::vector<int>& indices) const;
  // The moves phase 1 or 2 may turn, bit m for move m.
  uint64_t phase_moves(int phase) const { return phase == 1 ? all_ : phase2_; }
  // Bit m set where move m may follow `previous` (-1 at the start): turns of one axis
  // commute, so after a turn of an axis only a later block of the same axis.
  uint64_t followers(int previous) const { return followers_[previous + 1]; }

  Centres centres_of(const nxn::NxnCube& cube) const;
  Centres apply(const Centres& c, int m) const {
    Centres next;
    for (int o = 0; o < 2; ++o) {
      next.ud[o] = masks_[o][m]->apply(c.ud[o]);
      next.fb[o] = masks_[o][m]->apply(c.fb[o]);
    }
    next.parity = c.parity ^ parity_flips_[m];
    return next;
  }

  // Lower bounds on the moves of phase 1 and 2 (each phase's larger orbit distance, and for
  // phase 1 near its goal the joint one: phase1_near.h); 0 exactly at the phase's goal.
  // Phase 1's goal also asks that phase 2 can reach its own from there (reduction's `sides`
  // table reaches it for each orbit): where it cannot, the bound is 1. A bound at or above
  // `limit` may be returned before every table is read (a search prunes the node either way).
  // (Its indices inline: the search asks them for every node.)
  Phase1Indices phase1_indices(const Centres& c) const {
    const Phase1Indices i{reduction::separate_index(c.ud[0]), reduction::separate_index(c.ud[1])};
    __builtin_prefetch(&tables_[0]->separate[i.x]);
    __builtin_prefetch(&tables_[1]->separate[i.t]);
    return i;
  }
  int phase1_bound(const Centres& c, const Phase1Indices& indices, int limit) const;
  int phase1_bound(const Centres& c, int limit = kMaxBound) const {
    return phase1_bound(c, phase1_indices(c), limit);
  }
  int phase2_bound(const Centres& c) const {
    return std::max(sides_distance(0, c), sides_distance(1, c));
  }

  // The joint bound near phase 1's goal (phase1_near.h: loaded from the table store, or built,
  // when the stage is made).
  const Phase1Near& near() const { return *near_; }
  // A name for what the stage's tables depend on (its orbits' moves), for phase1_near.h's.
  const std::string& key() const { return key_; }

 private:
  int sides_distance(int orbit, const Centres& c) const {
    return tables_[orbit]->sides[reduction::sides_index(c.fb[orbit], wing_bits(orbit, c.parity))];
  }
  uint32_t wing_bits(int orbit, uint32_t parity) const {
    return (parity >> wing_shift_[orbit][0] & 1) | (parity >> wing_shift_[orbit][1] & 1) << 1;
  }

  reduction::CentreOrbits orbits_;
  std::vector<nxn::NxnMove> moves_;
  std::array<std::array<const reduction::MaskPermutation*, kMaxMoves>, 2> masks_{};
  std::array<uint32_t, kMaxMoves> parity_flips_{};
  std::array<const reduction::CentreTables*, 2> tables_{};
  // Where orbit o's wing bits are in `parity` (the second at bit 31, always 0, for an orbit
  // with one slice).
  std::array<std::array<int, 2>, 2> wing_shift_{};
  uint64_t all_ = 0, phase2_ = 0;
  std::array<uint64_t, kMaxMoves + 1> followers_{};
  int first_depth_ = 0, last_depth_ = 0;
  std::string key_;
  std::unique_ptr<const Phase1Near> near_;
};

}  // namespace cubelab::cube5
