#pragma once
// Operations on move sequences (`cubelab alg`), for every puzzle with a move notation: the
// 3x3x3 and 2x2x2 (one notation), and every NxNxN cube.
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cubelab/progress.h"

namespace cubelab {

struct AlgResult {
  std::string input;  // the moves as given
  std::string op;
  bool has_result = false;  // the operation gives a sequence (invert, simplify, ...)
  std::string result;       // that sequence, written canonically
  long long order = 0;      // op "order": repetitions from solved until solved again
  // Lengths in the puzzle's metrics, of the result (of the input for "length"): "htm",
  // "qtm", "axial" (3x3x3 and 2x2x2); "htm" (outer block turns), "qtm" and "sltm" (NxNxN).
  std::vector<std::pair<std::string, int>> lengths;
  std::string text;  // the line `cubelab alg` prints
};

// The operations, for help texts: invert, simplify, canonical, mirror, rotate, order, length,
// axial.
const std::vector<std::string>& alg_operations();

// `op` applied to `moves` of `puzzle`; `by` is the rotation of "rotate" ("y", "x y2").
// Throws Error: E_NOTATION for a bad move, E_OPTION for an unknown operation or puzzle, or one
// the puzzle has not (canonical and axial are the 3x3x3's), E_REQUEST for "rotate" without a
// rotation.
AlgResult alg_operation(std::string_view op, std::string_view moves,
                        std::string_view puzzle = "3x3x3", std::string_view by = "");

// {input, op, result?, order?, and each length by its metric's name}.
std::string to_json(const AlgResult& result);

// One case of cubelab's own last-layer algorithm sets, as the CFOP solver plays them
// (docs/cfop.md): OLL's 57 cases (each an optimal solution of its orientation, F2L kept) and
// PLL's 71 (the 21 permutations, each with the turn of U that ends it).
struct LastLayerCase {
  std::string set;    // "OLL" or "PLL"
  int number = 0;     // 1-based, in cubelab's own order (not the usual names)
  std::string moves;  // the algorithm; its inverse sets the case up on a solved cube
};
// Every case, OLL's then PLL's. The sets are generated on first use and kept in the table
// store (cfop-last-layer, about half a minute), the build's progress to `progress`. Throws
// Error (E_LIMIT when this process may not build them).
std::vector<LastLayerCase> last_layer_cases(
    const std::function<void(const Progress&)>& progress = {});

}  // namespace cubelab
