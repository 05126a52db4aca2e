// The pyraminx, the skewb, the clock, the Square-1 and the megaminx in the registry
// (wca_puzzles.h).
#include "cubelab/library/wca_puzzles.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <functional>
#include <map>
#include <optional>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/library/access.h"
#include "cubelab/puzzles/clock/clock.h"
#include "cubelab/puzzles/clock/net.h"
#include "cubelab/puzzles/clock/solver.h"
#include "cubelab/puzzles/megaminx/megaminx.h"
#include "cubelab/puzzles/megaminx/net.h"
#include "cubelab/puzzles/megaminx/solver.h"
#include "cubelab/puzzles/pyraminx/net.h"
#include "cubelab/puzzles/pyraminx/pyraminx.h"
#include "cubelab/puzzles/pyraminx/solver.h"
#include "cubelab/puzzles/skewb/net.h"
#include "cubelab/puzzles/skewb/skewb.h"
#include "cubelab/puzzles/skewb/solver.h"
#include "cubelab/puzzles/square1/net.h"
#include "cubelab/puzzles/square1/solver.h"
#include "cubelab/puzzles/square1/square1.h"

namespace cubelab {
namespace {

// What one of these puzzles gives the registry. Texts are the puzzle's own (its sticker or
// dial text, or moves from the solved puzzle); moves are its notation.
struct OptimalPuzzle {
  std::string name, description, solver_description;
  std::string move_unit;  // what a move is, for messages: "vertex turns"
  int facelets = 0;
  int scramble_length = 0;
  std::string solved;
  std::function<ReadCube(std::string_view text)> read;
  std::function<std::string(const std::string& facelets, std::string_view moves)> apply;
  // A solution of a read state (optimal when `optimal`), as its moves; throws InputError when
  // none is. Nothing when `stopped` (a time limit, a cancel) returns true first: a solver
  // that may take seconds asks it as it searches.
  std::function<std::optional<std::vector<std::string>>(const std::string& facelets,
                                                        const std::function<bool()>& stopped)>
      solve;
  std::function<std::vector<std::string>(Rng&)> scramble;
  std::function<std::string(std::string_view moves)> invert;
  std::function<int(std::string_view moves)> length;  // in the puzzle's count
  std::function<std::string(const std::string& facelets, bool color)> diagram;
  std::function<void()> prepare;  // builds the solver's tables
  bool optimal = true;            // whether `solve` proves its solutions optimal
  // Other counts of a solution for the answer's stats ("face_turns"); may be empty.
  std::function<std::map<std::string, double>(std::string_view moves)> counts;
  // Whether a state is solved, when more than `solved` is (the megaminx: any way it is held).
  std::function<bool(const std::string& facelets)> is_solved;
  // Scrambles of random moves in the WCA's form rather than random states (the megaminx's):
  // a request for a random state gets them with this note; one for so many moves is refused.
  bool random_moves = false;
  std::string scramble_note;
};

std::string joined(const std::vector<std::string>& moves) {
  std::string s;
  for (const std::string& m : moves) s += (s.empty() ? "" : " ") + m;
  return s;
}

// What the puzzle's one solver honours of a request; the rest is refused (E_OPTION).
void check_request(const OptimalPuzzle& p, const Request& r) {
  if (!r.solver.empty() && r.solver != p.name)
    throw Error(error_code_name(ErrorCode::Option),
                "solver '" + r.solver + "' does not solve the " + p.name + ": use " + p.name);
  refuse_unsupported_fields(r, p.name, p.move_unit);
}

double elapsed_ms(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since)
      .count();
}

Solution solve_wca_optimal(const OptimalPuzzle& p, const Request& r, const SolveControl& control) {
  Solution s;
  s.input = r.cube;
  s.puzzle = p.name;
  s.solver = p.name;
  s.metric = "htm";
  // The table, built on first use, is loading; reading the state may need it too.
  const auto load = std::chrono::steady_clock::now();
  p.prepare();
  s.load_ms = elapsed_ms(load);
  const std::string facelets = p.read(r.cube).facelets;
  const auto start = std::chrono::steady_clock::now();
  const auto deadline =
      r.time_limit > 0 ? start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                     std::chrono::duration<double>(r.time_limit))
                       : std::chrono::steady_clock::time_point::max();
  const auto cancelled = [&] { return control.cancel && control.cancel->cancelled(); };
  const std::optional<std::vector<std::string>> found =
      p.solve(facelets, [&] { return cancelled() || std::chrono::steady_clock::now() > deadline; });
  s.elapsed_ms = elapsed_ms(start);
  if (!found) {
    s.status = cancelled() ? Solution::Status::Cancelled : Solution::Status::TimedOut;
    s.message = cancelled() ? "cancelled before the " + p.name + " was solved"
                            : fmt::format("no solution of the {} within the time limit ({} s)",
                                          p.name, r.time_limit);
    return s;
  }
  const std::vector<std::string>& moves = *found;
  const std::string text = joined(moves);
  const std::string after = p.apply(facelets, text);
  if (p.is_solved ? !p.is_solved(after) : after != p.solved) {
    s.status = Solution::Status::Error;
    s.message = "the " + p.name + " solution does not solve the state";
    return s;
  }
  const int length = p.length(text);
  if (r.max_length >= 0 && length > r.max_length) {
    s.status = Solution::Status::NoSolution;
    s.message = fmt::format("the {} solution has {} {}, more than {}",
                            p.optimal ? "optimal" : "best", length, p.move_unit, r.max_length);
    return s;
  }
  s.status = Solution::Status::Solved;
  s.proven_optimal = p.optimal;
  if (p.counts) s.stats = p.counts(text);
  s.moves = text;
  s.move_list = moves;
  s.length_htm = s.length_qtm = s.length_axial = length;
  return s;
}

