// The two-phase search of the tiny profile (tiny_tables.h): the same job order, anytime
// bound and short-position search as the full profile (search.cpp), with the projection
// bounds of Kociemba's original tables in place of the exact phase-1 table. The tables fit
// in the caches of a small machine, so a plain recursive IDA* per job is as fast as the
// full profile's interleaved searches would be.
//
// Pre-moves as min2phase (Shuang Chen, "min2phase", GitHub) has them: where the full profile
// tries single pre-moves, whose exact bound rejects most of them at once, a job here also
// searches m * cube for pre-move sequences m of up to length - 7 moves (they count in the
// length), the one next to phase 2 a quarter turn of R, F, L or B (a move of H there would
// belong to phase 2): searched clockwise, and each phase-1 solution completed with it both
// clockwise and counter-clockwise (X' is X2 then X, X2 a move of H: the same phase-1
// solutions, another phase 2). With the weaker bounds, the many short phase-1 searches this
// gives find a solution of a given length with far fewer nodes than the long phase-1
// searches of the cube itself. The six directions are searched in min2phase's order (the
// cube along U-D, F-B, R-L, then its inverse), so that both enumerate the same phase-1
// solutions in the same order.
#include <vector>

#include "cubelab/base/thread_pool.h"
#include "cubelab/search/bounded_dfs.h"
#include "cubelab/solvers/twophase/search_shared.h"
#include "cubelab/solvers/twophase/tiny_tables.h"

namespace cubelab::twophase {
namespace {

// The twist x flip table gives a second bound when read for the cube turned a quarter about
// the U-D axis (y): its flip is the edges' orientation relative to the R-L axis instead of
// F-B, and its twist the corners' in other places (min2phase's "conjugate pruning").
constexpr int kConjSym = kSymU4;

// Pre-moves are tried only where phase 1 keeps at least this many moves (min2phase).
constexpr int kMinPhase1WithPreMoves = 7;
// The pre-move next to phase 2: R, F, L or B, clockwise.
constexpr uint32_t kPreMovesNextToPhase2 =
    coord::move_bit(R, 1) | coord::move_bit(F, 1) | coord::move_bit(L, 1) | coord::move_bit(B, 1);

struct TinyDirection : DirectionKey {
  CubieCube cube;  // the cube this direction searches
  int distance;    // lower bound of its phase-1 length
  uint32_t moves;  // the moves it may use, in its frame (direction_moves)
};

class TinyWorker {
 public:
  TinyWorker(const TinyTables& t, Shared& shared) : t_(t), shared_(shared) {
    for (Move m = 0; m < kMoves; ++m) conj_move_[m] = conjugate_move(m, kConjSym);
  }

  // All phase-1 solutions of exactly `length` moves, less the pre-moves, of `dir` and, when
  // pre-moves are on, of its cube after each pre-move sequence, whose first move is in
  // `first_moves`; each completed by the shortest phase 2 that beats the bound.
  void run(const TinyDirection& dir, int length, uint32_t first_moves, bool pre_moves) {
    dir_ = &dir;
    first_moves_ = first_moves & dir.moves;
    moves_ = dir.moves;
    h_moves_ = kH & dir.moves;
    pre_moves_ = pre_moves;
    pre_count_ = 0;
    with_pre_moves(dir.cube, length);
  }
  void flush_stats() { flush_counts(shared_, phase1_nodes_, phase2_nodes_, phase1_solutions_); }

 private:
  // A phase-1 node: its coordinates, those of the cube turned about U-D (read for a child
  // only when its first bound lets it through: Phase1::bound), the last move and its face.
  struct Node {
    uint32_t flip, slice, twist, flip_conj, twist_conj;
    int face = -1;
    Move move = 0;
  };

