#pragma once
// Scrambles and validation through the library's facade.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube.h"

namespace cubelab {

struct ScrambleOptions {
  std::string puzzle = "3x3x3";       // puzzles() lists them
  bool random_state = true;           // a uniformly random state (WCA style); false: random moves
  int length = 25;                    // moves, for random-move scrambles
  std::optional<std::uint64_t> seed;  // the same seed gives the same scramble
  // A random state of the group of these turns ("R,U", "<R,U,F>"), solved in them (3x3x3).
  std::string move_set;
  // A random state that keeps a goal: "f2l" (a random last layer), "oll", "cross", ... (the
  // presets of a request's goal, or a facelet mask) (3x3x3).
  std::string subset;
  std::string solver;  // whose solution is inverted for a random state ("" = the puzzle's)
  // false: random states alone, without the moves that lead to them (benchmark inputs: a
  // big cube's random state then takes no solve); random-move scrambles keep their moves.
  bool with_moves = true;
};

struct ScrambleResult {
  Cube cube;          // the state it leads to
  std::string moves;  // the moves that scramble a solved cube into it
  // Without moves: no solver could turn the random state into moves (`note` says why).
  bool has_moves = true;
  // A uniformly random state (what `random_state` asks for); false for random moves, which
  // is what a puzzle without a random-state scrambler gives (the big cubes, as the WCA does).
  bool random_state = false;
  int length_htm = 0, length_qtm = 0;
  std::string solver;  // the solver whose solution was inverted, if any
  std::string note;    // why there are no moves, or no random state, when there are none
};

// A scramble, or a random state without moves when no solver could give its moves (a
// random-state scramble only). Throws Error(E_OPTION) for bad options.
ScrambleResult scramble(const ScrambleOptions& options = {});
// `count` scrambles drawn one after the other from the one seed (the first is scramble()'s),
// each handed to `each` as it is made.
void scrambles(const ScrambleOptions& options, int count,
               const std::function<void(const ScrambleResult&)>& each);

struct Validation {
  bool valid = false;
  std::string code;      // empty when valid, else "E_PARITY", ...
  std::string message;   // what is wrong
  std::string format;    // how the text was read: "facelets", "singmaster", "moves"
  std::string facelets;  // the cube's canonical facelets, when valid
  std::string note;      // how facelets were read ("standard colours, turned with x y"), if told
  std::string moves;     // a move sequence as plain face turns, when the text was moves
  // When invalid: the places (0-based) in the facelet text of the stickers the error is about
  // (the pieces it names; for a twist, a flip or a parity the turned, flipped or misplaced
  // pieces among which it lies), for the cubes' facelets; empty otherwise.
  std::vector<int> stickers;
};

// Never throws for bad cube text: the answer says what is wrong.
Validation validate(std::string_view text, std::string_view puzzle = "3x3x3");

}  // namespace cubelab