PuzzleEntry entry_of(OptimalPuzzle p) {
  PuzzleEntry e;
  e.info.name = p.name;
  e.info.description = p.description;
  e.info.facelets = p.facelets;
  e.info.scramble_length = p.scramble_length;
  e.info.default_solver = p.name;
  e.info.solvers = {p.name};
  e.solvers = {{p.name, p.name, p.solver_description, false, false, {"htm"}, {}}};
  e.solved = p.solved;
  e.is_solved = p.is_solved;
  e.diagram = p.diagram;
  e.read = [p](std::string_view text) { return p.read(text); };
  e.apply = [p](const std::string& facelets, std::string_view moves) {
    return p.apply(facelets, moves);
  };
  e.scramble = [p](const ScrambleOptions& o, int count,
                   const std::function<void(const ScrambleResult&)>& each) {
    if (!o.move_set.empty() || !o.subset.empty())
      throw InputError(ErrorCode::Option, "move sets and subsets are for the 3x3x3");
    if (!o.solver.empty() && o.solver != p.name)
      throw InputError(ErrorCode::Option, "solver '" + o.solver + "' does not solve the " + p.name +
                                              ": use " + p.name);
    if (!o.random_state)
      throw InputError(ErrorCode::Option, p.random_moves
                                              ? "the " + p.name +
                                                    "'s scrambles are the WCA's, of a fixed form: "
                                                    "no length is asked for"
                                              : "the " + p.name +
                                                    "'s scrambles are random states, "
                                                    "as the WCA's");
    Rng rng = Rng::from_optional_seed(o.seed);
    for (int i = 0; i < count; ++i) {
      const std::string moves = joined(p.scramble(rng));
      ScrambleResult r;
      r.cube = CubeAccess::make(p.name, p.apply(p.solved, moves));
      r.moves = moves;
      r.length_htm = r.length_qtm = p.length(moves);
      r.solver = p.random_moves ? "" : p.name;
      r.random_state = !p.random_moves;
      r.note = p.scramble_note;
      each(r);
    }
  };
  e.alg = [p](std::string_view op, std::string_view moves, std::string_view) {
    if (op != "invert" && op != "length")
      throw InputError(ErrorCode::Option,
                       "the " + p.name + "'s alg operations are invert and length");
    AlgResult r;
    r.input = std::string(moves);
    r.op = std::string(op);
    const int length = p.length(moves);  // reads the moves: E_NOTATION for bad ones
    r.has_result = op == "invert";
    if (r.has_result) r.result = p.invert(moves);
    r.text = r.has_result ? r.result : std::to_string(length);
    r.lengths = {{"htm", length}};
    return r;
  };
  e.check = [p](const Request& r) {
    check_request(p, r);
    return p.name;
  };
  e.solve = [p](const Request& r, const SolveControl& control) {
    check_request(p, r);
    return solve_wca_optimal(p, r, control);
  };
  e.prepare = [p](const Request& r, const SolveControl&) {
    check_request(p, r);
    const auto start = std::chrono::steady_clock::now();
    p.prepare();
    return elapsed_ms(start);
  };
  return e;
}

