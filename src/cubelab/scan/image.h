#pragma once
// A picture as the scan reads it: 8-bit sRGB, three bytes a pixel, row by row from the top.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cubelab::scan {

struct Image {
  int width = 0, height = 0;
  std::vector<std::uint8_t> rgb;  // 3 * width * height

  const std::uint8_t* pixel(int x, int y) const {
    return &rgb[3 * (static_cast<size_t>(y) * width + x)];
  }
  std::uint8_t* pixel(int x, int y) { return &rgb[3 * (static_cast<size_t>(y) * width + x)]; }
};

}  // namespace cubelab::scan
