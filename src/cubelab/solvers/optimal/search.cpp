#include "cubelab/solvers/optimal/search.h"

#include <algorithm>
#include <span>

#include "cubelab/cube/symmetry.h"
#include "cubelab/search/prefix_walk.h"

namespace cubelab::optimal {

Searcher::Searcher(const Heuristic& h, const CubieCube& cube, Metric metric, bool all_solutions,
                   const MoveSet& moves)
    : h_(h), metric_(metric), set_(moves), solved_(PackedCube::solved()) {
  for (Move m = 0; m < kMoves; ++m) {
    move_[m] = PackedCube::move(m);
    inverse_[m] = PackedCube::move(inverse_move(m));
    if ((metric == Metric::Htm || move_power(m) != 2) && moves.contains(m)) moves_.push_back(m);
  }
  root_moves_ = root_moves(cube, all_solutions);
  root_.z = PackedCube::from(cube);
  root_.zi = PackedCube::from(cube.inverse());
  for (int a = 0; a < kAxes; ++a) {
    root_.h[a] = static_cast<uint8_t>(h_.value(root_.z, a));
    root_.h[3 + a] = static_cast<uint8_t>(h_.value(root_.zi, a));
  }
}

int Searcher::root_bound() const {
  int b = *std::max_element(root_.h.begin(), root_.h.end());
  // In the quarter-turn metric every solution's length has the corner permutation's parity.
  if (metric_ == Metric::Qtm) b += (b ^ root_.z.to_cubie().corner_parity()) & 1;
  return b;
}

std::array<uint32_t, 2> Searcher::root_moves(const CubieCube& cube, bool all_solutions) const {
  uint64_t syms = all_solutions ? 1 : self_symmetries(cube);
  // In QTM a mirror turns the clockwise repeat X X into X' X', which the search never makes.
  if (metric_ == Metric::Qtm)
    for (int s = 0; s < kSymmetries; ++s)
      if (symmetry_is_mirror(s)) syms &= ~(uint64_t{1} << s);
  // A symmetry that does not map the move set onto itself maps solutions out of it.
  if (!set_.all())
    for (int s = 0; s < kSymmetries; ++s)
      if (!(set_.conjugated(s) == set_)) syms &= ~(uint64_t{1} << s);
  std::array<uint32_t, 2> out{};
  for (int back = 0; back < 2; ++back) {
    // A face that comes first in its axis' canonical order on this side: U R F in front
    // (U D is searched, not D U), D L B at the back (the solution then ends ... U D).
    auto rank = [&](Move m) { return ((move_face(m) < 3) == !back ? 0 : kMoves) + m; };
    for (Move m : moves_) {
      int best = rank(m);
      for (uint64_t x = syms; x; x &= x - 1)
        best = std::min(best, rank(conjugate_move(m, __builtin_ctzll(x))));
      if (best == rank(m)) out[back] |= 1u << m;
    }
  }
  return out;
}

// Canonical sequences: no face turned twice in a row (in QTM: a clockwise quarter turn may
// be repeated once, making a half turn), opposite faces in one order only. On the back side
// the new move comes before the previous back move in the solution.
bool Searcher::allowed(const Node& n, Move m, bool back) const {
  const Move prev = back ? n.back : n.front;
  if (prev == kNone) {
    // The root (no move on either side) starts with one move per symmetry class.
    const bool root = (back ? n.front : n.back) == kNone;
    return !root || (root_moves_[back] >> m & 1);
  }
  const int run = back ? n.back_run : n.front_run;
  if (move_face(m) == move_face(prev))
    return metric_ == Metric::Qtm && m == prev && move_power(m) == 1 && run == 1;
  return back ? allowed_after(move_face(m), move_face(prev))
              : allowed_after(move_face(prev), move_face(m));
}

void Searcher::start(const Node& n, Move m, bool back, Pending& p) const {
  const int axis = move_face(m) % 3;
  Node& c = p.node;
  if (back) {
    c.z = move_[m] * n.z;
    c.zi = n.zi * inverse_[m];
  } else {
    c.z = n.z * move_[m];
    c.zi = inverse_[m] * n.zi;
  }
  p.m = m;
  // The inherited bound: a turn of this axis does not change the coset on that side.
  p.inherited = static_cast<uint8_t>(back ? axis : 3 + axis);
}

void Searcher::link(const Node& n, Pending& p, bool back) const {
  Node& c = p.node;
  const Move m = p.m;
  const Move prev = back ? n.back : n.front;
  const int run = (prev == m ? (back ? n.back_run : n.front_run) : 0) + 1;
  c.front = back ? n.front : m;
  c.back = back ? m : n.back;
  c.front_run = back ? n.front_run : static_cast<uint8_t>(run);
  c.back_run = back ? static_cast<uint8_t>(run) : n.back_run;
}

bool Searcher::child(const Node& n, Move m, bool back, int left, Node& out) const {
  Pending p;
  start(n, m, back, p);
  for (int j = 0; j < 6; ++j) {
    const int v = j == p.inherited ? n.h[j] : h_.value(j < 3 ? p.node.z : p.node.zi, j % 3);
    if (v > left) return false;
    p.node.h[j] = static_cast<uint8_t>(v);
  }
  link(n, p, back);
  out = p.node;
  return true;
}

uint32_t Searcher::plan(const Node& n, int left, bool& back) const {
  uint32_t front_axes = 0, back_axes = 0;
  for (int a = 0; a < kAxes; ++a) {
    if (n.h[3 + a] < left) front_axes |= 1u << a;  // M may start with a turn of axis a
    if (n.h[a] < left) back_axes |= 1u << a;       // M may end with one
  }
  if (!front_axes || !back_axes) return 0;
  back = __builtin_popcount(back_axes) < __builtin_popcount(front_axes);
  return back ? back_axes : front_axes;
}

void Searcher::report(ida::SearchContext& ctx) {
  std::array<Move, ida::kMaxDepth> s{};
  int len = 0;
  for (int i = 0; i < nf_; ++i) s[len++] = front_[i];
  for (int i = nb_ - 1; i >= 0; --i) s[len++] = back_[i];
  ctx.solution({s.data(), static_cast<size_t>(len)});
}

void Searcher::dfs(const Node& n, int left, ida::SearchContext& ctx) {
  if (left == 0) {
    if (n.z == solved_) report(ctx);
    return;
  }
  if (ctx.should_stop()) return;
  bool back = false;
  const uint32_t axes = plan(n, left, back);
  if (!axes) return;
  if (left == 1) {
    // The last move: only a move that solves the cube counts, no table needed.
    int count = 0;
    for (Move m : moves_) {
      if (!(axes >> (move_face(m) % 3) & 1) || !allowed(n, m, back)) continue;
      ++count;
      if (!(n.z * move_[m] == solved_)) continue;
      (back ? back_[nb_++] : front_[nf_++]) = m;
      report(ctx);
      back ? --nb_ : --nf_;
    }
    ctx.count(count);
    return;
  }
  // All children at once, a group of bounds at a time, each lookup in three passes (corner
  // class entry, table index, value) with a prefetch between passes: the memory reads of
  // all living children overlap, and a child cut by an early group costs no further
  // lookups.
  std::array<Pending, kMoves> kids;
  std::array<uint8_t, kMoves> alive;
  int count = 0, n_alive = 0;
  for (Move m : moves_) {
    if (!(axes >> (move_face(m) % 3) & 1) || !allowed(n, m, back)) continue;
    Pending& p = kids[count];
    start(n, m, back, p);
    if (n.h[p.inherited] <= left - 1) alive[n_alive++] = static_cast<uint8_t>(count);
    ++count;
  }
  ctx.count(count);
  int group_begin = 0;
  for (int group_end : kGroupEnds) {
    const std::span<const int> group(kLookupOrder + group_begin, kLookupOrder + group_end);
    group_begin = group_end;
    for (int a = 0; a < n_alive; ++a) {
      Pending& p = kids[alive[a]];
      for (int j : group)
        if (j != p.inherited) p.corners[j] = h_.corner(j < 3 ? p.node.z : p.node.zi, j % 3);
    }
    for (int a = 0; a < n_alive; ++a) {
      Pending& p = kids[alive[a]];
      for (int j : group) {
        if (j == p.inherited) continue;
        p.probes[j] = h_.probe(j < 3 ? p.node.z : p.node.zi, j % 3, p.corners[j]);
        h_.prefetch(p.probes[j]);
      }
    }
    int kept = 0;
    for (int a = 0; a < n_alive; ++a) {
      Pending& p = kids[alive[a]];
      bool ok = true;
      for (int j : group) {
        const int v = j == p.inherited ? n.h[j] : h_.value(p.probes[j]);
        if (v > left - 1) {
          ok = false;
          break;
        }
        p.node.h[j] = static_cast<uint8_t>(v);
      }
      if (ok) alive[kept++] = alive[a];
    }
    n_alive = kept;
  }
  for (int a = 0; a < n_alive; ++a) {
    Pending& p = kids[alive[a]];
    link(n, p, back);
    if (back) {
      back_[nb_++] = p.m;
      dfs(p.node, left - 1, ctx);
      --nb_;
    } else {
      front_[nf_++] = p.m;
      dfs(p.node, left - 1, ctx);
      --nf_;
    }
  }
}

void Searcher::prefixes(int bound, int depth, std::vector<ida::Prefix>& out) {
  // The nodes `depth` decisions below the root, each as its sequence of (side, move).
  if (root_bound() > bound) return;
  ida::collect_prefixes(
      root_, depth,
      [&](const Node& n, int g, auto&& visit) {
        const int left = bound - g;
        if (left == 0) return true;
        bool back = false;
        const uint32_t axes = plan(n, left, back);
        Node c;
        for (Move m : moves_) {
          if (!(axes >> (move_face(m) % 3) & 1) || !allowed(n, m, back)) continue;
          if (child(n, m, back, left - 1, c)) visit(c, m, back);
        }
        return true;
      },
      out);
}

void Searcher::search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx) {
  Node n = root_;
  nf_ = nb_ = 0;
  for (int i = 0; i < prefix.length; ++i) {
    const bool back = prefix.back >> i & 1;
    Node c;
    if (!child(n, prefix.moves[i], back, bound - i - 1, c)) return;
    n = c;
    if (back)
      back_[nb_++] = prefix.moves[i];
    else
      front_[nf_++] = prefix.moves[i];
  }
  const int left = bound - prefix.length;
  for (uint8_t v : n.h)
    if (v > left) return;
  dfs(n, left, ctx);
}

}  // namespace cubelab::optimal
