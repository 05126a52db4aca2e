#include "cubelab/solvers/cube5/centres.h"

#include <algorithm>

#include "cubelab/cube/move.h"
#include "cubelab/solvers/cube5/phase1_near.h"
#include "cubelab/solvers/reduction/centre_orbits.h"
#include "cubelab/solvers/reduction/centre_tables.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::cube5 {
namespace {

// The 5x5x5's two orbits with, for each of the 36 moves, its permutation of each orbit's
// position masks and whether it changes the wings' parity (a wide quarter turn).
struct CentreModel {
  reduction::CentreOrbits orbits = reduction::centre_orbits(kN);
  std::array<std::array<const reduction::MaskPermutation*, kMoves>, 2> masks{};
  std::array<bool, kMoves> flips_parity{};

  CentreModel() {
    for (int m = 0; m < kMoves; ++m) {
      const nxn::NxnMove move = move_of(m);
      for (int o = 0; o < 2; ++o) {
        const reduction::CentreOrbit& orbit = orbits.orbits[o];
        const int g =
            reduction::generator_index(move.face, orbit.combo(move.last_layer), move.turns);
        masks[o][m] = &orbits.types[orbit.type].masks[g];
      }
      flips_parity[m] = move.last_layer == 2 && move.turns != 2;
    }
  }
};

const CentreModel& centre_model() {
  static const CentreModel m;
  return m;
}

const reduction::CentreTables& tables_of(int orbit) {
  const CentreModel& m = centre_model();
  return reduction::centre_tables(m.orbits.types[m.orbits.orbits[orbit].type], false);
}

const std::array<const reduction::CentreTables*, 2>& orbit_tables() {
  static const std::array<const reduction::CentreTables*, 2> t = {&tables_of(0), &tables_of(1)};
  return t;
}

int sides_distance(int orbit, const Centres& c) {
  return orbit_tables()[orbit]
      ->sides[reduction::sides_index(c.fb[orbit], c.wing_parity_odd ? 1 : 0)];
}

}  // namespace

nxn::NxnMove move_of(int index) { return {index / 6, 1, 1 + index / 3 % 2, index % 3 + 1}; }

Centres centres_of(const nxn::NxnCube& cube) {
  if (cube.size() != kN) throw std::logic_error("cube5: not a 5x5x5");
  Centres c;
  for (int o = 0; o < 2; ++o) {
    const reduction::CentreOrbit& orbit = centre_model().orbits.orbits[o];
    c.ud[o] = reduction::colour_mask(cube, orbit, U) | reduction::colour_mask(cube, orbit, D);
    c.fb[o] = reduction::colour_mask(cube, orbit, F) | reduction::colour_mask(cube, orbit, B);
  }
  c.wing_parity_odd = reduction::orbit_is_odd(cube, 1);
  return c;
}

Centres apply(const Centres& c, int move) {
  const CentreModel& m = centre_model();
  Centres next;
  for (int o = 0; o < 2; ++o) {
    next.ud[o] = m.masks[o][move]->apply(c.ud[o]);
    next.fb[o] = m.masks[o][move]->apply(c.fb[o]);
  }
  next.wing_parity_odd = c.wing_parity_odd != m.flips_parity[move];
  return next;
}

std::vector<int> phase_moves(int phase) {
  std::vector<int> moves;
  for (int m = 0; m < kMoves; ++m) {
    const nxn::NxnMove move = move_of(m);
    const bool ud_axis = move.face == U || move.face == D;
    const bool wide = move.last_layer == 2;
    if (phase == 1 || (ud_axis ? wide : !wide || move.turns == 2)) moves.push_back(m);
  }
  return moves;
}

Phase1Indices phase1_indices(const Centres& c) {
  const auto& t = orbit_tables();
  const Phase1Indices i{reduction::separate_index(c.ud[0]), reduction::separate_index(c.ud[1])};
  __builtin_prefetch(&t[0]->separate[i.x]);
  __builtin_prefetch(&t[1]->separate[i.t]);
  return i;
}

int phase1_bound(const Centres& c, int limit) { return phase1_bound(c, phase1_indices(c), limit); }

int phase1_bound(const Centres& c, const Phase1Indices& indices, int limit) {
  const auto& t = orbit_tables();
  int h = t[0]->separate[indices.x];
  if (h >= limit) return h;
  h = std::max<int>(h, t[1]->separate[indices.t]);
  if (h >= limit) return h;
  if (h == 0) {
    for (int o = 0; o < 2; ++o)
      if (sides_distance(o, c) == kUnreached) return 1;
    return 0;
  }
  // Each orbit's distance sees half of the state; near the goal the joint one is known. It is
  // at most kNearDepth + 1, so it prunes only below that.
  if (limit <= Phase1Near::kNearDepth + 1)
    h = std::max(h, Phase1Near::get().distance(c.ud[0], c.ud[1]));
  return h;
}

int phase2_bound(const Centres& c) { return std::max(sides_distance(0, c), sides_distance(1, c)); }

void load_tables() {
  orbit_tables();
  Phase1Near::get();
}

}  // namespace cubelab::cube5
