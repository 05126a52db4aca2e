#include "cubelab/solvers/reduction/edges.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/solvers/reduction/edge_search.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnMove;
using nxn::Sticker;

// The colours a 3x3x3 shows at its corners, read from the NxNxN's corner stickers.
char corner_letter(const nxn::NxnCube& cube, int facelet) {
  const int n = cube.size();
  const int face = facelet / 9, row = facelet % 9 / 3, col = facelet % 3;
  return kFaceNames[cube.sticker(face, row == 0 ? 0 : n - 1, col == 0 ? 0 : n - 1)];
}

// Odd N's midge colours.
EdgeTargets midge_colours(const nxn::NxnCube& cube) {
  EdgeTargets t{};
  for (int s = 0; s < kEdgeSlots; ++s) t[s] = wing_colours(cube, {s, cube.size() / 2});
  return t;
}

// How many wings of orbits `first_orbit` and deeper in `slot` show `colours`.
int used_count(const nxn::NxnCube& cube, int slot, const std::array<uint8_t, 2>& colours,
               int first_orbit) {
  const int n = cube.size();
  int count = 0;
  for (int c = first_orbit; c < n - first_orbit; ++c)
    if (wing_colours(cube, {slot, c}) == colours) ++count;
  return count;
}

std::array<uint8_t, 2> flipped(const std::array<uint8_t, 2>& c) { return {c[1], c[0]}; }

}  // namespace

EdgeTargets paired_targets(const nxn::NxnCube& cube) {
  const int n = cube.size();
  EdgeTargets targets = choose_edge_targets(cube);
  if (n % 2 == 0 && n >= 4)
    for (int s = 0; s < kEdgeSlots; ++s) targets[s] = wing_colours(cube, {s, 1});
  for (int k = 1; k <= orbit_count(n); ++k)
    if (paired_wings(cube, k, targets) != 24)
      throw std::logic_error("the reduced cube has wings unpaired");
  return targets;
}

std::string reduced_facelets(const nxn::NxnCube& cube, const EdgeTargets& targets) {
  std::string s(54, '?');
  for (int i = 0; i < 54; ++i) s[i] = i % 9 == 4 ? kFaceNames[i / 9] : corner_letter(cube, i);
  for (int e = 0; e < kEdgeSlots; ++e)
    for (int side = 0; side < 2; ++side) s[kEdgeFacelets[e][side]] = kFaceNames[targets[e][side]];
  return s;
}

EdgeTargets choose_edge_targets(const nxn::NxnCube& cube, int first_orbit) {
  const int n = cube.size();
  if (n % 2 == 1) return midge_colours(cube);
  // Greedy: the (slot, composite edge as shown) pairs most wings already show, first.
  struct Choice {
    int count, slot;
    std::array<uint8_t, 2> colours;
  };
  std::vector<Choice> choices;
  for (int s = 0; s < kEdgeSlots; ++s)
    for (int e = 0; e < kEdgeSlots; ++e)
      for (int flip = 0; flip < 2; ++flip) {
        std::array<uint8_t, 2> c = {static_cast<uint8_t>(kSlotFaces[e][0]),
                                    static_cast<uint8_t>(kSlotFaces[e][1])};
        if (flip) c = flipped(c);
        choices.push_back({used_count(cube, s, c, first_orbit), s, c});
      }
  std::stable_sort(choices.begin(), choices.end(),
                   [](const Choice& a, const Choice& b) { return a.count > b.count; });
  EdgeTargets t{};
  std::array<bool, kEdgeSlots> slot_taken{}, edge_taken{};
  for (const Choice& c : choices) {
    const int edge = slot_of_faces(c.colours[0], c.colours[1]);
    if (slot_taken[c.slot] || edge_taken[edge]) continue;
    t[c.slot] = c.colours;
    slot_taken[c.slot] = edge_taken[edge] = true;
  }
  // Made legal: a swap of two slots for the permutation parity, a flip for the orientation,
  // each the one that keeps the most wings where they are.
  for (int attempt = 0; attempt < 3; ++attempt) {
    try {
      from_facelets(reduced_facelets(cube, t));
      return t;
    } catch (const InputError& e) {
      if (e.code() == ErrorCode::Parity) {
        int best = -1, best_a = 0, best_b = 1;
        for (int a = 0; a < kEdgeSlots; ++a)
          for (int b = a + 1; b < kEdgeSlots; ++b) {
            const int kept =
                used_count(cube, a, t[b], first_orbit) + used_count(cube, b, t[a], first_orbit) -
                used_count(cube, a, t[a], first_orbit) - used_count(cube, b, t[b], first_orbit);
            if (kept > best) best = kept, best_a = a, best_b = b;
          }
        std::swap(t[best_a], t[best_b]);
      } else if (e.code() == ErrorCode::Flip) {
        int best = -1 << 30, best_slot = 0;
        for (int s = 0; s < kEdgeSlots; ++s) {
          const int kept = used_count(cube, s, flipped(t[s]), first_orbit) -
                           used_count(cube, s, t[s], first_orbit);
          if (kept > best) best = kept, best_slot = s;
        }
        t[best_slot] = flipped(t[best_slot]);
      } else {
        throw;
      }
    }
  }
  from_facelets(reduced_facelets(cube, t));
  return t;
}

