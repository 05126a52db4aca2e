#include "cubelab/solvers/thistlethwaite/phase_space.h"

#include <stdexcept>

#include "cubelab/tables/distance_table.h"

namespace cubelab::thistlethwaite {
namespace {

// Move table of one coordinate, found by exploring from solved: every new value keeps the
// cube that reached it as its representative, and the table entry for (value, move) is the
// coordinate of representative * move. This needs no unranking and is right for any
// coordinate compatible with the moves.
std::vector<uint16_t> build_move_table(const Coordinate& coord, const std::vector<Move>& moves) {
  const size_t n = moves.size();
  std::vector<uint16_t> table(coord.size * n);
  std::vector<CubieCube> reps(coord.size);
  std::vector<bool> seen(coord.size, false);
  std::vector<uint32_t> queue{coord.of(CubieCube{})};
  seen[queue[0]] = true;
  for (size_t q = 0; q < queue.size(); ++q) {
    const uint32_t v = queue[q];
    for (size_t m = 0; m < n; ++m) {
      CubieCube next = reps[v] * CubieCube::move_cube(moves[m]);
      const uint32_t w = coord.of(next);
      table[v * n + m] = static_cast<uint16_t>(w);
      if (!seen[w]) {
        seen[w] = true;
        reps[w] = next;
        queue.push_back(w);
      }
    }
  }
  if (queue.size() != coord.size)
    throw std::logic_error(std::string("coordinate ") + coord.name + " reaches " +
                           std::to_string(queue.size()) + " of " + std::to_string(coord.size) +
                           " values");
  return table;
}

}  // namespace

PhaseSpace::PhaseSpace(std::string name, std::vector<Move> moves,
                       std::vector<Coordinate> coordinates)
    : name_(std::move(name)), moves_(std::move(moves)), coordinates_(std::move(coordinates)) {
  uint64_t size = 1;
  for (const Coordinate& c : coordinates_) {
    tables_.push_back(build_move_table(c, moves_));
    size *= c.size;
  }
  // Decode an index into coordinates (last coordinate varies fastest, as in index()).
  auto decode = [this](uint64_t i) {
    Coords c{};
    for (size_t j = coordinates_.size(); j-- > 0;) {
      c[j] = static_cast<uint16_t>(i % coordinates_[j].size);
      i /= coordinates_[j].size;
    }
    return c;
  };
  const uint64_t goal = index(coords_of(CubieCube{}));
  dist_ = build_distance_table(
      size, std::span<const uint64_t>(&goal, 1), static_cast<int>(moves_.size()),
      [&](uint64_t s, int m) { return uint64_t{index(apply(decode(s), m))}; });
}

Coords PhaseSpace::coords_of(const CubieCube& cube) const {
  Coords c{};
  for (size_t j = 0; j < coordinates_.size(); ++j)
    c[j] = static_cast<uint16_t>(coordinates_[j].of(cube));
  return c;
}

}  // namespace cubelab::thistlethwaite
