// The two-phase search in the axial metric (docs/twophase.md, "Axial metric"): Kociemba's
// two phases, each an IDA* over axial moves (cube/axial.h) pruned by an exact axial distance
// table (axial_tables.h), so that it finds short axial solutions rather than re-counting HTM
// ones, as E. Frantar's rob-twophase does for robots. The six directions (three axes, the
// cube and its inverse) and the job order are those of the HTM search (search_shared.h).
#include <algorithm>

#include "cubelab/base/thread_pool.h"
#include "cubelab/coord/coordinates.h"
#include "cubelab/search/bounded_dfs.h"
#include "cubelab/solvers/twophase/axial_tables.h"
#include "cubelab/solvers/twophase/search_shared.h"
#include "cubelab/tables/packed.h"

namespace cubelab::twophase {
namespace {

// One of the six searches, with its phase-1 start and the quartets phase 2 starts from.
struct AxialDirection : DirectionKey, DirectionCoords {
  uint16_t flip, slice;
  int distance;  // axial phase-1 distance, a lower bound of the axial solution length
};

// The axial phase-1 table's index of (flip, ud_slice, twist), and the distance there.
uint64_t phase1_index(const AxialTables& t, uint32_t flip, uint32_t slice, uint32_t twist) {
  const Coords& c = *t.coords;
  const uint32_t p = c.flip_slice_sym.packed(slice * coord::kFlip + flip);
  return uint64_t{p >> 8} * coord::kTwist + c.twist_conj(twist, p & 0xFF);
}

int phase1_distance(const AxialTables& t, uint32_t flip, uint32_t slice, uint32_t twist) {
  return tables::nibble(t.phase1, phase1_index(t, flip, slice, twist));
}

AxialDirection make_axial_direction(const AxialTables& t, const CubieCube& cube, int axis,
                                    bool inverse) {
  AxialDirection d;
  d.sym = 16 * axis;
  d.inverse = inverse;
  const CubieCube c = direction_cube(cube, d);
  static_cast<DirectionCoords&>(d) = direction_coords(c);
  d.flip = static_cast<uint16_t>(coord::flip(c));
  d.slice = static_cast<uint16_t>(coord::ud_slice(c));
  d.distance = phase1_distance(t, d.flip, d.slice, d.twist);
  return d;
}

// The depth-first searches of one thread.
class AxialWorker {
 public:
  AxialWorker(const AxialTables& t, Shared& shared)
      : t_(t),
        c_(*t.coords),
        shared_(shared),
        p1_(axial_phase1_moves()),
        p2_(axial_phase2_moves()) {
    for (size_t k = 0; k < p1_.size(); ++k) {
      if (in_h(p1_[k])) p1_in_h_ |= uint64_t{1} << k;
      p1_all_ |= uint64_t{1} << k;
      p1_on_axis_[p1_[k].axis() + 1] |= uint64_t{1} << k;
    }
    for (size_t k = 0; k < p2_.size(); ++k) {
      p2_all_ |= uint64_t{1} << k;
      p2_on_axis_[p2_[k].axis() + 1] |= uint64_t{1} << k;
    }
  }

  // Every phase-1 solution of exactly `length` axial moves of `dir` whose first move's
  // first turn is in `first_moves`, each completed by the shortest phase 2 allowed.
  void run(const AxialDirection& dir, int length, uint32_t first_moves) {
    dir_ = &dir;
    p1_first_ = 0;
    for (size_t k = 0; k < p1_.size(); ++k)
      if (first_moves >> p1_[k].turns[0] & 1) p1_first_ |= uint64_t{1} << k;
    Phase1 walk{*this};
    search::bounded_dfs(walk, {dir.flip, dir.slice, dir.twist, 0, dir.distance, -1, 0}, 0, length);
    flush_stats();
  }

 private:
  void flush_stats() { flush_counts(shared_, phase1_nodes_, phase2_nodes_, phase1_solutions_); }

  // The phase-1 walk (search/bounded_dfs.h): axial moves (their indices in p1_), the
  // exact axial phase-1 distance as the bound. The children's table entries are random
  // reads of a 67 MiB table: all of them are started before the first is needed, so that
  // their latencies overlap (kReadsFirst).
  struct Phase1 {
    AxialWorker& w;
    static constexpr bool kReadsFirst = true;

