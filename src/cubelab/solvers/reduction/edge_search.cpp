#include "cubelab/solvers/reduction/edge_search.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <unordered_set>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"
#include "cubelab/solvers/reduction/wings.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnMove;
using nxn::Sticker;

// The stickers followed: the orbit's 24 wings (two stickers each, first on the slot's first
// face), then the 12 slots' references.
constexpr int kWingStickers = 48;
constexpr int kStickers = kWingStickers + 24;
using State = std::array<uint8_t, kStickers>;
// new[i] = old[perm[i]]
using Perm = std::array<uint8_t, kStickers>;

State permuted(const State& s, const Perm& p) {
  State out;
  for (int i = 0; i < kStickers; ++i) out[i] = s[p[i]];
  return out;
}

// p first, then q.
Perm then(const Perm& p, const Perm& q) {
  Perm out;
  for (int i = 0; i < kStickers; ++i) out[i] = p[q[i]];
  return out;
}

// The orbit's stickers on the n-layer cube and the slots' references, and the moves as
// permutations of them. A reference is the colours a slot's edge is to show on the reduced
// cube (EdgeTargets): it moves with the outer layers of a move, as a 3x3x3's edge, and not
// with its inner layers (the midges of odd cubes do that too, since no block of the searches
// reaches the middle).
class OrbitStickers {
 public:
  OrbitStickers(int n, int k) : n_(n), k_(k) {}

  Sticker sticker(int i) const {
    const int side = i % 2;
    if (i < kWingStickers) {
      const int w = i / 2;
      return wing_sticker(n_, {w / 2, w % 2 == 0 ? k_ : n_ - 1 - k_}, side);
    }
    // Carried by the slot's wing of coordinate k, which the outer layer moves with its edge.
    return wing_sticker(n_, {(i - kWingStickers) / 2, k_}, side);
  }

  Perm perm(const NxnMove& m) const {
    Perm p;
    const NxnMove outer{m.face, 1, 1, m.first_layer == 1 ? m.turns : 0};
    for (int i = 0; i < kStickers; ++i) {
      const bool wing = i < kWingStickers;
      const Sticker to = after_move(n_, sticker(i), wing ? m : outer);
      const WingPos w = wing_at(n_, to.cell);
      const int side = to.face == kSlotFaces[w.slot][0] ? 0 : 1;
      p[wing ? 2 * (2 * w.slot + (w.coord == k_ ? 0 : 1)) + side
             : kWingStickers + 2 * w.slot + side] = static_cast<uint8_t>(i);
    }
    return p;
  }

  State read(const nxn::NxnCube& cube, const EdgeTargets& targets) const {
    State s;
    for (int i = 0; i < kWingStickers; ++i)
      s[i] = cube.sticker_faces()[nxn::facelet_index(n_, sticker(i))];
    for (int slot = 0; slot < kEdgeSlots; ++slot)
      for (int side = 0; side < 2; ++side) s[kWingStickers + 2 * slot + side] = targets[slot][side];
    return s;
  }

 private:
  int n_, k_;
};

// A flip moves most wings with their references: each such wing is paired afterwards as it
// was before, wherever it went. Only the rest can pair or unpair.
struct Flip {
  std::vector<NxnMove> moves;  // S X Y X' S'
  Perm perm;
  // For each position a wing comes to without its reference, where that wing and its new
  // reference come from: 2 * wing position + 1 when read from its second sticker, 2 * slot
  // + 1 the same.
  std::vector<std::array<uint8_t, 2>> compared;
  uint32_t left = 0;  // the positions whose wing leaves its reference, one bit each

  Flip(std::vector<NxnMove> m, const Perm& p) : moves(std::move(m)), perm(p) {
    uint32_t followed = 0;
    for (int w = 0; w < 24; ++w) {
      const int ref = kWingStickers + 2 * (w / 2);
      const int from = perm[2 * w] / 2;
      if (perm[2 * w] % 2 == 0 && perm[2 * w + 1] == perm[2 * w] + 1 &&
          perm[ref] == kWingStickers + 2 * (from / 2) && perm[ref + 1] == perm[ref] + 1) {
        followed |= uint32_t{1} << from;
        continue;
      }
      // A move takes a wing's two stickers to one wing position, a reference's to one slot.
      if ((perm[2 * w] ^ 1) != perm[2 * w + 1] || (perm[ref] ^ 1) != perm[ref + 1])
        throw std::logic_error("reduction: a flip splits a wing's or a slot's stickers");
      compared.push_back({perm[2 * w], static_cast<uint8_t>(perm[ref] - kWingStickers)});
    }
    left = ~followed & ((uint32_t{1} << 24) - 1);
  }
};

