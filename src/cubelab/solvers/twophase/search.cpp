#include "cubelab/solvers/twophase/search.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

#include "cubelab/base/thread_pool.h"
#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/search/bounded_dfs.h"
#include "cubelab/search/interleave.h"
#include "cubelab/solvers/twophase/search_shared.h"

namespace cubelab::twophase {
namespace {

// One of the six searches: the cube (or its inverse) conjugated so that the chosen axis
// becomes the U-D axis.
struct Direction : DirectionKey, DirectionCoords {
  uint32_t entry;             // of the phase-1 table with moves
  uint32_t flip_slice_class;  // the class of flip_ud_slice
  int entry_sym;              // and the symmetry it was read at
  int distance;               // phase-1 distance
  uint32_t moves;             // the moves it may use, in its frame (direction_moves)
};

Direction make_direction(const Tables& t, const CubieCube& cube, int axis, bool inverse, int pre) {
  Direction d;
  d.sym = 16 * axis;
  d.inverse = inverse;
  d.pre = pre;
  d.moves = coord::kAllMoves;
  const CubieCube c = direction_cube(cube, d);
  static_cast<DirectionCoords&>(d) = direction_coords(c);
  const uint32_t ud_slice = d.slice_edges / 24;  // the slice edges' positions
  const uint64_t index = t.phase1_index(coord::flip(c), ud_slice, d.twist, d.entry_sym);
  d.flip_slice_class = static_cast<uint32_t>(index / coord::kTwist);
  d.entry = t.phase1_entry(index);
  d.distance = phase1_entry_distance(d.entry);
  return d;
}

// The depth-first search of one thread, and the policy of its phase-1 walk
// (search/bounded_dfs.h, SteppedDfs). kWithMoves: the phase-1 table with moves is there
// (full profile); without it (small profile) the entries are plain distances. A template
// parameter, so that the full profile's hot loop has no test for it.
template <bool kWithMoves>
class Worker {
 public:
  Worker(const Tables& t, Shared& shared)
      : t_(t), c_(*t.coords), sym_(symmetry_tables()), shared_(shared) {}

  // Starts the search for all phase-1 solutions of exactly `length` moves of direction
  // `dir` whose first move is in `first_moves`; step() goes on with it while active().
  void start(const Direction& dir, int length, uint32_t first_moves) {
    dir_ = &dir;
    first_moves_ = first_moves & dir.moves;
    moves_ = dir.moves;
    h_moves_ = kH & dir.moves;
    u_corners_[0] = dir.u_corners;
    d_corners_[0] = dir.d_corners;
    u_edges_[0] = dir.u_edges;
    d_edges_[0] = dir.d_edges;
    slice_edges_[0] = dir.slice_edges;
    valid_ = slice_upto_ = edges_upto_ = 0;
    const Node root{
        0, dir.flip_slice_class, dir.entry, dir.twist, static_cast<uint8_t>(dir.entry_sym), -1};
    walk_.start(*this, root, length);
  }

  bool active() const { return walk_.active(); }

  // Enters the next child of the deepest open node, or closes that node. The child's
  // table entry was prefetched when its parent was expanded, and the reads for the child's
  // own children are started now: between two steps of one worker, the other workers of
  // the thread take theirs, which hides the memory latency (docs/twophase.md).
  void step() { walk_.step(*this); }

  void flush_stats() { flush_counts(shared_, phase1_nodes_, phase2_nodes_, phase1_solutions_); }

