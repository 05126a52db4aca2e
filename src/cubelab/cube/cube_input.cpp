#include "cubelab/cube/cube_input.h"

#include <fmt/format.h>

#include <algorithm>
#include <sstream>
#include <vector>

#include "cubelab/base/enum_names.h"
#include "cubelab/cube/alg.h"
#include "cubelab/cube/any_facelets.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/singmaster.h"
#include "cubelab/cube/stickers48.h"

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
  if (puzzle == Puzzle::Cube3 && letters.size() == kStickers48) {
    ParsedCube p{{}, InputKind::Facelets, ""};
    p.cube = cube_from_stickers48(letters, &p.note);
    return p;
  }
  const size_t expected = puzzle == Puzzle::Cube2 ? kPocketFacelets : kFacelets;
  if (letters.size() != expected)
    throw InputError(
        ErrorCode::Format,
        fmt::format("this looks like a {} facelet string (letters only) but has {} letters, "
                    "not {}{}",
                    puzzle_name(puzzle), letters.size(), expected,
                    letters.size() == kFacelets || letters.size() == kPocketFacelets ||
                            letters.size() == kStickers48
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

constexpr EnumNames<InputKind, 3> kInputKindNames{{{{InputKind::Facelets, "facelets"},
                                                    {InputKind::Singmaster, "singmaster"},
                                                    {InputKind::Moves, "moves"}}},
                                                  "unknown"};

const char* input_kind_name(InputKind kind) { return kInputKindNames.name(kind); }

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
  // Six words of a face's stickers, or on the 3x3x3 of a face's stickers without its centre
  // (the 48-sticker string, stickers48.h).
  const size_t face_lengths[] = {per_face, puzzle == Puzzle::Cube3 ? per_face - 1 : per_face};
  for (size_t length : face_lengths) {
    bool six_faces = w.size() == 6;
    for (const std::string& t : w) six_faces = six_faces && letters_only(t) && t.size() == length;
    if (six_faces) {
      std::string joined;
      for (const std::string& t : w) joined += t;
      return read_facelets(puzzle, joined);
    }
  }
  // The 3x3x3's faces given for the 2x2x2: the wrong puzzle, not moves.
  bool cube3_faces = puzzle == Puzzle::Cube2 && w.size() == 6;
  for (const std::string& t : w)
    cube3_faces = cube3_faces && letters_only(t) && t.size() == w[0].size() &&
                  (t.size() == kFacelets / 6 || t.size() == kStickers48 / 6);
  if (cube3_faces) return read_facelets(puzzle, w[0] + w[1] + w[2] + w[3] + w[4] + w[5]);
  // Six words of letters of about a face's length: a facelet string grouped by face with a
  // typo (a sticker missing or doubled), not moves that happen to look like faces.
  const size_t shortest = face_lengths[1] - 1;
  bool near_faces = w.size() == 6;
  for (const std::string& t : w)
    near_faces = near_faces && letters_only(t) && t.size() >= shortest && t.size() <= per_face + 1;
  if (near_faces) {
    // Which of the two lengths most faces have says which the typo is in.
    const auto nines = std::count_if(w.begin(), w.end(),
                                     [&](const std::string& t) { return t.size() == per_face; });
    const size_t expected = nines >= 3 ? per_face : face_lengths[1];
    for (size_t i = 0; i < w.size(); ++i)
      if (w[i].size() != expected)
        throw InputError(
            ErrorCode::Format,
            fmt::format("six words of letters read as a {} grouped by face, but face {} ('{}') "
                        "has {} letters, not {}; not read as moves (write moves with their "
                        "powers or primes, or one per word)",
                        expected == per_face ? std::string(puzzle_name(puzzle)) + " facelet string"
                                             : std::string("48-sticker string (no centres)"),
                        i + 1, printable(w[i]), w[i].size(), expected));
  }
  // A long word of letters among others: facelets with something added (moves after a
  // facelet string, a stray letter), never moves written without spaces.
  for (size_t i = 0; w.size() > 1 && i < w.size(); ++i)
    if (letters_only(w[i]) && w[i].size() >= kMinFaceletWord)
      throw InputError(
          ErrorCode::Format,
          fmt::format("word {} ('{}', {} letters) is too long to be moves written without "
                      "spaces; tried: a facelet string (it must be the only word, {} letters), "
                      "a facelet string grouped by face (six words of {}), Singmaster notation "
                      "(words of 2 or 3 letters), moves (words of fewer than {} letters); "
                      "separate moves with spaces",
                      i + 1, printable(w[i]), w[i].size(), 6 * per_face, per_face,
                      kMinFaceletWord));
  if (looks_like_singmaster(w)) {
    if (puzzle == Puzzle::Cube2) return {pocket_from_singmaster(text), InputKind::Singmaster, ""};
    return {from_singmaster(text), InputKind::Singmaster, ""};
  }
  CubieCube cube;
  try {
    cube.apply(Alg::parse(text).moves);
  } catch (const InputError& e) {
    // Words of two or three letters that are not moves: Singmaster notation with too few
    // cubies, most likely; say which readings were tried.
    bool cubie_words = w.size() >= 2;
    for (const std::string& t : w)
      cubie_words = cubie_words && letters_only(t) && t.size() >= 2 && t.size() <= 3;
    if (!cubie_words) throw;
    throw InputError(e.code(), fmt::format("{}; tried: Singmaster notation (needs at least 8 "
                                           "cubies, {} given), then moves",
                                           e.what(), w.size()));
  }
  if (puzzle == Puzzle::Cube2) cube = normalise_pocket(cube);
  return {cube, InputKind::Moves, ""};
}

std::string facelets_for(Puzzle puzzle, const CubieCube& cube) {
  return puzzle == Puzzle::Cube2 ? pocket_facelets(cube) : to_facelets(cube);
}

}  // namespace cubelab
