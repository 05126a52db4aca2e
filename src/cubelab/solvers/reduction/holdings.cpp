// The cube held another way (holdings.h).
#include "cubelab/solvers/reduction/holdings.h"

#include <string>
#include <string_view>

#include "cubelab/cube/move.h"

namespace cubelab::reduction {

nxn::NxnCube held_otherwise(const nxn::NxnCube& cube, const Rotation& r) {
  nxn::NxnCube turned = cube;
  turned.apply(nxn::parse_moves(r.str(), cube.size()));
  std::string facelets = turned.facelets();
  for (char& c : facelets)
    c = kFaceNames[r.to[std::string_view(kFaceNames.data(), kFaces).find(c)]];
  return nxn::NxnCube::from_facelets(cube.size(), facelets);
}

}  // namespace cubelab::reduction
