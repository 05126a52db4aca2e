// Fuzzes the move notation: Alg::parse, Rotation::parse, and the Alg operations on whatever
// parses, checking that each keeps its promise about the state.
#include <cstddef>
#include <cstdint>
#include <string>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/rotation.h"
#include "fuzz_check.h"

namespace {

using namespace cubelab;

CubieCube state_of(const Alg& a) {
  CubieCube c;
  c.apply(a.moves);
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    Alg a = Alg::parse(text);
    CubieCube s = state_of(a);
    FUZZ_CHECK((s * state_of(a.inverse())).is_solved());
    FUZZ_CHECK(state_of(a.simplified()) == s);
    Alg c = a.canonical();
    FUZZ_CHECK(state_of(c) == s);
    for (size_t i = 1; i < c.size(); ++i)
      FUZZ_CHECK(allowed_after(move_face(c.moves[i - 1]), move_face(c.moves[i])));
    FUZZ_CHECK(a.mirrored().mirrored() == a);
    FUZZ_CHECK(Alg::parse(a.str()) == a);
    int order = a.order();
    FUZZ_CHECK(order >= 1 && order <= 1260);
  } catch (const InputError& e) {
    // Bad notation, or a repetition that would make too many moves.
    FUZZ_CHECK(e.code() == ErrorCode::Notation || e.code() == ErrorCode::Limit);
  }
  try {
    Rotation r = Rotation::parse(text);
    FUZZ_CHECK(Rotation::index_of(r.to) >= 0);
    FUZZ_CHECK(Rotation::parse(r.str()) == r);
  } catch (const InputError& e) {
    FUZZ_CHECK(e.code() == ErrorCode::Notation || e.code() == ErrorCode::Limit);
  }
  return 0;
}
