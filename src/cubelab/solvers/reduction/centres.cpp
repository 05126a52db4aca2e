#include "cubelab/solvers/reduction/centres.h"

#include <array>
#include <optional>
#include <stdexcept>

#include "cubelab/cube/move.h"
#include "cubelab/solvers/reduction/move_merging.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnMove;
using nxn::Sticker;

constexpr std::array<int, 6> kFaceOrder = {U, D, F, B, R, L};

// A centre position other than an odd cube's fixed middle one.
bool is_movable_centre(int n, int row, int col) {
  return !(n % 2 == 1 && row == n / 2 && col == n / 2);
}

int shown(const nxn::NxnCube& cube, const Sticker& s) {
  return cube.sticker_faces()[nxn::facelet_index(cube.size(), s)];
}

struct Candidate {
  std::vector<NxnMove> moves;
  int cost = 0;
};

// The cheapest 3-cycle that brings a piece of colour `face` into p, with its source and its
// third position on faces not in `done`; none if the pieces are not where one can reach.
std::optional<Candidate> cycle_into(const nxn::NxnCube& cube, const Sticker& p,
                                    const std::array<bool, 6>& done) {
  const int n = cube.size();
  const int f = p.face;
  std::optional<Candidate> best;
  for (int axis = 0; axis < 3; ++axis) {
    if (axis == nxn::axis_of(f)) continue;
    const int a = p.cell[axis];
    for (int k : {1, 3}) {
      const NxnMove fk{f, 1, 1, k};
      const int b = after_move(n, p, fk).cell[axis];
      if (b == a) continue;  // the two layers must differ for the overlap to be p alone
      for (int t = 1; t <= 3; ++t) {
        for (int u = 1; u <= 3; ++u) {
          const NxnMove slice_a = layer_move(n, axis, a, t);
          const NxnMove slice_b = layer_move(n, axis, b, u);
          const std::vector<NxnMove> comm = {slice_a,          fk, slice_b,          inverse(fk),
                                             inverse(slice_a), fk, inverse(slice_b), inverse(fk)};
          const Sticker source = after_moves(n, p, inverse(comm));
          const Sticker third = after_moves(n, p, comm);
          if (done[source.face] || done[third.face] || source.face == f || third.face == f)
            continue;
          // A turn of the source face (which is not done) lines up a piece of colour f.
          for (int m = 0; m < 4; ++m) {
            const Sticker from =
                m == 0 ? source : after_move(n, source, NxnMove{source.face, 1, 1, 4 - m});
            if (shown(cube, from) != f) continue;
            const int cost = 12 + (m == 0 ? 0 : 1);
            if (best && best->cost <= cost) break;
            Candidate c;
            if (m != 0) c.moves.push_back({source.face, 1, 1, m});
            c.moves.insert(c.moves.end(), comm.begin(), comm.end());
            c.cost = cost;
            best = std::move(c);
            if (m == 0) return best;
            break;
          }
        }
      }
    }
  }
  return best;
}

bool face_solved(const nxn::NxnCube& cube, int face) {
  const int n = cube.size();
  for (int r = 1; r < n - 1; ++r)
    for (int c = 1; c < n - 1; ++c)
      if (cube.sticker(face, r, c) != face) return false;
  return true;
}

}  // namespace

bool centres_solved(const nxn::NxnCube& cube) {
  for (int f = 0; f < 6; ++f)
    if (!face_solved(cube, f)) return false;
  return true;
}

std::vector<NxnMove> solve_centres(nxn::NxnCube& cube, const std::function<bool()>& stop) {
  const int n = cube.size();
  std::vector<NxnMove> moves;
  if (n < 4) return moves;  // the 2x2x2 has no centres, the 3x3x3's are fixed
  std::array<bool, 6> done{};
  for (int i = 0; i < 5; ++i) {
    const int f = kFaceOrder[i];
    for (int r = 1; r < n - 1; ++r) {
      for (int c = 1; c < n - 1; ++c) {
        if (!is_movable_centre(n, r, c) || cube.sticker(f, r, c) == f) continue;
        if (stop && stop()) throw Stopped();
        const Sticker p{nxn::cell_of(n, f, r, c), f};
        const std::optional<Candidate> cycle = cycle_into(cube, p, done);
        if (!cycle) throw std::logic_error("reduction: no centre 3-cycle reaches a piece");
        cube.apply(cycle->moves);
        for (const NxnMove& m : cycle->moves) push_merged(moves, m, n);
      }
    }
    done[f] = true;
  }
  if (!centres_solved(cube)) throw std::logic_error("reduction: centres left unsolved");
  return moves;
}

}  // namespace cubelab::reduction
