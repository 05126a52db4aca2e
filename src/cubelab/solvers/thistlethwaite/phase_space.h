#pragma once
// The coset space of one Thistlethwaite phase: a few small coordinates (coord/coordinates.h:
// each a function of the cube that is compatible with the phase's moves), a shared move
// table per coordinate (coord/move_table.h), and the exact BFS distance table over their
// product (tables/distance_table.h). Distance 0 means "in the next group".
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cubelab/coord/coordinates.h"
#include "cubelab/coord/move_table.h"

namespace cubelab::thistlethwaite {

constexpr int kMaxCoordinates = 4;

// The coordinate values of one state; unused slots stay 0.
using Coords = std::array<uint16_t, kMaxCoordinates>;

class PhaseSpace {
 public:
  // Builds the move tables (for the phase's moves only) and the distance table.
  PhaseSpace(std::string name, std::vector<Move> moves,
             std::vector<const coord::Coordinate*> coordinates);

  const std::string& name() const { return name_; }
  const std::vector<Move>& moves() const { return moves_; }
  const std::vector<const coord::Coordinate*>& coordinates() const { return coordinates_; }
  size_t size() const { return dist_.size(); }
  std::span<const uint8_t> distances() const { return dist_; }

  Coords coords_of(const CubieCube& cube) const;
  // The coordinates after move m, which must be one of moves().
  Coords apply(const Coords& c, Move m) const {
    Coords r{};
    for (size_t j = 0; j < tables_.size(); ++j) r[j] = tables_[j](c[j], m);
    return r;
  }
  uint32_t index(const Coords& c) const {
    uint32_t i = 0;
    for (size_t j = 0; j < coordinates_.size(); ++j) i = i * coordinates_[j]->size + c[j];
    return i;
  }
  int distance(const Coords& c) const { return dist_[index(c)]; }
  int distance(const CubieCube& cube) const { return distance(coords_of(cube)); }

 private:
  std::string name_;
  std::vector<Move> moves_;
  std::vector<const coord::Coordinate*> coordinates_;
  std::vector<coord::MoveTable> tables_;
  std::vector<uint8_t> dist_;
};

}  // namespace cubelab::thistlethwaite
