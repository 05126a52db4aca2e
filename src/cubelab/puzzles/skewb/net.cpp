// The skewb's net (net.h), drawn by the cube's.
#include "cubelab/puzzles/skewb/net.h"

#include "cubelab/cube/net.h"

namespace cubelab::skewb {

std::string render_net(std::string_view stickers, bool color) {
  // A face's stickers TL TR C BL BR as a 3x3 face: the centre fills the middle cross.
  constexpr int kFrom[9] = {0, 2, 1, 2, 2, 2, 3, 2, 4};
  std::string facelets;
  for (int face = 0; face < 6; ++face)
    for (int k : kFrom) facelets += stickers[static_cast<size_t>(5 * face + k)];
  return cubelab::render_net(facelets, color);
}

}  // namespace cubelab::skewb