// The flips by what they pair: for each wing read one way round (48) and slot reference read
// one way round (24), the flips that bring the two together without moving them as one. On a
// state each wing shows one slot's colours, read one way: the flips listed for those 48 pairs
// are those that pair a wing, so counting what every flip pairs costs a few hundred steps
// rather than a compare for each wing each of the 1,296 flips moves.
class FlipsByPair {
 public:
  explicit FlipsByPair(const std::vector<Flip>& flips) : first_(48 * 24 + 1, 0) {
    for (const Flip& f : flips)
      for (const auto& [wing, ref] : f.compared) ++first_[wing * 24 + ref + 1];
    for (size_t i = 1; i < first_.size(); ++i) first_[i] += first_[i - 1];
    listed_.resize(first_.back());
    std::vector<uint32_t> next(first_.begin(), first_.end() - 1);
    for (size_t f = 0; f < flips.size(); ++f)
      for (const auto& [wing, ref] : flips[f].compared)
        listed_[next[wing * 24 + ref]++] = static_cast<uint16_t>(f);
  }

  // paired[f]: the wings of `s` flip f brings to their slot's colours (its other wings keep
  // being paired or not as they were).
  void count_pairs(const State& s, std::vector<uint8_t>& paired) const {
    std::fill(paired.begin(), paired.end(), uint8_t{0});
    // The slot reference, read one way round, that shows each pair of colours.
    std::array<uint8_t, 64> showing;
    showing.fill(uint8_t{255});
    for (int r = 0; r < 24; ++r) {
      uint8_t& shown = showing[s[kWingStickers + r] * 8 + s[kWingStickers + (r ^ 1)]];
      if (shown != 255) throw std::logic_error("reduction: two slots to show the same edge");
      shown = static_cast<uint8_t>(r);
    }
    // Through plain pointers: the counts are bytes, which may alias anything, so the
    // vectors' own pointers would be read again at every count.
    const uint32_t* first = first_.data();
    const uint16_t* listed = listed_.data();
    uint8_t* count = paired.data();
    for (int wing = 0; wing < kWingStickers; ++wing) {
      const uint8_t ref = showing[s[wing] * 8 + s[wing ^ 1]];
      if (ref == 255) continue;
      const size_t pair = static_cast<size_t>(wing) * 24 + ref;
      const uint16_t* end = listed + first[pair + 1];
      for (const uint16_t* f = listed + first[pair]; f != end; ++f) ++count[*f];
    }
  }

 private:
  std::vector<uint32_t> first_;  // where each pair's flips begin in listed_
  std::vector<uint16_t> listed_;
};

// The wings that show their slot's reference colours, one bit each.
uint32_t paired_mask(const State& s) {
  uint32_t mask = 0;
  for (int w = 0; w < 24; ++w) {
    const int ref = kWingStickers + 2 * (w / 2);
    if (s[2 * w] == s[ref] && s[2 * w + 1] == s[ref + 1]) mask |= uint32_t{1} << w;
  }
  return mask;
}

struct Setup {
  std::optional<NxnMove> move;
  Perm perm;
};

// Every slice-flip-slice of orbit k: S a quarter or half turn of the outer k+1 layers of a
// face (one outer block turn, where the single layer k+1 would count two), X one of the four
// faces around its axis, Y a face on that axis. S moves the orbits nearer the faces too: they
// are paired afterwards (search_wing_pairs).
std::vector<Flip> flips(const OrbitStickers& stickers, int k) {
  std::vector<Flip> out;
  for (int axis = 0; axis < 3; ++axis) {
    const int top = positive_face(axis), bottom = opposite_face(top);
    std::vector<int> sides;
    for (int f = 0; f < 6; ++f)
      if (nxn::axis_of(f) != axis) sides.push_back(f);
    for (int block_face : {top, bottom})
      for (int s = 1; s <= 3; ++s) {
        const NxnMove block{block_face, 1, k + 1, s};
        const Perm block_perm = stickers.perm(block);
        const Perm block_back = stickers.perm(inverse(block));
        for (int x_face : sides)
          for (int x = 1; x <= 3; ++x) {
            const NxnMove turn_x{x_face, 1, 1, x};
            const Perm x_perm = stickers.perm(turn_x), x_back = stickers.perm(inverse(turn_x));
            for (int y_face : {top, bottom})
              for (int y = 1; y <= 3; ++y) {
                const NxnMove turn_y{y_face, 1, 1, y};
                out.emplace_back(
                    std::vector<NxnMove>{block, turn_x, turn_y, inverse(turn_x), inverse(block)},
                    then(then(then(then(block_perm, x_perm), stickers.perm(turn_y)), x_back),
                         block_back));
              }
          }
      }
  }
  return out;
}

