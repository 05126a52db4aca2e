#pragma once
// What the two-phase searches of every table profile share (search.cpp for the full
// profile, tiny_search.cpp for the tiny one): the state shared by the threads of one
// solve, the recording of a solution found along one of the six directions, the move
// order rules, and the plain IDA* for short positions.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <mutex>
#include <optional>
#include <span>
#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/move_table.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/search/bounded_dfs.h"
#include "cubelab/search/stop_poller.h"
#include "cubelab/solvers/twophase/search.h"

namespace cubelab::twophase {

constexpr int kMaxDepth = 40;
constexpr uint32_t kH = coord::kPhase2Moves;

// kMovesAfter[prev_face + 1]: the moves allowed after a turn of prev_face (-1: any).
constexpr std::array<uint32_t, kFaces + 1> kMovesAfter = [] {
  std::array<uint32_t, kFaces + 1> after{};
  for (int prev = -1; prev < kFaces; ++prev)
    for (Move m = 0; m < kMoves; ++m)
      if (allowed_after(prev, move_face(m))) after[prev + 1] |= 1u << m;
  return after;
}();

// Which of the searches of one solve a phase-1 path belongs to: the cube (or its inverse),
// after a pre-move or not, conjugated so that the chosen axis becomes the U-D axis.
struct DirectionKey {
  int sym = 0;  // the cube searched is S * c * S^-1 (S = URF3^k)
  bool inverse = false;
  int pre = -1;  // a move applied before the cube (min2phase's pre-moves), or -1
  int pre_count() const { return pre >= 0; }
};

// The cube a direction searches.
CubieCube direction_cube(const CubieCube& cube, const DirectionKey& key);

// The coordinates a direction's phase-1 search starts from besides flip and ud_slice:
// the twist, and the quartets from which the phase-2 coordinates of each phase-1 solution
// are extended along its path.
struct DirectionCoords {
  uint16_t twist, u_corners, d_corners, u_edges, d_edges, slice_edges;
};
DirectionCoords direction_coords(const CubieCube& c);

// The moves a direction searching along symmetry `sym` may use, in its own frame: the
// allowed set conjugated like the cube (record_solution turns them back).
inline uint32_t direction_moves(const MoveSet& moves, int sym) {
  return moves.conjugated(sym).bits();
}

// Whether a direction with these moves (in its frame) can be searched: phase 2 needs the
// quarter turns of U and D (five_faces in search.h); otherwise the direction is left out.
inline bool direction_usable(uint32_t moves) {
  constexpr uint32_t kUD = 0b111u << (3 * U) | 0b111u << (3 * D);
  return (moves & kUD) == kUD;
}

// What the threads of one solve share.
struct Shared {
  const SearchSettings& settings;
  const StopCondition& stop;
  const std::function<void(const Progress&)>& progress;
  std::atomic<bool> done{false};
  std::atomic<bool> exhausted{false};  // every phase-1 length up to max_total was searched
  std::atomic<int> max_total;          // solutions must be at most this long
  std::mutex mu;
  std::vector<Found> found;
  std::atomic<int64_t> phase1_nodes{0}, phase2_nodes{0}, phase1_solutions{0};
  bool stopped = false;

  Shared(const SearchSettings& s, const StopCondition& st,
         const std::function<void(const Progress&)>& p)
      : settings(s), stop(st), progress(p), max_total(s.limit) {}

  // Polled by the searches every 1,024 nodes: true once the solve is over (enough found,
  // time limit, cancellation).
  bool check_stop();

