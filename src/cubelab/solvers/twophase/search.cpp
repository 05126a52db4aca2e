#include "cubelab/solvers/twophase/search.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/search/interleave.h"
#include "cubelab/search/thread_pool.h"

namespace cubelab::twophase {
namespace {

constexpr int kMaxDepth = 40;
constexpr uint32_t kH = coord::kPhase2Moves;

bool in_h_moves(Move m) { return kH >> m & 1; }

// kMovesAfter[prev_face + 1]: the moves allowed after a turn of prev_face (-1: any).
constexpr std::array<uint32_t, kFaces + 1> kMovesAfter = [] {
  std::array<uint32_t, kFaces + 1> after{};
  for (int prev = -1; prev < kFaces; ++prev)
    for (Move m = 0; m < kMoves; ++m)
      if (allowed_after(prev, move_face(m))) after[prev + 1] |= 1u << m;
  return after;
}();

// One of the six searches: the cube (or its inverse) conjugated so that the chosen axis
// becomes the U-D axis.
struct Direction {
  int sym = 0;  // the cube searched is S * c * S^-1 (S = URF3^k)
  bool inverse = false;
  int pre = -1;  // a move applied before the cube (min2phase's pre-moves), or -1
  uint16_t twist, u_corners, d_corners, u_edges, d_edges, slice_edges;
  uint32_t entry;             // of the phase-1 table with moves
  uint32_t flip_slice_class;  // the class of flip_ud_slice
  int entry_sym;              // and the symmetry it was read at
  int distance;               // phase-1 distance
};

Direction make_direction(const Tables& t, const CubieCube& cube, int axis, bool inverse, int pre) {
  Direction d;
  d.sym = 16 * axis;
  d.inverse = inverse;
  d.pre = pre;
  CubieCube x = inverse ? cube.inverse() : cube;
  // With a pre-move m the search solves m * x: if p does, p + m solves x.
  if (pre >= 0) x = CubieCube::move_cube(static_cast<Move>(pre)) * x;
  CubieCube c = conjugate(x, d.sym);
  d.twist = static_cast<uint16_t>(coord::twist(c));
  d.u_corners = static_cast<uint16_t>(coord::corner4(c, URF));
  d.d_corners = static_cast<uint16_t>(coord::corner4(c, DFR));
  d.u_edges = static_cast<uint16_t>(coord::edge4(c, coord::kUEdges));
  d.d_edges = static_cast<uint16_t>(coord::edge4(c, coord::kDEdges));
  d.slice_edges = static_cast<uint16_t>(coord::edge4(c, coord::kSliceEdges));
  const uint32_t ud_slice = d.slice_edges / 24;  // the slice edges' positions
  const uint64_t index = t.phase1_index(coord::flip(c), ud_slice, d.twist, d.entry_sym);
  d.flip_slice_class = static_cast<uint32_t>(index / coord::kTwist);
  d.entry = t.phase1_moves[index];
  d.distance = phase1_entry_distance(d.entry);
  return d;
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
};

// The depth-first search of one thread.
class Worker {
 public:
  Worker(const Tables& t, Shared& shared)
      : t_(t), c_(*t.coords), sym_(symmetry_tables()), shared_(shared) {}

  // Starts the search for all phase-1 solutions of exactly `length` moves of direction
  // `dir` whose first move is in `first_moves`; step() goes on with it while active().
  void start(const Direction& dir, int length, uint32_t first_moves) {
    dir_ = &dir;
    first_moves_ = first_moves;
    u_corners_[0] = dir.u_corners;
    d_corners_[0] = dir.d_corners;
    u_edges_[0] = dir.u_edges;
    d_edges_[0] = dir.d_edges;
    slice_edges_[0] = dir.slice_edges;
    valid_ = slice_upto_ = edges_upto_ = 0;
    top_ = 0;
    if (length == 0)
      phase1_done(0);
    else
      expand(0, length, dir.flip_slice_class, dir.entry_sym, dir.twist, dir.entry, -1);
  }

  bool active() const { return top_ > 0; }

