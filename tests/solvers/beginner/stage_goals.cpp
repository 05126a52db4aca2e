#include "stage_goals.h"

#include <algorithm>
#include <array>

#include "cubelab/cube/facelets.h"

namespace cubelab::test {
namespace {

// Facelet index of row r, column c (0..2) on a face, as in the Kociemba string.
int at(int face, int r, int c) { return 9 * face + 3 * r + c; }

bool matches_centre(const std::string& f, int index) { return f[index] == f[index / 9 * 9 + 4]; }

constexpr std::array<int, 4> kSides = {R, F, L, B};

bool u_cross(const std::string& f) {
  for (int c : {1, 3, 5, 7})
    if (!matches_centre(f, at(U, 0, 0) + c)) return false;
  for (int s : kSides)  // the top middle sticker of each side face (U is on top)
    if (!matches_centre(f, at(s, 0, 1))) return false;
  return true;
}

bool side_row(const std::string& f, int row) {
  for (int s : kSides)
    for (int c = 0; c < 3; ++c)
      if (!matches_centre(f, at(s, row, c))) return false;
  return true;
}

bool whole_face(const std::string& f, int face) {
  for (int i = 0; i < 9; ++i)
    if (!matches_centre(f, at(face, 0, 0) + i)) return false;
  return true;
}

bool d_cross_oriented(const std::string& f) {
  for (int c : {1, 3, 5, 7})
    if (!matches_centre(f, at(D, 0, 0) + c)) return false;
  return true;
}

bool d_edges_placed(const std::string& f) {
  for (int s : kSides)  // bottom middle sticker of each side face
    if (!matches_centre(f, at(s, 2, 1))) return false;
  return d_cross_oriented(f);
}

// Each D corner position holds the corner whose colours are the three centres around it.
bool d_corners_placed(const std::string& f) {
  // D corner positions as (D facelet, side facelet, side facelet), read off the net.
  const std::array<std::array<int, 3>, 4> corners = {{
      {at(D, 0, 2), at(F, 2, 2), at(R, 2, 0)},
      {at(D, 0, 0), at(L, 2, 2), at(F, 2, 0)},
      {at(D, 2, 0), at(B, 2, 2), at(L, 2, 0)},
      {at(D, 2, 2), at(R, 2, 2), at(B, 2, 0)},
  }};
  for (const auto& c : corners) {
    std::string have = {f[c[0]], f[c[1]], f[c[2]]};
    std::string want = {f[c[0] / 9 * 9 + 4], f[c[1] / 9 * 9 + 4], f[c[2] / 9 * 9 + 4]};
    std::sort(have.begin(), have.end());
    std::sort(want.begin(), want.end());
    if (have != want) return false;
  }
  return true;
}

}  // namespace

bool stage_goal_done(const CubieCube& cube, int stage) {
  const std::string f = to_facelets(cube);
  switch (stage) {
    case 1:
      return u_cross(f);
    case 2:
      return u_cross(f) && whole_face(f, U) && side_row(f, 0);
    case 3:
      return stage_goal_done(cube, 2) && side_row(f, 1);
    case 4:
      return stage_goal_done(cube, 3) && d_cross_oriented(f);
    case 5:
      return stage_goal_done(cube, 3) && d_edges_placed(f);
    case 6:
      return stage_goal_done(cube, 5) && d_corners_placed(f);
    default:
      return f == kSolvedFacelets;
  }
}

std::string stage_goal_name(int stage) {
  static const char* const kNames[] = {
      "U cross",          "U layer",          "two layers", "D cross oriented",
      "D edges in place", "D corners placed", "solved"};
  return kNames[stage - 1];
}

}  // namespace cubelab::test