// Sticker text or moves: stickers are only the puzzle's `letters` and spaces, and either as
// many as the puzzle has or with a letter no move is written with (moves share some letters).
bool is_sticker_text(std::string_view text, std::string_view letters, size_t stickers,
                     std::string_view not_in_moves) {
  size_t count = 0;
  bool distinct = false;
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
    if (letters.find(c) == std::string_view::npos) return false;
    ++count;
    distinct = distinct || not_in_moves.find(c) != std::string_view::npos;
  }
  return count > 0 && (count == stickers || distinct);
}

template <typename Move>
std::vector<std::string> move_texts(const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(to_string(m));
  return out;
}

pyraminx::Pyraminx read_pyraminx(std::string_view text, ReadCube* read) {
  if (is_sticker_text(text, "GRBY", pyraminx::kStickers, "GY")) {
    read->format = "facelets";
    const pyraminx::Pyraminx p = pyraminx::Pyraminx::from_stickers(text);
    pyraminx::require_reachable(p);
    return p;
  }
  const std::vector<pyraminx::Move> moves = pyraminx::parse_moves(text);
  pyraminx::Pyraminx p;
  p.apply(moves);
  read->format = "moves";
  read->moves = pyraminx::to_string(moves);
  return p;
}

skewb::Skewb read_skewb(std::string_view text, ReadCube* read) {
  if (is_sticker_text(text, "URFDLB", skewb::kStickers, "FD")) {
    read->format = "facelets";
    const skewb::Skewb s = skewb::Skewb::from_stickers(text);
    skewb::check_reachable(s);
    return s;
  }
  const std::vector<skewb::Move> moves = skewb::parse_moves(text);
  skewb::Skewb s;
  s.apply(moves);
  read->format = "moves";
  read->moves = skewb::to_string(moves);
  return s;
}

clock::Clock read_clock(std::string_view text, ReadCube* read) {
  const bool dials = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c)) ||
           std::string_view("ABab ,/\n\r\t").find(c) != std::string_view::npos;
  });
  if (dials) {
    read->format = "facelets";
    return clock::Clock::from_dials(text);
  }
  const std::vector<clock::Move> moves = clock::parse_moves(text);
  clock::Clock c;
  c.apply(moves);
  read->format = "moves";
  read->moves = clock::to_string(moves);
  return c;
}

megaminx::Megaminx read_megaminx(std::string_view text, ReadCube* read) {
  if (is_sticker_text(text, "WGRBYPELOACK", megaminx::kStickers, "WGYPEOACK")) {
    read->format = "facelets";
    return megaminx::Megaminx::from_stickers(text);
  }
  const std::vector<megaminx::Move> moves = megaminx::parse_moves(text);
  megaminx::Megaminx m;
  m.apply(moves);
  read->format = "moves";
  read->moves = megaminx::to_string(moves);
  return m;
}

// The Square-1's text has letters (the corners A-H); its moves none.
square1::Square1 read_square1(std::string_view text, ReadCube* read) {
  const bool pieces = std::any_of(
      text.begin(), text.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
  if (pieces) {
    read->format = "facelets";
    return square1::Square1::from_text(text);
  }
  const std::vector<square1::Move> moves = square1::parse_moves(text);
  square1::Square1 s;
  s.apply(moves);
  read->format = "moves";
  read->moves = square1::to_string(moves);
  return s;
}

}  // namespace