  // The longest phase 2 worth searching after a phase-1 solution of `length` moves, with
  // `extra` moves (a pre-move) beside the two phases; negative when there is none.
  int phase2_budget(int length, int extra) const {
    return std::min(max_total.load(std::memory_order_relaxed) - length - extra,
                    settings.phase2_max);
  }
};

// The stop test the searches of one solve poll, and their node counters that poll it.
struct SharedStop {
  Shared* shared;
  bool operator()() const { return shared->check_stop(); }
};
using NodePoller = search::StopPoller<SharedStop>;
inline NodePoller node_poller(Shared& shared) { return NodePoller(1024, SharedStop{&shared}); }

// Adds a worker's counts since its last flush to the solve's, and starts them again.
inline void flush_counts(Shared& shared, NodePoller& phase1_nodes, NodePoller& phase2_nodes,
                         int64_t& phase1_solutions) {
  shared.phase1_nodes += phase1_nodes.take();
  shared.phase2_nodes += phase2_nodes.take();
  shared.phase1_solutions += phase1_solutions;
  phase1_solutions = 0;
}

// The phase-1 solutions path[0..depth) + m for each m of `moves`, all quarter turns X and X'
// that enter H: their ends differ by X2, one move of phase 2, so their phase-2 lower bounds
// differ by at most one, and a quarter turn rejected by two or more moves rejects the other
// one too. For each, m is written at path[depth], `valid` (how deep the caller's cached
// per-depth state still follows the path) is lowered to depth, and phase1_done(depth + 1)
// tries the solution and returns by how many moves its phase-2 bound exceeded the length
// allowed (0 when phase 2 was searched).
template <typename Phase1Done>
void complete_entering_moves(uint32_t moves, const std::atomic<bool>& done, Move* path, int depth,
                             int& valid, Phase1Done phase1_done) {
  uint32_t skip = 0;
  for (; moves; moves &= moves - 1) {
    const Move m = static_cast<Move>(__builtin_ctz(moves));
    if (skip >> m & 1) continue;
    path[depth] = m;
    if (valid > depth) valid = depth;
    if (phase1_done(depth + 1) >= 2) skip |= 0b101u << (3 * move_face(m));
    if (done.load(std::memory_order_relaxed)) return;
  }
}

// The phase-1 searches of one solve, handed out to the threads in order: phase-1 length,
// then direction, then a share of the first moves (several shares only with several
// threads, so that one long search does not keep the others waiting).
class JobQueue {
 public:
  struct Job {
    int dir;               // index into the directions given to the constructor
    int length1;           // phase-1 length (the pre-move not counted)
    uint32_t first_moves;  // the first moves this job tries
  };
  // Directions have `distance`, a lower bound of their phase-1 length, and pre_count(),
  // their number of pre-moves (which count in the length order).
  template <typename Direction>
  JobQueue(Shared& shared, const std::vector<Direction>& dirs, int threads)
      : JobQueue(shared, distances(dirs), pre_counts(dirs), threads) {}
  // The next job; nothing once the solve is done or every length up to the bound was handed
  // out (then shared.exhausted is set).
  std::optional<Job> next();

 private:
  JobQueue(Shared& shared, std::vector<int> distance, std::vector<int> pre, int threads);
  template <typename Direction>
  static std::vector<int> distances(const std::vector<Direction>& dirs) {
    std::vector<int> out;
    for (const Direction& d : dirs) out.push_back(d.distance);
    return out;
  }
  template <typename Direction>
  static std::vector<int> pre_counts(const std::vector<Direction>& dirs) {
    std::vector<int> out;
    for (const Direction& d : dirs) out.push_back(d.pre_count());
    return out;
  }

