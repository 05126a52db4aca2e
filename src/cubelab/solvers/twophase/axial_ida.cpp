#include "cubelab/solvers/twophase/axial_ida.h"

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/search/prefix_walk.h"
#include "cubelab/tables/packed.h"

namespace cubelab::twophase {

AxialSearcher::AxialSearcher(const AxialTables& tables, const CubieCube& cube, int64_t node_budget)
    : t_(tables), cube_(cube), budget_(node_budget) {
  const Coords& c = *t_.coords;
  for (int k = 0; k < 3; ++k) {
    const CubieCube x = conjugate(cube, 16 * k);
    root_.flip[k] = static_cast<uint16_t>(coord::flip(x));
    root_.slice[k] = static_cast<uint16_t>(coord::ud_slice(x));
    root_.twist[k] = static_cast<uint16_t>(coord::twist(x));
    for (Move m = 0; m < kMoves; ++m) conj_[k][m] = conjugate_move(m, 16 * k);
    const uint32_t p = c.flip_slice_sym.packed(root_.slice[k] * coord::kFlip + root_.flip[k]);
    root_.h = std::max<int>(root_.h,
                            tables::nibble(t_.phase1, uint64_t{p >> 8} * coord::kTwist +
                                                          c.twist_conj(root_.twist[k], p & 0xFF)));
  }
}

AxialSearcher::Node AxialSearcher::child(const Node& n, const AxialMove& a) const {
  const Coords& c = *t_.coords;
  Node x;
  x.prev_axis = a.axis();
  for (int k = 0; k < 3; ++k) {
    uint32_t f = n.flip[k], s = n.slice[k], tw = n.twist[k];
    for (Move m0 : a.span()) {
      const Move m = conj_[k][m0];
      f = c.flip(f, m);
      s = c.ud_slice(s, m);
      tw = c.twist(tw, m);
    }
    x.flip[k] = static_cast<uint16_t>(f);
    x.slice[k] = static_cast<uint16_t>(s);
    x.twist[k] = static_cast<uint16_t>(tw);
    const uint32_t p = c.flip_slice_sym.packed(s * coord::kFlip + f);
    x.h = std::max<int>(x.h, tables::nibble(t_.phase1, uint64_t{p >> 8} * coord::kTwist +
                                                           c.twist_conj(tw, p & 0xFF)));
  }
  return x;
}

void AxialSearcher::push(const AxialMove& a) {
  for (Move m : a.span()) path_[turns_++] = m;
}

void AxialSearcher::prefixes(int bound, int depth, std::vector<ida::Prefix>& out) {
  // A prefix holds axial move indices.
  ida::collect_prefixes(
      root_, depth,
      [&](const Node& n, int g, auto&& visit) {
        const auto& all = axial_moves();
        for (int i = 0; i < kAxialMoves; ++i) {
          if (all[i].axis() == n.prev_axis) continue;
          const Node x = child(n, all[i]);
          if (g + 1 + x.h <= bound) visit(x, static_cast<Move>(i));
        }
        return true;
      },
      out);
}

void AxialSearcher::search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx) {
  turns_ = 0;
  Node n = root_;
  for (int i = 0; i < prefix.length; ++i) {
    const AxialMove& a = axial_moves()[prefix.moves[i]];
    n = child(n, a);
    push(a);
  }
  if (prefix.length + n.h > bound) return;
  dfs(n, bound - prefix.length, ctx);
}

void AxialSearcher::dfs(const Node& n, int togo, ida::SearchContext& ctx) {
  if (togo == 0) {
    // A bound of 0 along every axis is not yet solved (the group H remains): check the cube.
    CubieCube c = cube_;
    for (int i = 0; i < turns_; ++i) c.apply(path_[i]);
    if (c.is_solved()) ctx.solution({path_.data(), static_cast<size_t>(turns_)});
    return;
  }
  if (ctx.should_stop() || ++nodes_ > budget_) return;
  int count = 0;
  for (const AxialMove& a : axial_moves()) {
    if (a.axis() == n.prev_axis) continue;
    ++count;
    const Node x = child(n, a);
    if (x.h >= togo) continue;
    push(a);
    dfs(x, togo - 1, ctx);
    pop(a);
    if (ctx.should_stop()) break;
  }
  ctx.count(count);
}

}  // namespace cubelab::twophase
