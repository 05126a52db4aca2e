// The skewb's stickers, pieces and moves (skewb.h). The sticker permutations of the moves and
// of the whole-puzzle rotations are derived from the cube's geometry, so no table of them is
// written by hand.
#include "cubelab/puzzles/skewb/skewb.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "cubelab/cube/error.h"
#include "cubelab/puzzles/notation_text.h"
#include "cubelab/puzzles/space_vector.h"

namespace cubelab::skewb {
namespace {

using wca::Vec;

constexpr char kFaces[] = "URFDLB";
constexpr char kAxisNames[] = "RULB";
using Perm = std::array<int, kStickers>;  // perm[i]: where the sticker at i goes

// x right, y up, z towards the front.
struct Face {
  Vec normal, right, down;
};
constexpr std::array<Face, 6> kFaceFrames = {{
    {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}},    // U, B at the top
    {{1, 0, 0}, {0, 0, -1}, {0, -1, 0}},  // R
    {{0, 0, 1}, {1, 0, 0}, {0, -1, 0}},   // F
    {{0, -1, 0}, {1, 0, 0}, {0, 0, -1}},  // D, F at the top
    {{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}},  // L
    {{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}}  // B
}};
// A face's five stickers in reading order: the corners' offsets along right and down, the
// centre (0, 0) in the middle.
constexpr int kSlotRight[5] = {-1, 1, 0, -1, 1};
constexpr int kSlotDown[5] = {-1, -1, 0, 1, 1};
constexpr int kCentreSlot = 2;
// The cube's corners (URF UFL ULB UBR DFR DLF DBL DRB) and the moves' corners (R U L B).
constexpr std::array<Vec, 8> kCorners = {{{1, 1, 1},
                                          {-1, 1, 1},
                                          {-1, 1, -1},
                                          {1, 1, -1},
                                          {1, -1, 1},
                                          {-1, -1, 1},
                                          {-1, -1, -1},
                                          {1, -1, -1}}};
constexpr std::array<int, kAxes> kAxisCorner = {7, 2, 5, 6};  // DRB UBL DLF DBL

struct Geometry {
  std::array<Vec, kStickers> position;  // the sticker's centre
  std::array<int, kStickers> piece;     // its corner (0..7) or, for a centre, 8 + face
  std::array<Perm, kAxes> move;         // a clockwise third turn of each axis
  std::vector<Perm> rotations;          // the 24 rotations of the whole puzzle
  // corner_stickers[c]: the stickers of corner c, its U or D sticker first, then clockwise.
  std::array<std::array<int, 3>, 8> corner_stickers;

  Geometry() {
    for (int i = 0; i < kStickers; ++i) {
      const Face& f = kFaceFrames[i / 5];
      const int slot = i % 5;
      position[i] =
          f.normal + (0.5 * kSlotRight[slot]) * f.right + (0.5 * kSlotDown[slot]) * f.down;
      if (slot == kCentreSlot) {
        piece[i] = 8 + i / 5;
        continue;
      }
      const Vec corner = f.normal + static_cast<double>(kSlotRight[slot]) * f.right +
                         static_cast<double>(kSlotDown[slot]) * f.down;
      for (int c = 0; c < 8; ++c)
        if (dot(corner - kCorners[c], corner - kCorners[c]) < 1e-9) piece[i] = c;
    }
    for (int c = 0; c < 8; ++c) {
      std::vector<int> s;
      for (int i = 0; i < kStickers; ++i)
        if (piece[i] == c) s.push_back(i);
      // U or D first (faces 0 and 3), then the next clockwise seen from outside the corner:
      // the one whose face follows with (n1 x n2) . corner < 0.
      std::sort(s.begin(), s.end(), [](int a, int b) {
        return (a / 5 == 0 || a / 5 == 3) > (b / 5 == 0 || b / 5 == 3);
      });
      const Vec n0 = kFaceFrames[s[0] / 5].normal, n1 = kFaceFrames[s[1] / 5].normal;
      if (dot(cross(n0, n1), kCorners[c]) > 0) std::swap(s[1], s[2]);
      corner_stickers[c] = {s[0], s[1], s[2]};
    }
    for (int a = 0; a < kAxes; ++a) {
      const Vec axis = kCorners[kAxisCorner[a]];
      move[a] = turn(axis, 2 * M_PI / 3, [&](int i) {
        const Vec centre = piece[i] < 8 ? kCorners[piece[i]] : kFaceFrames[piece[i] - 8].normal;
        return dot(centre, axis) > 0;
      });
    }
    // x and y generate the 24 rotations.
    const Perm x = turn({1, 0, 0}, M_PI / 2, [](int) { return true; });
    const Perm y = turn({0, 1, 0}, M_PI / 2, [](int) { return true; });
    Perm identity;
    for (int i = 0; i < kStickers; ++i) identity[i] = i;
    rotations = {identity};
    for (size_t k = 0; k < rotations.size(); ++k)
      for (const Perm& g : {x, y}) {
        Perm next;
        for (int i = 0; i < kStickers; ++i) next[i] = g[rotations[k][i]];
        if (std::find(rotations.begin(), rotations.end(), next) == rotations.end())
          rotations.push_back(next);
      }
    if (rotations.size() != 24) throw std::logic_error("skewb geometry: not 24 rotations");
  }