    struct Node {
      uint16_t flip, slice, twist;
      uint64_t index;  // in the phase-1 table
      int dist;        // the distance there (the start's given)
      int axis;        // of the last move
      int turns;       // face turns so far
    };
    [[gnu::always_inline]] uint64_t expand(const Node& n, int depth, int togo) {
      if (togo == 0) {
        w.phase1_done(depth, n.turns, n.axis);
        return 0;
      }
      if (w.phase1_nodes_.node()) return 0;
      // Two runs on one axis are one axial move.
      uint64_t moves = (depth == 0 ? w.p1_first_ : w.p1_all_) & ~w.p1_on_axis_[n.axis + 1];
      // Phase 1 enters H with a move that leaves it: one of H would repeat a shorter phase-1
      // solution. Inside H with few moves left, moves of H belong to phase 2 (Kociemba).
      if (togo == 1 || (n.dist == 0 && togo < 5)) moves &= ~w.p1_in_h_;
      return moves;
    }
    [[gnu::always_inline]] void child(const Node& n, int k, Node& x) const {
      const AxialMove& a = w.p1_[k];
      uint32_t f = n.flip, s = n.slice, tw = n.twist;
      for (Move m : a.span()) {
        f = w.c_.flip(f, m);
        s = w.c_.ud_slice(s, m);
        tw = w.c_.twist(tw, m);
      }
      x.flip = static_cast<uint16_t>(f);
      x.slice = static_cast<uint16_t>(s);
      x.twist = static_cast<uint16_t>(tw);
      x.index = phase1_index(w.t_, f, s, tw);
      __builtin_prefetch(w.t_.phase1 + x.index / 2);
      x.axis = a.axis();
      x.turns = n.turns + a.count;
    }
    [[gnu::always_inline]] int bound(Node& x, int) const {
      x.dist = tables::nibble(w.t_.phase1, x.index);
      return x.dist;
    }
    void descend(const Node& n, int, int k) {
      const AxialMove& a = w.p1_[k];
      for (int j = 0; j < a.count; ++j) w.path_[n.turns + j] = a.turns[j];
    }
    bool over() const { return w.shared_.done.load(std::memory_order_relaxed); }
  };

  // A phase-1 solution of `length` axial moves is in path_[0..turns): completes it by the
  // shortest phase 2 within the bound, if any.
  void phase1_done(int length, int turns, int last_axis) {
    ++phase1_solutions_;
    const int togo2_max = shared_.phase2_budget(length, 0);
    if (togo2_max < 0) return;
    uint32_t uc = dir_->u_corners, dc = dir_->d_corners, ue = dir_->u_edges, de = dir_->d_edges,
             se = dir_->slice_edges;
    for (int i = 0; i < turns; ++i) {
      const Move m = path_[i];
      uc = c_.corner4(uc, m);
      dc = c_.corner4(dc, m);
    }
    const uint32_t corners = c_.corner_merge[(uc / 24) * 576 + (uc % 24) * 24 + dc % 24];
    const uint32_t corner = c_.corner_sym.packed(corners);
    if (t_.corner_distance[corner >> 8] > togo2_max) return;
    for (int i = 0; i < turns; ++i) se = c_.edge4(se, path_[i]);
    if (slice_bound(corner, se % 24) > togo2_max) return;
    for (int i = 0; i < turns; ++i) {
      const Move m = path_[i];
      ue = c_.edge4(ue, m);
      de = c_.edge4(de, m);
    }
    const uint32_t ud = c_.merge[(ue / 24) * 576 + (ue % 24) * 24 + de % 24];
    const int d2 = bound2(corner, ud, se % 24);
    for (int togo2 = d2; togo2 <= togo2_max; ++togo2) {
      Phase2 walk{*this};
      search::bounded_dfs(walk, {corners, ud, se, last_axis, turns}, length, togo2);
      if (walk.end >= 0) {
        record_solution(shared_, *dir_, path_, turns, walk.end, phase1_nodes_.nodes());
        return;
      }
      if (shared_.done.load(std::memory_order_relaxed)) return;
    }
  }

  int slice_bound(uint32_t corner, uint32_t slice_perm) const {
    return t_.cornslice[(corner >> 8) * 24 + c_.slice_conj(slice_perm, corner & 0xFF)];
  }

