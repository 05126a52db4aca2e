// The facade's Cube: a puzzle's name and canonical facelets; every operation is the puzzle's
// own (puzzles.h).
#include "cubelab/cube.h"

#include "cubelab/library/access.h"
#include "cubelab/library/puzzles.h"

namespace cubelab {

Cube Cube::solved(std::string_view puzzle) {
  const PuzzleEntry& p = find_puzzle(puzzle);
  return CubeAccess::make(p.info.name, p.solved);
}

Cube Cube::parse(std::string_view text, std::string_view puzzle) {
  const PuzzleEntry& p = find_puzzle(puzzle);
  return CubeAccess::make(p.info.name, p.read(text).facelets);
}

bool Cube::is_solved() const {
  const PuzzleEntry& p = find_puzzle(puzzle_);
  return p.is_solved ? p.is_solved(facelets_) : facelets_ == p.solved;
}

std::string Cube::diagram(bool color) const {
  return find_puzzle(puzzle_).diagram(facelets_, color);
}

std::string Cube::singmaster() const {
  const PuzzleEntry& p = find_puzzle(puzzle_);
  return p.singmaster ? p.singmaster(facelets_) : std::string();
}

Cube& Cube::apply(std::string_view moves) {
  facelets_ = find_puzzle(puzzle_).apply(facelets_, moves);
  return *this;
}

Cube Cube::applied(std::string_view moves) const {
  Cube copy = *this;
  copy.apply(moves);
  return copy;
}

bool solves(std::string_view text, std::string_view moves, std::string_view puzzle) {
  const PuzzleEntry& p = find_puzzle(puzzle);
  if (p.solves) return p.solves(text, moves);
  return Cube::parse(text, puzzle).applied(moves).is_solved();
}

}  // namespace cubelab