  // The stickers `moves` selects turned clockwise by `angle`, seen from outside `axis`.
  template <typename Moves>
  Perm turn(Vec axis, double angle, Moves moves) const {
    const Vec u = (1 / std::sqrt(dot(axis, axis))) * axis;
    const double a = -angle;  // clockwise seen from outside: negative about the outward axis
    Perm perm;
    for (int i = 0; i < kStickers; ++i) {
      if (!moves(i)) {
        perm[i] = i;
        continue;
      }
      const Vec p = position[i];
      const Vec turned =
          std::cos(a) * p + std::sin(a) * cross(u, p) + ((1 - std::cos(a)) * dot(u, p)) * u;
      perm[i] = -1;
      for (int j = 0; j < kStickers; ++j)
        if (dot(position[j] - turned, position[j] - turned) < 1e-9) perm[i] = j;
      if (perm[i] < 0) throw std::logic_error("skewb geometry: a sticker turned to nowhere");
    }
    return perm;
  }
};

const Geometry& geometry() {
  static const Geometry g;
  return g;
}

std::array<char, kStickers> solved_stickers() {
  std::array<char, kStickers> s{};
  for (int i = 0; i < kStickers; ++i) s[i] = kFaces[i / 5];
  return s;
}

int face_index(char c) { return static_cast<int>(std::string_view(kFaces).find(c)); }

// The corner whose stickers, U or D first then clockwise, are these colours; -1 for none.
// `twist` is how far round the U or D colour is.
int corner_of(const std::array<char, 3>& colours, int* twist) {
  const auto& g = geometry();
  const std::array<char, kStickers> solved = solved_stickers();
  for (int c = 0; c < 8; ++c)
    for (int t = 0; t < 3; ++t) {
      bool match = true;
      for (int k = 0; k < 3; ++k)
        match = match && colours[(k + t) % 3] == solved[g.corner_stickers[c][k]];
      if (match) {
        *twist = t;
        return c;
      }
    }
  return -1;
}

std::string sticker_name(int i) {
  return std::string(1, kFaces[i / 5]) + std::to_string(i % 5 + 1);
}

}  // namespace

std::string to_string(const Move& m) {
  std::string s(1, kAxisNames[m.axis]);
  if (m.turns == 2) s += '\'';
  return s;
}

std::string to_string(const std::vector<Move>& moves) { return wca::join_moves(moves); }

std::vector<Move> parse_moves(std::string_view text) {
  std::vector<Move> out;
  for (const wca::MoveWord& w : wca::move_words(text)) {
    const size_t axis = std::string_view(kAxisNames).find(w.text[0]);
    if (axis == std::string_view::npos)
      throw InputError(ErrorCode::Notation, "skewb move at position " + std::to_string(w.position) +
                                                ": '" + printable(w.text.substr(0, 1)) +
                                                "' is none of R U L B");
    size_t used = 0;
    const int turns = wca::third_turns(w.text.substr(1), &used);
    if (1 + used < w.text.size())
      throw InputError(ErrorCode::Notation,
                       "skewb move at position " + std::to_string(w.position + 1 + used) +
                           ": unexpected '" + printable(w.text.substr(1 + used, 1)) + "'");
    out.push_back(Move{static_cast<int>(axis), turns});
  }
  return out;
}