  Shared& shared_;
  std::vector<int> distance_;
  std::vector<int> pre_;
  int splits_, min_length_ = 99, per_length_;
  std::atomic<int64_t> next_{0};
};

// path[0..total) + tail solves the direction's cube, phase 1 being its first `length1` moves
// and `tail` (moves of the searched frame) pre-moves of the search itself: keeps the solution
// it gives for the cube when it is short enough and new, lowers the bound, reports
// progress. `nodes` are the caller's phase-1 nodes not yet added to shared.
void record_solution(Shared& shared, const DirectionKey& dir, const Move* path, int length1,
                     int total, int64_t nodes, std::span<const Move> tail = {});

// Fills `result` from what the threads found; `lower_bound` is the least length the short
// search left possible.
void finish_result(Shared& shared, int lower_bound, SearchResult& result);

// No second bound for ShortSearch.
struct NoConjBound {
  static constexpr bool kEnabled = false;
  int operator()(uint32_t, uint32_t) const { return 0; }
};

// Plain IDA* for short positions, with h = the largest phase-1 lower bound over the three
// axes (each a lower bound of the full distance). Finds an optimal solution of at most
// `max_depth` moves, or proves there is none. `Bound(flip, ud_slice, twist)` is a lower
// bound of the phase-1 distance; the move tables are those of the three coordinates. With
// ConjBound::kEnabled, `ConjBound(twist, flip)` of each axis's cube turned a quarter about
// its axis (the tiny profile's twist x flip bound, flip relative to the third axis) is
// another, read when the first is below the depth. The walk is search::bounded_dfs, this
// class its policy.
template <typename Bound, typename ConjBound = NoConjBound>
class ShortSearch {
 public:
  ShortSearch(const coord::MoveTable& flip, const coord::MoveTable& slice,
              const coord::MoveTable& twist, Bound bound, const CubieCube& cube,
              ConjBound conj_bound = {}, uint32_t allowed = coord::kAllMoves)
      : flip_moves_(flip),
        slice_moves_(slice),
        twist_moves_(twist),
        bound_(bound),
        conj_bound_(conj_bound),
        cube_(cube),
        allowed_(allowed) {
    for (int k = 0; k < 3; ++k) {
      CubieCube x = conjugate(cube, 16 * k);
      root_.flip[k] = static_cast<uint16_t>(coord::flip(x));
      root_.slice[k] = static_cast<uint16_t>(coord::ud_slice(x));
      root_.twist[k] = static_cast<uint16_t>(coord::twist(x));
      for (Move m = 0; m < kMoves; ++m) conj_[k][m] = conjugate_move(m, 16 * k);
      if constexpr (ConjBound::kEnabled) {
        const CubieCube xc = conjugate(x, kSymU4);
        root_.flipc[k] = static_cast<uint16_t>(coord::flip(xc));
        root_.twistc[k] = static_cast<uint16_t>(coord::twist(xc));
        for (Move m = 0; m < kMoves; ++m) conjc_[k][m] = conjugate_move(conj_[k][m], kSymU4);
      }
    }
  }

  int64_t nodes() const { return poll_.nodes(); }
  // With a node budget: the depth below which every length was searched completely, when
  // the budget ran out first (-1 while it has not).
  int searched_below = -1;

  // Returns the solution, or nothing when none of at most max_depth moves exists, the stop
  // condition fired (`stopped`) or `node_budget` nodes were not enough (searched_below).
  // The bound reads only orientations and the E slice, so positions close to
  // <U,D,R2,L2,F2,B2> (a last-layer permutation) look short however far they are: the
  // budget keeps such a search from running for seconds before the two-phase search,
  // which answers them at once.
  std::optional<Alg> run(int max_depth, const StopCondition& stop, bool& stopped,
                         int64_t node_budget = std::numeric_limits<int64_t>::max()) {
    budget_ = node_budget;
    poll_ = search::StopPoller(1024, search::StopConditionCheck{&stop});
    Node root = root_;
    for (int depth = bound(root, kMaxDepth); depth <= max_depth; ++depth) {
      search::bounded_dfs(*this, root_, 0, depth);
      if (found_) return Alg(std::vector<Move>(path_, path_ + depth));
      if (exhausted_) {
        searched_below = depth;
        return std::nullopt;
      }
      if (stopped_) {
        stopped = true;
        return std::nullopt;
      }
    }
    return std::nullopt;
  }

