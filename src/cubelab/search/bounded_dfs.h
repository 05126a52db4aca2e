#pragma once
// Depth-first search under a lower bound, the inner loop of IDA* (Korf, "Depth-first
// iterative-deepening: an optimal admissible tree search", 1985): below a node with `togo`
// moves left, a child is entered only when a lower bound of its distance is below togo.
// The walk, the pruning and the order are here; a policy binds them to one search's nodes
// and tables (the two-phase solver's phase-1 and phase-2 searches of every table profile
// and the axial metric, and its short-position IDA*). Two walks: bounded_dfs, recursive,
// and SteppedDfs, the same walk resumable a step at a time, for searches interleaved on one
// thread (interleave.h).
//
// A policy P has
//   using Node = ...;       // what the walk hands from a node to its children
//   Moves expand(const Node& n, int depth, int togo);
//       At node n, `depth` moves below the start with `togo` >= 0 moves left: the moves to
//       try from it, a bit set of move indices (uint32_t or uint64_t), in the order of
//       their bits. 0 when the node has nothing to walk below it: a leaf's goal check, a
//       phase-1 solution handed on to phase 2, a node given up (the stop test is polled here).
//   void child(const Node& n, int m, Node& out);   // out = n after move m
//   int bound(Node& out, int limit);
//       A lower bound of out's distance; it may stop computing once the bound reaches
//       `limit` (the child is then pruned) and fill in the rest of out lazily.
//   void descend(const Node& n, int depth, int m);  // move m is taken from n at `depth`
//   bool over() const;      // true once the walk should unwind: a solution, the stop test
// and optionally
//   Moves siblings(int m) const;
//       The moves whose children's bounds are within one of m's (a face's three turns, when
//       each bound is exact in its projection): a child two beyond the limit prunes them.
//   static constexpr bool kReadsFirst = true;
//       bounded_dfs lists every child (child() starting its table reads) before it reads the
//       first bound, so that the reads' latencies overlap.
// A hot search's policy marks expand, child and bound [[gnu::always_inline]]: left to the
// compiler, some became calls, which cost the two-phase tiny profile 10-20% of its time.
#include <bit>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

namespace cubelab::search {

namespace detail {

template <class P>
using MovesOf = decltype(std::declval<P&>().expand(std::declval<const typename P::Node&>(), 0, 0));

template <class P, class Moves>
inline void prune_siblings(const P& p, int m, Moves& moves) {
  if constexpr (requires { p.siblings(m); }) moves &= ~p.siblings(m);
}

template <class P>
constexpr bool reads_first() {
  if constexpr (requires { P::kReadsFirst; })
    return P::kReadsFirst;
  else
    return false;
}

}  // namespace detail

// Walks below `n` (`depth` moves below the start, `togo` moves left): every path of togo
// moves whose nodes all keep bound < moves left, in the policy's order, until over().
template <class P>
void bounded_dfs(P& p, const typename P::Node& n, int depth, int togo) {
  using Node = typename P::Node;
  using Moves = detail::MovesOf<P>;
  Moves moves = p.expand(n, depth, togo);
  if constexpr (detail::reads_first<P>()) {
    Node kids[std::numeric_limits<Moves>::digits];
    int moved[std::numeric_limits<Moves>::digits];
    int count = 0;
    for (; moves; moves &= moves - 1) {
      moved[count] = std::countr_zero(moves);
      p.child(n, moved[count], kids[count]);
      ++count;
    }
    for (int i = 0; i < count; ++i) {
      if (p.bound(kids[i], togo) >= togo) continue;
      p.descend(n, depth, moved[i]);
      bounded_dfs(p, kids[i], depth + 1, togo - 1);
      if (p.over()) return;
    }
  } else {
    while (moves) {
      const int m = std::countr_zero(moves);
      moves &= moves - 1;
      Node x;
      p.child(n, m, x);
      const int h = p.bound(x, togo);
      if (h >= togo) {
        if (h > togo) detail::prune_siblings(p, m, moves);
        continue;
      }
      p.descend(n, depth, m);
      bounded_dfs(p, x, depth + 1, togo - 1);
      if (p.over()) return;
    }
  }
}

// The same walk kept on an explicit stack, a step at a time: a node's children are listed
// (child() starting their table reads) when the node is expanded, and each is entered on a
// later step, by when its reads have arrived while other searches of the thread worked.
// kMaxDepth bounds the path, kMaxMoves the moves of a node. The policy is given to each
// call, so that it may hold its walk.
template <class P, int kMaxDepth, int kMaxMoves>
class SteppedDfs {
 public:
  using Node = typename P::Node;

  // Starts the walk below `start` with `togo` moves left.
  void start(P& p, const Node& start, int togo) {
    top_ = 0;
    visit(p, start, 0, togo);
  }

  // Whether the walk has steps left.
  bool active() const { return top_ > 0; }

  // Enters the next child of the deepest open node, or closes that node.
  void step(P& p) {
    Frame& f = frames_[top_ - 1];
    if (f.next == f.count || p.over()) {
      top_ = p.over() ? 0 : top_ - 1;
      return;
    }
    const int i = f.next++;
    if (p.bound(f.kids[i], f.togo) >= f.togo) return;
    const int depth = top_ - 1;
    p.descend(f.node, depth, f.moved[i]);
    visit(p, f.kids[i], depth + 1, f.togo - 1);
  }

 private:
  // An open node: its children and the next one to enter.
  struct Frame {
    Node node;
    int togo, count, next;
    uint8_t moved[kMaxMoves];
    Node kids[kMaxMoves];
  };

  void visit(P& p, const Node& n, int depth, int togo) {
    auto moves = p.expand(n, depth, togo);
    if (!moves) return;
    Frame& f = frames_[top_++];
    f.node = n;
    f.togo = togo;
    f.count = f.next = 0;
    for (; moves; moves &= moves - 1) {
      const int m = std::countr_zero(moves);
      f.moved[f.count] = static_cast<uint8_t>(m);
      p.child(n, m, f.kids[f.count]);
      ++f.count;
    }
  }

  Frame frames_[kMaxDepth];
  int top_ = 0;
};

}  // namespace cubelab::search
