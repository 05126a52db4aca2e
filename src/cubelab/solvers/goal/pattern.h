#pragma once
// The abstractions behind the goal solver's pattern databases (Culberson and Schaeffer,
// "Pattern Databases", 1998; Korf, "Finding Optimal Solutions to Rubik's Cube Using Pattern
// Databases", 1997), generated from the goal rather than written per goal.
//
// A goal alternative (cube/goal.h) says which pieces may sit at each position. Pieces the goal
// treats alike (the same positions and turns allowed everywhere) get one label: the four U
// edges of "oll" are one label, each cross edge its own. A piece allowed anywhere, turned any
// way, is not followed at all. A pattern follows some labels of one alternative: its state
// is where the followed pieces are (which positions hold which label) and, for labels
// whose turn matters somewhere, how they are turned. Moves act on patterns as on cubes, so
// the distance of a pattern state to the nearest one that can still be part of a goal state
// is a lower bound of the cube's distance (admissible), and exact when one pattern follows
// every label.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/goal.h"

namespace cubelab::goal {

// One kind of piece (corners or edges) in a pattern.
struct PieceLabels {
  int pieces = 0;                  // 8 or 12
  int turns = 0;                   // 3 or 2
  std::array<int8_t, 12> label{};  // of each piece; -1: not followed
  int labels = 0;
  std::array<uint8_t, 12> count{};  // pieces of each label
  std::array<bool, 12> oriented{};  // the label's turn is followed
  uint64_t turn_states = 1;         // turns ^ (pieces of followed labels whose turn is followed)
  // Where a label may sit turned t (bit 3 * label + t for corners, 2 * label + t for
  // edges), and whether a piece this pattern does not follow may sit there.
  std::array<uint64_t, 12> allowed{};
  std::array<bool, 12> other_allowed{};

  uint64_t size() const;
  // Position by position: the label there (-1: a piece not followed) and its turn.
  struct Slots {
    std::array<int8_t, 12> label{};
    std::array<uint8_t, 12> turn{};
  };
  uint64_t rank(const Slots& s) const;
  Slots unrank(uint64_t index) const;
  bool goal(const Slots& s) const;
  // The slots after move m (CubieCube::move_cube) is applied.
  Slots moved(const Slots& s, Move m) const;
  // The slots of a cube's pieces of this kind (CubieCube::cp and co, or ep and eo).
  Slots of(std::span<const uint8_t> perm, std::span<const uint8_t> ori) const;
  std::string describe(const char* kind) const;
};

// The neighbours of one kind of piece's states, one move at a time, each move's effect worked
// out once for the states that share an arrangement (an index less its turns, which are its
// last digits in rank()): the arrangement after the move (by unranking and ranking) and
// where each turn goes. A table build asks for the states in index order and mostly for a
// few moves each (a state not reached yet stops at its first neighbour on the level), so a
// turned pattern pays the ranking once a move for every turn_states of its states (16 or
// more) instead of once each.
class ArrangementMoves {
 public:
  ArrangementMoves(const PieceLabels& labels, std::span<const Move> moves);
  // Sets the state whose neighbours after() gives.
  void at(uint64_t index);
  // The index of the state after move k of the list.
  uint64_t after(size_t k);

 private:
  // Turn digit d after the move is digit from[d] before it, turned by add[d].
  struct Row {
    uint64_t base = 0;  // the arrangement after the move, its turns 0
    std::array<uint8_t, 12> from{}, add{};
  };
  void make_row(size_t k);

  const PieceLabels& labels_;
  std::span<const Move> moves_;
  int digits_ = 0;
  uint64_t arrangement_ = ~uint64_t{0};
  PieceLabels::Slots slots_;
  std::array<uint8_t, 12> digit_of_{}, turn_{};
  uint64_t made_ = 0;  // bit k: rows_[k] is this arrangement's
  std::vector<Row> rows_;
};

struct Pattern {
  PieceLabels corners, edges;
  uint64_t size() const { return corners.size() * edges.size(); }
  uint64_t index(const CubieCube& cube) const {
    return corners.rank(corners.of(cube.cp, cube.co)) * edges.size() +
           edges.rank(edges.of(cube.ep, cube.eo));
  }
  // What the table's content depends on, for its name and header.
  std::string describe() const;
};

// The patterns whose largest lower bound guides the search for one alternative: a single
// exact pattern when it has at most `max_entries` states, else the labels split into
// patterns of at most that many.
std::vector<Pattern> patterns_for(const GoalAlternative& alternative, uint64_t max_entries);

}  // namespace cubelab::goal