  // Searches `cube` (the direction's cube after pre_[0..pre_count_)) and extends the
  // pre-move sequence. Returns true when the solve is over.
  bool with_pre_moves(const CubieCube& cube, int length) {
    const int length1 = length - pre_count_;
    if (pre_count_ == 0 || kPreMovesNextToPhase2 >> pre_[pre_count_ - 1] & 1) {
      Node root{coord::flip(cube), coord::ud_slice(cube), coord::twist(cube), 0, 0, -1, 0};
      // The cube turned about U-D only when the first bound lets it through.
      bool within = t_.phase1_bound(root.flip, root.slice, root.twist) <= length1;
      if (within) {
        const CubieCube conj = conjugate(cube, kConjSym);
        root.flip_conj = coord::flip(conj);
        root.twist_conj = coord::twist(conj);
        within = t_.twist_flip_bound(root.twist_conj, root.flip_conj) <= length1;
      }
      if (within) {
        cubes_[0] = cube;
        valid_ = 0;
        allow_shorter_ = pre_count_ > 0 && length1 == kMinPhase1WithPreMoves;
        Phase1 walk{*this};
        search::bounded_dfs(walk, root, 0, length1);
        if (walk.over()) return true;
      }
    }
    if (!pre_moves_ || length1 - 1 < kMinPhase1WithPreMoves) return false;
    // The next pre-move comes before the last one in the solution; when no other can follow
    // it, it is the one next to phase 2. Two pre-moves in a row never turn the same axis, as
    // in min2phase (measured: 1% fewer nodes than keeping one order of opposite faces).
    const int next_face = pre_count_ > 0 ? move_face(pre_[pre_count_ - 1]) : -1;
    const uint32_t moves =
        (length1 - 2 < kMinPhase1WithPreMoves ? kPreMovesNextToPhase2 : coord::kAllMoves) & moves_;
    for (Move m = 0; m < kMoves; ++m) {
      if (!(moves >> m & 1) || (next_face >= 0 && same_axis(move_face(m), next_face))) continue;
      if (phase1_nodes_.node()) return true;
      pre_[pre_count_++] = m;
      const bool over = with_pre_moves(CubieCube::move_cube(m) * cube, length);
      --pre_count_;
      if (over) return true;
    }
    return false;
  }

  // The phase-1 walk (search/bounded_dfs.h): below the direction's cube after the
  // pre-moves, exactly the phase-1 length, each node's bound the largest of the flip x
  // slice x twist projections' and the twist x flip table's read for the cube turned about
  // U-D (this one only when the first lets the node through).
  struct Phase1 {
    TinyWorker& w;

    using Node = TinyWorker::Node;
    [[gnu::always_inline]] uint32_t expand(const Node& x, int depth, int togo) {
      if (w.phase1_nodes_.node()) return 0;  // the solve is over (Shared::check_stop)
      if (togo == 0) {                       // only a job of length 0: the cube is in H
        w.phase1_done(depth);
        return 0;
      }
      // In H with fewer than 5 moves left, a path can only leave H and come back: the
      // element of H those moves make is as short in moves of H (Kociemba), so phase 2 finds
      // it, after a shorter phase 1 (min2phase prunes such nodes too).
      // After pre-moves that leave phase 1 its shortest length (7), such a node is a shorter
      // phase-1 solution, which no other job tries: phase 2 gets the moves left (min2phase
      // accepts these too).
      if (togo < 5 && x.flip == 0 && x.twist == 0 && x.slice == w.t_.slice_solved) {
        if (w.allow_shorter_) w.phase1_done(depth);
        return 0;
      }
      const uint32_t moves = (depth == 0 ? w.first_moves_ : w.moves_) & kMovesAfter[x.face + 1];
      // Phase 1 enters H with a quarter turn of R, L, F or B: ending with a move of H would
      // repeat a shorter phase-1 solution.
      if (togo == 1) {
        w.enter_h(depth, x, moves & ~kH);
        return 0;
      }
      return moves;
    }
    [[gnu::always_inline]] void child(const Node& x, int m, Node& y) const {
      const TinyTables& t = w.t_;
      y = {t.flip(x.flip, m), t.ud_slice(x.slice, m),          t.twist(x.twist, m), x.flip_conj,
           x.twist_conj,      move_face(static_cast<Move>(m)), static_cast<Move>(m)};
    }
    [[gnu::always_inline]] int bound(Node& y, int limit) const {
      const TinyTables& t = w.t_;
      int h = t.phase1_bound(y.flip, y.slice, y.twist);
      if (h < limit) {
        const Move mc = w.conj_move_[y.move];
        y.flip_conj = t.flip(y.flip_conj, mc);
        y.twist_conj = t.twist(y.twist_conj, mc);
        h = std::max(h, t.twist_flip_bound(y.twist_conj, y.flip_conj));
      }
      return h;
    }
    // The three turns of a face lead to positions one move apart, whose bounds (each exact
    // in its projection) differ by at most one.
    static uint32_t siblings(int m) { return 0b111u << (3 * move_face(static_cast<Move>(m))); }
    void descend(const Node&, int depth, int m) {
      w.path_[depth] = static_cast<Move>(m);
      if (w.valid_ > depth) w.valid_ = depth;
    }
    bool over() const { return w.shared_.done.load(std::memory_order_relaxed); }
  };

