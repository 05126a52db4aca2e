// stb_image_write compiled here, its functions private to this file (its warnings are not
// ours: its folder is a system include directory).
#include "cubelab/scan/image_encoding.h"

#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

namespace cubelab::scan {
namespace {

void append(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), size);
}

}  // namespace

std::string encode_png(const Image& image) {
  std::string out;
  stbi_write_png_to_func(append, &out, image.width, image.height, 3, image.rgb.data(),
                         3 * image.width);
  return out;
}

std::string encode_jpeg(const Image& image, int quality) {
  std::string out;
  stbi_write_jpg_to_func(append, &out, image.width, image.height, 3, image.rgb.data(), quality);
  return out;
}

}  // namespace cubelab::scan
