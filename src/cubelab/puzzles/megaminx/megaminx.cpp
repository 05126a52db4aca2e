// The megaminx's stickers, notation and validation (megaminx.h).
#include "cubelab/puzzles/megaminx/megaminx.h"

#include <algorithm>

#include "cubelab/cube/error.h"
#include "cubelab/puzzles/notation_text.h"

namespace cubelab::megaminx {
namespace {

constexpr char kColours[] = "WGRBYPELOACK";

int colour_face(char c) {
  const char* p = std::find(kColours, kColours + kFaces, c);
  return p == kColours + kFaces ? -1 : static_cast<int>(p - kColours);
}

std::array<char, kStickers> solved_stickers() {
  std::array<char, kStickers> s{};
  for (int i = 0; i < kStickers; ++i) s[i] = kColours[i / kPerFace];
  return s;
}

// "U3" (the third sticker of U): a sticker named for messages, slots counted from 1.
std::string sticker_name(int i) {
  return std::string(face_name(i / kPerFace)) + std::to_string(i % kPerFace + 1);
}

template <size_t N>
bool even(const std::array<uint8_t, N>& perm) {
  std::array<bool, N> seen{};
  int transpositions = 0;
  for (size_t i = 0; i < N; ++i) {
    if (seen[i]) continue;
    int length = 0;
    for (size_t j = i; !seen[j]; j = perm[j]) {
      seen[j] = true;
      ++length;
    }
    transpositions += length - 1;
  }
  return transpositions % 2 == 0;
}

const Perm& perm_of(const Move& m) {
  const Geometry& g = geometry();
  if (m.kind == Move::Kind::Pochmann)
    return m.face == face_of_name("R") ? g.r_plus_plus : g.d_plus_plus;
  return m.kind == Move::Kind::Whole ? g.whole[m.face] : g.turn[m.face];
}

// How many times the move's permutation is applied: a fifth's, or R++'s, clockwise.
int repeats(const Move& m) {
  if (m.kind == Move::Kind::Pochmann) return m.amount > 0 ? 1 : 4;
  return (m.amount % 5 + 5) % 5;
}

}  // namespace

char face_colour(int face) { return kColours[face]; }

std::string to_string(const Move& m) {
  std::string s(face_name(m.face));
  if (m.kind == Move::Kind::Pochmann) return s + (m.amount > 0 ? "++" : "--");
  if (m.kind == Move::Kind::Whole) s += 'v';
  if (m.amount == 2 || m.amount == -2) s += '2';
  if (m.amount < 0) s += '\'';
  return s;
}

std::string to_string(const std::vector<Move>& moves) { return wca::join_moves(moves); }

std::vector<Move> parse_moves(std::string_view text) {
  std::vector<Move> out;
  for (const wca::MoveWord& w : wca::move_words(text)) {
    const std::string_view token = w.text;
    const size_t i = w.position - 1;
    auto refuse = [&](const std::string& why) {
      throw InputError(ErrorCode::Notation, "megaminx move " + std::to_string(out.size() + 1) +
                                                " (position " + std::to_string(i + 1) + "): '" +
                                                printable(token) + "' " + why);
    };
    Move m;
    // The face: its name's longest match (BR before B).
    size_t name = 0;
    for (int f = 0; f < kFaces; ++f) {
      const std::string_view n = face_name(f);
      if (token.substr(0, n.size()) == n && n.size() > name) {
        name = n.size();
        m.face = f;
      }
    }
    if (name == 0) refuse("is no megaminx move (faces U F R BR BL L D B DL FL FR DR)");
    std::string_view rest = token.substr(name);
    if (rest == "++" || rest == "--") {
      if (face_name(m.face) != "R" && face_name(m.face) != "D")
        refuse("is no megaminx move: ++ and -- are for R and D (the WCA's scrambling turns)");
      m.kind = Move::Kind::Pochmann;
      m.amount = rest == "++" ? 2 : -2;
    } else {
      if (!rest.empty() && rest[0] == 'v') {
        m.kind = Move::Kind::Whole;
        rest.remove_prefix(1);
      }
      if (rest == "")
        m.amount = 1;
      else if (rest == "'")
        m.amount = -1;
      else if (rest == "2")
        m.amount = 2;
      else if (rest == "2'")
        m.amount = -2;
      else
        refuse("is no megaminx move: a face turns by nothing, ', 2 or 2' (fifths)");
    }
    out.push_back(m);
  }
  return out;
}

std::vector<Move> invert(const std::vector<Move>& moves) {
  std::vector<Move> out(moves.rbegin(), moves.rend());
  for (Move& m : out) m.amount = -m.amount;
  return out;
}

int fifth_turn_count(const std::vector<Move>& moves) {
  int n = 0;
  for (const Move& m : moves)
    if (m.kind != Move::Kind::Whole) n += m.amount < 0 ? -m.amount : m.amount;
  return n;
}

std::vector<Move> wca_scramble(Rng& rng) {
  const int r = face_of_name("R"), d = face_of_name("D"), u = face_of_name("U");
  std::vector<Move> out;
  for (int line = 0; line < kScrambleLines; ++line) {
    for (int pair = 0; pair < 5; ++pair) {
      out.push_back({Move::Kind::Pochmann, r, rng.below(2) == 0 ? 2 : -2});
      out.push_back({Move::Kind::Pochmann, d, rng.below(2) == 0 ? 2 : -2});
    }
    out.push_back({Move::Kind::Face, u, out.back().amount > 0 ? 1 : -1});
  }
  return out;
}

Megaminx::Megaminx() : s_(solved_stickers()) {}

Megaminx Megaminx::from_stickers(std::string_view text) {
  const std::string letters = wca::without_whitespace(text);
  if (letters.size() != kStickers)
    throw InputError(ErrorCode::Format,
                     "a megaminx has 132 stickers, not " + std::to_string(letters.size()));
  for (char c : letters)
    if (colour_face(c) < 0)
      throw InputError(ErrorCode::Format, "'" + printable(std::string(1, c)) +
                                              "' is none of the colours W G R B Y P E L O A C K");
  for (char c : std::string_view(kColours, kFaces)) {
    const long count = std::count(letters.begin(), letters.end(), c);
    if (count != kPerFace)
      throw InputError(ErrorCode::ColorCount, std::string("colour ") + c + " appears " +
                                                  count_of(count, "time") + ", not 11");
  }
  Megaminx m;
  std::copy(letters.begin(), letters.end(), m.s_.begin());
  const int home = m.home_rotation();
  if (home < 0)
    throw InputError(ErrorCode::Centers,
                     "the centres are no rotation of the solved megaminx's (two alike, or "
                     "neighbours that are not neighbours)");
  const Pieces p = m.rotated(home).pieces();  // E_CORNER, E_EDGE for a piece none has
  const Geometry& g = geometry();
  std::array<int, kCorners> corner_at{};
  corner_at.fill(-1);
  int twist = 0;
  for (int pos = 0; pos < kCorners; ++pos) {
    if (corner_at[p.corner[pos]] >= 0)
      throw InputError(ErrorCode::Corner,
                       "the corner at " + sticker_name(g.corner_stickers[pos][0]) + " is also at " +
                           sticker_name(g.corner_stickers[corner_at[p.corner[pos]]][0]) +
                           " (positions with the centres turned home)");
    corner_at[p.corner[pos]] = pos;
    twist += p.twist[pos];
  }
  std::array<int, kEdges> edge_at{};
  edge_at.fill(-1);
  int flip = 0;
  for (int pos = 0; pos < kEdges; ++pos) {
    if (edge_at[p.edge[pos]] >= 0)
      throw InputError(ErrorCode::Edge, "the edge at " + sticker_name(g.edge_stickers[pos][0]) +
                                            " is also at " +
                                            sticker_name(g.edge_stickers[edge_at[p.edge[pos]]][0]) +
                                            " (positions with the centres turned home)");
    edge_at[p.edge[pos]] = pos;
    flip += p.flip[pos];
  }
  if (twist % 3 != 0)
    throw InputError(ErrorCode::Twist, "the corners are twisted: their twists sum to " +
                                           std::to_string(twist % 3) + " mod 3, not 0");
  if (flip % 2 != 0)
    throw InputError(ErrorCode::Flip, "an edge is flipped: the flips sum to 1 mod 2, not 0");
  if (!even(p.corner))
    throw InputError(ErrorCode::Parity,
                     "the corners are in an odd permutation (every face turn is a 5-cycle)");
  if (!even(p.edge))
    throw InputError(ErrorCode::Parity,
                     "the edges are in an odd permutation (every face turn is a 5-cycle)");
  return m;
}

std::string Megaminx::stickers() const { return std::string(s_.begin(), s_.end()); }

void Megaminx::apply(const Move& m) {
  const Perm& perm = perm_of(m);
  for (int t = repeats(m); t > 0; --t) s_ = permuted(s_, perm);
}

void Megaminx::apply(const std::vector<Move>& moves) {
  for (const Move& m : moves) apply(m);
}

bool Megaminx::is_solved() const {
  for (int f = 0; f < kFaces; ++f)
    for (int k = 1; k < kPerFace; ++k)
      if (s_[f * kPerFace + k] != s_[f * kPerFace]) return false;
  return home_rotation() >= 0;
}

int Megaminx::home_rotation() const {
  const Geometry& g = geometry();
  for (int r = 0; r < kRotations; ++r) {
    bool home = true;
    for (int f = 0; f < kFaces && home; ++f)
      home = s_[f * kPerFace] == kColours[g.rotation_face[r][f]];
    // Rotation r takes the centre at f to rotation_face[r][f]: it must be that face's colour.
    if (home) return r;
  }
  return -1;
}

Megaminx Megaminx::rotated(int r) const {
  Megaminx m;
  m.s_ = permuted(s_, geometry().rotations[r]);
  return m;
}

Megaminx::Pieces Megaminx::pieces() const {
  const Geometry& g = geometry();
  const std::array<char, kStickers> solved = solved_stickers();
  Pieces out{};
  for (int pos = 0; pos < kCorners; ++pos) {
    const auto& st = g.corner_stickers[pos];
    bool found = false;
    for (int q = 0; q < kCorners && !found; ++q)
      for (int t = 0; t < 3 && !found; ++t) {
        bool match = true;
        for (int k = 0; k < 3; ++k)
          match = match && s_[st[k]] == solved[g.corner_stickers[q][(t + k) % 3]];
        if (match) {
          out.corner[pos] = static_cast<uint8_t>(q);
          out.twist[pos] = static_cast<uint8_t>(t);
          found = true;
        }
      }
    if (!found)
      throw InputError(ErrorCode::Corner, "the corner at " + sticker_name(st[0]) + " " +
                                              sticker_name(st[1]) + " " + sticker_name(st[2]) +
                                              " has colours " + s_[st[0]] + s_[st[1]] + s_[st[2]] +
                                              ", which no megaminx corner has");
  }
  for (int pos = 0; pos < kEdges; ++pos) {
    const auto& st = g.edge_stickers[pos];
    bool found = false;
    for (int q = 0; q < kEdges && !found; ++q)
      for (int t = 0; t < 2 && !found; ++t)
        if (s_[st[0]] == solved[g.edge_stickers[q][t]] &&
            s_[st[1]] == solved[g.edge_stickers[q][1 - t]]) {
          out.edge[pos] = static_cast<uint8_t>(q);
          out.flip[pos] = static_cast<uint8_t>(t);
          found = true;
        }
    if (!found)
      throw InputError(ErrorCode::Edge, "the edge at " + sticker_name(st[0]) + " " +
                                            sticker_name(st[1]) + " has colours " + s_[st[0]] +
                                            s_[st[1]] + ", which no megaminx edge has");
  }
  return out;
}

}  // namespace cubelab::megaminx
