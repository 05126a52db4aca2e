#include "cubelab/solvers/korf/search.h"

#include <algorithm>

#include "cubelab/search/prefix_walk.h"
#include "cubelab/tables/packed.h"

namespace cubelab::korf {

Searcher::Searcher(const Tables& tables, const CubieCube& cube)
    : mt_(move_tables()),
      corners_(tables.corners),
      edges_low_(tables.edges_low),
      edges_high_(tables.edges_high),
      root_(state_of(cube)),
      solved_(state_of(CubieCube{})) {}

int Searcher::heuristic(const State& s) const {
  int c = tables::nibble(corners_, corner_index(s));
  int a = tables::nibble(edges_low_, edge_index(mt_, s.triple[0], s.triple[1]));
  int b = tables::nibble(edges_high_, edge_index(mt_, s.triple[2], s.triple[3]));
  return std::max({c, a, b});
}

// The children of a node g moves deep that survive pruning under `bound`, in move order;
// `count` is told each move tried.
template <class Visit, class Count>
void Searcher::expand(const Node& n, int g, int bound, Visit&& visit, Count&& count) const {
  for (Move m = 0; m < kMoves; ++m) {
    if (!allowed_after(n.prev_face, move_face(m))) continue;
    count();
    const State c = apply(mt_, n.s, m);
    if (g + 1 + heuristic(c) > bound) continue;
    visit(Node{c, move_face(m)}, m);
  }
}

void Searcher::prefixes(int bound, int depth, std::vector<ida::Prefix>& out) {
  if (root_bound() > bound) return;
  ida::collect_prefixes(
      Node{root_, -1}, depth,
      [&](const Node& n, int g, auto&& visit) {
        expand(n, g, bound, visit, [] {});
        return true;
      },
      out);
}

void Searcher::search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx) {
  State s = root_;
  int prev = -1;
  for (int i = 0; i < prefix.length; ++i) {
    s = apply(mt_, s, prefix.moves[i]);
    path_[i] = prefix.moves[i];
    prev = move_face(prefix.moves[i]);
  }
  const int g0 = prefix.length;
  if (g0 + heuristic(s) > bound) return;
  if (g0 == bound) {
    if (heuristic(s) == 0) ctx.solution({path_.data(), static_cast<size_t>(bound)});
    return;
  }
  // The subtrees two moves down (one, near the bound) are shared out to the lanes.
  roots_.clear();
  roots(s, g0, std::min(2, bound - g0 - 1), bound, prev, roots_, ctx);
  size_t next_root = 0;
  run_interleaved(
      kInterleavedSearches, [&](int i) { return lanes_[i].top > 0; },
      [&](int i) { advance(lanes_[i], bound, ctx); },
      [&](int i) {
        if (next_root == roots_.size() || ctx.should_stop()) return false;
        Lane& lane = lanes_[i];
        const Root& root = roots_[next_root++];
        std::copy_n(path_.begin(), g0, lane.path.begin());
        std::copy_n(root.moves.begin(), root.g - g0, lane.path.begin() + g0);
        const int face = root.g > g0 ? move_face(root.moves[root.g - g0 - 1]) : prev;
        open(lane, root.s, root.g, bound, face, ctx);
        return true;
      });
}

void Searcher::roots(const State& s, int g, int depth, int bound, int prev_face,
                     std::vector<Root>& out, ida::SearchContext& ctx) const {
  ida::for_each_prefix(
      Node{s, prev_face}, depth,
      [&](const Node& n, int level, auto&& visit) {
        expand(n, g + level, bound, visit, [&] { ctx.count(1); });
        return true;
      },
      [&](const Node& n, const ida::Prefix& p) {
        out.push_back(Root{n.s, g + p.length, {p.moves[0], p.moves[1]}});
      });
}

void Searcher::open(Lane& lane, const State& s, int g, int bound, int prev_face,
                    ida::SearchContext& ctx) {
  if (ctx.should_stop()) return;
  const int left = bound - g - 1;  // moves left after the child's move
  if (left == 0) {
    // The last move: only a move that solves the cube counts, no table needed.
    int n = 0;
    for (Move m = 0; m < kMoves; ++m) {
      if (!allowed_after(prev_face, move_face(m))) continue;
      ++n;
      State c;
      apply_corners(mt_, s, m, c);
      if (c.corner_perm != solved_.corner_perm || c.twist != solved_.twist) continue;
      apply_edges(mt_, s, m, c);
      if (!(c == solved_)) continue;
      lane.path[g] = m;
      ctx.solution({lane.path.data(), static_cast<size_t>(g + 1)});
    }
    ctx.count(n);
    return;
  }
  // Stage 1: every child's corners, and its corner table read started.
  Frame& f = lane.frames[lane.top++];
  f.g = g;
  f.stage = 1;
  f.n = f.next = 0;
  for (Move m = 0; m < kMoves; ++m) {
    if (!allowed_after(prev_face, move_face(m))) continue;
    Kid& k = f.kids[f.n++];
    apply_corners(mt_, s, m, k.s);
    k.s.triple = s.triple;  // the parent's edges until stage 2 moves them
    k.m = m;
    k.corner = static_cast<uint32_t>(corner_index(k.s));
    __builtin_prefetch(corners_ + (k.corner >> 1));
  }
  ctx.count(f.n);
}

void Searcher::advance(Lane& lane, int bound, ida::SearchContext& ctx) {
  Frame& f = lane.frames[lane.top - 1];
  const int left = bound - f.g - 1;
  if (f.stage == 1) {
    // Stage 2: the children the corner table keeps, their edges and edge table reads.
    int alive = 0;
    for (int i = 0; i < f.n; ++i) {
      if (tables::nibble(corners_, f.kids[i].corner) > left) continue;
      Kid& k = f.kids[alive++];
      k = f.kids[i];
      const State with_parent_edges = k.s;
      apply_edges(mt_, with_parent_edges, k.m, k.s);
      k.low = edge_index(mt_, k.s.triple[0], k.s.triple[1]);
      k.high = edge_index(mt_, k.s.triple[2], k.s.triple[3]);
      __builtin_prefetch(edges_low_ + (k.low >> 1));
      __builtin_prefetch(edges_high_ + (k.high >> 1));
    }
    f.n = alive;
    f.stage = 2;
    return;
  }
  if (f.stage == 2) {
    int alive = 0;
    for (int i = 0; i < f.n; ++i) {
      const Kid& k = f.kids[i];
      if (tables::nibble(edges_low_, k.low) > left || tables::nibble(edges_high_, k.high) > left)
        continue;
      f.kids[alive++] = k;
    }
    f.n = alive;
    f.stage = 3;
  }
  // Stage 3: enter the next survivor, or close the node.
  if (f.next == f.n) {
    --lane.top;
    return;
  }
  const Kid& k = f.kids[f.next++];
  lane.path[f.g] = k.m;
  open(lane, k.s, f.g + 1, bound, move_face(k.m), ctx);
}

}  // namespace cubelab::korf