std::vector<Setup> setups(const OrbitStickers& stickers) {
  std::vector<Setup> out;
  Perm identity;
  for (int i = 0; i < kStickers; ++i) identity[i] = static_cast<uint8_t>(i);
  out.push_back({std::nullopt, identity});
  for (int f = 0; f < 6; ++f)
    for (int t = 1; t <= 3; ++t) {
      const NxnMove m{f, 1, 1, t};
      out.push_back({m, stickers.perm(m)});
    }
  return out;
}

// Orbit k's flips, their index and the setups: the same for every search of the orbit.
struct OrbitFlips {
  std::vector<Flip> flips;
  FlipsByPair by_pair;
  std::vector<uint32_t> left;  // the flips' `left`, side by side for the search's loop
  std::vector<Setup> setups;

  OrbitFlips(const OrbitStickers& stickers, int k)
      : flips(reduction::flips(stickers, k)), by_pair(flips), setups(reduction::setups(stickers)) {
    for (const Flip& f : flips) left.push_back(f.left);
  }
};

// Made once a process up to the 7x7x7, whose edges stage searches each orbit for every way
// of the centre search and every holding (36 times in a 5x5x5 solve, where making them took
// 4 % of the time); bigger cubes search each orbit once a solve and keep none.
std::shared_ptr<const OrbitFlips> orbit_flips(int n, int k) {
  if (n > 7) return std::make_shared<const OrbitFlips>(OrbitStickers(n, k), k);
  static std::mutex mutex;
  static std::map<std::pair<int, int>, std::shared_ptr<const OrbitFlips>> made;
  std::lock_guard lock(mutex);
  auto& kept = made[{n, k}];
  if (!kept) kept = std::make_shared<const OrbitFlips>(OrbitStickers(n, k), k);
  return kept;
}

struct Node {
  State state;
  int parent;  // index in the nodes kept, -1 for the start
  int setup;
  int flip;
  int cost;
  int paired;
};

// The standard library's hash of the state's bytes.
struct StateHash {
  size_t operator()(const State& s) const {
    return std::hash<std::string_view>{}(
        std::string_view(reinterpret_cast<const char*>(s.data()), s.size()));
  }
};

// The states kept at each step (measured on the 5x5x5: 64 wide saves 0.7 OBTM of 55 in twice
// the time, 256 wide 1.1), and the steps searched at most (each pairs a wing or more).
constexpr int kEdgeBeamWidth = 16;
constexpr int kMaxSteps = 24;
// What an unpaired wing is taken to cost the commutators that pair it afterwards (OBTM).
constexpr int kUnpairedCost = 6;

}  // namespace

int paired_wings(const nxn::NxnCube& cube, int k, const EdgeTargets& targets) {
  return std::popcount(paired_mask(OrbitStickers(cube.size(), k).read(cube, targets)));
}

