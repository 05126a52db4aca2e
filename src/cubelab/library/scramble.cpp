// The facade's scramble() and validate().
#include "cubelab/scramble.h"

#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/random.h"
#include "cubelab/library/access.h"
#include "cubelab/solve/scramble.h"

namespace cubelab {

ScrambleResult scramble(const ScrambleOptions& o) {
  const Puzzle puzzle = library_puzzle(o.puzzle);
  if (!o.random_state && (o.length < 0 || o.length > 10000))
    throw Error(error_code_name(ErrorCode::Option),
                "scramble length " + std::to_string(o.length) + " is outside 0..10000");
  return rethrow_as_error([&] {
    Rng rng = Rng::from_optional_seed(o.seed);
    Scramble s = o.random_state ? random_state_scramble(puzzle, rng)
                                : random_move_scramble(puzzle, rng, o.length);
    if (!s.moves) throw Error(error_code_name(ErrorCode::Option), "no scramble moves: " + s.note);
    return ScrambleResult{CubeAccess::make(puzzle, s.cube), s.moves->str()};
  });
}

Validation validate(std::string_view text, std::string_view puzzle) {
  const Puzzle p = library_puzzle(puzzle);
  Validation v;
  try {
    ParsedCube parsed = parse_cube_for(p, text);
    v.valid = true;
    v.format = input_kind_name(parsed.kind);
  } catch (const InputError& e) {
    v.code = e.code_name();
    v.message = e.what();
  }
  return v;
}

}  // namespace cubelab