  // The phase-1 solutions path_[0..depth) + m for each m of `moves` that enters H.
  void enter_h(int depth, const Node& x, uint32_t moves) {
    uint32_t into = 0;
    for (uint32_t ms = moves; ms; ms &= ms - 1) {
      const Move m = static_cast<Move>(__builtin_ctz(ms));
      if (t_.flip(x.flip, m) == 0 && t_.twist(x.twist, m) == 0 &&
          t_.ud_slice(x.slice, m) == t_.slice_solved)
        into |= 1u << m;
    }
    complete_entering_moves(into, shared_.done, path_, depth, valid_,
                            [&](int length) { return phase1_done(length); });
  }

  // A phase-1 solution of `length` moves is in path_[0..length). Returns by how many moves
  // its phase-2 lower bound exceeds the phase-2 length allowed (0 when phase 2 was searched).
  int phase1_done(int length) {
    ++phase1_solutions_;
    const int togo2_max = shared_.phase2_budget(length, pre_count_);
    if (togo2_max < 0) return kMaxDepth;
    // The cube at the end of phase 1, extended from the deepest depth whose cube is still
    // valid: consecutive phase-1 solutions share most of their path.
    for (int i = std::max(valid_, 0); i < length; ++i) {
      cubes_[i + 1] = cubes_[i];
      cubes_[i + 1].apply(path_[i]);
    }
    valid_ = length;
    const int excess = complete(cubes_[length], length, togo2_max);
    if (pre_count_ == 0 || shared_.done.load(std::memory_order_relaxed)) return excess;
    // The pre-move next to phase 2 is a clockwise quarter turn X; with X' in its place
    // (X' is X2 then X, and X2 is a move of H) the cube to solve is X2 times this one: its
    // phase-1 solutions are the same, and only phase 2 differs (min2phase checks both
    // too). So each phase-1 solution is tried with both.
    Move& next_to_phase2 = pre_[pre_count_ - 1];
    const Move x = next_to_phase2;
    next_to_phase2 = static_cast<Move>(x + 2);
    const int other = complete(CubieCube::move_cube(static_cast<Move>(x + 1)) * cubes_[length],
                               length, togo2_max);
    next_to_phase2 = x;
    return std::min(excess, other);
  }

