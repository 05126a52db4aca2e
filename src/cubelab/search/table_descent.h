#pragma once
// Paths read off an exact distance table (the 2x2x2's, a Thistlethwaite phase's): from a
// state, every move is tried and kept when the distance it leaves still fits the moves
// left, so with the length set to the state's distance the walk goes straight down the
// optimal paths and costs one table lookup per move tried. Used by pocket and
// thistlethwaite.
//
// The state space is given as a Space with
//   std::span<const Move> / range of Move  moves() const;   // in the order paths are listed
//   State apply(const State& s, Move m) const;              // the state after m
//   int distance(const State& s) const;                     // exact: 0 at the goal
// and optionally
//   int cost(Move m) const;                   // the move's length (QTM half turn: 2); else 1
//   bool allowed(int prev_face, Move m) const;   // the same-face rule; else allowed_after
#include <cstddef>
#include <cstdint>
#include <vector>

#include "cubelab/cube/move.h"

namespace cubelab::search {

// The moves 0 .. N-1 in order, as a range: the moves() of a space whose moves are the first
// N (the 2x2x2's U, R and F turns; all 18). A counted loop the compiler sees through, where
// a table of moves would be read from memory.
template <int N>
struct FirstMoves {
  struct Iterator {
    Move m;
    Move operator*() const { return m; }
    Iterator& operator++() {
      ++m;
      return *this;
    }
    bool operator!=(const Iterator& other) const { return m != other.m; }
  };
  Iterator begin() const { return {Move{0}}; }
  Iterator end() const { return {static_cast<Move>(N)}; }
};

// `Paths` is a container of move sequences: std::vector<std::vector<Move>>, or of anything
// made from one (std::vector<Alg>).
template <class Space, class State, class Paths>
class TableDescent {
 public:
  TableDescent(const Space& space, size_t wanted, Paths& out)
      : space_(space), wanted_(wanted), out_(out) {}

  // The length that stands for the start's distance: the optimal paths.
  static constexpr int kOptimal = -1;

  // Appends to `out` the move sequences of exactly `length` (in the space's cost; kOptimal:
  // the start's distance) that take `start` to the goal, in move order, until `out` holds
  // `wanted` sequences. A sequence never passes through the goal before its end.
  void walk(const State& start, int length) {
    if (out_.size() >= wanted_) return;
    ++lookups_;
    const int d = space_.distance(start);
    if (length == kOptimal) length = d;
    if (d <= length) walk(start, d, length, -1);
  }

  // Table entries read: the start's and one per move tried.
  int64_t lookups() const { return lookups_; }

 private:
  int cost(Move m) const {
    if constexpr (requires { space_.cost(m); })
      return space_.cost(m);
    else
      return 1;
  }
  bool allowed(int prev_face, Move m) const {
    if constexpr (requires { space_.allowed(prev_face, m); })
      return space_.allowed(prev_face, m);
    else
      return allowed_after(prev_face, move_face(m));
  }

  // `s` is at distance d <= left.
  void walk(const State& s, int d, int left, int prev_face) {
    if (d == 0) {
      if (left == 0) out_.emplace_back(path_);
      return;
    }
    for (const Move m : space_.moves()) {
      if (out_.size() >= wanted_) return;
      if (!allowed(prev_face, m)) continue;
      const State next = space_.apply(s, m);
      ++lookups_;
      const int after = left - cost(m);
      const int dn = space_.distance(next);
      if (dn > after) continue;
      path_.push_back(m);
      walk(next, dn, after, move_face(m));
      path_.pop_back();
    }
  }

  const Space& space_;
  size_t wanted_;
  Paths& out_;
  std::vector<Move> path_;
  int64_t lookups_ = 0;
};

// The paths of exactly `length` from `start` to the goal, appended to `out` until it holds
// `wanted`; returns the table lookups made (the walk's nodes).
template <class Space, class State, class Paths>
int64_t table_paths(const Space& space, const State& start, int length, size_t wanted, Paths& out) {
  TableDescent<Space, State, Paths> descent(space, wanted, out);
  descent.walk(start, length);
  return descent.lookups();
}

// The optimal paths from `start` (length = its distance), the same way.
template <class Space, class State, class Paths>
int64_t optimal_table_paths(const Space& space, const State& start, size_t wanted, Paths& out) {
  return table_paths(space, start, TableDescent<Space, State, Paths>::kOptimal, wanted, out);
}

}  // namespace cubelab::search