  // A lower bound of the axial phase-2 length: corners with slice edges, corners with U/D
  // edges.
  int bound2(uint32_t corner, uint32_t ud, uint32_t slice_perm) const {
    const uint64_t i =
        uint64_t{corner >> 8} * coord::kUdEdgePerm + c_.ud_edges_conj(ud, corner & 0xFF);
    return std::max<int>(slice_bound(corner, slice_perm), tables::nibble(t_.phase2, i));
  }

  // The phase-2 walk (search/bounded_dfs.h): axial moves of H (their indices in p2_),
  // iterative deepening from the bound.
  struct Phase2 {
    AxialWorker& w;
    int end = -1;  // where the solution found ends in path_

    struct Node {
      uint32_t corners, ud, slice_edges;
      int axis;   // of the last move
      int turns;  // face turns so far, phase 1's included
    };
    [[gnu::always_inline]] uint64_t expand(const Node& n, int, int togo) {
      if (togo == 0) {
        if (n.corners == 0 && n.ud == 0 && n.slice_edges == w.c_.slice_edge4_solved) end = n.turns;
        return 0;
      }
      w.phase2_nodes_.count(1);
      return w.p2_all_ & ~w.p2_on_axis_[n.axis + 1];
    }
    [[gnu::always_inline]] void child(const Node& n, int k, Node& x) const {
      const AxialMove& a = w.p2_[k];
      x = n;
      for (Move m : a.span()) {
        x.corners = w.c_.corners(x.corners, m);
        x.ud = w.c_.ud_edges(x.ud, m);
        x.slice_edges = w.c_.edge4(x.slice_edges, m);
      }
      x.axis = a.axis();
      x.turns = n.turns + a.count;
    }
    [[gnu::always_inline]] int bound(Node& x, int) const {
      return w.bound2(w.c_.corner_sym.packed(x.corners), x.ud, x.slice_edges % 24);
    }
    void descend(const Node& n, int, int k) {
      const AxialMove& a = w.p2_[k];
      for (int j = 0; j < a.count; ++j) w.path_[n.turns + j] = a.turns[j];
    }
    bool over() const { return end >= 0; }
  };

  const AxialTables& t_;
  const Coords& c_;
  Shared& shared_;
  const std::vector<AxialMove>& p1_;
  const std::vector<AxialMove>& p2_;
  // Sets of moves, bit k for p1_[k] (p2_[k]): all, those of H, those on each axis (index
  // axis + 1, none for -1), the first moves of the job.
  uint64_t p1_all_ = 0, p1_in_h_ = 0, p1_on_axis_[4] = {}, p1_first_ = 0;
  uint64_t p2_all_ = 0, p2_on_axis_[4] = {};
  const AxialDirection* dir_ = nullptr;
  Move path_[2 * kMaxDepth];
  // Nodes counted since the last flush_stats, polling the stop test every 1,024.
  NodePoller phase1_nodes_ = node_poller(shared_), phase2_nodes_ = node_poller(shared_);
  int64_t phase1_solutions_ = 0;
};

}  // namespace

SearchResult search_axial(const CubieCube& cube, const SearchSettings& settings,
                          const StopCondition& stop,
                          const std::function<void(const Progress&)>& progress) {
  const AxialTables& t = axial_tables();
  SearchResult result;
  Shared shared(settings, stop, progress);
  std::vector<AxialDirection> dirs;
  for (int axis = 0; axis < (settings.three_axes ? 3 : 1); ++axis)
    for (int inv = 0; inv < (settings.inverse ? 2 : 1); ++inv)
      dirs.push_back(make_axial_direction(t, cube, axis, inv != 0));
  // Every direction's phase-1 distance bounds the axial length of every solution (a
  // conjugate or the inverse of a solution has its length).
  int lower_bound = 0;
  for (const AxialDirection& d : dirs) lower_bound = std::max(lower_bound, d.distance);

  JobQueue jobs(shared, dirs, settings.threads);
  run_on_threads(settings.threads, [&](int) {
    AxialWorker worker(t, shared);
    while (const std::optional<JobQueue::Job> job = jobs.next())
      worker.run(dirs[job->dir], job->length1, job->first_moves);
  });
  finish_result(shared, lower_bound, result);
  // Only the distance bound proves an axial solution optimal: phase 2 is limited to
  // phase2_max moves, so searching every phase-1 length does not.
  if (!result.solutions.empty())
    result.proven_optimal = result.solutions.front().solution.axial() <= lower_bound;
  return result;
}

}  // namespace cubelab::twophase
