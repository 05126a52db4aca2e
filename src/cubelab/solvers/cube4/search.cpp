#include "cubelab/solvers/cube4/search.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <optional>
#include <stdexcept>

#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/search/stop_poller.h"
#include "cubelab/solvers/cube4/edge_orientation.h"
#include "cubelab/solvers/cube4/phase2_near.h"
#include "cubelab/solvers/cube4/phase3_ball.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/packed.h"

namespace cubelab::cube4 {
namespace {

constexpr int kMaxDepth = 30;
constexpr long long kPollInterval = 4096;
// How far beyond its bound phase 3 searches each candidate in the joint search. Measured with
// microbench/cube4_bench (the 3x3x3 stage's first solutions): on 30 random states 5 and 4 took
// the same time and lengths, 3 13 % less time but 0.33 OBTM more; with the pairing table's
// parity, on 100, 5 and 4 the same lengths (44.96 OBTM) in 157-167 ms a cube.
constexpr int kSlack = 5;

// Turns of one axis commute: after a turn of an axis, only a later block of the same axis.
// allowed[previous + 1][m], previous -1 at the start.
const auto kAllowed = [] {
  std::array<std::array<bool, kMoves>, kMoves + 1> t{};
  for (int previous = -1; previous < kMoves; ++previous)
    for (int m = 0; m < kMoves; ++m) {
      // centres.h's move index: (face * 2 + wide) * 3 + turns - 1, faces U R F D L B.
      const int block = m / 3, previous_block = previous / 3;
      t[previous + 1][m] =
          previous < 0 || block / 2 % 3 != previous_block / 2 % 3 || block > previous_block;
    }
  return t;
}();
bool allowed(int previous, int m) { return kAllowed[previous + 1][m]; }

struct Tables {
  std::vector<int> moves1, moves2, moves3;
  // Phase 2's index is side * 70 + the U/D split; they move apart: [side][m], [split][m].
  std::vector<std::array<uint16_t, kMoves>> sides2;
  std::array<std::array<uint8_t, kMoves>, 70> split2{};
  const Phase2Near* near2 = nullptr;                // phase 2's last moves (phase2_near.h)
  std::array<uint64_t, kMoves + 1> allowed_mask{};  // allowed(previous, m): bit m of [previous + 1]
  std::array<std::array<uint8_t, kWings>, kMoves> wing_after{};
  std::array<bool, kMoves> flips{};
};

const Tables& tables() {
  static const Tables t = [] {
    Tables d;
    d.moves1 = phase_moves(1);
    d.moves2 = phase_moves(2);
    d.moves3 = phase_moves(3);
    d.sides2 = phase2_side_moves();
    for (uint64_t i = 0; i < 70; ++i) {
      const Centres c = phase_state(2, i);
      for (int m : d.moves2)
        d.split2[i][m] = static_cast<uint8_t>(phase_index(2, apply(c, m)) % 70);
    }
    d.near2 = &Phase2Near::get();
    for (int previous = -1; previous < kMoves; ++previous)
      for (int m = 0; m < kMoves; ++m)
        if (allowed(previous, m)) d.allowed_mask[previous + 1] |= uint64_t{1} << m;
    for (int m = 0; m < kMoves; ++m) {
      for (int p = 0; p < kWings; ++p) d.wing_after[m][p] = static_cast<uint8_t>(wing_after(m, p));
      d.flips[m] = flips_reduced_parity(m);
    }
    return d;
  }();
  return t;
}

// Counts the nodes with the search toolkit's poller (search/stop_poller.h): every few
// thousand, asks `stop` (which ends the search: Stopped) and looks at the clock for `until`
// (Limits::until: past it, late() is true and the searches that may end early do).
class Poll {
 public:
  // A search asked to stop before it starts does not start: a short one may end within
  // its first poll interval.
  explicit Poll(const std::function<bool()>& stop,
                std::optional<std::chrono::steady_clock::time_point> until = {})
      : poller_(kPollInterval, Check{&stop, until, &late_}) {
    if (stop && stop()) throw reduction::Stopped();
  }
  Poll(const Poll&) = delete;  // its poller points at late_
  Poll& operator=(const Poll&) = delete;
  void node() { poller_.node(); }
  long long nodes() const { return poller_.nodes(); }
  bool late() const { return late_; }

