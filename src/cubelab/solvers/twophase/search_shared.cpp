#include "cubelab/solvers/twophase/search_shared.h"

#include <algorithm>
#include <string>

namespace cubelab::twophase {

bool five_faces(const MoveSet& moves) { return moves.full_faces() >= 5; }

CubieCube direction_cube(const CubieCube& cube, const DirectionKey& key) {
  CubieCube x = key.inverse ? cube.inverse() : cube;
  // With a pre-move m the search solves m * x: if p does, p + m solves x.
  if (key.pre >= 0) x = CubieCube::move_cube(static_cast<Move>(key.pre)) * x;
  return conjugate(x, key.sym);
}

DirectionCoords direction_coords(const CubieCube& c) {
  DirectionCoords d;
  d.twist = static_cast<uint16_t>(coord::twist(c));
  d.u_corners = static_cast<uint16_t>(coord::corner4(c, URF));
  d.d_corners = static_cast<uint16_t>(coord::corner4(c, DFR));
  d.u_edges = static_cast<uint16_t>(coord::edge4(c, coord::kUEdges));
  d.d_edges = static_cast<uint16_t>(coord::edge4(c, coord::kDEdges));
  d.slice_edges = static_cast<uint16_t>(coord::edge4(c, coord::kSliceEdges));
  return d;
}

bool Shared::check_stop() {
  if (done.load(std::memory_order_relaxed)) return true;
  if (stop.should_stop()) {
    std::lock_guard lock(mu);
    stopped = true;
    done = true;
    return true;
  }
  return false;
}

JobQueue::JobQueue(Shared& shared, std::vector<int> distance, std::vector<int> pre, int threads)
    : shared_(shared),
      distance_(std::move(distance)),
      pre_(std::move(pre)),
      splits_(threads > 1 ? 3 : 1),
      per_length_(static_cast<int>(distance_.size()) * splits_) {
  for (size_t i = 0; i < distance_.size(); ++i)
    min_length_ = std::min(min_length_, distance_[i] + pre_[i]);
}

std::optional<JobQueue::Job> JobQueue::next() {
  for (;;) {
    if (shared_.done) return std::nullopt;
    const int64_t job = next_.fetch_add(1);
    const int length = min_length_ + static_cast<int>(job / per_length_);
    if (length > shared_.max_total.load() || length > kMaxDepth - 20) {
      shared_.exhausted = true;
      return std::nullopt;
    }
    const int dir = static_cast<int>((job % per_length_) / splits_);
    const int split = static_cast<int>(job % splits_);
    // `length` counts the pre-move too.
    const int length1 = length - pre_[dir];
    if (distance_[dir] > length1) continue;
    uint32_t first = coord::kAllMoves;
    if (splits_ > 1) {
      first = 0;
      for (Move m = 0; m < kMoves; ++m)
        if (move_face(m) % splits_ == split) first |= 1u << m;
    }
    return Job{dir, length1, first};
  }
}

void record_solution(Shared& shared, const DirectionKey& dir, const Move* path, int length1,
                     int total, int64_t nodes, std::span<const Move> tail) {
  const int back = symmetry_inverse(dir.sym);
  std::vector<Move> p1, p2;
  for (int i = 0; i < total; ++i) (i < length1 ? p1 : p2).push_back(conjugate_move(path[i], back));
  auto last_face = [&] {
    return p2.empty() ? (p1.empty() ? -1 : move_face(p1.back())) : move_face(p2.back());
  };
  // The search's own pre-moves were chosen before the path that precedes them: one that
  // turns the face just turned is merged with that turn (R2 then R is R'; R' then R is
  // nothing), which gives a shorter solution.
  for (const Move t : tail) {
    const Move m = conjugate_move(t, back);
    if (last_face() != move_face(m)) {
      p2.push_back(m);
      continue;
    }
    std::vector<Move>& last = p2.empty() ? p1 : p2;
    const int turns = (move_power(last.back()) + move_power(m)) % 4;
    last.pop_back();
    if (turns != 0) last.push_back(make_move(move_face(m), turns));
  }
  if (dir.pre >= 0) {
    // The pre-move comes last; it must not turn the face just turned.
    const Move pre = static_cast<Move>(dir.pre);
    if (last_face() >= 0 && !allowed_after(last_face(), move_face(pre))) return;
    p2.push_back(pre);
  }
  std::vector<Stage> stages;
  const char* axis = dir.sym == 0 ? "U-D" : dir.sym == 16 ? "R-L" : "F-B";
  if (!dir.inverse) {
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
  const SearchSettings& s = shared.settings;
  auto length = [&s](const Alg& a) { return s.axial ? a.axial() : static_cast<int>(a.size()); };

  std::lock_guard lock(shared.mu);
  auto& found = shared.found;
  if (length(solution) > shared.max_total.load()) return;
  for (const Found& f : found)
    if (f.solution == solution) return;
  found.push_back({solution, std::move(stages)});
  std::stable_sort(found.begin(), found.end(), [&length](const Found& a, const Found& b) {
    return length(a.solution) < length(b.solution);
  });
  if (static_cast<int>(found.size()) > s.count) found.pop_back();
  if (static_cast<int>(found.size()) == s.count) {
    const int worst = length(found.back().solution);
    shared.max_total = worst - 1;
    if (worst <= s.target) shared.done = true;
  }
  if (shared.progress) {
    Progress p;
    p.phase = "two-phase";
    p.depth = length1;
    p.nodes = shared.phase1_nodes + nodes;
    p.message = "found " + std::to_string(length(solution)) + (s.axial ? " axial moves" : " moves");
    shared.progress(p);
  }
}

void finish_result(Shared& shared, int lower_bound, SearchResult& result) {
  result.solutions = std::move(shared.found);
  result.stopped = shared.stopped;
  // Every phase-1 solution of every length up to the bound was tried, in the U-D direction
  // too, so no solution within the bound was missed (docs/twophase.md).
  result.exhausted = shared.exhausted && !shared.stopped;
  result.phase1_nodes = shared.phase1_nodes;
  result.phase2_nodes = shared.phase2_nodes;
  result.phase1_solutions = shared.phase1_solutions;
  if (!result.solutions.empty()) {
    const Alg& first = result.solutions.front().solution;
    const int best = shared.settings.axial ? first.axial() : static_cast<int>(first.size());
    result.proven_optimal = best <= lower_bound || result.exhausted;
  }
}

}  // namespace cubelab::twophase
