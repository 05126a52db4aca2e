// The facade's scramble() and validate(): the puzzle's own (puzzles.h).
#include "cubelab/scramble.h"

#include "cubelab/library/access.h"
#include "cubelab/library/puzzles.h"

namespace cubelab {

void scrambles(const ScrambleOptions& o, int count,
               const std::function<void(const ScrambleResult&)>& each) {
  if (!o.random_state && (o.length < 0 || o.length > 10000))
    throw Error(error_code_name(ErrorCode::Option),
                "scramble length " + std::to_string(o.length) + " is outside 0..10000");
  if (count < 1 || count > 1000000)
    throw Error(error_code_name(ErrorCode::Option),
                "scramble count " + std::to_string(count) + " is outside 1..1000000");
  if (o.with_moves) {
    find_puzzle(o.puzzle).scramble(o, count, each);
    return;
  }
  // A random-move scramble is its moves: only random states come without them.
  find_puzzle(o.puzzle).scramble(o, count, [&each](const ScrambleResult& made) {
    if (!made.random_state) return each(made);
    ScrambleResult r = made;
    r.has_moves = false;
    r.moves.clear();
    r.length_htm = r.length_qtm = 0;
    each(r);
  });
}

ScrambleResult scramble(const ScrambleOptions& o) {
  ScrambleResult result;
  scrambles(o, 1, [&result](const ScrambleResult& r) { result = r; });
  return result;
}

Validation validate(std::string_view text, std::string_view puzzle) {
  const PuzzleEntry& p = find_puzzle(puzzle);
  Validation v;
  try {
    ReadCube read = p.read(text);
    v.format = read.format;
    v.facelets = std::move(read.facelets);
    v.note = std::move(read.note);
    v.moves = std::move(read.moves);
    v.valid = true;
  } catch (const Error& e) {
    v.code = e.code();
    v.message = e.what();
    if (p.error_stickers) v.stickers = p.error_stickers(text, error_code_from_name(v.code));
  }
  return v;
}

}  // namespace cubelab