  // The phase-1 node reached by path_[0..depth): its flip_ud_slice is known by class and
  // symmetry (cls, sym: conjugate(node, sym) has the class representative's flip_ud_slice),
  // its twist as is, and `entry` is its entry of the phase-1 table (read by bound(), the
  // start's given).
  struct Node {
    uint64_t index;  // in the phase-1 table
    uint32_t cls, entry;
    uint16_t twist;
    uint8_t sym;
    int8_t face;  // of the last move
  };
  // With `togo` >= 1 moves left: one move from H its phase-1 solutions are checked at once;
  // otherwise its children are listed (child() starts their reads). A length-0 job checks
  // the start itself.
  [[gnu::always_inline]] uint32_t expand(const Node& n, int depth, int togo) {
    if (togo == 0) {
      phase1_done(0);
      return 0;
    }
    if (phase1_nodes_.node()) return 0;
    const int dist = phase1_entry_distance(n.entry);
    uint32_t moves = (depth == 0 ? first_moves_ : moves_) & kMovesAfter[n.face + 1];
    const int spare = togo - 1 - dist;
    if constexpr (kWithMoves) {
      // The entry says which children can still reach H in togo - 1 moves: all of them
      // with two moves to spare, else those that do not move away (one to spare) or that
      // come closer (none to spare).
      if (spare < 1) {
        const MoveMasks::Masks m = t_.masks.masks(n.entry, n.sym);
        moves &= spare == 0 ? m.not_farther : m.closer;
      }
    } else if (spare < -1) {
      // Without the table with moves (small profile) a child learns its own distance when
      // it is entered (bound()); the start's is checked here.
      return 0;
    }
    // Phase 1 enters H with a quarter turn of R, L, F or B: ending with a move of H would
    // repeat a shorter phase-1 solution. Inside H with few moves left, H moves belong to
    // phase 2 (Kociemba).
    if (togo == 1 || (dist == 0 && togo < 5)) moves &= ~kH;
    if (togo == 1) {
      enter_h(depth, kWithMoves ? moves : moves_into_h(n.cls, n.sym, n.twist, moves));
      return 0;
    }
    // The children's classes come from this node's row of the class move table, read below;
    // the rows the children will need are read ahead when they have children of their own.
    rows_needed_ = togo - 1 >= 2;
    row_ = c_.flip_slice_class_moves.data() + size_t{n.cls} * kMoves;
    return moves;
  }
  // A move m of the node is the move sym_.move[sym][m] of its class representative. The
  // child's entry is a random read of a large table: started here.
  [[gnu::always_inline]] void child(const Node& n, int m, Node& x) {
    const uint32_t p = row_[sym_.move[n.sym][m]];
    x.face = static_cast<int8_t>(move_face(static_cast<Move>(m)));
    x.cls = p >> 8;
    x.sym = sym_.product[p & 0xFF][n.sym];
    x.twist = c_.twist(n.twist, m);
    x.index = uint64_t{x.cls} * coord::kTwist + c_.twist_conj(x.twist, x.sym);
    if constexpr (kWithMoves)
      __builtin_prefetch(t_.phase1_moves + x.index);
    else
      __builtin_prefetch(t_.phase1 + x.index / 2);
    if (rows_needed_) {
      const uint32_t* r = c_.flip_slice_class_moves.data() + size_t{x.cls} * kMoves;
      __builtin_prefetch(r);
      __builtin_prefetch(r + kMoves - 1);
    }
  }
  // The child's distance from its entry: with the table with moves its parent kept only
  // children within reach, without it the distance decides here.
  [[gnu::always_inline]] int bound(Node& x, int) const {
    x.entry = entry(x.index);
    return phase1_entry_distance(x.entry);
  }
  void descend(const Node&, int depth, int m) {
    path_[depth] = static_cast<Move>(m);
    if (valid_ > depth) valid_ = depth;
  }
  bool over() const { return shared_.done.load(std::memory_order_relaxed); }

 private:
  // The entry of a phase-1 index: of the table with moves, or the distance alone, which
  // phase1_entry_distance reads the same way.
  uint32_t entry(uint64_t index) const {
    if constexpr (kWithMoves)
      return t_.phase1_moves[index];
    else
      return tables::nibble(t_.phase1, index);
  }

  // Those of `moves` that take the node (cls, sym, twist) into H, read from the distance
  // table (the small profile's; the table with moves knows them from the node's entry).
  uint32_t moves_into_h(uint32_t cls, int sym, uint16_t twist, uint32_t moves) const {
    const uint32_t* row = c_.flip_slice_class_moves.data() + size_t{cls} * kMoves;
    uint32_t into = 0;
    for (; moves; moves &= moves - 1) {
      const Move m = static_cast<Move>(__builtin_ctz(moves));
      const uint32_t p = row[sym_.move[sym][m]];
      const int child_sym = sym_.product[p & 0xFF][sym];
      const uint64_t index =
          uint64_t{p >> 8} * coord::kTwist + c_.twist_conj(c_.twist(twist, m), child_sym);
      if (tables::nibble(t_.phase1, index) == 0) into |= 1u << m;
    }
    return into;
  }

  // The phase-1 solutions path_[0..depth) + m for each m of `moves`, all entering H.
  void enter_h(int depth, uint32_t moves) {
    complete_entering_moves(moves, shared_.done, path_, depth, valid_,
                            [&](int length) { return phase1_done(length); });
  }