PuzzleEntry pyraminx_puzzle() {
  OptimalPuzzle p;
  p.name = "pyraminx";
  p.description = "The pyraminx: four vertices, tips and middle layers (WCA notation)";
  p.solver_description =
      "Optimal pyraminx solutions (fewest U L R B turns, then the tips) from a complete "
      "distance table of its 933,120 states without tips (docs/puzzles.md)";
  p.move_unit = "vertex turns";
  p.facelets = pyraminx::kStickers;
  p.scramble_length = pyraminx::kScrambleLength;
  p.solved = pyraminx::Pyraminx().stickers();
  p.read = [](std::string_view text) {
    ReadCube read;
    read.facelets = read_pyraminx(text, &read).stickers();
    return read;
  };
  p.apply = [](const std::string& facelets, std::string_view moves) {
    pyraminx::Pyraminx s = pyraminx::Pyraminx::from_stickers(facelets);
    s.apply(pyraminx::parse_moves(moves));
    return s.stickers();
  };
  p.solve = [](const std::string& facelets, const std::function<bool()>&) {
    return std::optional(move_texts(pyraminx::solve(pyraminx::Pyraminx::from_stickers(facelets))));
  };
  p.scramble = [](Rng& rng) { return move_texts(pyraminx::random_state_scramble(rng)); };
  p.invert = [](std::string_view moves) {
    return pyraminx::to_string(pyraminx::invert(pyraminx::parse_moves(moves)));
  };
  p.length = [](std::string_view moves) {
    return static_cast<int>(pyraminx::parse_moves(moves).size());
  };
  p.diagram = [](const std::string& facelets, bool color) {
    return pyraminx::render_net(facelets, color);
  };
  p.prepare = [] { pyraminx::table_states(); };
  return entry_of(std::move(p));
}

PuzzleEntry skewb_puzzle() {
  skewb::register_tables();
  OptimalPuzzle p;
  p.name = "skewb";
  p.description = "The skewb: corners turned in halves of the cube (WCA notation R U L B)";
  p.solver_description =
      "Optimal skewb solutions from a complete distance table of its 3,149,280 states "
      "(docs/puzzles.md)";
  p.move_unit = "corner turns";
  p.facelets = skewb::kStickers;
  p.scramble_length = skewb::kScrambleLength;
  p.solved = skewb::Skewb().stickers();
  p.read = [](std::string_view text) {
    ReadCube read;
    read.facelets = read_skewb(text, &read).stickers();
    return read;
  };
  p.apply = [](const std::string& facelets, std::string_view moves) {
    skewb::Skewb s = skewb::Skewb::from_stickers(facelets);
    s.apply(skewb::parse_moves(moves));
    return s.stickers();
  };
  p.solve = [](const std::string& facelets, const std::function<bool()>&) {
    return std::optional(move_texts(skewb::solve(skewb::Skewb::from_stickers(facelets))));
  };
  p.scramble = [](Rng& rng) { return move_texts(skewb::random_state_scramble(rng)); };
  p.invert = [](std::string_view moves) {
    return skewb::to_string(skewb::invert(skewb::parse_moves(moves)));
  };
  p.length = [](std::string_view moves) {
    return static_cast<int>(skewb::parse_moves(moves).size());
  };
  p.diagram = [](const std::string& facelets, bool color) {
    return skewb::render_net(facelets, color);
  };
  p.prepare = [] { skewb::table_states(); };
  return entry_of(std::move(p));
}

PuzzleEntry clock_puzzle() {
  OptimalPuzzle p;
  p.name = "clock";
  p.description = "The Rubik's Clock: 14 free dials, pins and wheels (WCA notation UR3+ y2 ...)";
  p.solver_description =
      "Optimal clock solutions in the WCA's notation and count (each pin set's turn one "
      "move), solved as a linear system over Z/12 (docs/puzzles.md)";
  p.move_unit = "turns";
  p.facelets = clock::kDials;
  p.scramble_length = 14;
  p.solved = clock::Clock().dials();
  p.read = [](std::string_view text) {
    ReadCube read;
    read.facelets = read_clock(text, &read).dials();
    return read;
  };
  p.apply = [](const std::string& facelets, std::string_view moves) {
    clock::Clock c = clock::Clock::from_dials(facelets);
    c.apply(clock::parse_moves(moves));
    return c.dials();
  };
  p.solve = [](const std::string& facelets, const std::function<bool()>&) {
    return std::optional(move_texts(clock::solve(clock::Clock::from_dials(facelets))));
  };
  p.scramble = [](Rng& rng) { return move_texts(clock::random_state_scramble(rng)); };
  p.invert = [](std::string_view moves) {
    return clock::to_string(clock::invert(clock::parse_moves(moves)));
  };
  p.length = [](std::string_view moves) { return clock::turn_count(clock::parse_moves(moves)); };
  p.diagram = [](const std::string& facelets, bool color) {
    return clock::render_net(facelets, color);
  };
  p.prepare = [] {};  // no tables
  return entry_of(std::move(p));
}