std::vector<Move> invert(const std::vector<Move>& moves) { return wca::invert_third_turns(moves); }

Skewb::Skewb() : s_(solved_stickers()) {}

Skewb Skewb::from_stickers(std::string_view text) {
  const std::string letters = wca::without_whitespace(text);
  if (letters.size() != kStickers)
    throw InputError(ErrorCode::Format,
                     "a skewb has 30 stickers, not " + std::to_string(letters.size()));
  for (char c : letters)
    if (face_index(c) < 0)
      throw InputError(ErrorCode::Format,
                       "'" + printable(std::string(1, c)) + "' is none of U R F D L B");
  for (char c : std::string_view(kFaces)) {
    const long count = std::count(letters.begin(), letters.end(), c);
    if (count != 5)
      throw InputError(ErrorCode::ColorCount, std::string("colour ") + c + " appears " +
                                                  count_of(count, "time") + ", not 5");
  }
  Skewb p;
  std::copy(letters.begin(), letters.end(), p.s_.begin());
  std::array<bool, 6> centre_seen{};
  for (int f = 0; f < 6; ++f) {
    const char c = p.s_[5 * f + kCentreSlot];
    if (centre_seen[face_index(c)])
      throw InputError(ErrorCode::Centers, std::string("two centres are ") + c);
    centre_seen[face_index(c)] = true;
  }
  const Pieces pieces = p.pieces();  // E_CORNER for a corner no skewb has
  std::array<bool, 8> corner_seen{};
  for (int pos = 0; pos < 8; ++pos) {
    if (corner_seen[pieces.corner[pos]])
      throw InputError(
          ErrorCode::Corner,
          "the corner at " + sticker_name(geometry().corner_stickers[pos][0]) + " is there twice");
    corner_seen[pieces.corner[pos]] = true;
  }
  // Held as the moves hold it: the corner URF in place, its U sticker up.
  const auto& g = geometry();
  for (const Perm& rotation : g.rotations) {
    Skewb turned;
    for (int i = 0; i < kStickers; ++i) turned.s_[rotation[i]] = p.s_[i];
    const Pieces tp = turned.pieces();
    if (tp.corner[0] == 0 && tp.twist[0] == 0) return turned;
  }
  throw std::logic_error("skewb: no rotation puts the corner URF in place");
}

std::string Skewb::stickers() const { return std::string(s_.begin(), s_.end()); }

void Skewb::apply(const Move& m) {
  const Perm& perm = geometry().move[m.axis];
  for (int t = 0; t < m.turns; ++t) {
    std::array<char, kStickers> next{};
    for (int i = 0; i < kStickers; ++i) next[perm[i]] = s_[i];
    s_ = next;
  }
}

void Skewb::apply(const std::vector<Move>& moves) {
  for (const Move& m : moves) apply(m);
}

bool Skewb::is_solved() const { return s_ == solved_stickers(); }

Skewb::Pieces Skewb::pieces() const {
  const auto& g = geometry();
  Pieces out{};
  for (int f = 0; f < 6; ++f)
    out.centre[f] = static_cast<uint8_t>(face_index(s_[5 * f + kCentreSlot]));
  for (int pos = 0; pos < 8; ++pos) {
    const auto& st = g.corner_stickers[pos];
    int twist = 0;
    const int c = corner_of({s_[st[0]], s_[st[1]], s_[st[2]]}, &twist);
    if (c < 0)
      throw InputError(ErrorCode::Corner, "the corner at " + sticker_name(st[0]) + " " +
                                              sticker_name(st[1]) + " " + sticker_name(st[2]) +
                                              " has colours " + s_[st[0]] + s_[st[1]] + s_[st[2]] +
                                              ", which no skewb corner has");
    out.corner[pos] = static_cast<uint8_t>(c);
    out.twist[pos] = static_cast<uint8_t>(twist);
  }
  return out;
}

}  // namespace cubelab::skewb
