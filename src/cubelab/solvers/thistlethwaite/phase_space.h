#pragma once
// The coset space of one Thistlethwaite phase: a few small coordinates (each a function of
// the cube that is compatible with the phase's moves: its value after a move depends only on
// its value before), a move table per coordinate, and the exact BFS distance table over
// their product. Distance 0 means "in the next group".
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cubelab/cube/cubie_cube.h"

namespace cubelab::thistlethwaite {

constexpr int kMaxCoordinates = 4;

struct Coordinate {
  const char* name;
  uint32_t size;  // values 0 .. size-1, all reachable from solved with the phase's moves
  uint32_t (*of)(const CubieCube&);
};

// The coordinate values of one state; unused slots stay 0.
using Coords = std::array<uint16_t, kMaxCoordinates>;

class PhaseSpace {
 public:
  // Builds the move tables (by exploring the coordinate values reachable from solved, each
  // with a representative cube) and the distance table. Throws std::logic_error when a
  // coordinate does not reach all its `size` values (a bug in the coordinate).
  PhaseSpace(std::string name, std::vector<Move> moves, std::vector<Coordinate> coordinates);

  const std::string& name() const { return name_; }
  const std::vector<Move>& moves() const { return moves_; }
  size_t size() const { return dist_.size(); }
  std::span<const uint8_t> distances() const { return dist_; }

  Coords coords_of(const CubieCube& cube) const;
  // The coordinates after the phase's move number `move_index` (an index into moves()).
  Coords apply(const Coords& c, int move_index) const {
    Coords r{};
    for (size_t j = 0; j < coordinates_.size(); ++j)
      r[j] = tables_[j][c[j] * moves_.size() + move_index];
    return r;
  }
  uint32_t index(const Coords& c) const {
    uint32_t i = 0;
    for (size_t j = 0; j < coordinates_.size(); ++j) i = i * coordinates_[j].size + c[j];
    return i;
  }
  int distance(const Coords& c) const { return dist_[index(c)]; }
  int distance(const CubieCube& cube) const { return distance(coords_of(cube)); }

 private:
  std::string name_;
  std::vector<Move> moves_;
  std::vector<Coordinate> coordinates_;
  std::vector<std::vector<uint16_t>> tables_;  // per coordinate: [value * moves + move]
  std::vector<uint8_t> dist_;
};

}  // namespace cubelab::thistlethwaite
