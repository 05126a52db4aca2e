#include "cubelab/solvers/cube5/centres.h"

#include <fmt/format.h>

#include <stdexcept>

#include "cubelab/base/fnv1a.h"
#include "cubelab/cube/move.h"
#include "cubelab/solvers/cube5/phase1_near.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::cube5 {
namespace {

std::vector<nxn::NxnMove> five_moves() {
  std::vector<nxn::NxnMove> moves;
  for (int m = 0; m < 36; ++m) moves.push_back(five_move(m));
  return moves;
}

int axis_of(const nxn::NxnMove& m) { return m.face % 3; }

}  // namespace

CentreStage::CentreStage(reduction::CentreOrbits orbits, std::vector<nxn::NxnMove> stage_moves,
                         int first_depth, int last_depth, bool single_slices)
    : orbits_(std::move(orbits)),
      moves_(std::move(stage_moves)),
      first_depth_(first_depth),
      last_depth_(last_depth) {
  if (orbits_.orbits.size() != 2 || moves_.size() > kMaxMoves)
    throw std::logic_error("cube5: a centre stage is two orbits and at most 64 moves");
  std::string depends;
  for (int o = 0; o < 2; ++o) {
    const reduction::CentreOrbit& orbit = orbits_.orbits[o];
    const reduction::OrbitType& type = orbits_.types[orbit.type];
    tables_[o] = &reduction::centre_tables(type, single_slices);
    wing_shift_[o][0] = orbit.depths[0] - first_depth;
    wing_shift_[o][1] = orbit.depths[1] < orbits_.n ? orbit.depths[1] - first_depth : 31;
  }
  for (int m = 0; m < moves(); ++m) {
    const nxn::NxnMove& move = moves_[m];
    for (int o = 0; o < 2; ++o) {
      const reduction::CentreOrbit& orbit = orbits_.orbits[o];
      const int combo =
          move.first_layer > 1 ? reduction::kSliceAlone : orbit.combo(move.last_layer);
      const int g = reduction::generator_index(move.face, combo, move.turns);
      masks_[o][m] = &orbits_.types[orbit.type].masks[g];
      const auto& perm = orbits_.types[orbit.type].perms[g];
      depends.append(perm.begin(), perm.end());
    }
    // A quarter turn of each inner layer of the stage's depths is an odd permutation of its
    // wing orbit.
    if (move.turns != 2)
      for (int layer = std::max(move.first_layer, 2); layer <= move.last_layer; ++layer)
        if (layer - 1 >= first_depth && layer - 1 <= last_depth)
          parity_flips_[m] |= 1u << (layer - 1 - first_depth);
    const bool ud_axis = move.face == U || move.face == D;
    const bool inner = move.last_layer > 1;
    all_ |= uint64_t{1} << m;
    // Phase 2 keeps U/D: U/D's blocks with inner layers by any power (U and D alone turn
    // no side position), the other faces by any power, their inner layers halved.
    if (ud_axis ? inner : !inner || move.turns == 2) phase2_ |= uint64_t{1} << m;
  }
  // Canonical order: blocks of one axis in increasing order of (face, first, last layer).
  for (int previous = -1; previous < moves(); ++previous)
    for (int m = 0; m < moves(); ++m) {
      const nxn::NxnMove& a = moves_[m];
      if (previous >= 0) {
        const nxn::NxnMove& p = moves_[previous];
        if (axis_of(a) == axis_of(p) && std::tuple(a.face, a.first_layer, a.last_layer) <=
                                            std::tuple(p.face, p.first_layer, p.last_layer))
          continue;
      }
      followers_[previous + 1] |= uint64_t{1} << m;
    }
  key_ = fmt::format("{:016x}", fnv1a(depends));
  near_ = std::make_unique<const Phase1Near>(*this);
}

CentreStage::~CentreStage() = default;

const CentreStage& CentreStage::five() {
  static const CentreStage stage(reduction::centre_orbits(kN), five_moves(), 1, 1, false);
  return stage;
}

std::vector<nxn::NxnMove> CentreStage::moves_of(const std::vector<int>& indices) const {
  std::vector<nxn::NxnMove> out;
  for (int m : indices) out.push_back(moves_[m]);
  return out;
}

Centres CentreStage::centres_of(const nxn::NxnCube& cube) const {
  if (cube.size() != orbits_.n) throw std::logic_error("cube5: a cube of another size");
  Centres c;
  for (int o = 0; o < 2; ++o) {
    const reduction::CentreOrbit& orbit = orbits_.orbits[o];
    c.ud[o] = reduction::colour_mask(cube, orbit, U) | reduction::colour_mask(cube, orbit, D);
    c.fb[o] = reduction::colour_mask(cube, orbit, F) | reduction::colour_mask(cube, orbit, B);
  }
  for (int depth = first_depth_; depth <= last_depth_; ++depth)
    if (reduction::orbit_is_odd(cube, depth)) c.parity |= 1u << (depth - first_depth_);
  return c;
}

int CentreStage::phase1_bound(const Centres& c, const Phase1Indices& indices, int limit) const {
  int h = tables_[0]->separate[indices.x];
  if (h >= limit) return h;
  h = std::max<int>(h, tables_[1]->separate[indices.t]);
  if (h >= limit) return h;
  if (h == 0) {
    for (int o = 0; o < 2; ++o)
      if (sides_distance(o, c) == kUnreached) return 1;
    return 0;
  }
  // Each orbit's distance sees half of the state; near the goal the joint one is known. It is
  // at most its depth + 1, so it prunes only below that.
  if (limit <= near_->depth() + 1) h = std::max(h, near_->distance(c.ud[0], c.ud[1]));
  return h;
}

}  // namespace cubelab::cube5
