// The facade's puzzle registry (puzzles.h): one entry a puzzle, each saying how the facade
// reads, turns, scrambles and solves it.
#include "cubelab/library/puzzles.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/goal.h"
#include "cubelab/cube/move_set.h"
#include "cubelab/cube/net.h"
#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_error_stickers.h"
#include "cubelab/cube/nxn/nxn_random_state.h"
#include "cubelab/cube/nxn/nxn_scramble.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/singmaster.h"
#include "cubelab/library/access.h"
#include "cubelab/library/wca_puzzles.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solve/scramble.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/cube4.h"
// (The sizes cube5 solves are known to the page's module too, which does not have cube5.)
#ifndef __EMSCRIPTEN__
#include "cubelab/solvers/cube5/cube5.h"
#endif
#include "cubelab/solvers/reduction/as_five.h"
#include "cubelab/solvers/reduction/centre_search.h"
#include "cubelab/solvers/reduction/options.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/tables/store.h"

namespace cubelab {

int nxn_size(std::string_view name) {
  int n = 0;
  std::from_chars(name.data(), name.data() + name.size(), n);
  return n >= 4 && n <= nxn::kMaxSize && name == fmt::format("{0}x{0}x{0}", n) ? n : 0;
}

namespace {

// A scramble of the 3x3x3 or the 2x2x2: random moves, a random state (the inverse of a
// solver's solution), or one of a move set's group or of a goal's subset (3x3x3).
void cubie_scrambles(Puzzle puzzle, const ScrambleOptions& o, int count,
                     const std::function<void(const ScrambleResult&)>& each) {
  std::optional<MoveSet> move_set;
  if (!o.move_set.empty()) move_set = MoveSet::parse(o.move_set);
  std::optional<Goal> subset;
  if (!o.subset.empty()) subset = Goal::parse(o.subset);
  if ((move_set || subset) && puzzle != Puzzle::Cube3)
    throw InputError(ErrorCode::Option, "move sets and subsets are for the 3x3x3");
  if (move_set && subset)
    throw InputError(ErrorCode::Option, "a scramble has a move set or a subset, not both");
  Rng rng = Rng::from_optional_seed(o.seed);
  for (int i = 0; i < count; ++i) {
    const Scramble s = move_set         ? random_move_set_scramble(rng, *move_set)
                       : subset         ? random_subset_scramble(rng, *subset, o.solver)
                       : o.random_state ? random_state_scramble(puzzle, rng, o.solver, o.with_moves)
                                        : random_move_scramble(puzzle, rng, o.length);
    ScrambleResult r;
    r.cube = CubeAccess::make(puzzle_name(puzzle), facelets_for(puzzle, s.cube));
    r.has_moves = s.moves.has_value();
    if (s.moves) {
      r.moves = s.moves->str();
      r.length_htm = s.moves->htm();
      r.length_qtm = s.moves->qtm();
    }
    r.solver = s.solver;
    r.note = s.note;
    r.random_state = o.random_state && !move_set && !subset;
    each(r);
  }
}

// The 3x3x3 and the 2x2x2: CubieCube, its text formats and the solvers of solve/registry.h.
PuzzleEntry cubie_puzzle(Puzzle puzzle, std::string description) {
  PuzzleEntry e;
  e.info.name = puzzle_name(puzzle);
  e.info.description = std::move(description);
  e.info.facelets = puzzle == Puzzle::Cube2 ? 24 : 54;
  e.info.cube_size = puzzle == Puzzle::Cube2 ? 2 : 3;
  e.info.scramble_length = puzzle == Puzzle::Cube2 ? 11 : 25;
  e.info.default_solver = default_solver_name(puzzle);
  e.alg = cubie_alg;
  e.solvers = cubie_solvers(puzzle);
  for (const SolverInfo& s : e.solvers) e.info.solvers.push_back(s.name);
  e.solved = facelets_for(puzzle, CubieCube::solved());
  e.diagram = [](const std::string& facelets, bool color) { return render_net(facelets, color); };
  e.error_stickers = [n = puzzle == Puzzle::Cube2 ? 2 : 3](std::string_view text, ErrorCode code) {
    return nxn::error_stickers(n, text, code);
  };
  e.singmaster = [puzzle](const std::string& facelets) {
    const CubieCube c = parse_cube_for(puzzle, facelets).cube;
    return puzzle == Puzzle::Cube2 ? pocket_singmaster(c) : to_singmaster(c);
  };
  e.read = [puzzle](std::string_view text) {
    const ParsedCube parsed = parse_cube_for(puzzle, text);
    // Slices, wide moves and rotations come back as face turns relative to the centres.
    const std::string moves = parsed.kind == InputKind::Moves ? Alg::parse(text).str() : "";
    return ReadCube{facelets_for(puzzle, parsed.cube), input_kind_name(parsed.kind), parsed.note,
                    moves};
  };
  e.apply = [puzzle](const std::string& facelets, std::string_view moves) {
    CubieCube c = parse_cube_for(puzzle, facelets).cube;
    c.apply(Alg::parse(moves).moves);
    // The 2x2x2 has no centres: a state is kept with its DBL corner in place, so that a
    // turn of L and one of R (the same up to a rotation) give the same Cube.
    if (puzzle == Puzzle::Cube2) c = normalise_pocket(c);
    return facelets_for(puzzle, c);
  };
  e.scramble = [puzzle](const ScrambleOptions& o, int count,
                        const std::function<void(const ScrambleResult&)>& each) {
    cubie_scrambles(puzzle, o, count, each);
  };
  e.solve = [puzzle](const Request& r, const SolveControl& c) {
    return solve_cubies(puzzle, r, c);
  };
  e.check = [puzzle](const Request& r) { return check_cubies(puzzle, r); };
  e.stored_tables = [puzzle](const Request& r) { return stored_tables_cubies(puzzle, r); };
  e.prepare = [puzzle](const Request& r, const SolveControl& c) {
    return prepare_cubies(puzzle, r, c);
  };
  return e;
}

// cube5 is not in the page's module (cmake/wasm.cmake: its 321 MiB of tables would not fit).
#ifdef __EMSCRIPTEN__
constexpr bool kHasCube5 = false;
#else
constexpr bool kHasCube5 = true;
#endif

// The size's own solver besides reduction: cube4 on the 4x4x4, cube5 on the 5x5x5 and on the
// 6x6x6 and 7x7x7 as a 5x5x5 (empty: none).
std::string own_nxn_solver(int n) {
  if (n == 4) return "cube4";
  if (n >= 5 && n <= reduction::kMostAsFive && kHasCube5) return "cube5";
  return "";
}

// What the NxNxN's solvers honour of a request; the rest is refused.
// The NxNxN's solvers: reduction for every size, cube4 on the 4x4x4, cube5 on the 5x5x5 to
// the 7x7x7 (empty: the default).
void check_nxn_solver(int n, const std::string& solver) {
  const std::string own = own_nxn_solver(n);
  if (solver.empty() || solver == "reduction" || (!own.empty() && solver == own)) return;
  throw InputError(ErrorCode::Option,
                   fmt::format("solver '{}' does not solve the {}x{}x{}: use {}", solver, n, n, n,
                               own.empty() ? "reduction" : own + " or reduction"));
}

// The tables `solver` keeps in the table store on the n-layer cube (reduction: none; cube5 on
// the 6x6x6 reduces its inner 4x4x4 by cube4: cube5/as_five.h).
std::vector<std::string> nxn_stored_tables(const std::string& solver, int n) {
  std::vector<std::string> names;
  if (solver == "cube4" || (solver == "cube5" && n == 6)) names = cube4::stored_tables();
#ifndef __EMSCRIPTEN__
  if (solver == "cube5")
    for (std::string& name : cube5::stored_tables()) names.push_back(std::move(name));
#endif
  return names;
}

// The solution of a checked cube by `solver`; `ways`: reduction's ways (reduction.h), 0 for
// its default (cube5's on the 6x6x6 and 7x7x7: cube5.h).
reduction::Result solve_by(const std::string& solver, const nxn::NxnCube& cube,
                           const std::function<bool()>& stop, const reduction::SearchTime& search,
                           const std::string& profile, int ways = 0) {
  if (solver == "cube4") return cube4::solve(cube, stop, search, profile);
#ifndef __EMSCRIPTEN__
  if (solver == "cube5") return cube5::solve(cube, stop, search, profile, ways);
#endif
  return reduction::solve(cube, stop, search, ways, profile);
}

// The solver the request names, or the size's default: cube4 for the 4x4x4 (shorter) when its
// tables are at hand (tables::at_hand: in the store, or this process may build them and waits
// for its builds), cube5 for the 5x5x5 to the 7x7x7 (shorter) once its tables are in the store
// (321 MiB, built in about 20 s by a solve that names it, or by `cubelab tables build`),
// reduction for the others and where the size's own solver's tables are not there: on a server
// that may not build them or is building them in the background (reduction needs no stored
// table: its centre tables and the 3x3x3 stage's tiny profile are made in memory there).
std::string nxn_solver(int n, const Request& r) {
  if (!r.solver.empty()) return r.solver;
  const std::string own = own_nxn_solver(n);
  if (own.empty()) return "reduction";
  const std::vector<std::string> tables = nxn_stored_tables(own, n);
  return (n == 4 ? tables::at_hand(tables) : tables::in_store(tables)) ? own : "reduction";
}

// The two-phase profile of the request's 3x3x3 stage, by its memory budget (-o memory=).
std::string nxn_profile(int n, const Request& r) {
  const std::string solver = nxn_solver(n, r);
  const reduction::Options o = reduction::options().read(r.options, solver);
  // (On the 6x6x6 and 7x7x7 the centre searches of reduction/as_five.h.)
  const bool as_five = n >= reduction::kLeastAsFive && n <= reduction::kMostAsFive;
  uint64_t own = as_five ? reduction::as_five_bytes(n) : reduction::centre_search_bytes(n);
  if (solver == "cube4") own = cube4::table_bytes();
#ifndef __EMSCRIPTEN__
  // (The 5x5x5's centre search reads cube5's phase 1 table, in cube5's own; on the 6x6x6 cube4's
  // tables for its inner 4x4x4.)
  if (solver == "cube5")
    own = cube5::table_bytes() + (n == 6 ? cube4::table_bytes() : 0) +
          (as_five ? reduction::as_five_bytes(n) - reduction::centre_search_bytes(5) : 0);
#endif
  return reduction::reduced_profile(o.memory, own, solver);
}

// The tables of `solver` on the n-layer cube (reduction's centre search has one from the 5x5x5
// on; both solvers turn the 6x6x6 and 7x7x7 as a 5x5x5 by the searches of
// reduction::prepare_as_five, cube5 the 6x6x6's inner 4x4x4 by cube4) and of its 3x3x3 stage's
// two-phase `profile`, through the table store (a few tenths of a second once in the cache: the
// files are read and their checksums verified); the milliseconds it took.
double prepare_nxn(int n, const std::string& solver, const std::string& profile) {
  const auto start = std::chrono::steady_clock::now();
  if (solver == "cube4" || (solver == "cube5" && n == 6)) cube4::prepare();
#ifndef __EMSCRIPTEN__
  if (solver == "cube5") cube5::prepare();
#endif
  if (n >= reduction::kLeastAsFive && n <= reduction::kMostAsFive)
    reduction::prepare_as_five(n);
  else if (solver == "reduction")
    reduction::prepare_centre_search(n);
  reduction::prepare_reduced(profile);
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

// The metric a big cube's solvers compare whole solutions in: "htm" and "obtm" are its outer
// block turns, "sltm" its single-layer turns; the others are refused (E_OPTION).
nxn::TurnMetric nxn_metric(int n, const std::string& metric) {
  if (metric == "htm" || metric == "obtm") return nxn::TurnMetric::Obtm;
  if (metric == "sltm") return nxn::TurnMetric::Sltm;
  throw Error(error_code_name(ErrorCode::Option),
              fmt::format("the metric {0} is not for the {1}x{1}x{1}: its solvers count outer "
                          "block turns (htm or obtm) or single-layer turns (sltm)",
                          metric, n));
}

void check_nxn_request(int n, const Request& r) {
  check_nxn_solver(n, r.solver);
  nxn_metric(n, r.metric);
  Request rest = r;
  rest.options.clear();  // the solvers' own (reduction/options.h), read by nxn_profile
  rest.metric = "htm";   // checked above
  refuse_unsupported_fields(rest, fmt::format("{0}x{0}x{0}", n), "outer block turns");
  nxn_profile(n, r);
}

// A checked NxNxN cube as the one who asks holds it, so that the solution (which begins with
// the rotation to the standard orientation, reduction.h) is played on the cube in hand: moves
// from the solved cube as turned, face letters as written. Other colour letters are read in
// the standard orientation (their note says how they were turned).
nxn::NxnCube held_cube(int n, std::string_view text, const ReadCube& read) {
  if (read.format == "moves") {
    nxn::NxnCube cube(n);
    cube.apply(nxn::parse_moves(text, n));
    return cube;
  }
  const bool face_letters = std::all_of(text.begin(), text.end(), [](char c) {
    return std::string_view("URFDLB").find(c) != std::string_view::npos;
  });
  return nxn::NxnCube::from_facelets(n, face_letters ? std::string(text) : read.facelets);
}

// What a time limit leaves for the answer after the 3x3x3 stage's search (its moves put
// together and verified): this share of it, at most 50 ms.
constexpr double kAnswerMargin = 0.1;

// The reduction (solvers/reduction) or, on the 4x4x4, cube4 (solvers/cube4) of a checked
// cube, verified again here by applying it.
Solution solve_nxn(int n, const nxn::NxnCube& cube, const Request& r, const SolveControl& c) {
  Solution s;
  s.input = r.cube;
  s.puzzle = fmt::format("{0}x{0}x{0}", n);
  s.solver = nxn_solver(n, r);
  s.metric = r.metric;
  const nxn::TurnMetric metric = nxn_metric(n, r.metric);
  const std::string profile = nxn_profile(n, r);
  // The tables first, timed apart (load_ms), as every solver's are (run_solver): a first solve
  // in a process loads and checks them, and that must not be counted as solving, nor taken
  // from the 3x3x3 stage's search time (which the stage would then spend on fewer cubes).
  s.load_ms = prepare_nxn(n, s.solver, profile);
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed_s = [&start] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const auto stop = [&] {
    return (c.cancel && c.cancel->cancelled()) || (r.time_limit > 0 && elapsed_s() > r.time_limit);
  };
  // The 3x3x3 stage searches as long as the option "search" asks, but not past the time
  // limit (which also stops a solve that has no answer by then).
  reduction::SearchTime search(reduction::options().read(r.options, s.solver).search);
  search.metric = metric;
  if (r.time_limit > 0)
    search.until = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double>(
                                   r.time_limit - std::min(kAnswerMargin * r.time_limit, 0.05)));
  reduction::Result result;
  try {
    result = solve_by(s.solver, cube, stop, search, profile);
  } catch (const reduction::Stopped&) {
    const bool cancelled = c.cancel && c.cancel->cancelled();
    s.status = cancelled ? Solution::Status::Cancelled : Solution::Status::TimedOut;
    s.message = cancelled ? "cancelled" : "time limit reached";
    s.elapsed_ms = elapsed_s() * 1000;
    return s;
  }
  s.elapsed_ms = elapsed_s() * 1000;
  nxn::NxnCube check = cube;
  check.apply(result.moves);
  if (!check.is_solved()) {
    s.status = Solution::Status::Error;
    s.message = "the " + s.solver + " solution does not solve the cube";
    return s;
  }
  const int length = nxn::obtm(result.moves, n);
  const int counted = nxn::length(result.moves, n, metric);  // what max_length bounds
  if (r.max_length >= 0 && counted > r.max_length) {
    s.status = Solution::Status::NoSolution;
    s.message = fmt::format(
        "found {} {}, more than {}", counted,
        metric == nxn::TurnMetric::Sltm ? "single-layer turns" : "outer block turns", r.max_length);
    return s;
  }
  s.status = Solution::Status::Solved;
  s.moves = nxn::to_string(result.moves, n);
  for (const nxn::NxnMove& m : result.moves) s.move_list.push_back(nxn::to_string(m, n));
  s.length_htm = length;
  s.length_qtm = nxn::obqtm(result.moves, n);
  s.length_axial = length;
  s.length_sltm = nxn::sltm(result.moves, n);
  for (const reduction::Stage& st : result.stages)
    s.stages.push_back(
        {st.name, nxn::to_string(st.moves, n), nxn::obtm(st.moves, n), st.note, {}, {}});
  return s;
}

// A random state of the NxNxN cube as the inverse of `solver`'s solution (cube4: the first
// it finds, so that a seed gives the same moves), written as the WCA's scrambles turn the
// cube and checked to lead to the state.
ScrambleResult nxn_state_scramble(int n, const std::string& name, const std::string& solver,
                                  bool with_moves, Rng& rng) {
  const nxn::NxnCube state = nxn::random_state(n, rng);
  ScrambleResult r;
  r.cube = CubeAccess::make(name, state.facelets());
  r.random_state = true;
  if (!with_moves) return r;  // the facade's scrambles() marks it as without moves
  // The 6x6x6 and 7x7x7 by the solver's quickest settings (`ways` 1; reduction's 3-4 s a cube
  // against 21 and 32 s by its defaults): a scramble's length matters less than the wait for it.
  const bool as_five = n >= reduction::kLeastAsFive && n <= reduction::kMostAsFive;
  const reduction::Result solution =
      solve_by(solver, state, {}, 0, reduction::kReducedProfile, as_five ? 1 : 0);
  const std::vector<nxn::NxnMove> moves = nxn::in_scramble_form(nxn::inverse(solution.moves), n);
  nxn::NxnCube check(n);
  check.apply(moves);
  if (nxn::standard_orientation(check) != state)
    throw std::logic_error("the inverse of the " + solver + " solution does not scramble the " +
                           name + " into its random state");
  r.moves = nxn::to_string(moves, n);
  r.length_htm = nxn::obtm(moves, n);  // outer block turns: a big cube's face turns
  r.length_qtm = nxn::obqtm(moves, n);
  r.solver = solver;
  return r;
}

// Scrambles of the NxNxN cube: random states of the 4x4x4 (by its default solver, cube4, or
// reduction where cube4's tables cannot be had: the WCA's are random states) or of any size
// whose solver is named; otherwise random moves, the WCA's scrambles of the bigger cubes.
void nxn_scrambles(int n, const std::string& name, const ScrambleOptions& o, int count,
                   const std::function<void(const ScrambleResult&)>& each) {
  if (!o.move_set.empty() || !o.subset.empty())
    throw InputError(ErrorCode::Option, "move sets and subsets are for the 3x3x3");
  const bool state = o.random_state && (n == 4 || !o.solver.empty());
  if (!o.solver.empty()) {
    if (!o.random_state)
      throw InputError(ErrorCode::Option,
                       "random-move scrambles use no solver: the solver is "
                       "for random states");
    check_nxn_solver(n, o.solver);
  }
  Rng rng = Rng::from_optional_seed(o.seed);
  for (int i = 0; i < count; ++i) {
    if (state) {
      each(nxn_state_scramble(n, name, o.solver.empty() ? nxn_solver(n, {}) : o.solver,
                              o.with_moves, rng));
      continue;
    }
    const std::vector<nxn::NxnMove> moves =
        nxn::random_scramble(n, rng, o.random_state ? nxn::scramble_length(n) : o.length);
    nxn::NxnCube cube(n);
    cube.apply(moves);
    ScrambleResult r;
    r.cube = CubeAccess::make(name, nxn::standard_orientation(cube).facelets());
    r.moves = nxn::to_string(moves, n);
    r.length_htm = nxn::obtm(moves, n);
    r.length_qtm = nxn::obqtm(moves, n);
    if (o.random_state)
      r.note = fmt::format("the WCA scrambles the {} with {} random moves, as here", name,
                           nxn::scramble_length(n));
    each(r);
  }
}

// A big-cube solver as solvers() lists it: what it is, then what every one of them shares
// (its metrics, its options: reduction/options.h).
SolverInfo big_cube_solver(std::string name, std::string puzzle, const std::string& what) {
  return {std::move(name),
          std::move(puzzle),
          what +
              "; lengths in outer block turns, or single-layer turns with --metric sltm "
              "(docs/nxn.md)",
          false,
          false,
          {"htm", "obtm", "sltm"},
          described_options(reduction::options())};
}

// The NxNxN cube from the 4x4x4 on: the sticker model of cube/nxn.
PuzzleEntry nxn_puzzle(int n) {
  PuzzleEntry e;
  e.info.name = fmt::format("{0}x{0}x{0}", n);
  e.info.description = fmt::format("The NxNxN cube with {} layers a side", n);
  e.info.facelets = 6 * n * n;
  e.info.cube_size = n;
  e.info.scramble_length = nxn::scramble_length(n);
  e.solved = nxn::NxnCube(n).facelets();
  e.diagram = [](const std::string& facelets, bool color) { return render_net(facelets, color); };
  e.error_stickers = [n](std::string_view text, ErrorCode code) {
    return nxn::error_stickers(n, text, code);
  };
  e.read = [n](std::string_view text) {
    ReadCube read;
    // A facelet string is 6 N^2 letters with nothing between them; anything else is moves
    // from the solved cube.
    const bool facelets = text.size() == static_cast<size_t>(6 * n * n) &&
                          std::all_of(text.begin(), text.end(), [](char c) {
                            return std::isalpha(static_cast<unsigned char>(c));
                          });
    if (facelets) {
      read.facelets = nxn::read_nxn_facelets(n, text, &read.note).facelets();
      read.format = "facelets";
      return read;
    }
    const std::vector<nxn::NxnMove> moves = nxn::parse_moves(text, n);
    nxn::NxnCube cube(n);
    cube.apply(moves);
    // Held as a facelet string is read: rotations and slices relative to the centres.
    read.facelets = nxn::standard_orientation(cube).facelets();
    read.format = "moves";
    read.moves = nxn::to_string(moves, n);
    return read;
  };
  e.apply = [n](const std::string& facelets, std::string_view moves) {
    nxn::NxnCube cube = nxn::NxnCube::from_facelets(n, facelets);
    cube.apply(nxn::parse_moves(moves, n));
    return nxn::standard_orientation(cube).facelets();
  };
  e.scramble = [n, name = e.info.name](const ScrambleOptions& o, int count,
                                       const std::function<void(const ScrambleResult&)>& each) {
    nxn_scrambles(n, name, o, count, each);
  };
  e.alg = [n](std::string_view op, std::string_view moves, std::string_view by) {
    return nxn_alg(n, op, moves, by);
  };
  const std::string own = own_nxn_solver(n);
  e.info.default_solver = own.empty() ? "reduction" : own;
  e.info.solvers = {"reduction"};
  if (!own.empty()) e.info.solvers.insert(e.info.solvers.begin(), own);
  // One solver for every size: listed with the puzzle family's name.
  e.solvers = {big_cube_solver("reduction", "NxNxN",
                               "Any NxNxN cube (N from 4 to " + std::to_string(nxn::kMaxSize) +
                                   ") by reduction: centres, edge pairing and parity, then the "
                                   "3x3x3 stage by two-phase")};
  if (n == 4)
    e.solvers.insert(e.solvers.begin(),
                     big_cube_solver("cube4", "4x4x4",
                                     "The 4x4x4 by three-phase reduction (Tsai, Chen Shuang's "
                                     "TPR): centres and edges by three searched phases on exact "
                                     "tables (11 MiB, wing parity avoided), then the 3x3x3 stage "
                                     "by two-phase"));
  if (own == "cube5")
    e.solvers.insert(
        e.solvers.begin(),
        big_cube_solver("cube5", "5x5x5-7x7x7",
                        "The 5x5x5 by five-phase reduction (Chen Shuang's cube555): centres and "
                        "edges by five searched phases on exact tables (321 MiB, wing parity "
                        "avoided), then the 3x3x3 stage by two-phase; the 6x6x6 and 7x7x7 as a "
                        "5x5x5 once reduction has solved their centres and paired their inner "
                        "edges"));
  e.check = [n](const Request& r) {
    check_nxn_request(n, r);
    return nxn_solver(n, r);
  };
  e.solve = [n, read = e.read](const Request& r, const SolveControl& c) {
    check_nxn_request(n, r);
    return solve_nxn(n, held_cube(n, r.cube, read(r.cube)), r, c);
  };
  e.solves = [n, read = e.read](std::string_view text, std::string_view moves) {
    nxn::NxnCube cube = held_cube(n, text, read(text));
    cube.apply(nxn::parse_moves(moves, n));
    return cube.is_solved();
  };
  e.stored_tables = [n](const Request& r) {
    check_nxn_request(n, r);
    std::vector<std::string> names = nxn_stored_tables(nxn_solver(n, r), n);
    for (std::string& name : reduction::reduced_tables(nxn_profile(n, r)))
      names.push_back(std::move(name));
    return names;
  };
  e.prepare = [n](const Request& r, const SolveControl&) {
    check_nxn_request(n, r);
    return prepare_nxn(n, nxn_solver(n, r), nxn_profile(n, r));
  };
  return e;
}

// The puzzles with a fixed name.
const std::vector<PuzzleEntry>& entries() {
  static const std::vector<PuzzleEntry> all = {
      cubie_puzzle(Puzzle::Cube3, "The Rubik's cube"),
      cubie_puzzle(Puzzle::Cube2, "The pocket cube: corners only"),
      pyraminx_puzzle(),
      skewb_puzzle(),
      clock_puzzle(),
      square1_puzzle(),
      megaminx_puzzle(),
  };
  return all;
}

// The NxNxN entries, made when first asked for and kept.
const PuzzleEntry& nxn_entry(int n) {
  static std::mutex mutex;
  static std::map<int, std::unique_ptr<PuzzleEntry>> made;
  std::lock_guard lock(mutex);
  std::unique_ptr<PuzzleEntry>& e = made[n];
  if (!e) e = std::make_unique<PuzzleEntry>(nxn_puzzle(n));
  return *e;
}

// An NxNxN's entry as listed: its default solver as a request naming none would have it.
PuzzleInfo nxn_info(int n) {
  PuzzleInfo info = nxn_entry(n).info;
  const tables::ListingScope listing;  // says which, without starting builds
  info.default_solver = nxn_solver(n, {});
  return info;
}

}  // namespace

// Refuses (E_OPTION, never ignores) what a puzzle whose solvers take only the cube, a time
// limit and a maximum length cannot honour: another metric than its one (`lengths` says what
// it counts), a partial goal or move set, a target, a robot cost, several solutions, options.
void refuse_unsupported_fields(const Request& r, const std::string& puzzle,
                               const std::string& lengths) {
  auto refuse = [&puzzle](const std::string& what) {
    throw Error(error_code_name(ErrorCode::Option), what + " is not for the " + puzzle);
  };
  if (r.metric != "htm") refuse("the metric " + r.metric + " (lengths are " + lengths + ")");
  if (!r.goal.empty() || !r.on.empty() || !r.move_set.empty()) refuse("a partial goal or move set");
  if (!r.target.empty()) refuse("a target pattern");
  if (!r.robot_cost.empty()) refuse("a robot cost");
  if (r.count != 1) refuse("more than one solution");
  if (!r.options.empty()) refuse("option '" + r.options.begin()->first + "'");
}

const PuzzleEntry& find_puzzle(std::string_view name) {
  // The short names ("3x3", "3") are read too, as they always were by Cube::parse, and the
  // Square-1's as cubing.js and the WCA's event list write it ("sq1").
  if (name == "sq1") name = "square1";
  const std::optional<Puzzle> cubie = puzzle_from_name(name);
  for (const PuzzleEntry& e : entries())
    if (e.info.name == name || (cubie && e.info.name == puzzle_name(*cubie))) return e;
  if (const int n = nxn_size(name)) return nxn_entry(n);
  throw Error(error_code_name(ErrorCode::Option),
              "unknown puzzle '" + printable(name) + "': use " + puzzle_names());
}

std::vector<PuzzleInfo> puzzles() {
  std::vector<PuzzleInfo> out;
  for (const PuzzleEntry& e : entries()) out.push_back(e.info);
  for (int n = 4; n <= 7; ++n) out.push_back(nxn_info(n));
  return out;
}

std::vector<SolverInfo> solvers() {
  std::vector<SolverInfo> out;
  for (const PuzzleEntry& e : entries()) out.insert(out.end(), e.solvers.begin(), e.solvers.end());
  // The 4x4x4's and the 5x5x5's own solvers and reduction, which every NxNxN has.
  for (int n : {4, 5})
    for (const SolverInfo& s : nxn_entry(n).solvers)
      if (std::none_of(out.begin(), out.end(),
                       [&](const SolverInfo& o) { return o.name == s.name; }))
        out.push_back(s);
  return out;
}

std::optional<PuzzleInfo> puzzle_info(std::string_view name) {
  if (name == "sq1") name = "square1";  // as find_puzzle reads it
  for (const PuzzleEntry& e : entries())
    if (e.info.name == name) return e.info;
  if (const int n = nxn_size(name)) return nxn_info(n);
  return std::nullopt;
}

std::string puzzle_names() {
  std::string s;
  for (const PuzzleEntry& e : entries()) s += e.info.name + ", ";
  return s + fmt::format("or NxNxN (N from 4 to {})", nxn::kMaxSize);
}

}  // namespace cubelab
