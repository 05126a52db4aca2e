// Fuzzes the 2x2x2 parsers directly (facelets in any letters, corner Singmaster). Inputs of
// 24 bytes are mapped onto a few letters so that colour schemes, corners and twists are
// exercised, not only the length check.
#include <cstddef>
#include <cstdint>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/cube/pocket.h"
#include "fuzz_check.h"

namespace {

using namespace cubelab;

void check(const std::string& text, bool singmaster) {
  CubieCube c;
  try {
    c = singmaster ? pocket_from_singmaster(text) : pocket_from_facelets(text);
  } catch (const InputError& e) {
    FUZZ_CHECK(e.what()[0] != '\0');
    return;
  }
  FUZZ_CHECK(is_normalised_pocket(c) && c.is_valid_permutation() && c.twist() == 0);
  FUZZ_CHECK(pocket_from_facelets(pocket_facelets(c)) == c);
  FUZZ_CHECK(pocket_from_singmaster(pocket_singmaster(c)) == c);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string raw(reinterpret_cast<const char*>(data), size);
  check(raw, false);
  check(raw, true);
  // The same bytes as 24 stickers over the six letters of a scheme (rarely a seventh).
  static const char* kSchemes[] = {"URFDLBX", "WRGYOBK", "ACEHIJK"};
  if (size >= 1) {
    const char* letters = kSchemes[data[0] % 3];
    std::string stickers(kSolvedPocketFacelets);
    for (size_t i = 1; i < size && i <= stickers.size(); ++i)
      stickers[i - 1] = letters[data[i] % 32 == 31 ? 6 : data[i] % 6];
    check(stickers, false);
  }
  return 0;
}
