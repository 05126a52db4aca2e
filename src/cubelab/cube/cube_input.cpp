#include "cubelab/cube/cube_input.h"

#include <fmt/format.h>

#include <sstream>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/any_facelets.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/singmaster.h"

namespace cubelab {
namespace {

// Fewer letters than this in one word is read as moves written without spaces.
constexpr size_t kMinFaceletWord = 20;

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

bool letters_only(const std::string& word) {
  for (char c : word)
    if (!is_letter(c)) return false;
  return !word.empty();
}

std::vector<std::string> words(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> w;
  for (std::string t; in >> t;) w.push_back(t);
  return w;
}

bool looks_like_singmaster(const std::vector<std::string>& w) {
  if (w.size() < 8) return false;
  bool has_three = false;
  for (const std::string& t : w) {
    if (!letters_only(t) || t.size() < 2 || t.size() > 3) return false;
    has_three = has_three || t.size() == 3;
  }
  return has_three;
}

ParsedCube read_facelets(Puzzle puzzle, const std::string& letters) {
  const size_t expected = puzzle == Puzzle::Cube2 ? kPocketFacelets : kFacelets;
  if (letters.size() != expected)
    throw InputError(
        ErrorCode::Format,
        fmt::format("this looks like a {} facelet string (letters only) but has {} letters, "
                    "not {}{}",
                    puzzle_name(puzzle), letters.size(), expected,
                    letters.size() == kFacelets || letters.size() == kPocketFacelets
                        ? " (wrong puzzle? see --puzzle)"
                        : "; to give moves, separate them with spaces"));
  ParsedCube p{{}, InputKind::Facelets, ""};
  if (puzzle == Puzzle::Cube2) {
    p.cube = pocket_from_facelets(letters);
  } else {
    p.cube = cube_from_any_facelets(letters, &p.note);
  }
  return p;
}

}  // namespace

const char* input_kind_name(InputKind kind) {
  switch (kind) {
    case InputKind::Facelets:
      return "facelets";
    case InputKind::Singmaster:
      return "singmaster";
    case InputKind::Moves:
      return "moves";
  }
  return "unknown";
}

ParsedCube parse_cube_for(Puzzle puzzle, std::string_view text) {
  const std::vector<std::string> w = words(text);
  const size_t per_face = puzzle == Puzzle::Cube2 ? 4 : 9;
  if (w.size() == 1 && letters_only(w[0]) && w[0].size() >= kMinFaceletWord)
    return read_facelets(puzzle, w[0]);
  // A word of exactly the facelet length without a prime is a facelet string with a typo
  // (reported as such), not moves that happen to have that length.
  const size_t facelet_length = 6 * per_face;
  if (w.size() == 1 && w[0].size() == facelet_length && w[0].find('\'') == std::string::npos &&
      w[0].find("\xE2\x80\x99") == std::string::npos)
    return read_facelets(puzzle, w[0]);
  bool six_faces = w.size() == 6;
  for (const std::string& t : w) six_faces = six_faces && letters_only(t) && t.size() == per_face;
  if (six_faces) {
    std::string joined;
    for (const std::string& t : w) joined += t;
    return read_facelets(puzzle, joined);
  }
  if (looks_like_singmaster(w)) {
    if (puzzle == Puzzle::Cube2) return {pocket_from_singmaster(text), InputKind::Singmaster, ""};
    return {from_singmaster(text), InputKind::Singmaster, ""};
  }
  CubieCube cube;
  cube.apply(Alg::parse(text).moves);
  if (puzzle == Puzzle::Cube2) cube = normalise_pocket(cube);
  return {cube, InputKind::Moves, ""};
}

std::string facelets_for(Puzzle puzzle, const CubieCube& cube) {
  return puzzle == Puzzle::Cube2 ? pocket_facelets(cube) : to_facelets(cube);
}

}  // namespace cubelab
