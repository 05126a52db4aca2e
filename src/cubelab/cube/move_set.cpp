#include "cubelab/cube/move_set.h"

#include <fmt/format.h>

#include <cctype>

#include "cubelab/cube/error.h"
#include "cubelab/cube/symmetry.h"

namespace cubelab {
namespace {

int face_of(char c) {
  for (int f = 0; f < kFaces; ++f)
    if (kFaceNames[f] == c) return f;
  return -1;
}

uint32_t face_bits(int face) { return 7u << (3 * face); }

[[noreturn]] void bad(std::string_view text, std::string_view why) {
  throw InputError(ErrorCode::Notation,
                   fmt::format("move set '{}': {} (write faces such as R,U or <R,U,F>, half "
                               "turns such as R2, or 'no B')",
                               printable(text), why));
}

}  // namespace

MoveSet MoveSet::parse(std::string_view text) {
  std::string s;
  for (char c : text)
    if (c != '<' && c != '>') s += c;
  // "no B", "no-B", "noB": every face but those named.
  bool without = false;
  size_t at = s.find_first_not_of(" \t");
  if (at != std::string::npos && s.compare(at, 2, "no") == 0) {
    without = true;
    s = s.substr(at + 2);
  }
  uint32_t bits = 0;
  size_t i = 0;
  auto skip = [&] {
    while (i < s.size() && (s[i] == ',' || s[i] == ' ' || s[i] == '\t' || s[i] == '-')) ++i;
  };
  for (skip(); i < s.size(); skip()) {
    const int face = face_of(s[i]);
    if (face < 0)
      bad(text, fmt::format("'{}' is not a face (U R F D L B)", printable(s.substr(i, 1))));
    ++i;
    if (i < s.size() && s[i] == '2') {
      if (without) bad(text, "'no' takes whole faces");
      bits |= 1u << make_move(face, 2);
      ++i;
    } else if (i < s.size() && (s[i] == '\'' || std::isdigit(static_cast<unsigned char>(s[i])))) {
      bad(text, fmt::format("'{}{}' is not a face or a half turn (a face gives all its turns)",
                            kFaceNames[face], printable(s.substr(i, 1))));
    } else {
      bits |= face_bits(face);
    }
  }
  if (without) bits = kAll & ~bits;
  if (bits == 0) bad(text, "no turns");
  return MoveSet(bits);
}

bool MoveSet::has_quarter_turns_of_its_faces() const {
  for (int f = 0; f < kFaces; ++f)
    if ((bits_ & face_bits(f)) && !contains(make_move(f, 1))) return false;
  return true;
}

int MoveSet::full_faces() const {
  int n = 0;
  for (int f = 0; f < kFaces; ++f) n += (bits_ & face_bits(f)) == face_bits(f);
  return n;
}

MoveSet MoveSet::conjugated(int symmetry) const {
  uint32_t bits = 0;
  for (Move m = 0; m < kMoves; ++m)
    if (contains(m)) bits |= 1u << conjugate_move(m, symmetry);
  return MoveSet(bits);
}

std::string MoveSet::str() const {
  if (all()) return "all";
  std::string s = "<";
  for (int f = 0; f < kFaces; ++f) {
    const uint32_t b = bits_ & face_bits(f);
    if (!b) continue;
    if (s.size() > 1) s += ',';
    s += kFaceNames[f];
    if (b != face_bits(f)) s += '2';
  }
  return s + ">";
}

std::string MoveSet::key() const {
  if (all()) return "all";
  std::string s;
  for (int f = 0; f < kFaces; ++f) {
    const uint32_t b = bits_ & face_bits(f);
    if (!b) continue;
    s += static_cast<char>(std::tolower(kFaceNames[f]));
    if (b != face_bits(f)) s += '2';
  }
  return s;
}

}  // namespace cubelab
