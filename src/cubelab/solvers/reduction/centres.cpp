#include "cubelab/solvers/reduction/centres.h"

#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
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

struct Candidate {
  std::vector<NxnMove> moves;
  int fixed = 0;  // pieces placed, less those moved off their face
  int cost = 0;   // OBTM
};

bool better(const Candidate& a, const std::optional<Candidate>& b) {
  return !b || a.fixed * b->cost > b->fixed * a.cost;
}

// The inner layers as blocks of consecutive layers, each one move.
std::vector<NxnMove> layer_blocks(int face, std::vector<int> layers, int turns) {
  std::sort(layers.begin(), layers.end());
  std::vector<NxnMove> blocks;
  for (int layer : layers) {
    if (!blocks.empty() && blocks.back().last_layer + 1 == layer)
      blocks.back().last_layer = layer;
    else
      blocks.push_back({face, layer, layer, turns});
  }
  return blocks;
}

// The turn that moves centres as `slice` (a block of inner layers) does, cheapest in OBTM:
// a block next to an outer layer turned with it (2R as Rw, 2-3r as 3Rw: one move instead of
// two). In [A, f^k B f^-k] the outer layer O added to A turns only its own face's centres,
// which f^k B f^-k does not move (f is another axis' face, B a slice of A's axis), so O
// cancels out on every centre and the cycle of centres is the same; so does the outer layer
// added to B, which turns only its own face's centres, which A does not move. The edges and
// corners they move are paired and solved by the later stages.
NxnMove cheapest(const NxnMove& slice, int n) {
  if (slice.first_layer == 2 && slice.last_layer < n - 1)
    return {slice.face, 1, slice.last_layer, slice.turns};
  if (slice.last_layer == n - 1 && slice.first_layer > 2)
    return {slice.face, slice.first_layer, n, slice.turns};
  return slice;
}

// What `moves` cost in OBTM after `before`, merged with its last turns.
int added_cost(const std::vector<NxnMove>& before, const std::vector<NxnMove>& moves, int n) {
  std::vector<NxnMove> merged = before;
  for (const NxnMove& m : moves) nxn::push_merged(merged, m, n);
  return std::max(1, nxn::obtm(merged, n) - nxn::obtm(before, n));
}

