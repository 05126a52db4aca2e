#include "cubelab/solvers/eda/informed_tables.h"

#include <algorithm>
#include <array>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/move_table.h"
#include "cubelab/solvers/korf/tables.h"
#include "cubelab/solvers/twophase/tables.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/packed.h"

namespace cubelab::eda {
namespace {

// Distance table over the pair (a, b), index a * b.size + b, for the moves in `mask`.
std::vector<uint8_t> pair_table(const coord::Coordinate& a, const coord::Coordinate& b,
                                uint32_t mask) {
  const coord::MoveTable ma(a, mask), mb(b, mask);
  std::vector<Move> moves;
  for (int m = 0; m < kMoves; ++m)
    if (mask >> m & 1) moves.push_back(static_cast<Move>(m));
  const uint64_t bs = b.size;
  uint64_t goal = uint64_t{a.get(CubieCube{})} * bs + b.get(CubieCube{});
  return build_distance_table(uint64_t{a.size} * bs, std::span(&goal, 1),
                              static_cast<int>(moves.size()), [&](uint64_t s, int k) -> uint64_t {
                                Move m = moves[k];
                                return uint64_t{ma(static_cast<uint32_t>(s / bs), m)} * bs +
                                       mb(static_cast<uint32_t>(s % bs), m);
                              });
}

std::vector<Move> h_moves() {
  std::vector<Move> m;
  for (int i = 0; i < kMoves; ++i)
    if (coord::kPhase2Moves >> i & 1) m.push_back(static_cast<Move>(i));
  return m;
}

// A state of H is fixed by its corner, U/D-edge and slice-edge permutations.
uint64_t h_key(const CubieCube& c) {
  return (uint64_t{coord::corner_perm(c)} * coord::kUdEdgePerm + coord::ud_edge_perm(c)) *
             coord::kSlicePerm +
         coord::slice_perm(c);
}

}  // namespace

struct PhaseTables::Small {
  std::vector<uint8_t> twist_slice, flip_slice, corner_slice_perm, edge_slice_perm;
};

PhaseTables::PhaseTables(PhaseSource source) : source_(source) {
  if (source == PhaseSource::Small) {
    small_ = std::make_unique<Small>();
    small_->twist_slice =
        pair_table(coord::twist_coord(), coord::ud_slice_coord(), coord::kAllMoves);
    small_->flip_slice = pair_table(coord::flip_coord(), coord::ud_slice_coord(), coord::kAllMoves);
    small_->corner_slice_perm =
        pair_table(coord::corner_perm_coord(), coord::slice_perm_coord(), coord::kPhase2Moves);
    small_->edge_slice_perm =
        pair_table(coord::ud_edge_perm_coord(), coord::slice_perm_coord(), coord::kPhase2Moves);
  } else {
    twophase::tables();  // load (or build) now rather than on the first lookup
  }
  h_exact_ = std::make_unique<ExactNeighbourhood>(h_moves(), kHExactDepth, h_key);
}

PhaseTables::~PhaseTables() = default;

const PhaseTables& PhaseTables::get(PhaseSource source) {
  if (source == PhaseSource::Small) {
    static const PhaseTables small(PhaseSource::Small);
    return small;
  }
  static const PhaseTables two_phase(PhaseSource::TwoPhase);
  return two_phase;
}

PhaseLookup PhaseTables::lookup(const CubieCube& c) const {
  PhaseLookup r;
  const uint32_t slice = coord::ud_slice(c), twist = coord::twist(c), flip = coord::flip(c);
  if (source_ == PhaseSource::Small) {
    int ts = small_->twist_slice[twist * coord::kUdSlice + slice];
    int fs = small_->flip_slice[flip * coord::kUdSlice + slice];
    r.phase1 = std::max(ts, fs);
    r.phase1_tie = ts + fs;
  } else {
    r.phase1 = twophase::tables().phase1_distance(flip, slice, twist);
  }
  if (!r.in_h()) return r;
  const uint32_t cp = coord::corner_perm(c), ud = coord::ud_edge_perm(c);
  const uint32_t sp = coord::slice_perm(c);
  int a, b;
  if (source_ == PhaseSource::Small) {
    a = small_->corner_slice_perm[cp * coord::kSlicePerm + sp];
    b = small_->edge_slice_perm[ud * coord::kSlicePerm + sp];
  } else {
    const twophase::Tables& t = twophase::tables();
    a = t.cornslice_distance(t.coords->corner_sym.packed(cp),
                             coord::edge4(c, coord::kSliceEdges) % 24);
    b = t.phase2_distance(cp, ud);
  }
  r.phase2 = std::max(a, b);
  r.phase2_tie = a + b;
  r.h_exact = h_exact_->distance((uint64_t{cp} * coord::kUdEdgePerm + ud) * coord::kSlicePerm + sp);
  return r;
}

WholeLookup korf_lookup(const CubieCube& c) {
  const korf::Tables& t = korf::tables();
  const int parts[] = {tables::nibble(t.corners, korf::corner_index(c)),
                       tables::nibble(t.edges_low, korf::edge_index(c, 0)),
                       tables::nibble(t.edges_high, korf::edge_index(c, 6))};
  WholeLookup r;
  for (int p : parts) {
    r.max = std::max(r.max, p);
    r.sum += p;
  }
  return r;
}

}  // namespace cubelab::eda
