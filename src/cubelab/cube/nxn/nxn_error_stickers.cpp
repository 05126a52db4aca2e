#include "cubelab/cube/nxn/nxn_error_stickers.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "cubelab/cube/color_scheme.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/cube/nxn/nxn_pieces.h"

namespace cubelab::nxn {
namespace {

// A piece as read from its stickers: which piece it is (-1: none that a cube has) and how it
// is turned at its place (0: as at home).
struct Piece {
  int id = -1;
  int turn = 0;
  std::vector<int> stickers;
};

int centre_index(int n, int face) { return face * n * n + (n * n - 1) / 2; }

// The face each sticker shows: by the fixed centres as held on an odd cube, by a known scheme
// (face letters, standard colours) on an even one. Nothing when the letters are not six
// distinct colours read that way.
std::optional<std::vector<int>> read_faces(int n, const std::string& text) {
  std::string letters;
  if (n % 2 == 1) {
    for (int f = 0; f < kFaces; ++f) letters += text[centre_index(n, f)];
  } else {
    for (char c : text)
      if (letters.find(c) == std::string::npos) letters += c;
  }
  std::string distinct = letters;
  std::sort(distinct.begin(), distinct.end());
  if (distinct.size() != kFaces || std::unique(distinct.begin(), distinct.end()) != distinct.end())
    return std::nullopt;
  const std::optional<ColorScheme> known = known_scheme(letters);
  if (n % 2 == 0 && !known) return std::nullopt;
  const ColorScheme scheme = n % 2 == 1 ? ad_hoc_scheme(letters) : *known;
  std::vector<int> faces(text.size());
  for (size_t i = 0; i < text.size(); ++i) faces[i] = scheme.face_of(text[i]);
  return faces;
}

// The eight corners, each its three stickers clockwise from its U or D place.
std::vector<Piece> read_corners(int n, const std::vector<int>& face) {
  std::vector<Piece> corners(kCorners);
  for (int i = 0; i < kCorners; ++i) {
    Piece& p = corners[i];
    for (int k = 0; k < 3; ++k) p.stickers.push_back(frame_facelet(n, kCornerFacelets[i][k]));
    int turn = 0;
    while (turn < 3 && face[p.stickers[turn]] != U && face[p.stickers[turn]] != D) ++turn;
    for (int j = 0; j < kCorners && turn < 3; ++j) {
      bool match = true;
      for (int k = 0; k < 3; ++k)
        match = match && face[p.stickers[(turn + k) % 3]] == kCornerFacelets[j][k] / 9;
      if (match) p.id = j, p.turn = turn;
    }
  }
  return corners;
}

// The twelve midges of an odd cube.
std::vector<Piece> midge_pieces(int n, const std::vector<int>& face) {
  std::vector<Piece> midges(kEdges);
  for (int i = 0; i < kEdges; ++i) {
    Piece& p = midges[i];
    for (int k = 0; k < 2; ++k) p.stickers.push_back(frame_facelet(n, kEdgeFacelets[i][k]));
    const int a = face[p.stickers[0]], b = face[p.stickers[1]];
    for (int j = 0; j < kEdges; ++j) {
      if (a == kEdgeColors[j][0] && b == kEdgeColors[j][1]) p.id = j, p.turn = 0;
      if (a == kEdgeColors[j][1] && b == kEdgeColors[j][0]) p.id = j, p.turn = 1;
    }
  }
  return midges;
}

// The 24 wings of orbit k, identified as validation does (nxn_pieces.h: a wing's colours and
// its place's handedness).
std::vector<Piece> wing_pieces(int n, int k, const std::vector<int>& face) {
  const std::vector<WingPlace> places = wing_places(n, k);
  std::array<std::array<std::array<int, 2>, kFaces>, kFaces> piece{};
  for (auto& row : piece)
    for (auto& cell : row) cell = {-1, -1};
  for (size_t q = 0; q < places.size(); ++q) {
    const int a = places[q].a / (n * n), b = places[q].b / (n * n);  // its home colours
    piece[a][b][places[q].hand > 0] = static_cast<int>(q);
    piece[b][a][places[q].hand < 0] = static_cast<int>(q);
  }
  std::vector<Piece> wings;
  for (const WingPlace& place : places) {
    Piece p;
    p.stickers = {place.a, place.b};
    const int a = face[place.a], b = face[place.b];
    if (a >= 0 && b >= 0) p.id = piece[a][b][place.hand > 0];
    wings.push_back(p);
  }
  return wings;
}

void add(std::vector<int>& out, const Piece& p) {
  out.insert(out.end(), p.stickers.begin(), p.stickers.end());
}

// The pieces no cube has, and every copy of a piece that appears twice.
void add_wrong(std::vector<int>& out, const std::vector<Piece>& pieces) {
  std::vector<int> copies(pieces.size());
  for (const Piece& p : pieces)
    if (p.id >= 0) ++copies[p.id];
  for (const Piece& p : pieces)
    if (p.id < 0 || copies[p.id] > 1) add(out, p);
}

void add_turned(std::vector<int>& out, const std::vector<Piece>& pieces) {
  for (const Piece& p : pieces)
    if (p.turn != 0) add(out, p);
}

void add_misplaced(std::vector<int>& out, const std::vector<Piece>& pieces) {
  for (size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].id != static_cast<int>(i)) add(out, pieces[i]);
}

std::vector<int> colour_count_stickers(int n, const std::vector<int>& face) {
  std::vector<int> out;
  std::array<int, kFaces> count{};
  for (int f : face)
    if (f >= 0) ++count[f];
  for (int i = 0; i < static_cast<int>(face.size()); ++i) {
    const bool fixed = n % 2 == 1 && i == centre_index(n, i / (n * n));
    if (!fixed && (face[i] < 0 || count[face[i]] > n * n)) out.push_back(i);
  }
  return out;
}

std::vector<int> centre_stickers(int n, const std::vector<int>& face) {
  std::vector<int> out;
  for (const std::vector<int>& orbit : centre_orbits(n)) {
    std::array<int, kFaces> count{};
    for (int i : orbit)
      if (face[i] >= 0) ++count[face[i]];
    for (int i : orbit)
      if (face[i] >= 0 && count[face[i]] > 4) out.push_back(i);
    if (!out.empty()) return out;
  }
  if (n % 2 == 1)  // the fixed centres: a mirror image
    for (int f = 0; f < kFaces; ++f) out.push_back(centre_index(n, f));
  return out;
}

}  // namespace