PuzzleEntry square1_puzzle() {
  OptimalPuzzle p;
  p.name = "square1";
  p.description =
      "The Square-1: two layers of corners and edges and a middle layer (WCA notation (1, 0) /)";
  p.solver_description =
      "Square-1 solutions by Shuang Chen's two-phase method (sq12phase): the square-square "
      "shape, then quarter turns and slashes; near-optimal in slashes (docs/puzzles.md)";
  p.move_unit = "slashes";
  p.facelets = square1::kTextLength;
  p.scramble_length = 0;  // random-state scrambles are as long as their solutions
  p.solved = square1::Square1().text();
  p.read = [](std::string_view text) {
    ReadCube read;
    read.facelets = read_square1(text, &read).text();
    return read;
  };
  p.apply = [](const std::string& facelets, std::string_view moves) {
    square1::Square1 s = square1::Square1::from_text(facelets);
    s.apply(square1::parse_moves(moves));
    return s.text();
  };
  p.solve = [](const std::string& facelets, const std::function<bool()>&) {
    return std::optional(move_texts(square1::solve(square1::Square1::from_text(facelets))));
  };
  p.scramble = [](Rng& rng) { return move_texts(square1::random_state_scramble(rng)); };
  p.invert = [](std::string_view moves) {
    return square1::to_string(square1::invert(square1::parse_moves(moves)));
  };
  p.length = [](std::string_view moves) {
    return square1::twist_count(square1::parse_moves(moves));
  };
  p.diagram = [](const std::string& facelets, bool color) {
    return square1::render_net(facelets, color);
  };
  p.prepare = [] { square1::prepare(); };
  p.optimal = false;
  p.counts = [](std::string_view moves) {
    const std::vector<square1::Move> m = square1::parse_moves(moves);
    return std::map<std::string, double>{{"twists", square1::twist_count(m)},
                                         {"face_turns", square1::face_turn_count(m)}};
  };
  return entry_of(std::move(p));
}

PuzzleEntry megaminx_puzzle() {
  OptimalPuzzle p;
  p.name = "megaminx";
  p.description =
      "The megaminx: twelve faces of corners and edges (cubing.js's notation U R2' ... and the "
      "WCA's R++ D--)";
  p.solver_description =
      "Megaminx solutions by stages from D up, each an IDA* with small exact tables; not "
      "optimal (docs/puzzles.md)";
  p.move_unit = "face turns";
  p.facelets = megaminx::kStickers;
  p.scramble_length = megaminx::kScrambleLength;
  p.solved = megaminx::Megaminx().stickers();
  p.read = [](std::string_view text) {
    ReadCube read;
    read.facelets = read_megaminx(text, &read).stickers();
    return read;
  };
  p.apply = [](const std::string& facelets, std::string_view moves) {
    megaminx::Megaminx m = megaminx::Megaminx::from_stickers(facelets);
    m.apply(megaminx::parse_moves(moves));
    return m.stickers();
  };
  p.solve = [](const std::string& facelets, const std::function<bool()>& stopped) {
    const auto moves = megaminx::solve(megaminx::Megaminx::from_stickers(facelets), stopped);
    return moves ? std::optional(move_texts(*moves)) : std::nullopt;
  };
  p.scramble = [](Rng& rng) { return move_texts(megaminx::wca_scramble(rng)); };
  p.invert = [](std::string_view moves) {
    return megaminx::to_string(megaminx::invert(megaminx::parse_moves(moves)));
  };
  p.length = [](std::string_view moves) {
    return static_cast<int>(megaminx::parse_moves(moves).size());
  };
  p.diagram = [](const std::string& facelets, bool color) {
    return megaminx::render_net(facelets, color);
  };
  p.prepare = [] { megaminx::prepare(); };
  p.optimal = false;
  p.counts = [](std::string_view moves) {
    const std::vector<megaminx::Move> m = megaminx::parse_moves(moves);
    return std::map<std::string, double>{{"face_turns", static_cast<double>(m.size())},
                                         {"fifth_turns", megaminx::fifth_turn_count(m)}};
  };
  p.is_solved = [](const std::string& facelets) {
    return megaminx::Megaminx::from_stickers(facelets).is_solved();
  };
  p.random_moves = true;
  p.scramble_note =
      "the WCA scrambles the megaminx with 77 random moves of this form (TNoodle's "
      "MegaminxPuzzle), as here: no random state";
  return entry_of(std::move(p));
}

}  // namespace cubelab