namespace {

struct PairingContext {
  const nxn::NxnCube& cube;
  const EdgeTargets& targets;
  int n;

  bool solved(const WingPos& w) const { return wing_colours(cube, w) == targets[w.slot]; }
};

// A pure wing 3-cycle (edges.h) that moves the wing at `from` to `to`, written for the
// positions as they are after the setup. The third position, where the wing at `to` goes,
// taken back through the setup, must be `third` when given (the cycle then places two
// wings), and otherwise not solved. Returns the commutator.
std::optional<std::vector<NxnMove>> commutator(const PairingContext& ctx,
                                               const std::vector<NxnMove>& setup_inverse,
                                               const Sticker& from, const Sticker& to,
                                               const std::optional<WingPos>& third) {
  const int n = ctx.n;
  int axis = 0;
  while (to.cell[axis] == 0 || to.cell[axis] == n - 1) ++axis;
  const int a = to.cell[axis];
  for (int side_axis = 0; side_axis < 3; ++side_axis) {
    if (side_axis == axis) continue;
    const int g = to.cell[side_axis] == n - 1 ? positive_face(side_axis)
                                              : opposite_face(positive_face(side_axis));
    for (int x : {1, 3}) {
      const NxnMove turn_x{g, 1, 1, x};
      const int onto = after_move(n, to, turn_x).cell[axis];
      const int h = onto == n - 1 ? positive_face(axis) : opposite_face(positive_face(axis));
      for (int y = 1; y <= 3; ++y) {
        const NxnMove turn_y{h, 1, 1, y};
        const std::vector<NxnMove> b = {turn_x, turn_y, inverse(turn_x)};
        for (int t = 1; t <= 3; ++t) {
          const NxnMove slice = layer_move(n, axis, a, t);
          const std::vector<NxnMove> a = {slice};
          for (int order = 0; order < 2; ++order) {
            const std::vector<NxnMove> comm = order == 0 ? commutator(a, b) : commutator(b, a);
            if (after_moves(n, from, comm).cell != to.cell) continue;
            const Sticker third_after = after_moves(n, to, comm);
            const WingPos third_before =
                wing_at(n, after_moves(n, third_after, setup_inverse).cell);
            if (third ? !(third_before == *third) : ctx.solved(third_before)) continue;
            return comm;
          }
        }
      }
    }
  }
  return std::nullopt;
}

// The setup turns for orbit k: the outer turns, and the inner layers that hold the orbit's
// wings (layer k+1 of each face), without which two wings of one edge could never meet in a
// cycle (outer turns move an edge's wings together).
std::vector<NxnMove> setup_turns(int k) {
  std::vector<NxnMove> out;
  for (int layer : {1, k + 1})
    for (int f = 0; f < 6; ++f)
      for (int t = 1; t <= 3; ++t) out.push_back({f, layer, layer, t});
  return out;
}

// The shortest setup (up to `max_depth` turns) and commutator that bring the wing at `from`
// to `to` and, when `third` is given, the wing at `to` to `third`.
std::optional<std::vector<NxnMove>> cycle_into(const PairingContext& ctx, const WingPos& from,
                                               const WingPos& to,
                                               const std::optional<WingPos>& third, int max_depth) {
  const int n = ctx.n;
  const std::vector<NxnMove> turns = setup_turns(std::min(to.coord, n - 1 - to.coord));
  const Sticker from_sticker = wing_sticker(n, from, 0), to_sticker = wing_sticker(n, to, 0);
  std::vector<NxnMove> setup;
  std::optional<std::vector<NxnMove>> found;
  std::function<bool(int)> search = [&](int depth) -> bool {
    if (depth == 0) {
      found = commutator(ctx, inverse(setup), after_moves(n, from_sticker, setup),
                         after_moves(n, to_sticker, setup), third);
      return found.has_value();
    }
    for (const NxnMove& m : turns) {
      if (!setup.empty() && setup.back().face == m.face &&
          setup.back().first_layer == m.first_layer)
        continue;
      setup.push_back(m);
      if (search(depth - 1)) return true;
      setup.pop_back();
    }
    return false;
  };
  for (int depth = 0; depth <= max_depth; ++depth) {
    if (!search(depth)) continue;
    std::vector<NxnMove> moves = setup;
    moves.insert(moves.end(), found->begin(), found->end());
    const auto undo = inverse(setup);
    moves.insert(moves.end(), undo.begin(), undo.end());
    return moves;
  }
  return std::nullopt;
}

// The most OBTM a two-wing cycle taken anywhere in the orbit may cost (pair_edges).
constexpr int kCheapTwoWingCycle = 12;

// The deepest setup searched for a cycle that places two wings: each level multiplies the
// work by 36, and on big cubes there are many wings.
int two_wing_setup_depth(int n) { return n <= 12 ? 2 : 1; }

}  // namespace

