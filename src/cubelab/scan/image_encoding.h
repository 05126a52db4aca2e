#pragma once
// Pictures written as PNG or JPEG bytes, by Sean Barrett's stb_image_write from Debian's
// libstb-dev: the photos cubelab renders to test and measure its face finder.
#include <string>

#include "cubelab/scan/image.h"

namespace cubelab::scan {

std::string encode_png(const Image& image);
std::string encode_jpeg(const Image& image, int quality);  // quality 1..100

}  // namespace cubelab::scan
