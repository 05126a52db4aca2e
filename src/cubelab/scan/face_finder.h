#pragma once
// Finding a cube's face in a photo: the stickers are patches of one colour each, alike in size,
// in a square grid, framed by the cube's dark body. The finder looks for the largest set of
// such patches that lie on one grid (whatever the background, the face anywhere in the frame
// and turned a little), fits the grid to them, and reads each sticker's colour as the median
// of the pixels of its middle, so that a logo, a reflection or noise does not decide it.
#include <array>
#include <string>
#include <vector>

#include "cubelab/scan/image.h"

namespace cubelab::scan {

struct FaceGrid {
  bool found = false;
  std::string problem;  // why not, when not found
  int n = 0;            // stickers a side
  // The centre of the top-left sticker, and the steps to the next sticker to the right and
  // below, in the photo's pixels: sticker (row, column) is at origin + column * right +
  // row * down.
  std::array<double, 2> origin{}, right{}, down{};
  int stickers_seen = 0;  // stickers found as patches; the others are placed by the grid
  std::vector<std::array<double, 3>> rgb;  // each sticker's colour, row by row
};

// The face in `image`, with `n` stickers a side, or as many as the photo shows when n is 0.
// The face is taken as held upright (turned by less than 45 degrees).
FaceGrid find_face(const Image& image, int n = 0);

}  // namespace cubelab::scan
