// The pyraminx's stickers and moves (pyraminx.h). The move permutations are derived from the
// geometry of a regular tetrahedron cut in thirds, so no table of them is written by hand.
#include "cubelab/puzzles/pyraminx/pyraminx.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "cubelab/cube/error.h"
#include "cubelab/puzzles/notation_text.h"
#include "cubelab/puzzles/space_vector.h"

namespace cubelab::pyraminx {
namespace {

using wca::Vec;

constexpr char kVertexNames[] = "ULRB";
constexpr char kColours[] = "GRBY";  // faces F L R D

// The geometry: where each sticker's centre lies, and each move's sticker permutation.
struct Geometry {
  std::array<Vec, kVertices> vertex;
  std::array<Vec, kStickers> centre;
  // perm[vertex][tip]: the sticker each sticker goes to under one clockwise turn.
  std::array<std::array<std::array<int, kStickers>, 2>, kVertices> perm;
  std::array<std::array<int, 3>, kVertices> tip_stickers;

  Geometry() {
    const Vec u{1, 1, 1}, b{-1, -1, 1}, p{1, -1, -1}, q{-1, 1, -1};
    // L is on the left of R seen from the front (the face without B), U up.
    const bool p_right = dot(p - q, cross(b, u)) > 0;
    vertex = {u, p_right ? q : p, p_right ? p : q, b};
    const Vec U = vertex[0], L = vertex[1], R = vertex[2], B = vertex[3];
    // Each face from its top vertex, then the other two anticlockwise seen from outside.
    const std::array<std::array<Vec, 3>, 4> faces = {{{U, L, R}, {U, B, L}, {U, R, B}, {B, R, L}}};
    int n = 0;
    for (const auto& f : faces) {
      // Plain variables, not a structured binding: clang before 16 cannot capture those.
      const Vec t = f[0];
      Vec bl = f[1], br = f[2];
      const Vec outward = (1.0 / 3) * (t + bl + br);
      if (dot(cross(bl - t, br - t), outward) < 0) std::swap(bl, br);
      auto point = [&](double i, double j) { return t + (i / 3) * (bl - t) + (j / 3) * (br - bl); };
      for (int r = 0; r < 3; ++r)
        for (int k = 0; k <= r; ++k) {
          centre[n++] = (1.0 / 3) * (point(r, k) + point(r + 1, k) + point(r + 1, k + 1));
          if (k < r)
            centre[n++] = (1.0 / 3) * (point(r, k) + point(r, k + 1) + point(r + 1, k + 1));
        }
    }
    for (int v = 0; v < kVertices; ++v) {
      const double len = std::sqrt(dot(vertex[v], vertex[v]));
      const Vec axis = (1 / len) * vertex[v];
      int tips = 0;
      for (int tip = 0; tip < 2; ++tip) {
        // Cuts a third and two thirds of the height (4/3 len) from the vertex.
        const double cut = tip ? len * 5 / 9 : len / 9;
        for (int i = 0; i < kStickers; ++i) {
          const Vec c = centre[i];
          const double h = dot(c, axis);
          if (h < cut) {
            perm[v][tip][i] = i;
            continue;
          }
          if (tip) tip_stickers[v][tips++] = i;
          // Clockwise seen from outside: -120 degrees about the outward axis (Rodrigues).
          const double a = -2 * M_PI / 3;
          const Vec turned = std::cos(a) * c + std::sin(a) * cross(axis, c) +
                             ((1 - std::cos(a)) * dot(axis, c)) * axis;
          int to = -1;
          for (int j = 0; j < kStickers; ++j) {
            const Vec d = centre[j] - turned;
            if (dot(d, d) < 1e-9) to = j;
          }
          if (to < 0) throw std::logic_error("pyraminx geometry: a sticker turned to nowhere");
          perm[v][tip][i] = to;
        }
      }
    }
  }
};

const Geometry& geometry() {
  static const Geometry g;
  return g;
}

std::array<char, kStickers> solved_stickers() {
  std::array<char, kStickers> s{};
  for (int i = 0; i < kStickers; ++i) s[i] = kColours[i / 9];
  return s;
}

}  // namespace

std::string to_string(const Move& m) {
  std::string s(
      1, m.tip ? static_cast<char>(kVertexNames[m.vertex] - 'A' + 'a') : kVertexNames[m.vertex]);
  if (m.turns == 2) s += '\'';
  return s;
}

std::string to_string(const std::vector<Move>& moves) { return wca::join_moves(moves); }

std::vector<Move> parse_moves(std::string_view text) {
  std::vector<Move> out;
  const std::string_view upper = "ULRB", lower = "ulrb";
  for (const wca::MoveWord& w : wca::move_words(text)) {
    const char c = w.text[0];
    Move m;
    if (upper.find(c) != std::string_view::npos) {
      m.vertex = static_cast<int>(upper.find(c));
    } else if (lower.find(c) != std::string_view::npos) {
      m.vertex = static_cast<int>(lower.find(c));
      m.tip = true;
    } else {
      throw InputError(ErrorCode::Notation, "pyraminx move at position " +
                                                std::to_string(w.position) + ": '" +
                                                std::string(1, c) + "' is none of U L R B u l r b");
    }
    size_t used = 0;
    m.turns = wca::third_turns(w.text.substr(1), &used);
    if (1 + used < w.text.size())
      throw InputError(ErrorCode::Notation,
                       "pyraminx move at position " + std::to_string(w.position + 1 + used) +
                           ": unexpected '" + std::string(1, w.text[1 + used]) + "'");
    out.push_back(m);
  }
  return out;
}

std::vector<Move> invert(const std::vector<Move>& moves) { return wca::invert_third_turns(moves); }

Pyraminx::Pyraminx() : s_(solved_stickers()) {}

Pyraminx Pyraminx::from_stickers(std::string_view text) {
  const std::string letters = wca::without_whitespace(text);
  if (letters.size() != kStickers)
    throw InputError(ErrorCode::Format,
                     "a pyraminx has 36 stickers, not " + std::to_string(letters.size()));
  for (char c : std::string_view(kColours)) {
    const long count = std::count(letters.begin(), letters.end(), c);
    if (count != 9)
      throw InputError(ErrorCode::ColorCount, std::string("colour ") + c + " appears " +
                                                  std::to_string(count) + " times, not 9");
  }
  for (char c : letters)
    if (std::string_view(kColours).find(c) == std::string_view::npos)
      throw InputError(ErrorCode::Format, std::string("'") + c + "' is none of G R B Y");
  Pyraminx p;
  std::copy(letters.begin(), letters.end(), p.s_.begin());
  for (int v = 0; v < kVertices; ++v)
    if (p.tip_turns_to_solve(v) < 0)
      throw InputError(ErrorCode::Twist, std::string("the tip ") +
                                             static_cast<char>(kVertexNames[v] - 'A' + 'a') +
                                             " has colours no tip has");
  return p;
}

const std::array<int, kStickers>& sticker_permutation(int vertex, bool tip) {
  return geometry().perm[vertex][tip ? 1 : 0];
}

std::string Pyraminx::stickers() const { return std::string(s_.begin(), s_.end()); }

void Pyraminx::apply(const Move& m) {
  const auto& perm = geometry().perm[m.vertex][m.tip ? 1 : 0];
  for (int t = 0; t < m.turns; ++t) {
    std::array<char, kStickers> next{};
    for (int i = 0; i < kStickers; ++i) next[perm[i]] = s_[i];
    s_ = next;
  }
}

void Pyraminx::apply(const std::vector<Move>& moves) {
  for (const Move& m : moves) apply(m);
}

bool Pyraminx::is_solved() const { return s_ == solved_stickers(); }

uint64_t Pyraminx::body_key() const {
  // The stickers off the tips, found once.
  static const std::vector<int> body = [] {
    std::vector<int> out;
    for (int i = 0; i < kStickers; ++i) {
      bool tip = false;
      for (const auto& t : geometry().tip_stickers)
        for (int j : t) tip = tip || j == i;
      if (!tip) out.push_back(i);
    }
    return out;
  }();
  static const std::array<uint8_t, 256> colour_index = [] {
    std::array<uint8_t, 256> out{};
    for (size_t c = 0; c < std::string_view(kColours).size(); ++c)
      out[static_cast<unsigned char>(kColours[c])] = static_cast<uint8_t>(c);
    return out;
  }();
  uint64_t key = 0;
  for (int i : body) key = key << 2 | colour_index[static_cast<unsigned char>(s_[i])];
  return key;
}

int Pyraminx::tip_turns_to_solve(int vertex) const {
  Pyraminx p = *this;
  const std::array<char, kStickers> solved = solved_stickers();
  const auto& tips = geometry().tip_stickers[vertex];
  for (int turns = 0; turns < 3; ++turns) {
    bool ok = true;
    for (int i : tips) ok = ok && p.s_[i] == solved[i];
    if (ok) return turns;
    p.apply(Move{vertex, true, 1});
  }
  return -1;
}

}  // namespace cubelab::pyraminx