  // Expands the next child of the deepest open node, or closes that node. The child's
  // table entry was prefetched when its parent was expanded, and the reads for the child's
  // own children are started now: between two steps of one worker, the other workers of
  // the thread take theirs, which hides the memory latency (docs/twophase.md).
  void step() {
    Frame& f = frames_[top_ - 1];
    if (f.next == f.n || shared_.done.load(std::memory_order_relaxed)) {
      top_ = shared_.done.load(std::memory_order_relaxed) ? 0 : top_ - 1;
      return;
    }
    const Child& x = f.child[f.next++];
    const int depth = top_ - 1;
    path_[depth] = x.m;
    if (valid_ > depth) valid_ = depth;
    expand(depth + 1, f.togo - 1, x.cls, x.sym, x.twist, t_.phase1_moves[x.index], move_face(x.m));
  }

  void flush_stats() {
    shared_.phase1_nodes += phase1_nodes_;
    shared_.phase2_nodes += phase2_nodes_;
    shared_.phase1_solutions += phase1_solutions_;
    phase1_nodes_ = phase2_nodes_ = phase1_solutions_ = 0;
  }

 private:
  // The phase-1 node reached by path_[0..depth) with `togo` >= 1 moves left. Its
  // flip_ud_slice is known by class and symmetry (cls, sym: conjugate(node, sym) has the
  // class representative's flip_ud_slice), its twist as is, and `entry` is its entry of the
  // phase-1 table with moves. One move from H its phase-1 solutions are checked at once;
  // otherwise it becomes the deepest open node, its children listed and their reads
  // started.
  void expand(int depth, int togo, uint32_t cls, int sym, uint16_t twist, uint32_t entry,
              int prev_face) {
    if ((++phase1_nodes_ & 1023) == 0 && check_stop()) return;
    // The entry says which children can still reach H in togo - 1 moves: all of them with
    // two moves to spare, else those that do not move away (one to spare) or that come
    // closer (none to spare).
    const int dist = phase1_entry_distance(entry);
    uint32_t moves = (depth == 0 ? first_moves_ : coord::kAllMoves) & kMovesAfter[prev_face + 1];
    const int spare = togo - 1 - dist;
    if (spare < 1) {
      const MoveMasks::Masks m = t_.masks.masks(entry, sym);
      moves &= spare == 0 ? m.not_farther : m.closer;
    }
    // Phase 1 enters H with a quarter turn of R, L, F or B: ending with a move of H would
    // repeat a shorter phase-1 solution. Inside H with few moves left, H moves belong to
    // phase 2 (Kociemba).
    if (togo == 1 || (dist == 0 && togo < 5)) moves &= ~kH;
    if (togo == 1) {
      enter_h(depth, moves);
      return;
    }
    // The children's classes come from this node's row of the class move table (a move m
    // of the node is the move sym_.move[sym][m] of the representative). Their entries are
    // random reads of a large table: start all of them, and the reads of the rows the
    // children will need.
    Frame& f = frames_[top_++];
    f.togo = togo;
    f.n = f.next = 0;
    const uint32_t* row = c_.flip_slice_class_moves.data() + size_t{cls} * kMoves;
    const bool rows_needed = togo - 1 >= 2;
    for (; moves; moves &= moves - 1) {
      const Move m = static_cast<Move>(__builtin_ctz(moves));
      const uint32_t p = row[sym_.move[sym][m]];
      Child& x = f.child[f.n++];
      x.m = m;
      x.cls = p >> 8;
      x.sym = sym_.product[p & 0xFF][sym];
      x.twist = c_.twist(twist, m);
      x.index = uint64_t{x.cls} * coord::kTwist + c_.twist_conj(x.twist, x.sym);
      __builtin_prefetch(t_.phase1_moves + x.index);
      if (rows_needed) {
        const uint32_t* r = c_.flip_slice_class_moves.data() + size_t{x.cls} * kMoves;
        __builtin_prefetch(r);
        __builtin_prefetch(r + kMoves - 1);
      }
    }
  }

  // The phase-1 solutions path_[0..depth) + m for each m of `moves`, all of which enter H:
  // quarter turns X and X' of a face, whose ends differ by X2, one move of phase 2. Their
  // phase-2 lower bounds differ by at most one, so a quarter turn rejected by two or more
  // moves rejects the other one too.
  void enter_h(int depth, uint32_t moves) {
    uint32_t skip = 0;
    for (; moves; moves &= moves - 1) {
      const Move m = static_cast<Move>(__builtin_ctz(moves));
      if (skip >> m & 1) continue;
      path_[depth] = m;
      if (valid_ > depth) valid_ = depth;
      if (phase1_done(depth + 1) >= 2) skip |= 0b101u << (3 * move_face(m));
      if (shared_.done.load(std::memory_order_relaxed)) return;
    }
  }

