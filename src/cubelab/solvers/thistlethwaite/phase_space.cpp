#include "cubelab/solvers/thistlethwaite/phase_space.h"

#include "cubelab/tables/distance_table.h"

namespace cubelab::thistlethwaite {

PhaseSpace::PhaseSpace(std::string name, std::vector<Move> moves,
                       std::vector<const coord::Coordinate*> coordinates)
    : name_(std::move(name)), moves_(std::move(moves)), coordinates_(std::move(coordinates)) {
  uint32_t mask = 0;
  for (Move m : moves_) mask |= 1u << m;
  uint64_t size = 1;
  for (const coord::Coordinate* c : coordinates_) {
    tables_.emplace_back(*c, mask);
    size *= c->size;
  }
  // Decode an index into coordinates (last coordinate varies fastest, as in index()).
  auto decode = [this](uint64_t i) {
    Coords c{};
    for (size_t j = coordinates_.size(); j-- > 0;) {
      c[j] = static_cast<uint16_t>(i % coordinates_[j]->size);
      i /= coordinates_[j]->size;
    }
    return c;
  };
  const uint64_t goal = index(coords_of(CubieCube{}));
  dist_ = build_distance_table(
      size, std::span<const uint64_t>(&goal, 1), static_cast<int>(moves_.size()),
      [&](uint64_t s, int m) { return uint64_t{index(apply(decode(s), moves_[m]))}; });
}

Coords PhaseSpace::coords_of(const CubieCube& cube) const {
  Coords c{};
  for (size_t j = 0; j < coordinates_.size(); ++j)
    c[j] = static_cast<uint16_t>(coordinates_[j]->get(cube));
  return c;
}

}  // namespace cubelab::thistlethwaite
