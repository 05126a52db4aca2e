#pragma once
// The facade's puzzle registry: for each puzzle, what the facade does with it (read a cube
// text, turn it, scramble it, solve it). cube.cpp, scramble.cpp and solve.cpp look the
// puzzle up here and nowhere else, so that a new puzzle is one entry.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/alg.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/puzzle.h"
#include "cubelab/puzzle.h"
#include "cubelab/scramble.h"
#include "cubelab/solve.h"

namespace cubelab {

class OptionSet;

// A cube of the puzzle as the facade keeps it: its canonical facelet string, and how the text
// it came from was read ("facelets", "singmaster", "moves").
struct ReadCube {
  std::string facelets;
  std::string format;
  std::string note;   // how facelets were read, if there is something to say
  std::string moves;  // a move sequence as plain face turns, when the text was moves
};

struct PuzzleEntry {
  PuzzleInfo info;
  // Any accepted text to the canonical facelets; throws Error (E_FORMAT, E_PARITY, ...).
  std::function<ReadCube(std::string_view text)> read;
  // The canonical facelets turned by `moves`; throws Error(E_NOTATION).
  std::function<std::string(const std::string& facelets, std::string_view moves)> apply;
  // `count` scrambles drawn one after the other from the options' seed, each to `each`.
  std::function<void(const ScrambleOptions&, int count,
                     const std::function<void(const ScrambleResult&)>& each)>
      scramble;
  // The facade's solve(), check() and prepare() of a request of this puzzle.
  std::function<Solution(const Request&, const SolveControl&)> solve;
  std::function<std::string(const Request&)> check;
  std::function<double(const Request&, const SolveControl&)> prepare;
  // The stored tables (tables/store.h) a solve of the request loads or builds, for
  // unavailable(); unset: none.
  std::function<std::vector<std::string>(const Request&)> stored_tables;
  // alg_operation() (alg.h) of this puzzle's moves, when it has a notation; throws
  // InputError.
  std::function<AlgResult(std::string_view op, std::string_view moves, std::string_view by)> alg;
  // The cube drawn as text for `show` (Cube::diagram): a net, the pyraminx's triangles, the
  // clock's dials; with `color`, in the puzzle's colours (ANSI).
  std::function<std::string(const std::string& facelets, bool color)> diagram;
  // Singmaster's positional notation of the pieces (Cube::singmaster), where the puzzle has
  // one (the 3x3x3 and the 2x2x2).
  std::function<std::string(const std::string& facelets)> singmaster;
  std::string solved;  // the solved cube's facelets
  // The stickers of a cube's facelet text that a validation error (its code) is about, for
  // Validation::stickers (nxn_error_stickers.h); unset where the puzzle has none to name.
  std::function<std::vector<int>(std::string_view text, ErrorCode code)> error_stickers;
  // Whether facelets are solved, when other facelets than `solved` are (the megaminx held
  // turned); unset: only `solved` is.
  std::function<bool(const std::string& facelets)> is_solved;
  // Whether `moves` solve the cube `text` as its solve() holds it, when that is not the
  // canonical cube (an NxNxN given as moves or in face letters: its solution begins with the
  // rotation to the standard orientation); unset: read, then apply, then is_solved.
  std::function<bool(std::string_view text, std::string_view moves)> solves;
  // Its solvers as solvers() lists them; a solver of several puzzles (reduction, of every
  // NxNxN) is listed once, by the first of them.
  std::vector<SolverInfo> solvers;
};

// "5x5x5" -> 5 for an NxNxN cube from the 4x4x4 on; 0 for any other name.
int nxn_size(std::string_view name);

// The puzzle called `name`; throws Error(E_OPTION) naming the puzzles there are.
const PuzzleEntry& find_puzzle(std::string_view name);

// Refuses (E_OPTION, never ignores) what a puzzle whose solvers take only the cube, a time
// limit and a maximum length cannot honour: another metric than its one (`lengths` says what
// it counts), a partial goal or move set, a target, a robot cost, several solutions, options.
void refuse_unsupported_fields(const Request& r, const std::string& puzzle,
                               const std::string& lengths);

// The solving of the 3x3x3 and the 2x2x2, whose solvers share one model (CubieCube) and the
// registry of solve/registry.h (solve.cpp).
Solution solve_cubies(Puzzle puzzle, const Request& request, const SolveControl& control);
std::string check_cubies(Puzzle puzzle, const Request& request);
double prepare_cubies(Puzzle puzzle, const Request& request, const SolveControl& control);
std::vector<std::string> stored_tables_cubies(Puzzle puzzle, const Request& request);
// alg_operation() for the 3x3x3 and 2x2x2 (one notation), and for the NxNxN (alg.cpp).
AlgResult cubie_alg(std::string_view op, std::string_view moves, std::string_view by);
AlgResult nxn_alg(int n, std::string_view op, std::string_view moves, std::string_view by);
// The solvers of solve/registry.h that solve `puzzle`, described for solvers().
std::vector<SolverInfo> cubie_solvers(Puzzle puzzle);
// A solver's declared options (solve/options.h), described for solvers().
std::vector<SolverOption> described_options(const OptionSet& options);

}  // namespace cubelab
