#pragma once
// cube5's edge phases (phase3.h, phase4.h, phase5.h) searched as Chen Shuang's cube555
// chains them: each phase by IDA* from many partial solutions at once, by the length of the
// whole, so that the next phase starts from those that make the whole shortest rather than
// from the first found.
#include <cstddef>
#include <functional>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/rotation.h"
#include "cubelab/solvers/cube5/search.h"

namespace cubelab::cube5 {

// A cube part-way through the phases, held turned by `frame` (nxn::recoloured: phase 3 makes
// each axis in turn its R-L axis), and the moves that took it there as the cube was first held
// (the stage's move indices: centres.h).
struct Partial {
  nxn::NxnCube cube{5};
  std::vector<int> moves;
  size_t centre_moves = 0;  // the first moves, phases 1 and 2's
  Rotation frame{};
};

struct PhaseLimits {
  // The solutions of the least whole length and up to extra_moves more, at most `solutions`.
  size_t solutions = 20;
  int extra_moves = 0;
  // Nodes the search may take before it ends with the solutions found (at least one).
  long long nodes = 2'000'000;
};

// Phases 1 and 2 (search.h) from `cube` held three ways (each axis its U-D axis), by the
// length of both: the partials at phase 2's goal, the shortest first.
std::vector<Partial> search_centre_phases(const nxn::NxnCube& cube,
                                          const std::function<bool()>& stop,
                                          const CentreLimits& limits, CentreStats* stats = nullptr);

// A phase from each of `from` (each at the phase before's goal): the partials at the phase's
// goal, the shortest whole first. Phase 3 starts from every labelling of each, held three ways
// (each axis its R-L axis: phase 2 leaves every axis' centre pieces on it), phase 4 from
// every choice of its four edges, held two ways (the E slice or the S slice its E slice); a
// start that cannot reach the goal (phase 4 with fewer than four edges out of its E slice) is
// passed over. Throws reduction::Stopped
// when `stop` says so; `nodes`, when given, counts the nodes.
std::vector<Partial> search_phase3(const std::vector<Partial>& from,
                                   const std::function<bool()>& stop, const PhaseLimits& limits,
                                   long long* nodes = nullptr);
std::vector<Partial> search_phase4(const std::vector<Partial>& from,
                                   const std::function<bool()>& stop, const PhaseLimits& limits,
                                   long long* nodes = nullptr);
std::vector<Partial> search_phase5(const std::vector<Partial>& from,
                                   const std::function<bool()>& stop, const PhaseLimits& limits,
                                   long long* nodes = nullptr);

}  // namespace cubelab::cube5
