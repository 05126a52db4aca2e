#include "cubelab/solvers/cube4/centres.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <span>
#include <stdexcept>

#include "cubelab/coord/ranking.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/solvers/cube4/edges.h"
#include "cubelab/solvers/cube4/phase3_ball.h"
#include "cubelab/solvers/reduction/centre_tables.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::cube4 {
namespace {

int centre_position(const nxn::Sticker& s) {
  const int i = nxn::facelet_index(kN, s);
  const int face = i / 16, row = i % 16 / 4, col = i % 4;
  return face * 4 + (row - 1) * 2 + (col - 1);
}

// perm[m][p]: where move m takes the piece at centre position p.
const std::array<std::array<uint8_t, 24>, kMoves>& move_perms() {
  static const auto perms = [] {
    std::array<std::array<uint8_t, 24>, kMoves> t{};
    for (int m = 0; m < kMoves; ++m)
      for (int p = 0; p < 24; ++p) {
        const int face = p / 4, row = p % 4 / 2 + 1, col = p % 2 + 1;
        const nxn::Sticker s{nxn::cell_of(kN, face, row, col), face};
        t[m][p] = static_cast<uint8_t>(centre_position(reduction::after_move(kN, s, move_of(m))));
      }
    return t;
  }();
  return perms;
}

bool is_wide(int m) { return m / 3 % 2 == 1; }
int face_of(int m) { return m / 6; }
int turns_of(int m) { return m % 3 + 1; }
bool flips_parity(int m) { return is_wide(m) && turns_of(m) != 2; }

bool ud(uint8_t colour) { return colour == U || colour == D; }
bool fb(uint8_t colour) { return colour == F || colour == B; }

// The side positions (faces R F L B) in order, for phase 2.
constexpr std::array<int, 4> kSideFaces = {R, F, L, B};

// rank::combination of every choice among `Positions` positions, by its mask (bit i: position
// i chosen). The phase-2 move tables each process makes at its start (search.cpp) rank half a
// million states, and ranking position by position was most of that time.
template <int Positions>
const std::array<uint16_t, 1 << Positions>& combination_ranks() {
  static const auto ranks = [] {
    std::array<uint16_t, 1 << Positions> r{};
    for (uint32_t mask = 0; mask < r.size(); ++mask) {
      std::array<bool, Positions> chosen{};
      for (int i = 0; i < Positions; ++i) chosen[i] = (mask >> i & 1) != 0;
      r[mask] = static_cast<uint16_t>(rank::combination(chosen));
    }
    return r;
  }();
  return ranks;
}

// Phase 1's coordinate is the rank of the mask of the U/D pieces' positions (bit p: position
// p), which the reduction's orbits share (reduction::separate_index: rank::combination's rank
// read a byte at a time); each move's image of a mask is three byte lookups. The phase's
// table build steps 26 million times through these (3.2 s natively ranking position by
// position, 0.5 s so).
const std::array<reduction::MaskPermutation, kMoves>& move_masks() {
  static const auto masks = [] {
    std::array<reduction::MaskPermutation, kMoves> t{};
    for (int m = 0; m < kMoves; ++m) t[m] = reduction::mask_permutation(move_perms()[m]);
    return t;
  }();
  return masks;
}

uint32_t ud_mask(const Centres& c) {
  uint32_t mask = 0;
  for (int p = 0; p < 24; ++p) mask |= uint32_t{ud(c.colour[p])} << p;
  return mask;
}

uint64_t index1(const Centres& c) { return reduction::separate_index(ud_mask(c)); }
// An axis' split: which of its 8 positions (the positive face's, then the opposite's) show
// the positive face's colour, 0..69.
uint64_t split_of(const Centres& c, int positive) {
  uint32_t mask = 0;
  const int faces[2] = {positive, positive + 3};
  for (int i = 0; i < 8; ++i) mask |= uint32_t{c.colour[faces[i / 4] * 4 + i % 4] == positive} << i;
  return combination_ranks<8>()[mask];
}
void set_split(Centres& c, int positive, uint64_t split) {
  std::array<bool, 8> chosen{};
  rank::unrank_combination(static_cast<uint32_t>(split), chosen, 4);
  const int faces[2] = {positive, positive + 3};
  for (int i = 0; i < 8; ++i)
    c.colour[faces[i / 4] * 4 + i % 4] = static_cast<uint8_t>(chosen[i] ? positive : positive + 3);
}
uint64_t index2(const Centres& c) {
  uint32_t mask = 0;
  for (int i = 0; i < 16; ++i) mask |= uint32_t{fb(c.colour[kSideFaces[i / 4] * 4 + i % 4])} << i;
  return (uint64_t{combination_ranks<16>()[mask]} * 2 + (c.wing_parity_odd ? 1 : 0)) * 70 +
         split_of(c, U);
}
uint64_t index3(const Centres& c) {
  uint64_t index = 0;
  for (int positive : {U, R, F}) index = index * 70 + split_of(c, positive);
  return index * 2 + (c.reduced_parity_odd ? 1 : 0);
}

// A representative state of each index (the colours that index reads; others arbitrary but
// consistent with the phase's invariant).
Centres state1(uint64_t index) {
  const uint32_t mask = reduction::separate_mask(static_cast<uint32_t>(index));
  Centres c;
  for (int p = 0; p < 24; ++p) c.colour[p] = mask >> p & 1 ? U : R;
  return c;
}
Centres state2(uint64_t index) {
  Centres c;
  set_split(c, U, index % 70);
  index /= 70;
  std::array<bool, 16> chosen{};
  rank::unrank_combination(static_cast<uint32_t>(index / 2), chosen, 8);
  for (int i = 0; i < 16; ++i) c.colour[kSideFaces[i / 4] * 4 + i % 4] = chosen[i] ? F : R;
  c.wing_parity_odd = index % 2 == 1;
  return c;
}
Centres state3(uint64_t index) {
  Centres c;
  c.reduced_parity_odd = index % 2 == 1;
  index /= 2;
  const int positives[3] = {U, R, F};
  for (int a = 2; a >= 0; --a) {
    set_split(c, positives[a], index % 70);
    index /= 70;
  }
  return c;
}

// Phase 3 keeps U and D to half turns: of the U/D axis' 70 splits, those it reaches from the
// solved one (12) are phase 2's goals.
std::vector<uint64_t> goals(int phase);

struct Phase {
  const char* name;
  const char* parameters;
  uint64_t size;
  uint64_t (*index)(const Centres&);
  Centres (*state)(uint64_t);
  double seconds;  // a build on one thread, docs/results.md's machine
};

const Phase kPhases[3] = {
    {"cube4-centres-ud", "4x4x4 U/D centres: C(24,8), one byte a state, OBTM", 735471, index1,
     state1, 0.4},
    {"cube4-centres-sides",
     "4x4x4 F/B centres among the sides: C(16,8) x wing parity x U/D split, one byte a state, "
     "OBTM",
     1801800, index2, state2, 1},
    {"cube4-centres-final",
     "4x4x4 centres on their faces: 70^3 x reduced parity, U and D halved, one byte a state, "
     "OBTM",
     686000, index3, state3, 0.1},
};

}  // namespace