  // A phase-1 solution of `length` moves is in path_[0..length). Returns by how many moves
  // its phase-2 lower bound exceeds the phase-2 length allowed (0 when phase 2 was searched).
  int phase1_done(int length) {
    ++phase1_solutions_;
    const int max_total = shared_.max_total.load(std::memory_order_relaxed);
    const int extra = dir_->pre >= 0;
    const int togo2_max = std::min(max_total - length - extra, shared_.settings.phase2_max);
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
      if (phase2(length, togo2, corners, ud, slice_edges, prev_face)) {
        report(length, length + togo2);
        return 0;
      }
    }
    return 0;
  }

  bool phase2(int depth, int togo, uint16_t corners, uint16_t ud, uint16_t slice_edges,
              int prev_face) {
    if (togo == 0) return corners == 0 && ud == 0 && slice_edges == c_.slice_edge4_solved;
    ++phase2_nodes_;
    for (Move m = 0; m < kMoves; ++m) {
      if (!in_h_moves(m) || !allowed_after(prev_face, move_face(m))) continue;
      const uint16_t corners1 = c_.corners(corners, m);
      const uint16_t slice1 = c_.edge4(slice_edges, m);
      const uint32_t corner1 = c_.corner_sym.packed(corners1);
      if (t_.cornslice_distance(corner1, slice1 % 24) >= togo) continue;
      const uint16_t ud1 = c_.ud_edges(ud, m);
      if (t_.phase2_distance_of_class(corner1, ud1) >= togo) continue;
      path_[depth] = m;
      if (phase2(depth + 1, togo - 1, corners1, ud1, slice1, move_face(m))) return true;
    }
    return false;
  }

  bool check_stop() {
    if (shared_.done.load(std::memory_order_relaxed)) return true;
    if (shared_.stop.should_stop()) {
      std::lock_guard lock(shared_.mu);
      shared_.stopped = true;
      shared_.done = true;
      return true;
    }
    return false;
  }

  // path_[0..total) solves the direction's cube; phase 1 is the first `length1` moves.
  void report(int length1, int total) {
    const int back = symmetry_inverse(dir_->sym);
    std::vector<Move> p1, p2;
    for (int i = 0; i < total; ++i)
      (i < length1 ? p1 : p2).push_back(conjugate_move(path_[i], back));
    const int extra = dir_->pre >= 0;
    if (extra) {
      // The pre-move comes last; it must not turn the face just turned.
      const Move pre = static_cast<Move>(dir_->pre);
      if (total > 0 &&
          !allowed_after(move_face(conjugate_move(path_[total - 1], back)), move_face(pre)))
        return;
      p2.push_back(pre);
    }
    std::vector<Stage> stages;
    const char* axis = dir_->sym == 0 ? "U-D" : dir_->sym == 16 ? "R-L" : "F-B";
    if (!dir_->inverse) {
      stages.push_back(
          {"phase 1", Alg(p1), std::string("into <U,D,R2,L2,F2,B2> along the ") + axis + " axis"});
      stages.push_back({"phase 2", Alg(p2), "to solved inside that group"});
    } else {
      // The inverse cube was solved: the answer is the inverse, phase 2 undone first.
      stages.push_back({"phase 2 (inverse)", Alg(p2).inverse(),
                        std::string("the inverse cube was solved along the ") + axis + " axis"});
      stages.push_back({"phase 1 (inverse)", Alg(p1).inverse(), "undoes its phase 1"});
    }
    Alg solution = stages[0].alg + stages[1].alg;

    std::lock_guard lock(shared_.mu);
    auto& found = shared_.found;
    if (total + extra > shared_.max_total.load()) return;
    for (const Found& f : found)
      if (f.solution == solution) return;
    found.push_back({solution, std::move(stages)});
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
      return a.solution.size() < b.solution.size();
    });
    const SearchSettings& s = shared_.settings;
    if (static_cast<int>(found.size()) > s.count) found.pop_back();
    if (static_cast<int>(found.size()) == s.count) {
      const int worst = static_cast<int>(found.back().solution.size());
      shared_.max_total = worst - 1;
      if (worst <= s.target) shared_.done = true;
    }
    if (shared_.progress) {
      Progress p;
      p.phase = "two-phase";
      p.depth = length1;
      p.nodes = shared_.phase1_nodes + phase1_nodes_;
      p.message = "found " + std::to_string(total + extra) + " moves";
      shared_.progress(p);
    }
  }

  struct Child {
    Move m;
    int sym;
    uint16_t twist;
    uint32_t cls;
    uint64_t index;
  };
  // An open phase-1 node: its children and the next one to expand.
  struct Frame {
    int togo, n, next;
    Child child[kMoves];
  };

  const Tables& t_;
  const Coords& c_;
  const SymmetryTables& sym_;
  Shared& shared_;
  std::array<Frame, kMaxDepth> frames_;  // the open nodes, root first
  int top_ = 0;
  const Direction* dir_ = nullptr;
  uint32_t first_moves_ = coord::kAllMoves;
  Move path_[kMaxDepth];
  uint16_t u_corners_[kMaxDepth], d_corners_[kMaxDepth], u_edges_[kMaxDepth], d_edges_[kMaxDepth],
      slice_edges_[kMaxDepth];
  // path_[0..valid_) is unchanged since the last phase-1 solution, for which the corner
  // quartets were computed; the slice edges are computed for depths up to slice_upto_, the
  // U and D edges up to edges_upto_.
  int valid_ = 0, slice_upto_ = 0, edges_upto_ = 0;
  int64_t phase1_nodes_ = 0, phase2_nodes_ = 0, phase1_solutions_ = 0;
};

