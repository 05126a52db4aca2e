// The two-phase search of the tiny profile (tiny_tables.h): the same six directions,
// pre-moves, job order, anytime bound and short-position search as the full profile
// (search.cpp), with the projection bounds of Kociemba's original tables in place of the
// exact phase-1 table. The tables fit in the caches of a small machine, so a plain
// recursive IDA* per job is as fast as the full profile's interleaved searches would be.
#include <vector>

#include "cubelab/search/thread_pool.h"
#include "cubelab/solvers/twophase/search_shared.h"
#include "cubelab/solvers/twophase/tiny_tables.h"

namespace cubelab::twophase {
namespace {

struct TinyDirection : DirectionKey {
  CubieCube cube;  // the cube this direction searches
  uint16_t flip, ud_slice, twist;
  int distance;  // lower bound of its phase-1 length
};

class TinyWorker {
 public:
  TinyWorker(const TinyTables& t, Shared& shared) : t_(t), shared_(shared) {}

  // All phase-1 solutions of exactly `length` moves of `dir` whose first move is in
  // `first_moves`, each completed by the shortest phase 2 that beats the bound.
  void run(const TinyDirection& dir, int length, uint32_t first_moves) {
    dir_ = &dir;
    first_moves_ = first_moves;
    cubes_[0] = dir.cube;
    valid_ = 0;
    phase1(0, length, dir.flip, dir.ud_slice, dir.twist, -1);
  }

  void flush_stats() {
    shared_.phase1_nodes += phase1_nodes_;
    shared_.phase2_nodes += phase2_nodes_;
    shared_.phase1_solutions += phase1_solutions_;
    phase1_nodes_ = phase2_nodes_ = phase1_solutions_ = 0;
  }

 private:
  // The node reached by path_[0..depth), `togo` moves left, its phase-1 bound at most togo.
  // Returns true when the solve is over.
  bool phase1(int depth, int togo, uint32_t flip, uint32_t slice, uint32_t twist, int prev_face) {
    if ((++phase1_nodes_ & 1023) == 0 && shared_.check_stop()) return true;
    if (togo == 0) {
      phase1_done(depth);
      return shared_.done.load(std::memory_order_relaxed);
    }
    uint32_t moves = (depth == 0 ? first_moves_ : coord::kAllMoves) & kMovesAfter[prev_face + 1];
    // As in the full profile: phase 1 enters H with a quarter turn of R, L, F or B, and
    // inside H with few moves left, H moves belong to phase 2.
    const bool in_h = flip == 0 && twist == 0 && slice == t_.slice_solved;
    if (togo == 1 || (in_h && togo < 5)) moves &= ~kH;
    for (; moves; moves &= moves - 1) {
      const Move m = static_cast<Move>(__builtin_ctz(moves));
      const uint32_t flip1 = t_.flip(flip, m), slice1 = t_.ud_slice(slice, m),
                     twist1 = t_.twist(twist, m);
      if (!t_.phase1_within(flip1, slice1, twist1, togo)) continue;
      path_[depth] = m;
      if (valid_ > depth) valid_ = depth;
      if (phase1(depth + 1, togo - 1, flip1, slice1, twist1, move_face(m))) return true;
    }
    return false;
  }

  // A phase-1 solution of `length` moves is in path_[0..length).
  void phase1_done(int length) {
    ++phase1_solutions_;
    const int max_total = shared_.max_total.load(std::memory_order_relaxed);
    const int extra = dir_->pre >= 0;
    const int togo2_max = std::min(max_total - length - extra, shared_.settings.phase2_max);
    if (togo2_max < 0) return;
    // The cube at the end of phase 1, extended from the deepest depth whose cube is still
    // valid: consecutive phase-1 solutions share most of their path.
    for (int i = std::max(valid_, 0); i < length; ++i) {
      cubes_[i + 1] = cubes_[i];
      cubes_[i + 1].apply(path_[i]);
    }
    valid_ = length;
    const CubieCube& c = cubes_[length];
    const uint32_t corners = coord::corner_perm(c), ud = coord::ud_edge_perm(c),
                   slice = coord::slice_perm(c);
    const int d2 = t_.phase2_bound(corners, ud, slice);
    if (d2 > togo2_max) return;
    const int prev_face = length > 0 ? move_face(path_[length - 1]) : -1;
    for (int togo2 = d2; togo2 <= togo2_max; ++togo2)
      if (phase2(length, togo2, corners, ud, slice, prev_face)) {
        record_solution(shared_, *dir_, path_, length, length + togo2, phase1_nodes_);
        return;
      }
  }

  bool phase2(int depth, int togo, uint32_t corners, uint32_t ud, uint32_t slice, int prev_face) {
    if (togo == 0) return t_.phase2_bound(corners, ud, slice) == 0;
    ++phase2_nodes_;
    for (uint32_t moves = kH & kMovesAfter[prev_face + 1]; moves; moves &= moves - 1) {
      const Move m = static_cast<Move>(__builtin_ctz(moves));
      const uint32_t corners1 = t_.corners(corners, m), ud1 = t_.ud_edges(ud, m),
                     slice1 = t_.slice_perm(slice, m);
      if (!t_.phase2_within(corners1, ud1, slice1, togo)) continue;
      path_[depth] = m;
      if (phase2(depth + 1, togo - 1, corners1, ud1, slice1, move_face(m))) return true;
    }
    return false;
  }

  const TinyTables& t_;
  Shared& shared_;
  const TinyDirection* dir_ = nullptr;
  uint32_t first_moves_ = coord::kAllMoves;
  Move path_[kMaxDepth];
  CubieCube cubes_[kMaxDepth];  // cubes_[i]: the direction's cube after path_[0..i)
  int valid_ = 0;               // cubes_[0..valid_] are those of the current path
  int64_t phase1_nodes_ = 0, phase2_nodes_ = 0, phase1_solutions_ = 0;
};

}  // namespace

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
                       lower_bound))
    return result;

  Shared shared(settings, stop, progress);
  std::vector<TinyDirection> dirs;
  for (int pre = -1; pre < (settings.pre_moves ? kMoves : 0); ++pre)
    for (int axis = 0; axis < (settings.three_axes ? 3 : 1); ++axis)
      for (int inv = 0; inv < (settings.inverse ? 2 : 1); ++inv) {
        TinyDirection d;
        d.sym = 16 * axis;
        d.inverse = inv != 0;
        d.pre = pre;
        d.cube = direction_cube(cube, d);
        d.flip = static_cast<uint16_t>(coord::flip(d.cube));
        d.ud_slice = static_cast<uint16_t>(coord::ud_slice(d.cube));
        d.twist = static_cast<uint16_t>(coord::twist(d.cube));
        d.distance = t.phase1_bound(d.flip, d.ud_slice, d.twist);
        dirs.push_back(d);
      }
  std::vector<int> distance;
  std::vector<bool> pre;
  for (const TinyDirection& d : dirs) {
    distance.push_back(d.distance);
    pre.push_back(d.pre >= 0);
  }
  JobQueue jobs(shared, std::move(distance), std::move(pre), settings.threads);
  run_on_threads(settings.threads, [&](int) {
    TinyWorker worker(t, shared);
    while (const std::optional<JobQueue::Job> job = jobs.next()) {
      worker.run(dirs[job->dir], job->length1, job->first_moves);
      worker.flush_stats();
    }
  });
  finish_result(shared, lower_bound, result);
  return result;
}

}  // namespace cubelab::twophase