std::span<const uint8_t> phase_table(int phase) {
  static std::array<std::span<const uint8_t>, 3> loaded;
  static std::once_flag once[3];
  std::call_once(once[phase - 1], [phase] {
    const Phase& p = kPhases[phase - 1];
    tables::TableSpec spec;
    spec.name = p.name;
    spec.parameters = p.parameters;
    spec.description = phase_table_description(phase);
    spec.expected_bytes = p.size;
    spec.expected_seconds = p.seconds;
    spec.parallel_build = false;
    loaded[phase - 1] =
        tables::get_table(spec, [phase, &p](tables::BuildContext& ctx) {
          const std::vector<int> moves = phase_moves(phase);
          const std::vector<uint64_t> targets = goals(phase);
          // Phase 2's index is side * 70 + U/D split, which the moves change apart: move
          // tables of each part, rather than a state made and read for every step.
          std::vector<uint32_t> sides, splits;
          if (phase == 2) {
            const int k = static_cast<int>(moves.size());
            sides.resize(p.size / 70 * k);
            splits.resize(70 * k);
            const std::vector<std::array<uint16_t, kMoves>> side_moves = phase2_side_moves();
            for (uint64_t i = 0; i < p.size / 70; ++i)
              for (int m = 0; m < k; ++m) sides[i * k + m] = side_moves[i][moves[m]];
            for (uint64_t i = 0; i < 70; ++i)
              for (int m = 0; m < k; ++m)
                splits[i * k + m] = static_cast<uint32_t>(index2(apply(state2(i), moves[m])) % 70);
          }
          const auto& masks = move_masks();
          // The search asks for a state's moves one after another: it is made once.
          uint64_t made = p.size;
          Centres state;
          const std::vector<uint8_t> dist = build_distance_table(
              p.size, targets, static_cast<int>(moves.size()), [&](uint64_t s, int m) -> uint64_t {
                if (phase == 1)
                  return reduction::separate_index(
                      masks[moves[m]].apply(reduction::separate_mask(static_cast<uint32_t>(s))));
                if (phase == 2) {
                  const size_t k = moves.size();
                  return uint64_t{sides[s / 70 * k + m]} * 70 + splits[s % 70 * k + m];
                }
                if (s != made) state = p.state(s), made = s;
                return p.index(apply(state, moves[m]));
              });
          std::span<uint8_t> out = ctx.allocate(dist.size());
          std::copy(dist.begin(), dist.end(), out.begin());
          ctx.progress(1);
        }).data();
  });
  return loaded[phase - 1];
}

