// A program built against an installed cubelab (docs/library.md): reads a cube, solves it,
// and checks the answer by applying it.
#include <cubelab/cubelab.h>

#include <iostream>

int main(int argc, char** argv) {
  const std::string text = argc > 1 ? argv[1] : "R U R' U' F2 D";
  try {
    cubelab::Cube cube = cubelab::Cube::parse(text);
    cubelab::SolveOptions options;
    options.solver = argc > 2 ? argv[2] : "";  // empty: the default solver, twophase
    cubelab::Solution s = cubelab::solve(cube, options);
    if (!s.solved()) {
      std::cerr << s.status_name() << ": " << s.message << "\n";
      return 1;
    }
    std::cout << "cubelab " << cubelab::kVersion << ", " << s.solver << ": " << s.moves << " ("
              << s.length_htm << " moves)\n";
    return cube.applied(s.moves).is_solved() ? 0 : 1;
  } catch (const cubelab::Error& e) {
    std::cerr << e.code() << ": " << e.what() << "\n";
    return 2;
  }
}
