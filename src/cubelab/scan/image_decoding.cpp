// stb_image compiled here, its functions private to this file (STB_IMAGE_STATIC), for the
// formats a camera or a phone writes. Its folder is a system include directory in every build,
// so its own warnings are not ours.
#include "cubelab/scan/image_decoding.h"

#include <fmt/format.h>

#include <cstring>
#include <memory>

#include "cubelab/cube/error.h"

#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_HDR
#define STBI_NO_LINEAR
#define STBI_NO_PSD
#define STBI_NO_PIC
#include <stb_image.h>

namespace cubelab::scan {

Image decode_image(std::string_view bytes) {
  if (bytes.empty()) throw InputError(ErrorCode::Photo, "the photo is empty");
  if (bytes.size() > static_cast<size_t>(INT32_MAX))
    throw InputError(ErrorCode::Limit, "the photo's file is over 2 GiB");
  const auto* data = reinterpret_cast<const stbi_uc*>(bytes.data());
  const int size = static_cast<int>(bytes.size());
  int width = 0, height = 0, channels = 0;
  if (!stbi_info_from_memory(data, size, &width, &height, &channels))
    throw InputError(ErrorCode::Photo,
                     fmt::format("not a photo cubelab reads (JPEG or PNG): {}",
                                 stbi_failure_reason() ? stbi_failure_reason() : "unknown format"));
  if (static_cast<long long>(width) * height > kMaxPixels)
    throw InputError(ErrorCode::Limit,
                     fmt::format("the photo has {} x {} pixels; at most {} megapixels are read",
                                 width, height, kMaxPixels >> 20));
  std::unique_ptr<stbi_uc, void (*)(void*)> pixels(
      stbi_load_from_memory(data, size, &width, &height, &channels, 3), stbi_image_free);
  if (!pixels)
    throw InputError(ErrorCode::Photo,
                     fmt::format("the photo could not be decoded: {}",
                                 stbi_failure_reason() ? stbi_failure_reason() : "broken file"));
  Image image;
  image.width = width;
  image.height = height;
  image.rgb.resize(3 * static_cast<size_t>(width) * height);
  std::memcpy(image.rgb.data(), pixels.get(), image.rgb.size());
  return image;
}

}  // namespace cubelab::scan