const char* phase_table_name(int phase) { return kPhases[phase - 1].name; }

std::string phase_table_description(int phase) {
  return std::string("the 4x4x4 centre phase ") + std::to_string(phase) +
         "'s exact distance table (cube4, solvers/cube4/centres.h)";
}

std::vector<int> phase_moves(int phase) {
  std::vector<int> out;
  for (int m = 0; m < kMoves; ++m) {
    const bool ud_face = face_of(m) == U || face_of(m) == D;
    const bool keep = phase == 1 || (phase == 2 && (!is_wide(m) || turns_of(m) == 2 || ud_face)) ||
                      (phase == 3 && (turns_of(m) == 2 || (!is_wide(m) && !ud_face)));
    if (keep) out.push_back(m);
  }
  return out;
}

namespace {

std::vector<uint64_t> goals(int phase) {
  const uint64_t solved = kPhases[phase - 1].index(centres_of(nxn::NxnCube(kN), false));
  if (phase != 2) return {solved};
  std::vector<uint64_t> out = {solved};
  const std::vector<int> moves = phase_moves(3);
  for (size_t i = 0; i < out.size(); ++i)
    for (int m : moves) {
      const uint64_t next = index2(apply(state2(out[i]), m));
      if (std::find(out.begin(), out.end(), next) == out.end()) out.push_back(next);
    }
  return out;
}

}  // namespace

uint64_t phase_index(int phase, const Centres& c) { return kPhases[phase - 1].index(c); }
Centres phase_state(int phase, uint64_t index) { return kPhases[phase - 1].state(index); }

const std::array<std::array<std::array<uint8_t, kMoves>, 70>, 3>& split_moves() {
  static const auto t = [] {
    std::array<std::array<std::array<uint8_t, kMoves>, 70>, 3> out{};
    const std::vector<int> moves = phase_moves(3);
    for (int axis = 0; axis < 3; ++axis)
      for (uint64_t x = 0; x < 70; ++x) {
        const int shift = 2 - axis;
        uint64_t scale = 1;
        for (int i = 0; i < shift; ++i) scale *= 70;
        const Centres c = state3(x * scale * 2);
        for (int m : moves)
          out[axis][x][m] = static_cast<uint8_t>(index3(apply(c, m)) / 2 / scale % 70);
      }
    return out;
  }();
  return t;
}

