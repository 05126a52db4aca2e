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
using CornerPerm = std::array<uint8_t, kCorners>;
struct CornerGroups {
  std::vector<CornerPerm> group;        // the 96 elements of H, identity first
  std::vector<int16_t> in_group_index;  // [perm rank] -> 0..95, or -1 outside H
  std::vector<uint16_t> coset;          // [perm rank] -> 0..419 (H itself is coset 0)
  std::vector<CornerPerm> coset_rep;    // a member of each coset
};

const CornerGroups& corner_groups() {
  static const CornerGroups groups = [] {
    CornerGroups g;
    g.in_group_index.assign(kCornerPerms, -1);
    g.group.push_back(CubieCube{}.cp);
    g.in_group_index[rank::permutation(g.group[0])] = 0;
    const std::vector<Move> moves = half_turns();
    for (size_t i = 0; i < g.group.size(); ++i) {
      for (Move m : moves) {
        CubieCube next;
        next.cp = g.group[i];
        next.multiply_corners(CubieCube::move_cube(m));
        int16_t& slot = g.in_group_index[rank::permutation(next.cp)];
        if (slot >= 0) continue;
        slot = static_cast<int16_t>(g.group.size());
        g.group.push_back(next.cp);
      }
    }
    const uint16_t kUnlabelled = 0xFFFF;
    g.coset.assign(kCornerPerms, kUnlabelled);
    for (uint32_t r = 0; r < kCornerPerms; ++r) {
      if (g.coset[r] != kUnlabelled) continue;
      CubieCube perm;
      rank::unrank_permutation(r, perm.cp);
      for (const CornerPerm& h : g.group) {
        CubieCube hg;
        hg.cp = h;
        hg.multiply_corners(perm);
        g.coset[rank::permutation(hg.cp)] = static_cast<uint16_t>(g.coset_rep.size());
      }
      g.coset_rep.push_back(perm.cp);
    }
    return g;
  }();
  return groups;
}

// Phase 3: the corner coset, and which of the eight U/D-layer positions hold the M-slice
// edges (in G2 the E-slice edges stay in the E slice, so the other four are S-slice edges).
uint32_t corner_coset(const CubieCube& c) { return corner_groups().coset[rank::permutation(c.cp)]; }
void set_corner_coset(CubieCube& c, uint32_t index) { c.cp = corner_groups().coset_rep[index]; }

uint32_t m_slice_positions(const CubieCube& c) {
  std::array<bool, 8> chosen;
  for (int i = 0; i < 8; ++i) chosen[i] = in_m_slice(c.ep[i]);
  return rank::combination(chosen);
}
void set_m_slice_positions(CubieCube& c, uint32_t index) {
  std::array<bool, 8> chosen;
  rank::unrank_combination(index, chosen, 4);
  int m = 0, s = 0;
  for (int i = 0; i < 8; ++i) c.ep[i] = chosen[i] ? kMSlice[m++] : kSSlice[s++];
}

// Phase 4 (inside G3): which of the 96 corner permutations, and the permutation of each
// slice's four edges among the slice's positions. Of the 96 * 24^3 combinations, those with
// matching corner and edge parity (half of them) are the 663,552 elements of G3.
uint32_t corner_in_group(const CubieCube& c) {
  return static_cast<uint32_t>(corner_groups().in_group_index[rank::permutation(c.cp)]);
}
void set_corner_in_group(CubieCube& c, uint32_t index) { c.cp = corner_groups().group[index]; }

template <const std::array<uint8_t, 4>& kSlice>
uint32_t slice_permutation(const CubieCube& c) {
  std::array<uint8_t, 4> perm;
  for (int i = 0; i < 4; ++i)
    for (uint8_t j = 0; j < 4; ++j)
      if (c.ep[kSlice[i]] == kSlice[j]) perm[i] = j;
  return rank::permutation(perm);
}
template <const std::array<uint8_t, 4>& kSlice>
void set_slice_permutation(CubieCube& c, uint32_t index) {
  std::array<uint8_t, 4> perm;
  rank::unrank_permutation(index, perm);
  for (int i = 0; i < 4; ++i) c.ep[kSlice[i]] = kSlice[perm[i]];
}

const coord::Coordinate kCornerCoset{"corner coset of the half-turn group", kCornerCosets,
                                     corner_coset, set_corner_coset, coord::Pieces::Corners};
const coord::Coordinate kMSlicePositions{"M-slice edge positions", 70, m_slice_positions,
                                         set_m_slice_positions, coord::Pieces::Edges};
const coord::Coordinate kCornerInGroup{"corner permutation in the half-turn group", kHalfTurnGroup,
                                       corner_in_group, set_corner_in_group,
                                       coord::Pieces::Corners};
const coord::Coordinate kMSlicePerm{"M-slice edge permutation", 24, slice_permutation<kMSlice>,
                                    set_slice_permutation<kMSlice>, coord::Pieces::Edges};
const coord::Coordinate kSSlicePerm{"S-slice edge permutation", 24, slice_permutation<kSSlice>,
                                    set_slice_permutation<kSSlice>, coord::Pieces::Edges};
const coord::Coordinate kESlicePerm{"E-slice edge permutation", 24, slice_permutation<kESlice>,
                                    set_slice_permutation<kESlice>, coord::Pieces::Edges};

std::vector<Move> moves_of(std::initializer_list<const char*> names) {
  std::vector<Move> moves;
  for (const char* name : names)
    for (Move m = 0; m < kMoves; ++m)
      if (move_name(m) == name) moves.push_back(m);
  return moves;
}

}  // namespace

const std::array<PhaseSpace, kPhases>& phases() {
  // Phases 1 and 2 use the shared coordinates flip (edge orientation), twist (corner
  // orientation) and ud_slice (where the E-slice edges are) of coord/coordinates.h.
  static const std::array<PhaseSpace, kPhases> all = {
      PhaseSpace(kPhaseNames[0],
                 moves_of({"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'", "D", "D2", "D'", "L",
                           "L2", "L'", "B", "B2", "B'"}),
                 {&coord::flip_coord()}),
      PhaseSpace(kPhaseNames[1],
                 moves_of({"U", "U2", "U'", "R", "R2", "R'", "F2", "D", "D2", "D'", "L", "L2", "L'",
                           "B2"}),
                 {&coord::twist_coord(), &coord::ud_slice_coord()}),
      PhaseSpace(kPhaseNames[2],
                 moves_of({"U", "U2", "U'", "R2", "F2", "D", "D2", "D'", "L2", "B2"}),
                 {&kCornerCoset, &kMSlicePositions}),
      PhaseSpace(kPhaseNames[3], half_turns(),
                 {&kCornerInGroup, &kMSlicePerm, &kSSlicePerm, &kESlicePerm}),
  };
  return all;
}

}  // namespace cubelab::thistlethwaite