// The 3-cycle that places most pieces per move, among those through p's two lines that bring
// a piece of colour f to p's face f: A the layer through p, B = f^k S f^-k with S every layer
// whose 3-cycle through A's line brings a piece of f's colour or places more pieces than it
// takes off their faces (centres.h: the layers of S differ from A's, so A and B still overlap
// on A's line only, one 3-cycle per layer of S), as A B A' B' or B A B' A' (the 3-cycles
// reversed: as many more ways to bring a piece, 5 % fewer moves on the 6x6x6 and 7x7x7). A
// piece counts wherever it lands on its own face, so a cycle often places two or three.
// Sources and third positions stay off the faces in `done`.
std::optional<Candidate> cycle_into(const nxn::NxnCube& cube, const Sticker& p,
                                    const std::array<bool, 6>& done,
                                    const std::vector<NxnMove>& before) {
  const int n = cube.size();
  const int f = p.face;
  std::optional<Candidate> best;
  for (int axis = 0; axis < 3; ++axis) {
    if (axis == nxn::axis_of(f)) continue;
    const int a = p.cell[axis];
    // The unsolved positions on A's line across f.
    std::vector<Sticker> line;
    for (int r = 1; r < n - 1; ++r)
      for (int c = 1; c < n - 1; ++c) {
        const Sticker x{nxn::cell_of(n, f, r, c), f};
        if (x.cell[axis] == a && is_movable_centre(n, r, c) && cube.sticker(f, r, c) != f)
          line.push_back(x);
      }
    for (int k : {1, 3}) {
      const NxnMove fk{f, 1, 1, k};
      for (int t = 1; t <= 3; ++t) {
        const NxnMove slice_a = layer_move(n, axis, a, t);
        for (int u = 1; u <= 3; ++u) {
          for (int m = 0; m < 4; ++m)
            for (int order = 0; order < 2; ++order) {
              std::vector<int> layers;
              int setup_face = -1;
              int placed = 0;
              bool brings_f = false;
              for (const Sticker& x : line) {
                const int b = after_move(n, x, fk).cell[axis];
                if (b == a) continue;
                const std::vector<NxnMove> turn_a = {slice_a};
                const std::vector<NxnMove> turn_b = {fk, layer_move(n, axis, b, u), inverse(fk)};
                const std::vector<NxnMove> comm =
                    order == 0 ? commutator(turn_a, turn_b) : commutator(turn_b, turn_a);
                const Sticker source = after_moves(n, x, inverse(comm));
                const Sticker third = after_moves(n, x, comm);
                if (done[source.face] || done[third.face] || source.face == f || third.face == f)
                  break;  // the same faces for every position of the line
                setup_face = source.face;
                // The colour at a position once the setup has turned the source face.
                const NxnMove undo_setup{source.face, 1, 1, 4 - m};
                auto colour = [&](const Sticker& at) {
                  return cube.sticker_faces()[nxn::facelet_index(
                      n, m == 0 ? at : after_move(n, at, undo_setup))];
                };
                // Pieces placed, less pieces taken off their face: the 3-cycle puts the
                // source's piece at p, p's at the third position and the third's at the source.
                const int at_source = colour(source), at_third = colour(third);
                const int at_p = cube.sticker_faces()[nxn::facelet_index(n, x)];
                const int gain = (at_source == f) + (at_p == third.face) +
                                 (at_third == source.face) - (at_source == source.face) -
                                 (at_third == third.face);
                // Every layer that brings f's colour to f; the others where they gain.
                if (at_source != f && gain <= 0) continue;
                layers.push_back(n - b);
                placed += gain;
                brings_f = brings_f || at_source == f;
              }
              if (!brings_f) continue;  // so that every cycle taken brings f nearer
              Candidate c;
              if (m != 0) c.moves.push_back({setup_face, 1, 1, m});
              const std::vector<NxnMove> a_turn = {cheapest(slice_a, n)};
              std::vector<NxnMove> b_turns = {fk};
              for (const NxnMove& block : layer_blocks(positive_face(axis), layers, u))
                b_turns.push_back(cheapest(block, n));
              b_turns.push_back(inverse(fk));
              const std::vector<NxnMove> comm =
                  order == 0 ? commutator(a_turn, b_turns) : commutator(b_turns, a_turn);
              c.moves.insert(c.moves.end(), comm.begin(), comm.end());
              c.fixed = placed;
              c.cost = added_cost(before, c.moves, n);
              if (better(c, best)) best = std::move(c);
            }
        }
      }
    }
  }
  return best;
}

// The unplaced positions of a face whose best cycles are compared before one is taken, in
// row order (measured against taking the first position's: 4 % fewer centre moves on the
// 6x6x6 and 7x7x7, 7 % on the 12x12x12; comparing 48 saved 2 % more there, and made the
// 33x33x33 twice as slow).
constexpr int kPositionsCompared = 12;

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
    // Each cycle brings at least one piece of f's colour to f, so this ends.
    for (;;) {
      if (stop && stop()) throw Stopped();
      std::optional<Candidate> best;
      int looked = 0;
      // The last turns so far, which a cycle's first turns may merge with.
      const std::vector<NxnMove> tail(moves.end() - std::min<size_t>(moves.size(), 3), moves.end());
      for (int r = 1; r < n - 1 && looked < kPositionsCompared; ++r)
        for (int c = 1; c < n - 1 && looked < kPositionsCompared; ++c) {
          if (!is_movable_centre(n, r, c) || cube.sticker(f, r, c) == f) continue;
          ++looked;
          std::optional<Candidate> cycle =
              cycle_into(cube, Sticker{nxn::cell_of(n, f, r, c), f}, done, tail);
          if (cycle && better(*cycle, best)) best = std::move(cycle);
        }
      if (looked == 0) break;
      if (!best) throw std::logic_error("reduction: no centre 3-cycle reaches a piece");
      cube.apply(best->moves);
      for (const NxnMove& m : best->moves) nxn::push_merged(moves, m, n);
    }
    done[f] = true;
  }
  if (!centres_solved(cube)) throw std::logic_error("reduction: centres left unsolved");
  return moves;
}

}  // namespace cubelab::reduction