std::vector<NxnMove> search_wing_pairs(nxn::NxnCube& cube, int k, EdgeTargets& targets,
                                       const std::function<bool()>& stop, int width) {
  if (width <= 0) width = kEdgeBeamWidth;
  const int n = cube.size();
  const OrbitStickers stickers(n, k);
  const std::shared_ptr<const OrbitFlips> orbit = orbit_flips(n, k);
  const std::vector<Flip>& all_flips = orbit->flips;
  const std::vector<Setup>& all_setups = orbit->setups;
  const std::vector<uint32_t>& left = orbit->left;
  // By flip: the wings it pairs, and whether that is more than it parts (in whole words of
  // eight, the last padded with flips that gain nothing).
  const size_t flip_count = all_flips.size();
  std::vector<uint8_t> pairs(flip_count), gains((flip_count + 7) / 8 * 8);

  std::vector<Node> nodes;
  const State start = stickers.read(cube, targets);
  nodes.push_back({start, -1, 0, 0, 0, std::popcount(paired_mask(start))});
  std::vector<int> beam = {0};
  int best = 0;
  auto score = [](const Node& node) { return node.cost + kUnpairedCost * (24 - node.paired); };

  struct Child {
    int paired, cost, parent, setup, flip;
  };
  std::vector<Child> children;
  for (int step = 0; step < kMaxSteps && nodes[best].paired < 24; ++step) {
    if (stop && stop()) throw Stopped();
    children.clear();
    for (int parent : beam) {
      const Node& node = nodes[parent];
      for (size_t s = 0; s < all_setups.size(); ++s) {
        const State set_up = permuted(node.state, all_setups[s].perm);
        const uint32_t mask = paired_mask(set_up);
        orbit->by_pair.count_pairs(set_up, pairs);
        const int setup_cost = all_setups[s].move ? 1 : 0;
        // Which flips pair more wings than they part, all at once (a loop the compiler
        // vectorises), then those few made children in order, eight flips that gain nothing
        // (most of them) passed over at a time.
        const uint8_t* paired_by = pairs.data();
        const uint32_t* parted_by = left.data();
        uint8_t* gain = gains.data();
        for (size_t f = 0; f < flip_count; ++f)
          gain[f] = paired_by[f] > std::popcount(mask & parted_by[f]);
        for (size_t eight = 0; eight < flip_count; eight += 8) {
          uint64_t word;
          std::memcpy(&word, gain + eight, sizeof word);
          if (word == 0) continue;
          for (size_t f = eight; f < eight + 8; ++f) {
            if (!gain[f]) continue;
            const int p = node.paired - std::popcount(mask & parted_by[f]) + paired_by[f];
            int cost = node.cost + setup_cost + 5;
            // Without a setup, the block that ends the last step and the one that begins this
            // one are one turn, or none.
            if (s == 0 && parent != 0) {
              const NxnMove& last = all_flips[node.flip].moves.back();
              const NxnMove& first = all_flips[f].moves.front();
              if (last.face == first.face) cost -= (last.turns + first.turns) % 4 == 0 ? 2 : 1;
            }
            children.push_back({p, cost, parent, static_cast<int>(s), static_cast<int>(f)});
          }
        }
      }
    }
    if (children.empty()) break;
    std::sort(children.begin(), children.end(), [](const Child& a, const Child& b) {
      return a.paired != b.paired ? a.paired > b.paired : a.cost < b.cost;
    });
    std::unordered_set<State, StateHash> seen;
    std::vector<int> next;
    for (const Child& c : children) {
      if (static_cast<int>(next.size()) == width) break;
      const State state = permuted(permuted(nodes[c.parent].state, all_setups[c.setup].perm),
                                   all_flips[c.flip].perm);
      if (!seen.insert(state).second) continue;
      nodes.push_back({state, c.parent, c.setup, c.flip, c.cost, c.paired});
      next.push_back(static_cast<int>(nodes.size()) - 1);
      if (score(nodes.back()) < score(nodes[best])) best = static_cast<int>(nodes.size()) - 1;
    }
    beam = std::move(next);
  }

  std::vector<int> path;
  for (int i = best; i > 0; i = nodes[i].parent) path.push_back(i);
  std::reverse(path.begin(), path.end());
  std::vector<NxnMove> moves;
  for (int i : path) {
    if (const auto& m = all_setups[nodes[i].setup].move) nxn::push_merged(moves, *m, n);
    for (const NxnMove& m : all_flips[nodes[i].flip].moves) nxn::push_merged(moves, m, n);
  }
  cube.apply(moves);
  for (int slot = 0; slot < kEdgeSlots; ++slot)
    for (int side = 0; side < 2; ++side)
      targets[slot][side] = nodes[best].state[kWingStickers + 2 * slot + side];
  if (paired_wings(cube, k, targets) != nodes[best].paired)
    throw std::logic_error("reduction: the wing search's moves pair other wings than it found");
  return moves;
}

}  // namespace cubelab::reduction
