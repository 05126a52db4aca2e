#include "cubelab/solvers/reduction/wings.h"

#include <stdexcept>

#include "cubelab/cube/move.h"

namespace cubelab::reduction {

namespace {

int edge_axis(int slot) {
  return 3 - nxn::axis_of(kSlotFaces[slot][0]) - nxn::axis_of(kSlotFaces[slot][1]);
}

int determinant(const nxn::Cell& a, const nxn::Cell& b, const nxn::Cell& c) {
  return a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) +
         a[2] * (b[0] * c[1] - b[1] * c[0]);
}

// The handedness of a wing at w whose first colour shows on face `first` and second on
// `second`.
int handedness(int n, const WingPos& w, int first, int second) {
  nxn::Cell along{0, 0, 0};
  along[edge_axis(w.slot)] = 2 * w.coord - (n - 1) > 0 ? 1 : -1;
  return determinant(nxn::normal_of(first), nxn::normal_of(second), along);
}

}  // namespace

int slot_of_faces(int a, int b) {
  for (int s = 0; s < kEdgeSlots; ++s)
    if ((kSlotFaces[s][0] == a && kSlotFaces[s][1] == b) ||
        (kSlotFaces[s][0] == b && kSlotFaces[s][1] == a))
      return s;
  throw std::logic_error("reduction: no edge has these two faces");
}

nxn::Cell wing_cell(int n, const WingPos& w) {
  nxn::Cell cell{};
  for (int face : kSlotFaces[w.slot])
    cell[nxn::axis_of(face)] = nxn::is_positive_face(face) ? n - 1 : 0;
  cell[edge_axis(w.slot)] = w.coord;
  return cell;
}

nxn::Sticker wing_sticker(int n, const WingPos& w, int side) {
  return {wing_cell(n, w), kSlotFaces[w.slot][side]};
}

WingPos wing_at(int n, const nxn::Cell& cell) {
  int faces[2], found = 0, coord = -1;
  for (int axis = 0; axis < 3; ++axis) {
    if (cell[axis] == 0 || cell[axis] == n - 1) {
      if (found == 2) throw std::logic_error("reduction: a corner is not a wing");
      static constexpr int kPositive[3] = {R, U, F};
      faces[found++] = cell[axis] == n - 1 ? kPositive[axis] : opposite_face(kPositive[axis]);
    } else {
      coord = cell[axis];
    }
  }
  if (found != 2) throw std::logic_error("reduction: not a wing cell");
  return {slot_of_faces(faces[0], faces[1]), coord};
}

std::vector<WingPos> orbit_positions(int n, int k) {
  std::vector<WingPos> out;
  for (int s = 0; s < kEdgeSlots; ++s) {
    out.push_back({s, k});
    out.push_back({s, n - 1 - k});
  }
  return out;
}

int orbit_count(int n) { return n < 4 ? 0 : (n - 2) / 2; }

std::array<uint8_t, 2> wing_colours(const nxn::NxnCube& cube, const WingPos& w) {
  const int n = cube.size();
  return {cube.sticker_faces()[nxn::facelet_index(n, wing_sticker(n, w, 0))],
          cube.sticker_faces()[nxn::facelet_index(n, wing_sticker(n, w, 1))]};
}

WingPos home_of(int n, const WingPos& w, const std::array<uint8_t, 2>& colours) {
  const int home = slot_of_faces(colours[0], colours[1]);
  // The home slot's faces in its order, and the faces they show at w.
  const int first = kSlotFaces[home][0], second = kSlotFaces[home][1];
  const bool in_order = colours[0] == first;
  const int shows_first = kSlotFaces[w.slot][in_order ? 0 : 1];
  const int shows_second = kSlotFaces[w.slot][in_order ? 1 : 0];
  const int sign = handedness(n, w, shows_first, shows_second);
  const int k = std::min(w.coord, n - 1 - w.coord);
  for (int c : {k, n - 1 - k})
    if (handedness(n, {home, c}, first, second) == sign) return {home, c};
  throw std::logic_error("reduction: no home for a wing");
}

bool orbit_is_odd(const nxn::NxnCube& cube, int k) {
  const int n = cube.size();
  const std::vector<WingPos> positions = orbit_positions(n, k);
  auto index_of = [&](const WingPos& w) { return 2 * w.slot + (w.coord == k ? 0 : 1); };
  std::array<int, 24> to_home{};
  for (const WingPos& w : positions)
    to_home[index_of(w)] = index_of(home_of(n, w, wing_colours(cube, w)));
  std::array<bool, 24> seen{};
  int transpositions = 0;
  for (int i = 0; i < 24; ++i) {
    int length = 0;
    for (int j = i; !seen[j]; j = to_home[j]) seen[j] = true, ++length;
    if (length > 0) transpositions += length - 1;
  }
  return transpositions % 2 == 1;
}

std::vector<nxn::NxnMove> even_wing_orbits(nxn::NxnCube& cube) {
  std::vector<nxn::NxnMove> turns;
  for (int k = 1; k <= orbit_count(cube.size()); ++k) {
    if (!orbit_is_odd(cube, k)) continue;
    // Layer k+1 holds four wings of orbit k and none of another orbit or a midge: its quarter
    // turn is the one odd move of that orbit.
    const nxn::NxnMove turn{R, k + 1, k + 1, 1};
    cube.apply(turn);
    turns.push_back(turn);
  }
  return turns;
}

}  // namespace cubelab::reduction