std::vector<int> error_stickers(int n, std::string_view text, ErrorCode code) {
  if (n < 2 || n > kMaxSize || text.size() != static_cast<size_t>(6 * n * n)) return {};
  const std::string up = upper_ascii(text);
  std::vector<int> out;
  if (code == ErrorCode::Format) {
    for (size_t i = 0; i < up.size(); ++i)
      if (up[i] < 'A' || up[i] > 'Z') out.push_back(static_cast<int>(i));
    return out;
  }
  if (code == ErrorCode::Centers && n % 2 == 1) {
    // Two fixed centres alike: both.
    for (int f = 0; f < kFaces; ++f)
      for (int g = 0; g < kFaces; ++g)
        if (f != g && up[centre_index(n, f)] == up[centre_index(n, g)])
          out.push_back(centre_index(n, f));
    if (!out.empty()) return out;
  }
  const std::optional<std::vector<int>> face = read_faces(n, up);
  if (!face) return {};
  const bool odd = n % 2 == 1;
  const std::vector<Piece> corners = read_corners(n, *face);
  const std::vector<Piece> midges = odd ? midge_pieces(n, *face) : std::vector<Piece>{};
  switch (code) {
    case ErrorCode::ColorCount:
      return colour_count_stickers(n, *face);
    case ErrorCode::Centers:
      return centre_stickers(n, *face);
    case ErrorCode::Corner:
      add_wrong(out, corners);
      break;
    case ErrorCode::Edge:
      add_wrong(out, midges);
      for (int k = 1; k <= (n - 2) / 2; ++k) add_wrong(out, wing_pieces(n, k, *face));
      break;
    case ErrorCode::Twist:
      add_turned(out, corners);
      break;
    case ErrorCode::Flip:
      add_turned(out, midges);
      break;
    case ErrorCode::Parity:
      add_misplaced(out, corners);
      add_misplaced(out, midges);
      break;
    default:
      break;
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace cubelab::nxn
