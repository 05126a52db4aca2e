#pragma once
// Scrambles and validation through the library's facade.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "cubelab/cube.h"

namespace cubelab {

struct ScrambleOptions {
  std::string puzzle = "3x3x3";       // or "2x2x2"
  bool random_state = true;           // a uniformly random state (WCA style); false: random moves
  int length = 25;                    // moves, for random-move scrambles
  std::optional<std::uint64_t> seed;  // the same seed gives the same scramble
};

struct ScrambleResult {
  Cube cube;          // the state it leads to
  std::string moves;  // the moves that scramble a solved cube into it
};

ScrambleResult scramble(const ScrambleOptions& options = {});

struct Validation {
  bool valid = false;
  std::string code;     // empty when valid, else "E_PARITY", ...
  std::string message;  // what is wrong
  std::string format;   // how the text was read: "facelets", "singmaster", "moves"
};

// Never throws for bad cube text: the answer says what is wrong.
Validation validate(std::string_view text, std::string_view puzzle = "3x3x3");

}  // namespace cubelab
