// The facade's scramble() and validate(): the puzzle's own (puzzles.h).
#include "cubelab/scramble.h"

#include "cubelab/library/access.h"
#include "cubelab/library/puzzles.h"

namespace cubelab {

ScrambleResult scramble(const ScrambleOptions& o) {
  if (!o.random_state && (o.length < 0 || o.length > 10000))
    throw Error(error_code_name(ErrorCode::Option),
                "scramble length " + std::to_string(o.length) + " is outside 0..10000");
  return find_puzzle(o.puzzle).scramble(o);
}

Validation validate(std::string_view text, std::string_view puzzle) {
  const PuzzleEntry& p = find_puzzle(puzzle);
  Validation v;
  try {
    v.format = p.read(text).format;
    v.valid = true;
  } catch (const Error& e) {
    v.code = e.code();
    v.message = e.what();
  }
  return v;
}

}  // namespace cubelab
