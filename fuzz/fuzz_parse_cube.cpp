// Fuzzes parse_cube_for (format detection, facelets in any scheme and orientation,
// Singmaster, moves) for both puzzles. The first byte chooses how the rest is used:
//  0..3: as text, for the 3x3x3 or the 2x2x2;
//  4..7: as edits (position, letter) of a valid facelet / Singmaster string, which reaches
//        the validation steps far more often than random text.
#include <cstddef>
#include <cstdint>
#include <string>

#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/singmaster.h"
#include "fuzz_check.h"

namespace {

using namespace cubelab;

void parse_and_check(Puzzle puzzle, const std::string& text) {
  ParsedCube p;
  try {
    p = parse_cube_for(puzzle, text);
  } catch (const InputError& e) {
    // Rejected: with a message fit for JSON.
    FUZZ_CHECK(e.what()[0] != '\0');
    for (const char* c = e.what(); *c; ++c) FUZZ_CHECK(*c >= 0x20 && *c < 0x7f);
    return;
  }
  // Accepted: a valid state that every output format gives back.
  if (puzzle == Puzzle::Cube3) {
    FUZZ_CHECK(p.cube.is_solvable());
    FUZZ_CHECK(from_facelets(to_facelets(p.cube)) == p.cube);
    FUZZ_CHECK(from_singmaster(to_singmaster(p.cube)) == p.cube);
  } else {
    FUZZ_CHECK(is_normalised_pocket(p.cube) && p.cube.twist() == 0);
    FUZZ_CHECK(pocket_from_facelets(pocket_facelets(p.cube)) == p.cube);
  }
}

std::string edited(std::string base, const uint8_t* data, size_t size) {
  static const char kLetters[] = "URFDLBWYGOAxyz ' 2";
  for (size_t i = 0; i + 1 < size; i += 2)
    base[data[i] % base.size()] = kLetters[data[i + 1] % (sizeof kLetters - 1)];
  return base;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const int mode = data[0] % 8;
  const Puzzle puzzle = mode % 2 ? Puzzle::Cube2 : Puzzle::Cube3;
  ++data, --size;
  if (mode < 4) {
    parse_and_check(puzzle, std::string(reinterpret_cast<const char*>(data), size));
  } else if (mode < 6) {
    std::string base =
        puzzle == Puzzle::Cube2 ? std::string(kSolvedPocketFacelets) : std::string(kSolvedFacelets);
    parse_and_check(puzzle, edited(base, data, size));
  } else {
    std::string base = puzzle == Puzzle::Cube2
                           ? "UFR URB UBL ULF DRF DFL DLB DBR"
                           : "UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR";
    parse_and_check(puzzle, edited(base, data, size));
  }
  return 0;
}
