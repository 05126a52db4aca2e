#include "cubelab/solvers/cube4/search.h"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/tables/packed.h"

namespace cubelab::cube4 {
namespace {

constexpr int kN = 4;
constexpr int kMaxDepth = 30;
constexpr long long kPollInterval = 4096;

int axis_of(int m) { return move_of(m).face % 3; }
int block_of(int m) { return move_of(m).face * 2 + (move_of(m).last_layer == 2 ? 1 : 0); }

// Turns of one axis commute: after a turn of an axis, only a later block of the same axis.
bool allowed(int previous, int m) {
  return previous < 0 || axis_of(previous) != axis_of(m) || block_of(m) > block_of(previous);
}

struct Tables {
  std::vector<int> moves2, moves3;
  // Phase 2's index is side * 70 + the U/D split; they move apart: [side][m], [split][m].
  std::vector<std::array<uint16_t, kMoves>> sides2;
  std::array<std::array<uint8_t, kMoves>, 70> split2{};
  std::array<std::array<uint8_t, kWings>, kMoves> wing_after{};
  std::array<bool, kMoves> flips{};
  std::array<std::array<std::array<uint8_t, 12>, 2>, kMoves> slots{};  // [m][type][slot]
};

const Tables& tables() {
  static const Tables t = [] {
    Tables d;
    d.moves2 = phase_moves(2);
    d.moves3 = phase_moves(3);
    const uint64_t sides = phase_table(2).size() / 70;
    d.sides2.resize(sides);
    for (uint64_t i = 0; i < sides; ++i) {
      const Centres c = phase_state(2, i * 70);
      for (int m : d.moves2)
        d.sides2[i][m] = static_cast<uint16_t>(phase_index(2, apply(c, m)) / 70);
    }
    for (uint64_t i = 0; i < 70; ++i) {
      const Centres c = phase_state(2, i);
      for (int m : d.moves2)
        d.split2[i][m] = static_cast<uint8_t>(phase_index(2, apply(c, m)) % 70);
    }
    for (int m = 0; m < kMoves; ++m) {
      for (int p = 0; p < kWings; ++p) d.wing_after[m][p] = static_cast<uint8_t>(wing_after(m, p));
      d.flips[m] = flips_reduced_parity(m);
    }
    for (int m : d.moves3)
      for (int type = 0; type < 2; ++type)
        for (int s = 0; s < 12; ++s)
          d.slots[m][type][s] = static_cast<uint8_t>(slot_after(m, type, s));
    return d;
  }();
  return t;
}

class Poll {
 public:
  explicit Poll(const std::function<bool()>& stop) : stop_(stop) {}
  void node() {
    if (++nodes_ % kPollInterval == 0 && stop_ && stop_()) throw reduction::Stopped();
  }
  long long nodes() const { return nodes_; }

 private:
  const std::function<bool()>& stop_;
  long long nodes_ = 0;
};

// Phase 2's bound is its centre table's; its edge goal (edges_oriented) is tested where the
// centres reach theirs, and the search goes on through such states when it fails.
struct Phase2 {
  const Tables& t;
  std::span<const uint8_t> centre_dist;
  Poll poll;
  std::vector<int> path;

  bool dfs(uint16_t side, uint8_t split, const WingPlaces& where, int depth, int previous) {
    poll.node();
    const int h = centre_dist[side * 70 + split];
    if (h == 0 && edges_oriented(where)) return true;
    if (h > depth || depth == 0) return false;
    for (int m : t.moves2) {
      if (!allowed(previous, m)) continue;
      const uint16_t side_next = t.sides2[side][m];
      const uint8_t split_next = t.split2[split][m];
      if (centre_dist[side_next * 70 + split_next] >= depth) continue;
      WingPlaces next;
      for (int w = 0; w < kWings; ++w) next[w] = t.wing_after[m][where[w]];
      path.push_back(m);
      if (dfs(side_next, split_next, next, depth - 1, m)) return true;
      path.pop_back();
    }
    return false;
  }
};

struct Node3 {
  std::array<uint8_t, 3> axis;
  uint8_t parity;
  Pairing pairing;
};

struct Phase3 {
  const Tables& t;
  const std::array<std::array<std::array<uint8_t, kMoves>, 70>, 3>& split;
  std::span<const uint8_t> centre_dist, pair_dist;
  Poll poll;
  long long max_nodes;
  std::vector<int> path;

  int bound_of(const Node3& n) const {
    const int centres = centre_dist[((n.axis[0] * 70 + n.axis[1]) * 70 + n.axis[2]) * 2 + n.parity];
    return std::max<int>(centres, tables::nibble(pair_dist.data(), pairing_index(n.pairing)));
  }
  // 1 found, 0 not within depth, -1 out of nodes.
  int dfs(const Node3& n, int depth, int previous) {
    poll.node();
    if (poll.nodes() > max_nodes) return -1;
    const int h = bound_of(n);
    if (h == 0) return 1;
    if (h > depth) return 0;
    for (int m : t.moves3) {
      if (!allowed(previous, m)) continue;
      Node3 next;
      for (int a = 0; a < 3; ++a) next.axis[a] = split[a][n.axis[a]][m];
      next.parity = n.parity ^ (t.flips[m] ? 1 : 0);
      const auto& slots = t.slots[m];
      for (int i = 0; i < 12; ++i) next.pairing[slots[1][i]] = slots[0][n.pairing[i]];
      path.push_back(m);
      const int r = dfs(next, depth - 1, m);
      if (r != 0) return r;
      path.pop_back();
    }
    return 0;
  }
};

std::vector<nxn::NxnMove> to_moves(const std::vector<int>& path) {
  std::vector<nxn::NxnMove> out;
  for (int m : path) nxn::push_merged(out, move_of(m), kN);
  return out;
}

}  // namespace

std::vector<nxn::NxnMove> search_phase2(const Centres& c, const Wings& w,
                                        const std::function<bool()>& stop) {
  Phase2 s{tables(), phase_table(2), Poll(stop), {}};
  const uint64_t index = phase_index(2, c);
  const uint16_t side = static_cast<uint16_t>(index / 70);
  const uint8_t split = static_cast<uint8_t>(index % 70);
  const WingPlaces where = places_of(w);
  for (int depth = s.centre_dist[index]; depth <= kMaxDepth; ++depth) {
    s.path.clear();
    if (s.dfs(side, split, where, depth, -1)) return to_moves(s.path);
  }
  throw std::logic_error("cube4: phase 2 found no solution");
}

std::optional<std::vector<nxn::NxnMove>> search_phase3(const Centres& c, const Wings& w,
                                                       const std::function<bool()>& stop,
                                                       long long max_nodes) {
  Phase3 s{tables(), split_moves(), phase_table(3), pair_table(), Poll(stop), max_nodes, {}};
  Node3 start;
  const uint64_t index = phase_index(3, c);
  start.parity = static_cast<uint8_t>(index % 2);
  start.axis = {static_cast<uint8_t>(index / 2 / 4900), static_cast<uint8_t>(index / 2 / 70 % 70),
                static_cast<uint8_t>(index / 2 % 70)};
  start.pairing = pairing_of(places_of(w));
  for (int depth = s.bound_of(start); depth <= kMaxDepth; ++depth) {
    s.path.clear();
    const int r = s.dfs(start, depth, -1);
    if (r == 1) return to_moves(s.path);
    if (r < 0) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace cubelab::cube4
