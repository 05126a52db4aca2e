#pragma once
// The puzzles cubelab knows, as the facade names them. A puzzle is a value of every request
// (Request::puzzle, Cube::parse, ScrambleOptions::puzzle, validate): each one registers its
// reader, scrambler and solvers in one place (src/cubelab/library/puzzles.cpp), and every face
// (CLI, HTTP API, WebAssembly, Python) reaches them through these names.
#include <string>
#include <vector>

namespace cubelab {

struct PuzzleInfo {
  std::string name;                  // "3x3x3", "2x2x2"
  std::string description;           // one line
  int facelets = 0;                  // stickers in its facelet string (54, 24)
  int scramble_length = 0;           // moves of a random-move scramble (WCA style)
  std::string default_solver;        // the solver used when none is named
  std::vector<std::string> solvers;  // every solver of this puzzle
};

std::vector<PuzzleInfo> puzzles();
// "3x3x3 or 2x2x2", for messages and help texts.
std::string puzzle_names();

}  // namespace cubelab