 private:
  struct Check {
    const std::function<bool()>* stop;
    std::optional<std::chrono::steady_clock::time_point> until;
    bool* late;
    bool operator()() const {
      if (*stop && (*stop)()) throw reduction::Stopped();
      if (until && std::chrono::steady_clock::now() > *until) *late = true;
      return false;
    }
  };
  bool late_ = false;
  search::StopPoller<Check> poller_;
};

// Phase 2's bound is the larger of its centre table's and, near the end of its depth, the
// edge bound (edge_orientation.h); its edge goal (edges_oriented) is tested where the centres
// reach theirs, and the search goes on through such states when it fails. The wings are
// followed only where the edge bound can cut, from the places along the path.
struct Phase2 {
  const Tables& t;
  std::span<const uint8_t> centre_dist, edge_dist;
  int edge_zone;  // the edge bound's largest value: it cuts only that close to the end
  Poll& poll;
  size_t wanted = 1;
  WingPlaces start{};
  std::vector<int> path;
  std::vector<std::vector<int>> found;
  long long max_nodes = 1LL << 62;
  bool ends_late = false;  // past Limits::until, ends as out of nodes

  WingPlaces places_now() const {
    WingPlaces where = start;
    for (int m : path)
      for (uint8_t& p : where) p = t.wing_after[m][p];
    return where;
  }
  // True once `wanted` solutions are found.
  // With `exact`, only solutions of `depth` moves are kept (the shorter ones were found at a
  // smaller depth). `where`: the wings' places, kept within edge_zone moves of the end.
  bool dfs(uint16_t side, uint8_t split, const WingPlaces& where, int depth, int previous,
           bool exact = false) {
    poll.node();
    if (poll.nodes() > max_nodes || (ends_late && poll.late())) return true;
    const int h = centre_dist[side * 70 + split];
    if (h == 0 && (depth == 0 || !exact) &&
        edges_oriented(depth <= edge_zone ? where : places_now())) {
      found.push_back(path);
      return found.size() >= wanted;
    }
    if (h > depth || depth == 0) return false;
    const bool follow = depth <= edge_zone + 1;
    WingPlaces here;
    if (depth == edge_zone + 1) here = places_now();
    const WingPlaces& from = depth == edge_zone + 1 ? here : where;
    WingPlaces next{};
    // The child by move m, within the centre bound: true once `wanted` solutions are found.
    const auto child = [&](int m, uint16_t side_next, uint8_t split_next) {
      if (follow) {
        for (int k = 0; k < kWings; ++k) next[k] = t.wing_after[m][from[k]];
        if (edge_orientation_bound(edge_dist, next) >= depth) return false;
      }
      path.push_back(m);
      if (dfs(side_next, split_next, next, depth - 1, m, exact)) return true;
      path.pop_back();
      return false;
    };
    if (depth <= Phase2Near::kNearDepth) {
      uint64_t moves =
          t.near2->children_within(side * 70u + split, h, depth - 1) & t.allowed_mask[previous + 1];
      for (; moves != 0; moves &= moves - 1) {
        const int m = std::countr_zero(moves);
        if (child(m, t.sides2[side][m], t.split2[split][m])) return true;
      }
      return false;
    }
    for (int m : t.moves2) {
      if (!allowed(previous, m)) continue;
      const uint16_t side_next = t.sides2[side][m];
      const uint8_t split_next = t.split2[split][m];
      if (centre_dist[side_next * 70 + split_next] >= depth) continue;
      if (child(m, side_next, split_next)) return true;
    }
    return false;
  }
};

struct Node3 : Phase3State {
  uint8_t pairs;  // the pairing's distance (edges.h: its children's are read off theirs)
};

struct Phase3 {
  const Tables& t;
  const PairCoordinate& pc;
  const std::array<std::array<std::array<uint8_t, kMoves>, 70>, 3>& split;
  std::span<const uint8_t> centre_dist, pair_dist;
  Poll& poll;
  long long max_nodes;
  std::vector<int> path;
  size_t wanted = 1;                    // the solutions dfs collects before it returns 1
  std::vector<std::vector<int>> found;  // the solutions dfs found

  const Phase3Ball* ball;  // null: every node searched
  bool ends_late = false;  // past Limits::until, ends as out of nodes