  // Phase 2 for the cube `c` at the end of the phase-1 solution path_[0..length): returns
  // by how many moves its lower bound exceeds togo2_max, or 0 when it was searched.
  int complete(const CubieCube& c, int length, int togo2_max) {
    const uint32_t corners = coord::corner_perm(c), ud = coord::ud_edge_perm(c),
                   slice = coord::slice_perm(c), comb = coord::ud_edge_comb_parity(c);
    const int d2 =
        std::max(t_.phase2_bound(corners, ud, slice, comb), t_.inverse_bound(corners, ud));
    if (d2 > togo2_max) return d2 - togo2_max;
    // Phase 2 may start with a turn of the face opposite to phase 1's last one in either
    // order: "L R2" is not "R2 L", whose phase 1 is a move longer.
    const uint32_t first =
        length > 0 ? h_moves_ & ~(0b111u << (3 * move_face(path_[length - 1]))) : h_moves_;
    // One depth-first search to the longest phase 2 allowed finds a solution of any length
    // up to it (min2phase searches so too): cheaper than deepening from the bound when most
    // phase-1 solutions have none. Once one is found, shorter ones for the same phase 1, a
    // few small searches more.
    for (int limit = togo2_max; limit >= d2;) {
      Phase2 walk{*this, length, first};
      if (d2 == 0)
        walk.end = length;
      else
        search::bounded_dfs(walk, Phase2::Node{corners, ud, slice, comb, -1, d2}, length, limit);
      const int end = walk.end;
      if (end < 0) break;
      // The solution ends with the pre-moves, the last one applied first.
      Move tail[kMaxDepth];
      for (int i = 0; i < pre_count_; ++i) tail[i] = pre_[pre_count_ - 1 - i];
      record_solution(shared_, *dir_, path_, length, end, phase1_nodes_.nodes(),
                      std::span<const Move>(tail, pre_count_));
      limit = end - length - 1;
    }
    return 0;
  }

  // The phase-2 walk (search/bounded_dfs.h) after the phase-1 solution path_[0..length):
  // one depth-first search to the longest phase 2 allowed, which stops at the first solution
  // of any length up to it (the bounds are 0 only at the goal).
  struct Phase2 {
    TinyWorker& w;
    int start;       // where phase 2 starts on the path
    uint32_t first;  // the moves of H its first move may be
    int end = -1;    // where the solution found ends on the path

    struct Node {
      uint32_t corners, ud, slice, comb;
      int face;  // of the last move
      int h;     // the bound (0: solved)
    };
    [[gnu::always_inline]] uint32_t expand(const Node& x, int depth, int) {
      if (depth > start && x.h == 0) {
        end = depth;
        return 0;
      }
      // A phase 2 of 12 moves can take milliseconds: the time limit is polled here too. Once
      // the solve is over, each poll prunes the node it comes at, so that the walk soon ends
      // and yet the phase 2 under way can still give the solve its first solution.
      if (w.phase2_nodes_.node()) return 0;
      return depth == start ? first : w.h_moves_ & kMovesAfter[x.face + 1];
    }
    [[gnu::always_inline]] void child(const Node& x, int m, Node& y) const {
      const TinyTables& t = w.t_;
      y = {t.corners(x.corners, m),         t.ud_edges(x.ud, m),
           t.slice_perm(x.slice, m),        t.comb(x.comb, m),
           move_face(static_cast<Move>(m)), 0};
    }
    // The bounds one at a time: the first that reaches the limit prunes the move.
    [[gnu::always_inline]] int bound(Node& y, int limit) const {
      const TinyTables& t = w.t_;
      const uint32_t cp = t.corner_sym.packed(y.corners);
      int h = t.corner_slice_bound(cp, y.slice);
      if (h < limit) h = std::max(h, t.edge_slice_bound(y.ud, y.slice));
      if (h < limit) h = std::max(h, t.corner_comb_bound(cp, y.comb));
      if (h < limit) h = std::max(h, t.inverse_bound(y.corners, y.ud));
      y.h = h;
      return h;
    }
    // U, U2 and U' (D, D2, D') lead to positions one move apart: see Phase1.
    static uint32_t siblings(int m) { return 0b111u << (3 * move_face(static_cast<Move>(m))); }
    void descend(const Node&, int depth, int m) { w.path_[depth] = static_cast<Move>(m); }
    bool over() const { return end >= 0; }
  };