  // The policy of search::bounded_dfs.
  struct Node {
    // The phase-1 coordinates of the cube seen along each axis, and of each of those turned
    // a quarter about its axis (ConjBound).
    uint16_t flip[3], slice[3], twist[3], flipc[3], twistc[3];
    int face = -1;                  // of the last move
    Move move = 0;                  // the last move, whose coordinates bound() computes
    int ready = 3, ready_conj = 3;  // the axes whose coordinates are computed
  };
  [[gnu::always_inline]] uint32_t expand(const Node& n, int depth, int togo) {
    if (togo == 0) {
      CubieCube c = cube_;
      for (int i = 0; i < depth; ++i) c.apply(path_[i]);
      found_ = c.is_solved();
      return 0;
    }
    if (poll_.node()) {
      stopped_ = true;
      return 0;
    }
    if (poll_.nodes() > budget_) {
      exhausted_ = true;
      return 0;
    }
    return allowed_ & kMovesAfter[n.face + 1];
  }
  [[gnu::always_inline]] void child(const Node& n, int m, Node& out) const {
    out = n;
    out.move = static_cast<Move>(m);
    out.face = move_face(out.move);
    out.ready = out.ready_conj = 0;
  }
  // The axes one at a time: the first whose bound reaches the limit prunes the move.
  [[gnu::always_inline]] int bound(Node& x, int limit) const {
    int h = 0;
    for (int k = 0; k < 3 && h < limit; ++k) {
      if (k >= x.ready) {
        const Move mk = conj_[k][x.move];
        x.flip[k] = flip_moves_(x.flip[k], mk);
        x.slice[k] = slice_moves_(x.slice[k], mk);
        x.twist[k] = twist_moves_(x.twist[k], mk);
        x.ready = k + 1;
      }
      h = std::max(h, bound_(x.flip[k], x.slice[k], x.twist[k]));
      if constexpr (ConjBound::kEnabled) {
        if (h >= limit) break;
        if (k >= x.ready_conj) {
          const Move mc = conjc_[k][x.move];
          x.flipc[k] = flip_moves_(x.flipc[k], mc);
          x.twistc[k] = twist_moves_(x.twistc[k], mc);
          x.ready_conj = k + 1;
        }
        h = std::max(h, conj_bound_(x.twistc[k], x.flipc[k]));
      }
    }
    return h;
  }
  // Each bound is exact in its projection, so the three turns of a face, one move apart,
  // have bounds at most one apart.
  static uint32_t siblings(int m) { return 0b111u << (3 * move_face(static_cast<Move>(m))); }
  void descend(const Node&, int depth, int m) { path_[depth] = static_cast<Move>(m); }
  bool over() const { return found_ || stopped_ || exhausted_; }

 private:
  const coord::MoveTable &flip_moves_, &slice_moves_, &twist_moves_;
  Bound bound_;
  ConjBound conj_bound_;
  CubieCube cube_;
  uint32_t allowed_;  // the moves a solution may use
  Move conj_[3][kMoves], conjc_[3][kMoves];
  Node root_{};
  Move path_[kMaxDepth];
  search::StopPoller<search::StopConditionCheck> poll_{1024, {nullptr}};  // counts the nodes
  int64_t budget_ = 0;
  bool found_ = false, stopped_ = false, exhausted_ = false;
};

// Nodes the short search may spend before the two-phase search (a fraction of a second).
constexpr int64_t kShortSearchBudget = 300'000;

// The short search of SearchSettings::optimal_depth before the two-phase search. Returns
// true when it settles the solve (an optimal answer and one solution wanted, or stopped);
// otherwise `lower_bound` is the least length still possible.
template <typename Bound, typename ConjBound = NoConjBound>
bool run_short_search(const coord::MoveTable& flip, const coord::MoveTable& slice,
                      const coord::MoveTable& twist, Bound bound, const CubieCube& cube,
                      const SearchSettings& settings, const StopCondition& stop,
                      SearchResult& result, int& lower_bound, ConjBound conj_bound = {}) {
  lower_bound = 0;
  if (settings.optimal_depth < 0) return false;
  ShortSearch<Bound, ConjBound> shorts(flip, slice, twist, bound, cube, conj_bound,
                                       settings.moves.bits());
  bool stopped = false;
  const int depth = std::min(settings.optimal_depth, settings.limit);
  std::optional<Alg> alg = shorts.run(depth, stop, stopped, kShortSearchBudget);
  result.optimal_nodes = shorts.nodes();
  if (alg) {
    result.solutions.push_back({*alg, {{"optimal", *alg, "plain IDA* (short position)"}}});
    result.proven_optimal = true;
    if (settings.count == 1) return true;
    result.solutions.clear();  // the two-phase search finds it again, with others
  }
  if (stopped) {
    result.stopped = true;
    return true;
  }
  if (!alg) lower_bound = shorts.searched_below >= 0 ? shorts.searched_below : depth + 1;
  return false;
}

}  // namespace cubelab::twophase
