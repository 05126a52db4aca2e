#pragma once
// Photos read from their files' bytes: JPEG and PNG (and the other formats stb_image reads:
// BMP, GIF's first frame, TGA, PNM), decoded by Sean Barrett's stb_image from Debian's
// libstb-dev.
#include <string_view>

#include "cubelab/scan/image.h"

namespace cubelab::scan {

// The largest picture decoded: 64 megapixels (a 9000 x 7000 photo), 192 MiB as RGB.
constexpr long long kMaxPixels = 64LL << 20;

// Throws InputError(E_PHOTO) for bytes that are no image it reads, E_LIMIT for a bigger one.
Image decode_image(std::string_view bytes);

}  // namespace cubelab::scan