  const TinyTables& t_;
  Shared& shared_;
  Move conj_move_[kMoves];
  const TinyDirection* dir_ = nullptr;
  bool pre_moves_ = false;
  bool allow_shorter_ = false;
  Move pre_[kMaxDepth];  // the pre-move sequence, pre_[0] applied to the cube first
  int pre_count_ = 0;
  uint32_t first_moves_ = coord::kAllMoves;
  // The direction's moves (all 18, or a five-face set seen in its frame), and those of H.
  uint32_t moves_ = coord::kAllMoves, h_moves_ = kH;
  Move path_[kMaxDepth];
  CubieCube cubes_[kMaxDepth];  // cubes_[i]: the direction's cube after path_[0..i)
  int valid_ = 0;               // cubes_[0..valid_] are those of the current path
  // Nodes counted since the last flush_stats, polling the stop test every 1,024.
  NodePoller phase1_nodes_ = node_poller(shared_), phase2_nodes_ = node_poller(shared_);
  int64_t phase1_solutions_ = 0;
};

// The short-position search's second bound: the twist x flip distance of each axis's cube
// turned a quarter about that axis, as in phase 1 (it more than halves that search's nodes).
struct TinyConjBound {
  static constexpr bool kEnabled = true;
  const TinyTables* t;
  int operator()(uint32_t twist, uint32_t flip) const { return t->twist_flip_bound(twist, flip); }
};

}  // namespace

std::optional<Alg> short_optimal_solution(const CubieCube& cube, int max_depth,
                                          const StopCondition& stop, bool& stopped, int64_t& nodes,
                                          int64_t node_budget, bool& settled,
                                          const MoveSet& moves) {
  const TinyTables& t = tiny_tables();
  auto bound = [&t](uint32_t flip, uint32_t slice, uint32_t twist) {
    return t.phase1_bound(flip, slice, twist);
  };
  ShortSearch<decltype(bound), TinyConjBound> shorts(t.flip, t.ud_slice, t.twist, bound, cube,
                                                     TinyConjBound{&t}, moves.bits());
  std::optional<Alg> alg = shorts.run(max_depth, stop, stopped, node_budget);
  nodes = shorts.nodes();
  settled = alg || shorts.searched_below < 0;
  return alg;
}

SearchResult search_tiny(const CubieCube& cube, const SearchSettings& settings,
                         const StopCondition& stop,
                         const std::function<void(const Progress&)>& progress) {
  const TinyTables& t = tiny_tables();
  SearchResult result;
  int lower_bound = 0;
  auto bound = [&t](uint32_t flip, uint32_t slice, uint32_t twist) {
    return t.phase1_bound(flip, slice, twist);
  };
  if (run_short_search(t.flip, t.ud_slice, t.twist, bound, cube, settings, stop, result,
                       lower_bound, TinyConjBound{&t}))
    return result;

  Shared shared(settings, stop, progress);
  std::vector<TinyDirection> dirs;
  for (int inv = 0; inv < (settings.inverse ? 2 : 1); ++inv)
    for (int axis = 0; axis < (settings.three_axes ? 3 : 1); ++axis) {
      TinyDirection d;
      d.sym = 16 * ((3 - axis) % 3);
      d.inverse = inv != 0;
      // With five faces, the axes whose faces keep their quarter turns (five_faces()).
      d.moves = direction_moves(settings.moves, d.sym);
      if (!direction_usable(d.moves)) continue;
      d.cube = direction_cube(cube, d);
      const CubieCube conj = conjugate(d.cube, kConjSym);
      d.distance = std::max(
          t.phase1_bound(coord::flip(d.cube), coord::ud_slice(d.cube), coord::twist(d.cube)),
          t.twist_flip_bound(coord::twist(conj), coord::flip(conj)));
      // After pre-moves the cube is another one, whose phase 1 may be shorter: with them,
      // every length from the shortest that has room for one is searched.
      if (settings.pre_moves) d.distance = std::min(d.distance, kMinPhase1WithPreMoves + 1);
      dirs.push_back(d);
    }
  JobQueue jobs(shared, dirs, settings.threads);
  run_on_threads(settings.threads, [&](int) {
    TinyWorker worker(t, shared);
    while (const std::optional<JobQueue::Job> job = jobs.next()) {
      worker.run(dirs[job->dir], job->length1, job->first_moves, settings.pre_moves);
      worker.flush_stats();
    }
  });
  finish_result(shared, lower_bound, result);
  return result;
}

}  // namespace cubelab::twophase