  // A phase-1 solution of `length` moves is in path_[0..length). Returns by how many moves
  // its phase-2 lower bound exceeds the phase-2 length allowed (0 when phase 2 was searched).
  int phase1_done(int length) {
    ++phase1_solutions_;
    const int togo2_max = shared_.phase2_budget(length, dir_->pre_count());
    if (togo2_max < 0) return kMaxDepth;
    // Phase-2 coordinates, extended lazily from the deepest depth still valid, each only
    // when the bounds before it pass: the corners (their bound alone rejects most phase-1
    // solutions), the slice edges, then the U and D edges.
    const int unchanged = std::max(valid_, 0);
    for (int i = unchanged; i < length; ++i) {
      const Move m = path_[i];
      u_corners_[i + 1] = c_.corner4(u_corners_[i], m);
      d_corners_[i + 1] = c_.corner4(d_corners_[i], m);
    }
    valid_ = length;
    slice_upto_ = std::min(slice_upto_, unchanged);
    edges_upto_ = std::min(edges_upto_, unchanged);
    const uint32_t uc = u_corners_[length], dc = d_corners_[length];
    const uint16_t corners = c_.corner_merge[(uc / 24) * 576 + (uc % 24) * 24 + dc % 24];
    const uint32_t corner = c_.corner_sym.packed(corners);
    const int cd = c_.corner_distance[corner >> 8];
    if (cd > togo2_max) return cd - togo2_max;
    for (int i = std::max(slice_upto_, 0); i < length; ++i)
      slice_edges_[i + 1] = c_.edge4(slice_edges_[i], path_[i]);
    slice_upto_ = length;
    const uint16_t slice_edges = slice_edges_[length];
    const int cs = t_.cornslice_distance(corner, slice_edges % 24);
    if (cs > togo2_max) return cs - togo2_max;
    for (int i = std::max(edges_upto_, 0); i < length; ++i) {
      const Move m = path_[i];
      u_edges_[i + 1] = c_.edge4(u_edges_[i], m);
      d_edges_[i + 1] = c_.edge4(d_edges_[i], m);
    }
    edges_upto_ = length;
    const uint32_t u = u_edges_[length], d = d_edges_[length];
    const uint16_t ud = c_.merge[(u / 24) * 576 + (u % 24) * 24 + d % 24];
    const int d2 = std::max(cs, t_.phase2_distance_of_class(corner, ud));
    if (d2 > togo2_max) return d2 - togo2_max;
    const int prev_face = length > 0 ? move_face(path_[length - 1]) : -1;
    for (int togo2 = d2; togo2 <= togo2_max; ++togo2) {
      Phase2 walk{*this};
      search::bounded_dfs(walk, {corners, ud, slice_edges, prev_face, 0}, length, togo2);
      if (walk.found) {
        report(length, length + togo2);
        return 0;
      }
    }
    return 0;
  }

  // The phase-2 walk (search/bounded_dfs.h): iterative deepening from the bound, each
  // child's corner x slice-edge bound read first, its corner x U-D-edge one when that passes.
  struct Phase2 {
    Worker& w;
    bool found = false;

    struct Node {
      uint16_t corners, ud, slice_edges;
      int face;  // of the last move
      Move move;
    };
    [[gnu::always_inline]] uint32_t expand(const Node& x, int, int togo) {
      if (togo == 0) {
        found = x.corners == 0 && x.ud == 0 && x.slice_edges == w.c_.slice_edge4_solved;
        return 0;
      }
      w.phase2_nodes_.count(1);
      return w.h_moves_ & kMovesAfter[x.face + 1];
    }
    [[gnu::always_inline]] void child(const Node& x, int m, Node& y) const {
      y = {w.c_.corners(x.corners, m), x.ud, w.c_.edge4(x.slice_edges, m),
           move_face(static_cast<Move>(m)), static_cast<Move>(m)};
    }
    [[gnu::always_inline]] int bound(Node& y, int limit) const {
      const uint32_t corner = w.c_.corner_sym.packed(y.corners);
      const int cs = w.t_.cornslice_distance(corner, y.slice_edges % 24);
      if (cs >= limit) return cs;
      y.ud = w.c_.ud_edges(y.ud, y.move);
      return std::max(cs, w.t_.phase2_distance_of_class(corner, y.ud));
    }
    void descend(const Node&, int depth, int m) { w.path_[depth] = static_cast<Move>(m); }
    bool over() const { return found; }
  };

  void report(int length1, int total) {
    record_solution(shared_, *dir_, path_, length1, total, phase1_nodes_.nodes());
  }

