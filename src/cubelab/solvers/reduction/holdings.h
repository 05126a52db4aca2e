#pragma once
// A greedy stage takes another path on the cube held another way: the same stage tried on the
// cube turned whole (and recoloured to match, so that solving it solves the cube as held), the
// shortest answer turned back to the cube as held.
#include <optional>
#include <utility>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/cube/rotation.h"

namespace cubelab::reduction {

// The cube turned by r with its colours renamed to match: each face's colour is the one of
// the face it is turned to, so that solving it solves the cube as held.
nxn::NxnCube held_otherwise(const nxn::NxnCube& cube, const Rotation& r);

// The shortest (in `metric`, the first among equals) of what `stage` finds on the cube held
// the first `holdings` ways (Rotation::all(), the cube as held first): `stage` takes the held
// cube (which it may turn) and returns a result with the moves it found (`moves`), turned back
// here to the cube as held; a result that counts its holdings (`holdings`) is told how many
// there were.
template <typename Stage>
auto shortest_held(const nxn::NxnCube& cube, int holdings, Stage stage,
                   nxn::TurnMetric metric = nxn::TurnMetric::Obtm) {
  using Found = decltype(stage(std::declval<nxn::NxnCube&>()));
  const int n = cube.size();
  std::optional<Found> best;
  for (int h = 0; h < holdings; ++h) {
    const Rotation& r = Rotation::all()[h];
    nxn::NxnCube held = held_otherwise(cube, r);
    Found tried = stage(held);
    tried.moves = nxn::rotated(tried.moves, r.inverse());
    if (!best || nxn::length(tried.moves, n, metric) < nxn::length(best->moves, n, metric))
      best = std::move(tried);
  }
  if constexpr (requires { best->holdings = holdings; }) best->holdings = holdings;
  return std::move(*best);
}

}  // namespace cubelab::reduction
