#pragma once
// The Square-1's shapes, for the solver's first phase (Shuang Chen's two-phase method,
// sq12phase): where the corners and edges lie, as the slots each piece starts in, and the
// parity of the pieces' order. A shape is written as a key: bit i (0..11) for a piece that
// starts in the top's slot i, bit 12 + i for the bottom's; a piece that starts in slot i is an
// edge if one starts in slot i + 1 too, a corner otherwise.
//
// The graph's nodes are the shapes a slash can be made in (3678 of them, each piece starting
// at both ends of the slice on both layers) with a parity bit: the parity of the 16 pieces
// read in order (the top's slots 0..11, then the bottom's, each piece in the slot it starts
// in). Every move changes the parity by an amount its shape decides, so node and move give the
// next node. A node's distance is the fewest slashes, with any turns between them, that make
// the square-square shape (both layers a corner in slot 0, then edge, corner, ...) with the
// pieces' parity of the solved puzzle, from which the second phase solves the puzzle with
// slashes and quarter turns only.
#include <cstdint>
#include <span>
#include <vector>

#include "cubelab/puzzles/square1/square1.h"

namespace cubelab::square1 {

// The key of a state's shape.
uint32_t shape_key(const Square1& s);
// Whether a slash can be made in a shape.
bool twistable(uint32_t key);
// The parity of the pieces read in order (see above).
int piece_parity(const Square1& s);
// The shapes of one layer (a piece starting in each set bit) with `corners` corners; all
// shapes for -1.
std::vector<uint16_t> layer_shapes(int corners = -1);

class ShapeGraph {
 public:
  // Built on first use (a few milliseconds), then kept.
  static const ShapeGraph& get();

  // A turn after which a slash can be made, and the node it leads to (before the slash).
  struct Turn {
    int8_t top, bottom;
    uint16_t shape;  // the shape's index
    uint8_t parity;  // the change of parity
  };
  // The node of a state a slash can be made in, 2 * shape + parity; -1 for any other.
  int node_of(const Square1& s) const;
  int distance(int node) const { return distance_[node]; }
  int slashed(int node) const { return slashed_[node]; }
  // The turns from the node's shape (the null turn included), each with its next node.
  std::span<const Turn> turns(int node) const { return turns_[node / 2]; }
  static int after(int node, const Turn& t) { return 2 * t.shape + ((node & 1) ^ t.parity); }
  size_t shapes() const { return keys_.size(); }
  int max_distance() const;
  double build_ms() const { return build_ms_; }

 private:
  ShapeGraph();
  std::vector<uint32_t> keys_;  // sorted: a shape's index is its key's place
  std::vector<std::vector<Turn>> turns_;
  std::vector<int> slashed_;
  std::vector<uint8_t> distance_;
  double build_ms_ = 0;
};

}  // namespace cubelab::square1
