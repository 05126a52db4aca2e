#include "cubelab/solvers/thistlethwaite/phases.h"

#include <vector>

#include "cubelab/coord/ranking.h"

namespace cubelab::thistlethwaite {

const std::array<const char*, kPhases> kPhaseNames = {"G0 -> G1", "G1 -> G2", "G2 -> G3",
                                                      "G3 -> solved"};

namespace {

constexpr uint32_t kCornerPerms = 40320;  // 8!
constexpr uint32_t kHalfTurnGroup = 96;   // corner permutations reachable by half turns
constexpr uint32_t kCornerCosets = kCornerPerms / kHalfTurnGroup;  // 420

// The edge slices as position (= piece) lists: M holds UF UB DF DB, S holds UR UL DR DL.
constexpr std::array<uint8_t, 4> kMSlice = {UF, UB, DF, DB};
constexpr std::array<uint8_t, 4> kSSlice = {UR, UL, DR, DL};
constexpr std::array<uint8_t, 4> kESlice = {FR, FL, BL, BR};

bool in_m_slice(uint8_t edge) { return edge == UF || edge == UB || edge == DF || edge == DB; }

std::vector<Move> half_turns() {
  std::vector<Move> moves;
  for (int face = 0; face < kFaces; ++face) moves.push_back(make_move(face, 2));
  return moves;
}

// The corner permutations reachable with half turns (a group H of 96 elements), and the
// cosets H*g of all 8! permutations. Phase 3 must bring the corners into H: a cube g needs
// the same phase-3 moves as h*g for every h in H (h*g*s is in H iff g*s is), so the coset
// H*g is the exact corner part of the phase-3 state.
struct CornerGroups {
  std::vector<uint16_t> coset;          // [perm rank] -> 0..419 (H itself is coset 0)
  std::vector<int16_t> in_group_index;  // [perm rank] -> 0..95, or -1 outside H
};

const CornerGroups& corner_groups() {
  static const CornerGroups groups = [] {
    CornerGroups g;
    g.in_group_index.assign(kCornerPerms, -1);
    std::vector<CubieCube> group{CubieCube{}};
    g.in_group_index[rank::permutation(CubieCube{}.cp)] = 0;
    const std::vector<Move> moves = half_turns();
    for (size_t i = 0; i < group.size(); ++i) {
      for (Move m : moves) {
        CubieCube next = group[i];
        next.multiply_corners(CubieCube::move_cube(m));
        int16_t& slot = g.in_group_index[rank::permutation(next.cp)];
        if (slot >= 0) continue;
        slot = static_cast<int16_t>(group.size());
        group.push_back(next);
      }
    }
    const uint16_t kUnlabelled = 0xFFFF;
    g.coset.assign(kCornerPerms, kUnlabelled);
    uint16_t next_coset = 0;
    for (uint32_t r = 0; r < kCornerPerms; ++r) {
      if (g.coset[r] != kUnlabelled) continue;
      CubieCube perm;
      rank::unrank_permutation(r, perm.cp);
      for (const CubieCube& h : group) {
        CubieCube hg = h;
        hg.multiply_corners(perm);
        g.coset[rank::permutation(hg.cp)] = next_coset;
      }
      ++next_coset;
    }
    return g;
  }();
  return groups;
}

// Phase 1: edge orientation (11 flips, the 12th implied).
uint32_t edge_orientation(const CubieCube& c) { return rank::orientation(c.eo, 2); }

// Phase 2: corner twist (7 twists) and which positions hold the four E-slice edges.
uint32_t corner_twist(const CubieCube& c) { return rank::orientation(c.co, 3); }
uint32_t e_slice_positions(const CubieCube& c) {
  std::array<bool, kEdges> chosen;
  for (int i = 0; i < kEdges; ++i) chosen[i] = c.ep[i] >= FR;
  return rank::combination(chosen);
}

// Phase 3: the corner coset, and which of the eight U/D-layer positions hold the M-slice
// edges (in G2 the E-slice edges stay in the E slice, so the other four are S-slice edges).
uint32_t corner_coset(const CubieCube& c) { return corner_groups().coset[rank::permutation(c.cp)]; }
uint32_t m_slice_positions(const CubieCube& c) {
  std::array<bool, 8> chosen;
  for (int i = 0; i < 8; ++i) chosen[i] = in_m_slice(c.ep[i]);
  return rank::combination(chosen);
}

// Phase 4 (inside G3): which of the 96 corner permutations, and the permutation of each
// slice's four edges among the slice's positions. Of the 96 * 24^3 combinations, those with
// matching corner and edge parity (half of them) are the 663,552 elements of G3.
uint32_t corner_in_group(const CubieCube& c) {
  return static_cast<uint32_t>(corner_groups().in_group_index[rank::permutation(c.cp)]);
}
template <const std::array<uint8_t, 4>& kSlice>
uint32_t slice_permutation(const CubieCube& c) {
  std::array<uint8_t, 4> perm;
  for (int i = 0; i < 4; ++i)
    for (uint8_t j = 0; j < 4; ++j)
      if (c.ep[kSlice[i]] == kSlice[j]) perm[i] = j;
  return rank::permutation(perm);
}

std::vector<Move> moves_of(std::initializer_list<const char*> names) {
  std::vector<Move> moves;
  for (const char* name : names)
    for (Move m = 0; m < kMoves; ++m)
      if (move_name(m) == name) moves.push_back(m);
  return moves;
}

}  // namespace

const std::array<PhaseSpace, kPhases>& phases() {
  static const std::array<PhaseSpace, kPhases> all = {
      PhaseSpace(kPhaseNames[0],
                 moves_of({"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'", "D", "D2", "D'", "L",
                           "L2", "L'", "B", "B2", "B'"}),
                 {{"edge orientation", 2048, edge_orientation}}),
      PhaseSpace(kPhaseNames[1],
                 moves_of({"U", "U2", "U'", "R", "R2", "R'", "F2", "D", "D2", "D'", "L", "L2", "L'",
                           "B2"}),
                 {{"corner twist", 2187, corner_twist},
                  {"E-slice edge positions", 495, e_slice_positions}}),
      PhaseSpace(kPhaseNames[2],
                 moves_of({"U", "U2", "U'", "R2", "F2", "D", "D2", "D'", "L2", "B2"}),
                 {{"corner coset", kCornerCosets, corner_coset},
                  {"M-slice edge positions", 70, m_slice_positions}}),
      PhaseSpace(kPhaseNames[3], half_turns(),
                 {{"corner permutation in the half-turn group", kHalfTurnGroup, corner_in_group},
                  {"M-slice edge permutation", 24, slice_permutation<kMSlice>},
                  {"S-slice edge permutation", 24, slice_permutation<kSSlice>},
                  {"E-slice edge permutation", 24, slice_permutation<kESlice>}}),
  };
  return all;
}

}  // namespace cubelab::thistlethwaite