std::vector<NxnMove> pair_edges(nxn::NxnCube& cube, const EdgeTargets& targets,
                                const std::function<bool()>& stop, int first_orbit) {
  const int n = cube.size();
  std::vector<NxnMove> moves;
  const PairingContext ctx{cube, targets, n};
  for (int k = first_orbit; k <= orbit_count(n); ++k) {
    const std::vector<WingPos> positions = orbit_positions(n, k);
    // The position each wing belongs at (wings known by their home on the solved cube).
    auto target_of = [&](const WingPos& wing_home) {
      return *std::find_if(positions.begin(), positions.end(), [&](const WingPos& q) {
        return home_of(n, q, targets[q.slot]) == wing_home;
      });
    };
    // Where the wing that belongs at p is now.
    auto wing_for = [&](const WingPos& p) {
      const WingPos wanted = home_of(n, p, targets[p.slot]);
      const auto w = std::find_if(positions.begin(), positions.end(), [&](const WingPos& w) {
        return home_of(n, w, wing_colours(cube, w)) == wanted;
      });
      if (w == positions.end()) throw std::logic_error("reduction: a wing is missing");
      return *w;
    };
    // First the cheap two-wing cycles anywhere in the orbit (one setup turn at most, 6 OBTM
    // a wing or less), the cheapest each time: taking them in position order, as below,
    // misses most of them (about 8 % fewer edge moves on the 4x4x4 and 5x5x5).
    for (;;) {
      if (stop && stop()) throw Stopped();
      std::optional<std::vector<NxnMove>> best;
      for (const WingPos& q : positions) {
        if (ctx.solved(q)) continue;
        const WingPos from = wing_for(q);
        const WingPos next = target_of(home_of(n, q, wing_colours(cube, q)));
        if (next == from) continue;
        auto c = cycle_into(ctx, from, q, next, 1);
        if (c && (!best || nxn::obtm(*c, n) < nxn::obtm(*best, n))) best = c;
      }
      if (!best || nxn::obtm(*best, n) > kCheapTwoWingCycle) break;
      cube.apply(*best);
      for (const NxnMove& m : *best) nxn::push_merged(moves, m, n);
    }
    for (const WingPos& p : positions) {
      while (!ctx.solved(p)) {
        if (stop && stop()) throw Stopped();
        const WingPos from = wing_for(p);
        // A cycle that also takes p's wing where it belongs places two wings: taken when it
        // costs less per wing than the shortest cycle that places one.
        const WingPos next = target_of(home_of(n, p, wing_colours(cube, p)));
        std::optional<std::vector<NxnMove>> cycle =
            next == from ? std::nullopt : cycle_into(ctx, from, p, next, two_wing_setup_depth(n));
        const std::optional<std::vector<NxnMove>> single =
            cycle_into(ctx, from, p, std::nullopt, 3);
        if (!single && !cycle)
          throw std::logic_error(fmt::format("reduction: no wing 3-cycle found {} {} -> {} {}",
                                             from.slot, from.coord, p.slot, p.coord));
        if (!cycle || (single && 2 * nxn::obtm(*single, n) < nxn::obtm(*cycle, n))) cycle = single;
        cube.apply(*cycle);
        for (const NxnMove& m : *cycle) nxn::push_merged(moves, m, n);
      }
    }
    for (const WingPos& p : positions)
      if (!ctx.solved(p)) throw std::logic_error("reduction: a wing orbit left unpaired");
  }
  return moves;
}

}  // namespace cubelab::reduction
