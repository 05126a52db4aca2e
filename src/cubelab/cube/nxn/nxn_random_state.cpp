#include "cubelab/cube/nxn/nxn_random_state.h"

#include <numeric>
#include <utility>
#include <vector>

#include "cubelab/cube/facelets.h"
#include "cubelab/cube/nxn/nxn_pieces.h"
#include "cubelab/cube/pocket.h"

namespace cubelab::nxn {
NxnCube random_state(int n, Rng& rng) {
  std::vector<uint8_t> faces = NxnCube(n).sticker_faces();  // checks n

  const std::string frame =
      to_facelets(n % 2 == 1 ? cubelab::random_state(rng) : random_pocket_state(rng));
  for (int i = 0; i < kFacelets; ++i)
    if (const int at = frame_facelet(n, i); at >= 0)
      faces[at] = static_cast<uint8_t>(std::string_view("URFDLB").find(frame[i]));

  for (int k = 1; k <= (n - 2) / 2; ++k) {
    const std::vector<WingPlace> places = wing_places(n, k);
    std::vector<int> piece(places.size());
    std::iota(piece.begin(), piece.end(), 0);
    shuffle(rng, piece);
    for (size_t q = 0; q < places.size(); ++q) {
      // The wing from place p, shown at place q: its colours in the order of p's stickers
      // when the two places have the same handedness, swapped when not.
      const WingPlace& p = places[piece[q]];
      uint8_t a = static_cast<uint8_t>(p.a / (n * n)), b = static_cast<uint8_t>(p.b / (n * n));
      if (p.hand != places[q].hand) std::swap(a, b);
      faces[places[q].a] = a;
      faces[places[q].b] = b;
    }
  }

  for (const std::vector<int>& orbit : centre_orbits(n)) {
    std::vector<uint8_t> colours;
    for (int i : orbit) colours.push_back(faces[i]);
    shuffle(rng, colours);
    for (size_t j = 0; j < orbit.size(); ++j) faces[orbit[j]] = colours[j];
  }
  return NxnCube::from_sticker_faces(n, std::move(faces));
}

}  // namespace cubelab::nxn