nxn::NxnMove move_of(int index) {
  return {face_of(index), 1, is_wide(index) ? 2 : 1, turns_of(index)};
}

void load_tables() {
  for (int phase = 1; phase <= 3; ++phase) phase_table(phase);
  if (kPairEdges) {
    load_edge_tables();
    Phase3Ball::get();
  }
}

uint64_t table_bytes() {
  // The pairing table and phase 3's ball where phase 3 pairs the edges.
  uint64_t bytes = kPairEdges ? tables::crumb_bytes(kPairParityEntries) + Phase3Ball::kBytes : 0;
  for (const Phase& p : kPhases) bytes += p.size;
  return bytes;
}

std::vector<std::string> stored_tables() {
  std::vector<std::string> names;
  for (int phase = 1; phase <= 3; ++phase) names.push_back(phase_table_name(phase));
  if (kPairEdges) {
    names.push_back(kPairTableName);
    names.push_back(Phase3Ball::kTableName);
  }
  return names;
}

Centres centres_of(const nxn::NxnCube& cube, bool wing_parity_odd) {
  Centres c;
  for (int p = 0; p < 24; ++p) c.colour[p] = cube.sticker(p / 4, p % 4 / 2 + 1, p % 2 + 1);
  c.wing_parity_odd = wing_parity_odd;
  return c;
}

Centres apply(const Centres& c, int move) {
  const auto& perm = move_perms()[move];
  Centres out;
  for (int p = 0; p < 24; ++p) out.colour[perm[p]] = c.colour[p];
  out.wing_parity_odd = c.wing_parity_odd != flips_parity(move);
  out.reduced_parity_odd = c.reduced_parity_odd != flips_reduced_parity(move);
  return out;
}

std::vector<std::array<uint16_t, kMoves>> phase2_side_moves() {
  // Where each move of phase 2 takes each side position, as a side position: phase 2's moves
  // keep the U/D centres on U and D, so they keep the side positions among themselves.
  const std::vector<int> moves = phase_moves(2);
  std::array<int, 24> side_of{};
  side_of.fill(-1);
  for (int i = 0; i < 16; ++i) side_of[kSideFaces[i / 4] * 4 + i % 4] = i;
  std::array<std::array<int, 16>, kMoves> to{};
  for (int m : moves)
    for (int i = 0; i < 16; ++i) {
      to[m][i] = side_of[move_perms()[m][kSideFaces[i / 4] * 4 + i % 4]];
      if (to[m][i] < 0) throw std::logic_error("cube4: a phase-2 move takes a side centre off");
    }
  const auto& ranks = combination_ranks<16>();
  std::vector<std::array<uint16_t, kMoves>> out(kPhases[1].size / 70);
  for (size_t side = 0; side < out.size(); ++side) {
    std::array<bool, 16> chosen{};
    rank::unrank_combination(static_cast<uint32_t>(side / 2), chosen, 8);
    const bool odd = side % 2 == 1;
    for (int m : moves) {
      uint32_t moved = 0;
      for (int i = 0; i < 16; ++i)
        if (chosen[i]) moved |= 1u << to[m][i];
      out[side][m] = static_cast<uint16_t>(ranks[moved] * 2 + (odd != flips_parity(m) ? 1 : 0));
    }
  }
  return out;
}

void descend(int phase, Centres& c, std::vector<nxn::NxnMove>& solution) {
  const Phase& p = kPhases[phase - 1];
  const std::span<const uint8_t> dist = phase_table(phase);
  const std::vector<int> moves = phase_moves(phase);
  int d = dist[p.index(c)];
  if (d == kUnreached) throw std::logic_error("cube4: a centre phase's goal is out of reach");
  while (d > 0) {
    bool stepped = false;
    for (int m : moves) {
      const Centres next = apply(c, m);
      if (dist[p.index(next)] == d - 1) {
        c = next;
        nxn::push_merged(solution, move_of(m), kN);
        --d;
        stepped = true;
        break;
      }
    }
    if (!stepped) throw std::logic_error("cube4: a centre table has no way down");
  }
}

}  // namespace cubelab::cube4
