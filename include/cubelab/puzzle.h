#pragma once
// The puzzles cubelab knows, as the facade names them. A puzzle is a value of every request
// (Request::puzzle, Cube::parse, ScrambleOptions::puzzle, validate): each one registers its
// reader, scrambler and solvers in one place (src/cubelab/library/puzzles.cpp), and every face
// (CLI, HTTP API, WebAssembly, Python) reaches them through these names.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

struct PuzzleInfo {
  std::string name;                  // "3x3x3", "2x2x2"
  std::string description;           // one line
  int facelets = 0;                  // stickers in its facelet string (54, 24)
  int cube_size = 0;                 // N of an NxNxN cube (3, 2, 5); 0 for the other puzzles
  int scramble_length = 0;           // moves of a random-move scramble (WCA style)
  std::string default_solver;        // the solver used when none is named
  std::vector<std::string> solvers;  // every solver of this puzzle
};

// The puzzles with a fixed name (3x3x3, 2x2x2) and the NxNxN cubes from 4x4x4 to 7x7x7, the
// sizes with WCA events; every NxNxN from 4x4x4 to 1000x1000x1000 is a puzzle too.
std::vector<PuzzleInfo> puzzles();
// The puzzle of this exact name ("5x5x5"); nothing for a name that is none.
std::optional<PuzzleInfo> puzzle_info(std::string_view name);
// "3x3x3, 2x2x2 or NxNxN (N from 4 to 1000)", for messages and help texts.
std::string puzzle_names();

}  // namespace cubelab