  int centre_bound(const Phase3State& n) const { return centre_dist[phase3_centre_index(n)]; }
  int bound_of(const Node3& n) const { return std::max<int>(centre_bound(n), n.pairs); }

  // The ball's shortest ways from `n` (`distance` moves from the goal) to the goal, each a
  // solution. True once `wanted` are found.
  bool finish(const Phase3State& n, int distance, int previous) {
    if (distance == 0) {
      found.push_back(path);
      return found.size() >= wanted;
    }
    for (int m : t.moves3) {
      if (!allowed(previous, m)) continue;
      const Phase3State next = phase3_after(n, m);
      if (ball->distance(ball->key(next)) != distance - 1) continue;
      path.push_back(m);
      if (finish(next, distance - 1, m)) return true;
      path.pop_back();
    }
    return false;
  }
  // `n` within the ball's radius of the end of its depth: solved by the ball or cut.
  int look_up(const Phase3State& n, uint64_t key, int depth, int previous) {
    const int d = ball->distance(key);
    if (d > depth) return 0;
    const size_t length = path.size();
    const bool enough = finish(n, d, previous);
    path.resize(length);
    return enough ? 1 : 0;
  }

  // 1 found, 0 not within depth, -1 out of nodes. `n` is within depth (its bound h). The
  // children that pass the centre bound are made first and their pairing entries (or, within
  // the ball's radius of the end, their ball slots) fetched together, so that the cache
  // misses overlap.
  int dfs(const Node3& n, int h, int depth, int previous) {
    poll.node();
    if (poll.nodes() > max_nodes || (ends_late && poll.late())) return -1;
    if (h == 0) {
      found.push_back(path);
      return found.size() >= wanted ? 1 : 0;
    }
    if (ball && depth <= ball->radius()) return look_up(n, ball->key(n), depth, previous);
    const bool last = ball && depth - 1 <= ball->radius();
    const bool shell = ball && depth - 1 == ball->radius() + 1;
    std::array<Node3, kMoves> next;
    std::array<int, kMoves> move, centres;
    std::array<uint64_t, kMoves> index;
    int count = 0;
    for (int m : t.moves3) {
      if (!allowed(previous, m)) continue;
      // The child as phase3_after makes it, inline: through that call (not inlined across
      // sources, its tables behind static guards) cube4 took 0.69 s a cube instead of 0.51.
      Node3& c = next[count];
      for (int a = 0; a < 3; ++a) c.axis[a] = split[a][n.axis[a]][m];
      c.parity = n.parity ^ (t.flips[m] ? 1 : 0);
      centres[count] = centre_bound(c);
      if (centres[count] >= depth) continue;
      c.pairing = pairing_after(pc, n.pairing, m);
      if (last) {
        index[count] = ball->key(c);
        __builtin_prefetch(ball->address(index[count]));
      } else {
        index[count] = pair_parity_index(pairing_entry(pc, c.pairing), c.parity != 0);
        __builtin_prefetch(pair_dist.data() + index[count] / 4);
      }
      move[count++] = m;
    }
    // One move beyond the ball's radius from the end, the children within the pairing's bound
    // have their ball keys made (a key costs more than the pairing entry read first) and their
    // ball slots and shell blocks fetched together.
    if (shell) {
      int kept = 0;
      for (int i = 0; i < count; ++i) {
        const int pairs = tables::distance_near(tables::crumb(pair_dist.data(), index[i]), n.pairs);
        if (pairs >= depth) continue;
        next[kept] = next[i];
        next[kept].pairs = static_cast<uint8_t>(pairs);
        move[kept] = move[i];
        centres[kept] = std::max(centres[i], pairs);  // the child's bound
        index[kept] = ball->key(next[kept]);
        __builtin_prefetch(ball->address(index[kept]));
        __builtin_prefetch(ball->shell_address(index[kept]));
        ++kept;
      }
      count = kept;
    }
    for (int i = 0; i < count; ++i) {
      if (last) {  // a lookup is not counted as a node: the limits count what is searched
        path.push_back(move[i]);
        const int r = look_up(next[i], index[i], depth - 1, move[i]);
        path.pop_back();
        if (r != 0) return r;
        continue;
      }
      if (shell) {  // in the ball: solved by it; in its shell: searched; else cut
        const bool near = ball->distance(index[i]) != Phase3Ball::kFar;
        if (!near && !ball->in_shell(index[i])) continue;
        path.push_back(move[i]);
        const int r = near ? look_up(next[i], index[i], depth - 1, move[i])
                           : dfs(next[i], centres[i], depth - 1, move[i]);
        if (r != 0) return r;
        path.pop_back();
        continue;
      }
      const int pairs = tables::distance_near(tables::crumb(pair_dist.data(), index[i]), n.pairs);
      if (pairs >= depth) continue;
      next[i].pairs = static_cast<uint8_t>(pairs);
      path.push_back(move[i]);
      const int r = dfs(next[i], std::max(centres[i], pairs), depth - 1, move[i]);
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

// `pair_edges`: the pairing's distance is read (the table is loaded), else left 0.
Node3 node3(const Centres& c, const WingPlaces& where, bool pair_edges = true) {
  const Pairing pairing = pairing_of(where);
  Node3 n{phase3_state(c, pairing), 0};
  n.pairs = pair_edges ? static_cast<uint8_t>(pairing_distance(pairing, n.parity != 0)) : 0;
  return n;
}

// Phase 1's paths read off its exact table: every path of `length` moves to the goal that
// does not pass through it, until `out` holds `wanted`.
void phase1_paths(const Centres& c, int length, int previous, std::vector<int>& path, size_t wanted,
                  std::vector<std::vector<int>>& out) {
  if (out.size() >= wanted) return;
  const std::span<const uint8_t> dist = phase_table(1);
  if (length == 0) {
    out.push_back(path);
    return;
  }
  for (int m : tables().moves1) {
    if (!allowed(previous, m)) continue;
    const Centres next = apply(c, m);
    const int d = dist[phase_index(1, next)];
    if (d > length - 1 || (d == 0 && length > 1)) continue;
    path.push_back(m);
    phase1_paths(next, length - 1, m, path, wanted, out);
    path.pop_back();
  }
}

}  // namespace

std::vector<nxn::NxnMove> search_phase2(const Centres& c, const Wings& w,
                                        const std::function<bool()>& stop) {
  Poll poll(stop);
  Phase2 s{
      tables(), phase_table(2), two_edge_table(), most_two_edge_moves(), poll, 1, places_of(w), {},
      {},       1LL << 62};
  const uint64_t index = phase_index(2, c);
  const uint16_t side = static_cast<uint16_t>(index / 70);
  const uint8_t split = static_cast<uint8_t>(index % 70);
  for (int depth = s.centre_dist[index]; depth <= kMaxDepth; ++depth) {
    s.path.clear();
    if (s.dfs(side, split, s.start, depth, -1)) return to_moves(s.found[0]);
  }
  throw std::logic_error("cube4: phase 2 found no solution");
}

std::optional<std::vector<nxn::NxnMove>> search_phase3(const Centres& c, const Wings& w,
                                                       const std::function<bool()>& stop,
                                                       long long max_nodes, bool ball) {
  Poll poll(stop);
  Phase3 s{tables(),
           pair_coordinate(),
           split_moves(),
           phase_table(3),
           pair_table(),
           poll,
           max_nodes,
           {},
           1,
           {},
           ball ? &Phase3Ball::get() : nullptr};
  const Node3 start = node3(c, places_of(w));
  const int h = s.bound_of(start);
  for (int depth = h; depth <= kMaxDepth; ++depth) {
    s.path.clear();
    const int r = s.dfs(start, h, depth, -1);
    if (r == 1) return to_moves(s.found.back());
    if (r < 0) return std::nullopt;
  }
  return std::nullopt;
}

void make_search_tables() {
  tables();
  two_edge_table();
  most_two_edge_moves();
}

Phases search_phases(std::span<const nxn::NxnCube> cubes, const std::function<bool()>& stop,
                     const Limits& limits) {
  const Tables& t = tables();
  Poll poll(stop, limits.until);
  struct Held {
    Centres centres;
    WingPlaces where;
    bool corners;
    int distance;  // phase 1's
  };
  std::vector<Held> held;
  int d1 = kUnreached;
  for (const nxn::NxnCube& cube : cubes) {
    Held h{centres_of(cube, reduction::orbit_is_odd(cube, 1)), places_of(wings_of(cube)),
           corners_odd(cube), 0};
    h.distance = phase_table(1)[phase_index(1, h.centres)];
    if (h.distance == kUnreached) throw std::logic_error("cube4: phase 1's goal is out of reach");
    d1 = std::min(d1, h.distance);
    held.push_back(h);
  }

  struct Candidate {
    int cube;
    std::vector<int> moves;  // phases 1 and 2
    int phase1_length;
    Node3 start;
    int bound;  // phase 3's
    int score() const { return static_cast<int>(moves.size()) + bound; }
  };
  std::vector<Candidate> candidates;
  Phase3 s3{t,
            pair_coordinate(),
            split_moves(),
            phase_table(3),
            limits.pair_edges ? pair_table() : std::span<const uint8_t>(),
            poll,
            0,
            {},
            1,
            {},
            limits.pair_edges && limits.ball ? &Phase3Ball::get() : nullptr};
  // Phase 1: its shortest paths over the cubes, then those one move longer, up to
  // limits.phase1_paths.
  std::vector<std::vector<int>> firsts;
  std::vector<int> first_cube;
  for (int length = d1; length <= d1 + 1 && firsts.size() < limits.phase1_paths; ++length)
    for (size_t i = 0; i < held.size() && firsts.size() < limits.phase1_paths; ++i) {
      if (held[i].distance > length) continue;
      std::vector<int> path;
      phase1_paths(held[i].centres, length, -1, path, limits.phase1_paths, firsts);
      first_cube.resize(firsts.size(), static_cast<int>(i));
    }

  // Where each path leaves phase 2 to start, and the least length phases 1 and 2 can take
  // together from it (its length and phase 2's centre bound).
  struct Start {
    int path;
    Centres centres;
    WingPlaces where;
    uint64_t index;  // phase 2's
    int value;
  };
  std::vector<Start> starts;
  for (size_t f = 0; f < firsts.size(); ++f) {
    const Held& h = held[first_cube[f]];
    Start st{static_cast<int>(f), h.centres, h.where, 0, 0};
    for (int m : firsts[f]) {
      st.centres = apply(st.centres, m);
      for (uint8_t& p : st.where) p = t.wing_after[m][p];
    }
    st.index = phase_index(2, st.centres);
    st.value = static_cast<int>(firsts[f].size()) + phase_table(2)[st.index];
    starts.push_back(st);
  }
  std::stable_sort(starts.begin(), starts.end(),
                   [](const Start& a, const Start& b) { return a.value < b.value; });

  // A candidate for phase 3: a path and one of its phase-2 solutions.
  auto add_candidate = [&](const Start& st, const std::vector<int>& second) {
    const int cube = first_cube[st.path];
    const std::vector<int>& first = firsts[st.path];
    Candidate k{cube, first, static_cast<int>(first.size()), {}, 0};
    k.moves.insert(k.moves.end(), second.begin(), second.end());
    Centres c = st.centres;
    WingPlaces where = st.where;
    for (int m : second) {
      c = apply(c, m);
      for (uint8_t& p : where) p = t.wing_after[m][p];
    }
    bool corners = held[cube].corners;
    for (int m : k.moves) corners ^= move_of(m).turns != 2;
    c.reduced_parity_odd = lows_odd(where) != corners;
    k.start = node3(c, where, limits.pair_edges);
    k.bound = limits.pair_edges ? s3.bound_of(k.start) : s3.centre_bound(k.start);
    candidates.push_back(std::move(k));
  };

  // Phase 2 from all the paths at once, by the length of phases 1 and 2 together, as TPR
  // does: for each total, every path whose value allows it, searched to exactly that total,
  // until limits.phase2_solutions candidates. Out of limits.phase2_nodes, what is found is
  // kept; the search goes on until it finds one.
  const long long budget = poll.nodes() + limits.phase2_nodes;
  const auto done = [&] {
    return candidates.size() >= limits.phase2_solutions ||
           (!candidates.empty() && (poll.nodes() >= budget || poll.late()));
  };
  for (int total = starts.front().value; total <= 2 * kMaxDepth && !done(); ++total)
    for (const Start& st : starts) {
      if (st.value > total || done()) break;
      Phase2 s2{t,
                phase_table(2),
                two_edge_table(),
                most_two_edge_moves(),
                poll,
                limits.phase2_solutions - candidates.size(),
                st.where,
                {},
                {},
                candidates.empty() ? 1LL << 62 : budget};
      s2.ends_late = !candidates.empty();
      s2.dfs(static_cast<uint16_t>(st.index / 70), static_cast<uint8_t>(st.index % 70), st.where,
             total - static_cast<int>(firsts[st.path].size()), -1, true);
      for (const std::vector<int>& second : s2.found) add_candidate(st, second);
    }
  if (candidates.empty()) throw std::logic_error("cube4: phase 2 found no solution");
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.score() < b.score(); });