// Plain IDA* for short positions, with h = the largest phase-1 distance over the three
// axes (each a lower bound of the full distance). Finds an optimal solution of at most
// `max_depth` moves, or proves there is none.
class ShortSearch {
 public:
  ShortSearch(const Tables& t, const CubieCube& cube) : t_(t), c_(*t.coords), cube_(cube) {
    for (int k = 0; k < 3; ++k) {
      CubieCube x = conjugate(cube, 16 * k);
      flip_[0][k] = static_cast<uint16_t>(coord::flip(x));
      slice_[0][k] = static_cast<uint16_t>(coord::ud_slice(x));
      twist_[0][k] = static_cast<uint16_t>(coord::twist(x));
      for (Move m = 0; m < kMoves; ++m) conj_[k][m] = conjugate_move(m, 16 * k);
    }
  }

  int64_t nodes = 0;

  // Returns the solution, or nothing when none of at most max_depth moves exists.
  std::optional<Alg> run(int max_depth, const StopCondition& stop, bool& stopped) {
    int h = heuristic(0);
    for (int depth = h; depth <= max_depth; ++depth) {
      if (dfs(0, depth, -1, stop, stopped)) return Alg(std::vector<Move>(path_, path_ + depth));
      if (stopped) return std::nullopt;
    }
    return std::nullopt;
  }

 private:
  int heuristic(int level) const {
    int h = 0;
    for (int k = 0; k < 3; ++k)
      h = std::max(h, t_.phase1_distance(flip_[level][k], slice_[level][k], twist_[level][k]));
    return h;
  }

  bool dfs(int depth, int togo, int prev_face, const StopCondition& stop, bool& stopped) {
    if (togo == 0) {
      CubieCube c = cube_;
      for (int i = 0; i < depth; ++i) c.apply(path_[i]);
      return c.is_solved();
    }
    if ((++nodes & 1023) == 0 && stop.should_stop()) {
      stopped = true;
      return false;
    }
    for (Move m = 0; m < kMoves; ++m) {
      if (!allowed_after(prev_face, move_face(m))) continue;
      for (int k = 0; k < 3; ++k) {
        const Move mk = conj_[k][m];
        flip_[depth + 1][k] = c_.flip(flip_[depth][k], mk);
        slice_[depth + 1][k] = c_.ud_slice(slice_[depth][k], mk);
        twist_[depth + 1][k] = c_.twist(twist_[depth][k], mk);
      }
      if (heuristic(depth + 1) >= togo) continue;
      path_[depth] = m;
      if (dfs(depth + 1, togo - 1, move_face(m), stop, stopped)) return true;
      if (stopped) return false;
    }
    return false;
  }

