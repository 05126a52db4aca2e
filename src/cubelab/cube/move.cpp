#include "cubelab/cube/move.h"

namespace cubelab {

std::string move_name(Move m) {
  std::string s(1, kFaceNames[move_face(m)]);
  if (move_power(m) == 2) s += '2';
  if (move_power(m) == 3) s += '\'';
  return s;
}

}  // namespace cubelab