  const long long nodes2 = poll.nodes();
  Phases out;
  out.candidates = static_cast<int>(candidates.size());
  if (!limits.pair_edges) {
    const Candidate& best = candidates.front();
    out.cube = best.cube;
    out.phase1 = to_moves({best.moves.begin(), best.moves.begin() + best.phase1_length});
    out.phase2 = to_moves({best.moves.begin() + best.phase1_length, best.moves.end()});
    return out;
  }
  auto phases_of = [&](const Candidate& k, const std::vector<int>& phase3) {
    Phases p;
    p.cube = k.cube;
    p.phase1 = to_moves({k.moves.begin(), k.moves.begin() + k.phase1_length});
    p.phase2 = to_moves({k.moves.begin() + k.phase1_length, k.moves.end()});
    p.phase3 = to_moves(phase3);
    p.candidates = out.candidates;
    return p;
  };
  // Phase 3 over the candidates at once, by the length of the three phases: for each total,
  // the candidates whose bound allows it, each searched to that total, but none more than
  // kSlack moves beyond its bound (the deeper searches cost the most and rarely win). The
  // first candidate with a solution of the least total gives up to limits.solutions of them;
  // the others are not searched (the endings of one candidate's solutions differ as those of
  // several do, and its tree is searched already: with 400 candidates and 60 solutions, 300
  // random states at `-o memory=256M`, 44.01 OBTM in 0.34 s a cube searching on through the
  // other candidates of that total, 44.02 in 0.30 s stopping).
  // The candidates of a total go in the order of their scores, the most slack first: the
  // other way round, the searches that cost least first, made 100 random states (cube4_bench)
  // slower (199-205 -> 225-242 ms a cube) and longer (44.93 -> 45.13 OBTM).
  s3.max_nodes = poll.nodes() + limits.joint_phase3_nodes;
  s3.ends_late = true;
  std::vector<Phases> solutions;
  const int least = candidates.front().score();
  for (int total = least; total <= least + kSlack && solutions.empty(); ++total)
    for (const Candidate& k : candidates) {
      const int depth = total - static_cast<int>(k.moves.size());
      if (k.bound > depth || depth > k.bound + kSlack) continue;
      s3.path.clear();
      s3.found.clear();
      s3.wanted = limits.solutions - solutions.size();
      const int r = s3.dfs(k.start, k.bound, depth, -1);
      for (const std::vector<int>& p : s3.found) solutions.push_back(phases_of(k, p));
      // Solutions, or out of nodes (then on to the best candidate alone).
      if (r != 0 || !solutions.empty()) {
        total = least + kSlack;
        break;
      }
    }
  if (!solutions.empty()) {
    out = solutions.front();
    out.others.assign(solutions.begin() + 1, solutions.end());
    return out;
  }
  // The best candidate alone, deeper, with what is left of the nodes (past Limits::until too:
  // a fraction of a second, where the fallback would take several moves more).
  const Candidate& best = candidates.front();
  s3.max_nodes = nodes2 + limits.phase3_nodes;
  s3.ends_late = false;
  for (int depth = best.bound + kSlack + 1; depth <= kMaxDepth; ++depth) {
    s3.path.clear();
    s3.found.clear();
    s3.wanted = 1;
    const int r = s3.dfs(best.start, best.bound, depth, -1);
    if (r == 1) return phases_of(best, s3.found.front());
    if (r < 0) break;
  }
  // Out of nodes: the best candidate's phases 1 and 2, for the caller's fallback.
  out.cube = best.cube;
  out.phase1 = to_moves({best.moves.begin(), best.moves.begin() + best.phase1_length});
  out.phase2 = to_moves({best.moves.begin() + best.phase1_length, best.moves.end()});
  return out;
}

}  // namespace cubelab::cube4
