#include "cubelab/cube/facelets.h"

#include <fmt/format.h>

#include "cubelab/cube/error.h"

namespace cubelab {

// Facelet numbering: U1..U9 = 0..8, R 9..17, F 18..26, D 27..35, L 36..44, B 45..53.
const std::array<std::array<uint8_t, 3>, kCorners> kCornerFacelets = {{
    {8, 9, 20},    // URF: U9 R1 F3
    {6, 18, 38},   // UFL: U7 F1 L3
    {0, 36, 47},   // ULB: U1 L1 B3
    {2, 45, 11},   // UBR: U3 B1 R3
    {29, 26, 15},  // DFR: D3 F9 R7
    {27, 44, 24},  // DLF: D1 L9 F7
    {33, 53, 42},  // DBL: D7 B9 L7
    {35, 17, 51},  // DRB: D9 R9 B7
}};

const std::array<std::array<uint8_t, 2>, kEdges> kEdgeFacelets = {{
    {5, 10},   // UR
    {7, 19},   // UF
    {3, 37},   // UL
    {1, 46},   // UB
    {32, 16},  // DR
    {28, 25},  // DF
    {30, 43},  // DL
    {34, 52},  // DB
    {23, 12},  // FR
    {21, 41},  // FL
    {50, 39},  // BL
    {48, 14},  // BR
}};

// The faces each edge cubie shows when solved, in the order of kEdgeFacelets.
const std::array<std::array<uint8_t, 2>, kEdges> kEdgeColors = {{
    {U, R},
    {U, F},
    {U, L},
    {U, B},
    {D, R},
    {D, F},
    {D, L},
    {D, B},
    {F, R},
    {F, L},
    {B, L},
    {B, R},
}};

namespace {

// The faces each cubie shows when solved, in the order of kCornerFacelets/kEdgeFacelets.
constexpr std::array<std::array<uint8_t, 3>, kCorners> kCornerColors = {{
    {U, R, F},
    {U, F, L},
    {U, L, B},
    {U, B, R},
    {D, F, R},
    {D, L, F},
    {D, B, L},
    {D, R, B},
}};

int face_of_letter(char c) {
  for (int f = 0; f < kFaces; ++f)
    if (kFaceNames[f] == c) return f;
  return -1;
}

std::string colors_name(std::initializer_list<int> faces) {
  std::string s;
  for (int f : faces) s += kFaceNames[f];
  return s;
}

}  // namespace

std::string corner_name(int corner) {
  const auto& c = kCornerColors[corner];
  return colors_name({c[0], c[1], c[2]});
}

std::string edge_name(int edge) {
  const auto& e = kEdgeColors[edge];
  return colors_name({e[0], e[1]});
}

std::string to_facelets(const CubieCube& cube) {
  std::string s(kFacelets, '?');
  for (int f = 0; f < kFaces; ++f) s[9 * f + 4] = kFaceNames[f];
  for (int i = 0; i < kCorners; ++i) {
    int corner = cube.cp[i];
    int ori = cube.co[i] % 3;
    for (int k = 0; k < 3; ++k)
      s[kCornerFacelets[i][(k + ori) % 3]] = kFaceNames[kCornerColors[corner][k]];
  }
  for (int i = 0; i < kEdges; ++i) {
    int edge = cube.ep[i];
    int ori = cube.eo[i];
    for (int k = 0; k < 2; ++k)
      s[kEdgeFacelets[i][(k + ori) % 2]] = kFaceNames[kEdgeColors[edge][k]];
  }
  return s;
}

CubieCube from_facelets(std::string_view facelets) {
  if (facelets.size() != kFacelets)
    throw InputError(
        ErrorCode::Format,
        fmt::format("a facelet string has 54 characters, this one has {}", facelets.size()));
  StickerFaces face{};
  for (int i = 0; i < kFacelets; ++i) {
    int f = face_of_letter(facelets[i]);
    if (f < 0)
      throw InputError(ErrorCode::Format,
                       fmt::format("character '{}' at position {} is not one of U R F D L B",
                                   printable(facelets.substr(i, 1)), i + 1));
    face[i] = static_cast<uint8_t>(f);
  }
  for (int f = 0; f < kFaces; ++f)
    if (face[9 * f + 4] != f)
      throw InputError(ErrorCode::Centers,
                       fmt::format("the centre of face {} is {}, expected {}", kFaceNames[f],
                                   facelets[9 * f + 4], kFaceNames[f]));
  return from_sticker_faces(face, facelets);
}

CubieCube from_sticker_faces(const StickerFaces& face, std::string_view letters) {
  std::array<int, kFaces> count{};
  for (int i = 0; i < kFacelets; ++i) ++count[face[i]];
  for (int f = 0; f < kFaces; ++f)
    if (count[f] != 9)
      throw InputError(ErrorCode::ColorCount,
                       fmt::format("colour {} appears {}, expected 9", letters[9 * f + 4],
                                   count_of(count[f], "time")));
  CubieCube cube;
  read_corners(face, letters, cube);
  std::array<int, kEdges> seen_edge{};
  for (int i = 0; i < kEdges; ++i) {
    int a = face[kEdgeFacelets[i][0]], b = face[kEdgeFacelets[i][1]];
    int found = -1;
    for (int j = 0; j < kEdges; ++j) {
      if (a == kEdgeColors[j][0] && b == kEdgeColors[j][1]) {
        found = j;
        cube.eo[i] = 0;
      } else if (a == kEdgeColors[j][1] && b == kEdgeColors[j][0]) {
        found = j;
        cube.eo[i] = 1;
      }
    }
    if (found < 0)
      throw InputError(
          ErrorCode::Edge,
          fmt::format("the edge at {} has colours {}{}, which no edge has", edge_name(i),
                      letters[kEdgeFacelets[i][0]], letters[kEdgeFacelets[i][1]]));
    if (seen_edge[found]++)
      throw InputError(ErrorCode::Edge, fmt::format("edge {} appears twice", edge_name(found)));
    cube.ep[i] = static_cast<uint8_t>(found);
  }
  require_solvable(cube);
  return cube;
}

void read_corners(const StickerFaces& face, std::string_view letters, CubieCube& cube) {
  std::array<int, kCorners> seen_corner{};
  for (int i = 0; i < kCorners; ++i) {
    // The orientation is the place (0..2, clockwise from the U/D sticker) of the U or D colour.
    int ori = 0;
    while (ori < 3 && face[kCornerFacelets[i][ori]] != U && face[kCornerFacelets[i][ori]] != D)
      ++ori;
    int found = -1;
    for (int j = 0; j < kCorners && ori < 3; ++j) {
      bool match = true;
      for (int k = 0; k < 3; ++k)
        match = match && face[kCornerFacelets[i][(ori + k) % 3]] == kCornerColors[j][k];
      if (match) found = j;
    }
    if (found < 0) {
      std::string stickers;
      for (int k = 0; k < 3; ++k) stickers += letters[kCornerFacelets[i][k]];
      throw InputError(ErrorCode::Corner,
                       fmt::format("the corner at {} has colours {}, which no corner has",
                                   corner_name(i), stickers));
    }
    if (seen_corner[found]++)
      throw InputError(ErrorCode::Corner,
                       fmt::format("corner {} appears twice", corner_name(found)));
    cube.cp[i] = static_cast<uint8_t>(found);
    cube.co[i] = static_cast<uint8_t>(ori);
  }
}

namespace {

// Every position holds a piece that exists, in an orientation it can have (0..orientations-1),
// and no piece appears twice.
template <size_t N>
void check_pieces(const std::array<uint8_t, N>& perm, const std::array<uint8_t, N>& ori,
                  int orientations, ErrorCode code, std::string_view kind,
                  std::string (*name)(int)) {
  std::array<int, N> seen{};
  for (size_t i = 0; i < N; ++i) {
    if (perm[i] >= N || ori[i] >= orientations)
      throw InputError(code, fmt::format("impossible {} at {}", kind, name(static_cast<int>(i))));
    if (seen[perm[i]]++)
      throw InputError(code, fmt::format("{} {} appears twice", kind, name(perm[i])));
  }
}

void check_corners(const CubieCube& cube) {
  check_pieces(cube.cp, cube.co, 3, ErrorCode::Corner, "corner", corner_name);
}

void check_twist(const CubieCube& cube) {
  if (cube.twist() != 0)
    throw InputError(
        ErrorCode::Twist,
        fmt::format("corner twists sum to {} mod 3: one corner is twisted", cube.twist()));
}

}  // namespace

void require_solvable_corners(const CubieCube& cube) {
  check_corners(cube);
  check_twist(cube);
}

void require_solvable(const CubieCube& cube) {
  check_corners(cube);
  check_pieces(cube.ep, cube.eo, 2, ErrorCode::Edge, "edge", edge_name);
  check_twist(cube);
  if (cube.flip() != 0)
    throw InputError(ErrorCode::Flip, "edge flips sum to 1 mod 2: one edge is flipped");
  if (cube.corner_parity() != cube.edge_parity())
    throw InputError(ErrorCode::Parity,
                     "corner and edge permutations have different parity: two pieces are "
                     "swapped");
}

}  // namespace cubelab
