// The facade's puzzle registry (puzzles.h): one entry a puzzle, each saying how the facade
// reads, turns, scrambles and solves it.
#include "cubelab/library/puzzles.h"

#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/goal.h"
#include "cubelab/cube/move_set.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "cubelab/library/access.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/scramble.h"

namespace cubelab {
namespace {

// A scramble of the 3x3x3 or the 2x2x2: random moves, a random state (the inverse of a
// solver's solution), or one of a move set's group or of a goal's subset (3x3x3).
void cubie_scrambles(Puzzle puzzle, const ScrambleOptions& o, int count,
                     const std::function<void(const ScrambleResult&)>& each) {
  std::optional<MoveSet> move_set;
  if (!o.move_set.empty()) move_set = MoveSet::parse(o.move_set);
  std::optional<Goal> subset;
  if (!o.subset.empty()) subset = Goal::parse(o.subset);
  if ((move_set || subset) && puzzle != Puzzle::Cube3)
    throw InputError(ErrorCode::Option, "move sets and subsets are for the 3x3x3");
  if (move_set && subset)
    throw InputError(ErrorCode::Option, "a scramble has a move set or a subset, not both");
  Rng rng = Rng::from_optional_seed(o.seed);
  for (int i = 0; i < count; ++i) {
    const Scramble s = move_set         ? random_move_set_scramble(rng, *move_set)
                       : subset         ? random_subset_scramble(rng, *subset, o.solver)
                       : o.random_state ? random_state_scramble(puzzle, rng, o.solver)
                                        : random_move_scramble(puzzle, rng, o.length);
    ScrambleResult r{CubeAccess::make(puzzle_name(puzzle), facelets_for(puzzle, s.cube))};
    r.has_moves = s.moves.has_value();
    if (s.moves) {
      r.moves = s.moves->str();
      r.length_htm = s.moves->htm();
      r.length_qtm = s.moves->qtm();
    }
    r.solver = s.solver;
    r.note = s.note;
    each(r);
  }
}

// The 3x3x3 and the 2x2x2: CubieCube, its text formats and the solvers of solve/registry.h.
PuzzleEntry cubie_puzzle(Puzzle puzzle, std::string description) {
  PuzzleEntry e;
  e.info.name = puzzle_name(puzzle);
  e.info.description = std::move(description);
  e.info.facelets = puzzle == Puzzle::Cube2 ? 24 : 54;
  e.info.scramble_length = puzzle == Puzzle::Cube2 ? 11 : 25;
  e.info.default_solver = default_solver_name(puzzle);
  for (const auto& s : all_solvers())
    if (s->puzzle() == puzzle) e.info.solvers.push_back(s->name());
  e.solved = facelets_for(puzzle, CubieCube::solved());
  e.read = [puzzle](std::string_view text) {
    return rethrow_as_error([&] {
      const ParsedCube parsed = parse_cube_for(puzzle, text);
      // Slices, wide moves and rotations come back as face turns relative to the centres.
      const std::string moves = parsed.kind == InputKind::Moves ? Alg::parse(text).str() : "";
      return ReadCube{facelets_for(puzzle, parsed.cube), input_kind_name(parsed.kind), parsed.note,
                      moves};
    });
  };
  e.apply = [puzzle](const std::string& facelets, std::string_view moves) {
    return rethrow_as_error([&] {
      CubieCube c = parse_cube_for(puzzle, facelets).cube;
      c.apply(Alg::parse(moves).moves);
      // The 2x2x2 has no centres: a state is kept with its DBL corner in place, so that a
      // turn of L and one of R (the same up to a rotation) give the same Cube.
      if (puzzle == Puzzle::Cube2) c = normalise_pocket(c);
      return facelets_for(puzzle, c);
    });
  };
  e.scramble = [puzzle](const ScrambleOptions& o, int count,
                        const std::function<void(const ScrambleResult&)>& each) {
    rethrow_as_error([&] { cubie_scrambles(puzzle, o, count, each); });
  };
  e.solve = [puzzle](const Request& r, const SolveControl& c) {
    return solve_cubies(puzzle, r, c);
  };
  e.check = [puzzle](const Request& r) { return check_cubies(puzzle, r); };
  e.prepare = [puzzle](const Request& r, const SolveControl& c) {
    return prepare_cubies(puzzle, r, c);
  };
  return e;
}

const std::vector<PuzzleEntry>& entries() {
  static const std::vector<PuzzleEntry> all = {
      cubie_puzzle(Puzzle::Cube3, "The Rubik's cube"),
      cubie_puzzle(Puzzle::Cube2, "The pocket cube: corners only"),
  };
  return all;
}

}  // namespace

const PuzzleEntry& find_puzzle(std::string_view name) {
  // The short names ("3x3", "3") are read too, as they always were by Cube::parse.
  const std::optional<Puzzle> cubie = puzzle_from_name(name);
  for (const PuzzleEntry& e : entries())
    if (e.info.name == name || (cubie && e.info.name == puzzle_name(*cubie))) return e;
  throw Error(error_code_name(ErrorCode::Option),
              "unknown puzzle '" + printable(name) + "': use " + puzzle_names());
}

std::vector<PuzzleInfo> puzzles() {
  std::vector<PuzzleInfo> out;
  for (const PuzzleEntry& e : entries()) out.push_back(e.info);
  return out;
}

std::string puzzle_names() {
  std::string s;
  const auto& all = entries();
  for (size_t i = 0; i < all.size(); ++i)
    s += (i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + all[i].info.name;
  return s;
}

}  // namespace cubelab
