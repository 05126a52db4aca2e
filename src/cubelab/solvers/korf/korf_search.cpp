#include "cubelab/solvers/korf/korf_search.h"

#include <algorithm>

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

void Searcher::collect(const State& s, int g, int depth, int bound, int prev_face,
                       std::vector<ida::Prefix>& out) {
  if (g == depth) {
    ida::Prefix p;
    std::copy_n(path_.begin(), g, p.moves.begin());
    p.length = g;
    out.push_back(p);
    return;
  }
  for (Move m = 0; m < kMoves; ++m) {
    if (!allowed_after(prev_face, move_face(m))) continue;
    State c = apply(mt_, s, m);
    if (g + 1 + heuristic(c) > bound) continue;
    path_[g] = m;
    collect(c, g + 1, depth, bound, move_face(m), out);
  }
}

void Searcher::prefixes(int bound, int depth, std::vector<ida::Prefix>& out) {
  if (root_bound() > bound) return;
  collect(root_, 0, depth, bound, -1, out);
}

void Searcher::search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx) {
  State s = root_;
  int prev = -1;
  for (int i = 0; i < prefix.length; ++i) {
    s = apply(mt_, s, prefix.moves[i]);
    path_[i] = prefix.moves[i];
    prev = move_face(prefix.moves[i]);
  }
  if (prefix.length + heuristic(s) > bound) return;
  if (prefix.length == bound) {
    if (heuristic(s) == 0) ctx.solution({path_.data(), static_cast<size_t>(bound)});
    return;
  }
  dfs(s, prefix.length, bound, prev, ctx);
}

void Searcher::dfs(const State& s, int g, int bound, int prev_face, ida::SearchContext& ctx) {
  if (ctx.should_stop()) return;
  struct Child {
    State s;
    uint32_t corner, low, high;
    Move m;
  };
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
      path_[g] = m;
      ctx.solution({path_.data(), static_cast<size_t>(g + 1)});
    }
    ctx.count(n);
    return;
  }
  // Two stages over all children: first the corners and their table (it cuts most
  // children), then the edges and the two edge tables for the survivors. Within a stage every
  // child's table line is prefetched before any is read, so the reads overlap.
  std::array<Child, kMoves> children;
  int n = 0;
  for (Move m = 0; m < kMoves; ++m) {
    if (!allowed_after(prev_face, move_face(m))) continue;
    Child& c = children[n++];
    apply_corners(mt_, s, m, c.s);
    c.m = m;
    c.corner = static_cast<uint32_t>(corner_index(c.s));
    __builtin_prefetch(corners_ + (c.corner >> 1));
  }
  ctx.count(n);
  int alive = 0;
  for (int k = 0; k < n; ++k) {
    if (tables::nibble(corners_, children[k].corner) > left) continue;
    Child& c = children[alive++];
    c = children[k];
    apply_edges(mt_, s, c.m, c.s);
    c.low = edge_index(mt_, c.s.triple[0], c.s.triple[1]);
    c.high = edge_index(mt_, c.s.triple[2], c.s.triple[3]);
    __builtin_prefetch(edges_low_ + (c.low >> 1));
    __builtin_prefetch(edges_high_ + (c.high >> 1));
  }
  for (int k = 0; k < alive; ++k) {
    const Child& c = children[k];
    if (tables::nibble(edges_low_, c.low) > left || tables::nibble(edges_high_, c.high) > left)
      continue;
    path_[g] = c.m;
    dfs(c.s, g + 1, bound, move_face(c.m), ctx);
  }
}

}  // namespace cubelab::korf
