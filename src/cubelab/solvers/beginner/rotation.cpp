#include "cubelab/solvers/beginner/rotation.h"

#include <string>

namespace cubelab::beginner {

Alg rotated_about_ud(const Alg& alg, int quarter_turns) {
  std::string text;
  for (int i = 0; i < (quarter_turns % 4 + 4) % 4; ++i) text += "y ";
  return Alg::parse(text + alg.str());
}

}  // namespace cubelab::beginner