  const Tables& t_;
  const Coords& c_;
  CubieCube cube_;
  Move conj_[3][kMoves];
  uint16_t flip_[kMaxDepth][3], slice_[kMaxDepth][3], twist_[kMaxDepth][3];
  Move path_[kMaxDepth];
};

}  // namespace

SearchResult search(const CubieCube& cube, const SearchSettings& settings,
                    const StopCondition& stop,
                    const std::function<void(const Progress&)>& progress) {
  const Tables& t = tables();
  SearchResult result;

  // Short positions: an optimal answer by plain IDA*.
  int lower_bound = 0;
  if (settings.optimal_depth >= 0) {
    ShortSearch shorts(t, cube);
    bool stopped = false;
    const int depth = std::min(settings.optimal_depth, settings.limit);
    std::optional<Alg> alg = shorts.run(depth, stop, stopped);
    result.optimal_nodes = shorts.nodes;
    if (alg) {
      result.solutions.push_back({*alg, {{"optimal", *alg, "plain IDA* (short position)"}}});
      result.proven_optimal = true;
      if (settings.count == 1) return result;
      result.solutions.clear();  // the two-phase search below finds it again, with others
    }
    if (stopped) {
      result.stopped = true;
      return result;
    }
    if (!alg) lower_bound = depth + 1;
  }

  Shared shared(settings, stop, progress);
  std::vector<Direction> dirs;
  for (int pre = -1; pre < (settings.pre_moves ? kMoves : 0); ++pre)
    for (int axis = 0; axis < (settings.three_axes ? 3 : 1); ++axis)
      for (int inv = 0; inv < (settings.inverse ? 2 : 1); ++inv)
        dirs.push_back(make_direction(t, cube, axis, inv != 0, pre));

  // Jobs in order: phase-1 length, then direction, then a share of the first moves
  // (several shares only with several threads).
  const int splits = settings.threads > 1 ? 3 : 1;
  int min_length = 99;
  for (const auto& d : dirs) min_length = std::min(min_length, d.distance + (d.pre >= 0));
  std::atomic<int64_t> next_job{0};
  const int per_length = static_cast<int>(dirs.size()) * splits;
  // Each thread runs several searches interleaved, one step each in turn (Worker::step).
  auto work = [&](int) {
    std::vector<Worker> workers;
    workers.reserve(kInterleavedSearches);
    for (int i = 0; i < kInterleavedSearches; ++i) workers.emplace_back(t, shared);
    // Starts the next job on w; false when there is none left.
    auto next = [&](Worker& w) {
      for (;;) {
        if (shared.done) return false;
        const int64_t job = next_job.fetch_add(1);
        const int length = min_length + static_cast<int>(job / per_length);
        if (length > shared.max_total.load() || length > kMaxDepth - 20) {
          shared.exhausted = true;
          return false;
        }
        const Direction& dir = dirs[(job % per_length) / splits];
        const int split = static_cast<int>(job % splits);
        // `length` counts the pre-move too.
        const int length1 = length - (dir.pre >= 0);
        if (dir.distance > length1) continue;
        uint32_t first = coord::kAllMoves;
        if (splits > 1) {
          first = 0;
          for (Move m = 0; m < kMoves; ++m)
            if (move_face(m) % splits == split) first |= 1u << m;
        }
        w.start(dir, length1, first);
        return true;
      }
    };
    run_interleaved(
        kInterleavedSearches, [&](int i) { return workers[i].active(); },
        [&](int i) { workers[i].step(); },
        [&](int i) {
          workers[i].flush_stats();
          return next(workers[i]);
        });
    for (Worker& w : workers) w.flush_stats();
  };
  run_on_threads(settings.threads, work);

  result.solutions = std::move(shared.found);
  result.stopped = shared.stopped;
  // Every phase-1 solution of every length up to the bound was tried, in the U-D direction
  // too, so no solution within the bound was missed (docs/twophase.md).
  result.exhausted = shared.exhausted && !shared.stopped;
  result.phase1_nodes = shared.phase1_nodes;
  result.phase2_nodes = shared.phase2_nodes;
  result.phase1_solutions = shared.phase1_solutions;
  if (!result.solutions.empty()) {
    const int best = static_cast<int>(result.solutions.front().solution.size());
    result.proven_optimal = best <= lower_bound || result.exhausted;
  }
  return result;
}

}  // namespace cubelab::twophase