  const Tables& t_;
  const Coords& c_;
  const SymmetryTables& sym_;
  Shared& shared_;
  search::SteppedDfs<Worker, kMaxDepth, kMoves> walk_;  // the phase-1 walk
  // Set by expand() for the children child() lists: the node's row of the class move
  // table, and whether their own rows will be read.
  const uint32_t* row_ = nullptr;
  bool rows_needed_ = false;
  const Direction* dir_ = nullptr;
  uint32_t first_moves_ = coord::kAllMoves;
  // The direction's moves (all 18, or a five-face set seen in its frame), and those of H.
  uint32_t moves_ = coord::kAllMoves, h_moves_ = kH;
  Move path_[kMaxDepth];
  uint16_t u_corners_[kMaxDepth], d_corners_[kMaxDepth], u_edges_[kMaxDepth], d_edges_[kMaxDepth],
      slice_edges_[kMaxDepth];
  // path_[0..valid_) is unchanged since the last phase-1 solution, for which the corner
  // quartets were computed; the slice edges are computed for depths up to slice_upto_, the
  // U and D edges up to edges_upto_.
  int valid_ = 0, slice_upto_ = 0, edges_upto_ = 0;
  // Nodes counted since the last flush_stats, polling the stop test every 1,024.
  NodePoller phase1_nodes_ = node_poller(shared_), phase2_nodes_ = node_poller(shared_);
  int64_t phase1_solutions_ = 0;
};

// Each thread runs several searches interleaved, one step each in turn (Worker::step).
template <bool kWithMoves>
void run_workers(const Tables& t, Shared& shared, const std::vector<Direction>& dirs,
                 JobQueue& jobs, int threads) {
  run_on_threads(threads, [&](int) {
    std::vector<Worker<kWithMoves>> workers;
    workers.reserve(kInterleavedSearches);
    for (int i = 0; i < kInterleavedSearches; ++i) workers.emplace_back(t, shared);
    // Starts the next job on w; false when there is none left.
    auto next = [&](Worker<kWithMoves>& w) {
      const std::optional<JobQueue::Job> job = jobs.next();
      if (job) w.start(dirs[job->dir], job->length1, job->first_moves);
      return job.has_value();
    };
    run_interleaved(
        kInterleavedSearches, [&](int i) { return workers[i].active(); },
        [&](int i) { workers[i].step(); },
        [&](int i) {
          workers[i].flush_stats();
          return next(workers[i]);
        });
    for (auto& w : workers) w.flush_stats();
  });
}

}  // namespace

SearchResult search(const CubieCube& cube, const SearchSettings& settings,
                    const StopCondition& stop,
                    const std::function<void(const Progress&)>& progress) {
  if (settings.axial) return search_axial(cube, settings, stop, progress);
  if (settings.profile == Profile::Tiny) return search_tiny(cube, settings, stop, progress);
  const Tables& t = settings.profile == Profile::Small ? small_tables() : tables();
  SearchResult result;

  // Short positions: an optimal answer by plain IDA*.
  int lower_bound = 0;
  const Coords& c = *t.coords;
  auto bound = [&t](uint32_t flip, uint32_t slice, uint32_t twist) {
    return t.phase1_distance(flip, slice, twist);
  };
  if (run_short_search(c.flip, c.ud_slice, c.twist, bound, cube, settings, stop, result,
                       lower_bound))
    return result;

  Shared shared(settings, stop, progress);
  std::vector<Direction> dirs;
  for (int pre = -1; pre < (settings.pre_moves ? kMoves : 0); ++pre) {
    if (pre >= 0 && !settings.moves.contains(static_cast<Move>(pre))) continue;
    for (int axis = 0; axis < (settings.three_axes ? 3 : 1); ++axis) {
      // With five faces, the axes whose faces keep their quarter turns (five_faces()).
      const uint32_t moves = direction_moves(settings.moves, 16 * axis);
      if (!direction_usable(moves)) continue;
      for (int inv = 0; inv < (settings.inverse ? 2 : 1); ++inv) {
        dirs.push_back(make_direction(t, cube, axis, inv != 0, pre));
        dirs.back().moves = moves;
      }
    }
  }

  JobQueue jobs(shared, dirs, settings.threads);
  if (t.phase1_moves)
    run_workers<true>(t, shared, dirs, jobs, settings.threads);
  else
    run_workers<false>(t, shared, dirs, jobs, settings.threads);
  finish_result(shared, lower_bound, result);
  return result;
}

}  // namespace cubelab::twophase
