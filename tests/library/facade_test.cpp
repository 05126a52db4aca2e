// The public facade (include/cubelab): what a program that includes only <cubelab/cubelab.h>
// can do, checked against the internal layers it wraps.
#include <cubelab/cubelab.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <thread>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cube_input.h"
#include "support/test_support.h"

namespace {

// The facade's solve of `cube` by the solver `name`, every other option at its default.
cubelab::Solution solve_by(const cubelab::Cube& cube, const std::string& name) {
  cubelab::SolveOptions o;
  o.solver = name;
  return cubelab::solve(cube, o);
}

constexpr const char* kSolved = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

TEST(LibraryCube, ParsesEveryFormatAndPrintsFacelets) {
  EXPECT_EQ(cubelab::Cube().facelets(), kSolved);
  EXPECT_TRUE(cubelab::Cube().is_solved());
  const cubelab::Cube moved = cubelab::Cube::parse("R U R' U'");
  EXPECT_FALSE(moved.is_solved());
  // The same state read back from its facelets, and the facelets match the internal reader.
  EXPECT_EQ(cubelab::Cube::parse(moved.facelets()), moved);
  EXPECT_EQ(moved.facelets(),
            cubelab::facelets_for(cubelab::Puzzle::Cube3, cubelab::parse_cube("R U R' U'").cube));
  EXPECT_EQ(cubelab::Cube::solved("2x2x2").facelets(), "UUUURRRRFFFFDDDDLLLLBBBB");
}

// Singmaster's notation names the pieces of the cubes that have one, and reads back as the
// same cube; the other puzzles have none.
TEST(LibraryCube, SingmasterNamesThePiecesOfTheCubies) {
  EXPECT_EQ(cubelab::Cube().singmaster(),
            "UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR");
  const cubelab::Cube moved = cubelab::Cube::parse("R U F'");
  EXPECT_EQ(cubelab::Cube::parse(moved.singmaster()), moved);
  const cubelab::Cube pocket = cubelab::Cube::parse("R U", "2x2x2");
  EXPECT_EQ(pocket.singmaster().size(), 8u * 4 - 1);
  EXPECT_EQ(cubelab::Cube::parse("R U", "skewb").singmaster(), "");
  EXPECT_EQ(cubelab::Cube::solved("4x4x4").singmaster(), "");
}

TEST(LibraryCube, ApplyTurnsTheCubeAndItsInverseUndoesIt) {
  cubelab::Cube c;
  c.apply("R U2 F' D");
  EXPECT_FALSE(c.is_solved());
  c.apply("D' F U2 R'");
  EXPECT_TRUE(c.is_solved());
  EXPECT_EQ(cubelab::Cube().applied("(R U R' U')").applied("U R U' R'"), cubelab::Cube());
  // The 2x2x2 is kept with DBL in place: L and R differ by a rotation only.
  EXPECT_EQ(cubelab::Cube::solved("2x2x2").applied("L"),
            cubelab::Cube::solved("2x2x2").applied("R"));
}

TEST(LibraryCube, BadInputThrowsErrorWithItsCode) {
  try {
    cubelab::Cube::parse("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBBU");
    FAIL() << "no error";
  } catch (const cubelab::Error& e) {
    EXPECT_EQ(e.code(), "E_FORMAT") << e.what();
  }
  try {
    cubelab::Cube().apply("R Q");
    FAIL() << "no error";
  } catch (const cubelab::Error& e) {
    EXPECT_EQ(e.code(), "E_NOTATION") << e.what();
  }
  EXPECT_THROW(cubelab::Cube::solved("kilominx"), cubelab::Error);
  // The URF corner twisted in place (its U, R and F stickers: 8, 9, 20).
  std::string f = kSolved;
  const char u = f[8];
  f[8] = f[20], f[20] = f[9], f[9] = u;
  try {
    cubelab::Cube::parse(f);
    FAIL() << "no error";
  } catch (const cubelab::Error& e) {
    EXPECT_EQ(e.code(), "E_TWIST") << e.what();
  }
}

// The last-layer sets: each case set up by its algorithm's inverse keeps the first two layers,
// shows a last layer to orient (OLL) or, oriented, to permute (PLL), and its algorithm solves it.
TEST(LibraryLastLayer, EveryCaseIsSetUpByTheInverseAndSolvedByItsAlgorithm) {
  const std::vector<cubelab::LastLayerCase> cases = cubelab::last_layer_cases();
  ASSERT_EQ(cases.size(), 57u + 71u);
  int oll = 0, pll = 0;
  for (const cubelab::LastLayerCase& c : cases) {
    (c.set == "OLL" ? oll : pll)++;
    EXPECT_EQ(c.number, c.set == "OLL" ? oll : pll);  // numbered 1, 2, ... in order
    const std::string setup = cubelab::alg_operation("invert", c.moves).result;
    const cubelab::Cube shown = cubelab::Cube().applied(setup);
    const std::string f = shown.facelets();
    for (int face = 0; face < 6; ++face)
      for (int i = 0; i < 9; ++i) {
        const bool last_layer = face == 0 || (face != 3 && i < 3);  // U, and the sides' top rows
        if (!last_layer) {
          EXPECT_EQ(f[9 * face + i], kSolved[9 * face + i]) << c.set << c.number;
        }
      }
    const bool oriented = f.substr(0, 9) == "UUUUUUUUU";
    EXPECT_EQ(oriented, c.set == "PLL") << c.set << c.number;
    EXPECT_FALSE(shown.is_solved()) << c.set << c.number;
    EXPECT_TRUE(shown.applied(c.moves).is_solved()) << c.set << c.number;
  }
  EXPECT_EQ(oll, 57);
  EXPECT_EQ(pll, 71);
}

TEST(LibrarySolve, SolvesAndTheAnswerSolvesTheCube) {
  const cubelab::Cube cube = cubelab::Cube::parse("R U R' U' F2 D L B'");
  const cubelab::Solution s = solve_by(cube, "thistlethwaite");
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(s.status_name(), "solved");
  EXPECT_EQ(s.solver, "thistlethwaite");
  EXPECT_EQ(s.metric, "htm");
  EXPECT_TRUE(cube.applied(s.moves).is_solved());
  EXPECT_EQ(static_cast<int>(s.move_list.size()), s.length_htm);
  EXPECT_GE(s.length_qtm, s.length_htm);
  EXPECT_FALSE(s.stages.empty());
  // The two times of run_solver (the first thistlethwaite solve of the process builds its
  // phase tables; a later one finds them), both reported.
  EXPECT_GT(s.elapsed_ms, 0);
  EXPECT_GE(s.load_ms, 0);
}

TEST(LibrarySolveSlow, AxialMetricAndRobotCost) {
  const cubelab::Cube cube = cubelab::Cube::parse("R L' U2 D F B");
  cubelab::SolveOptions o;
  o.metric = "axial";
  o.robot_cost = "quarter=100,half=200,axial=20";
  const cubelab::Solution s = cubelab::solve(cube, o);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(s.metric, "axial");
  EXPECT_EQ(s.length_axial, 3);
  EXPECT_TRUE(cube.applied(s.moves).is_solved());  // "(R' L) (U2 D') (F' B')" reads back
  EXPECT_NE(s.moves.find('('), std::string::npos) << s.moves;
  // Three pairs: the slower turn of each plus 20 ms.
  ASSERT_TRUE(s.robot_cost_ms.has_value());
  EXPECT_EQ(*s.robot_cost_ms, 100 + 20 + 200 + 20 + 100 + 20);
  o.robot_cost = "quarter=fast";
  EXPECT_THROW(cubelab::solve(cube, o), cubelab::Error);
  o.robot_cost.clear();
  o.solver = "thistlethwaite";
  EXPECT_THROW(cubelab::solve(cube, o), cubelab::Error);  // it does not minimise axial moves
}

TEST(LibrarySolve, StagesCarryTheBeginnersStepsWithTheCubeAfterEach) {
  const cubelab::Cube cube = cubelab::Cube::parse("R U F' D2 L B' R2 U' F D");
  const cubelab::Solution s = solve_by(cube, "beginner");
  ASSERT_TRUE(s.solved()) << s.message;
  std::string played;
  int steps = 0;
  for (const cubelab::SolveStage& stage : s.stages)
    for (const cubelab::SolveStep& step : stage.steps) {
      played += " " + step.moves;
      EXPECT_EQ(cube.applied(played).facelets(), step.facelets) << stage.name << ": " << step.note;
      EXPECT_FALSE(step.note.empty());
      ++steps;
    }
  EXPECT_GT(steps, 4);
  EXPECT_TRUE(cube.applied(played).is_solved());
}

TEST(LibrarySolve, ToATargetPatternAndOnTheTwoByTwo) {
  cubelab::SolveOptions o;
  o.solver = "thistlethwaite";
  o.target = "R2 L2 U2 D2 F2 B2";
  const cubelab::Cube cube = cubelab::Cube::parse("R U");
  const cubelab::Solution s = cubelab::solve(cube, o);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(cube.applied(s.moves), cubelab::Cube::parse(o.target));

  cubelab::SolveOptions pocket;
  pocket.solver = "pocket";
  const cubelab::Solution p = cubelab::solve("R U2 F' R", pocket);
  ASSERT_TRUE(p.solved()) << p.message;
  EXPECT_TRUE(p.proven_optimal);
  EXPECT_TRUE(cubelab::Cube::parse("R U2 F' R", "2x2x2").applied(p.moves).is_solved());
}

TEST(LibrarySolve, PartialGoalsAndMoveSets) {
  cubelab::SolveOptions o;
  o.goal = "eoline";
  const cubelab::Solution s = cubelab::solve("F R B' U2 L", o);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(s.solver, "goal");
  EXPECT_TRUE(s.proven_optimal);
  cubelab::SolveOptions ru;
  ru.move_set = "<R,U>";
  const cubelab::Solution r = cubelab::solve("R U R' U", ru);
  ASSERT_TRUE(r.solved()) << r.message;
  EXPECT_EQ(r.length_htm, 4);
  EXPECT_TRUE(cubelab::Cube::parse("R U R' U").applied(r.moves).is_solved());
  cubelab::SolveOptions wrong;
  wrong.goal = "cross";
  wrong.solver = "twophase";
  EXPECT_THROW(cubelab::solve("R U", wrong), cubelab::Error);
}

TEST(LibrarySolve, RefusesWhatItCannotDo) {
  cubelab::SolveOptions o;
  o.solver = "no-such-solver";
  EXPECT_THROW(cubelab::solve(cubelab::Cube(), o), cubelab::Error);
  o.solver = "pocket";  // a 2x2x2 solver for a 3x3x3 cube
  EXPECT_THROW(cubelab::solve(cubelab::Cube(), o), cubelab::Error);
  o.solver = "thistlethwaite";
  o.metric = "stm";
  EXPECT_THROW(cubelab::solve(cubelab::Cube(), o), cubelab::Error);
  o.metric = "htm";
  o.options["no_such_option"] = "1";
  try {
    cubelab::solve(cubelab::Cube(), o);
    FAIL() << "no error";
  } catch (const cubelab::Error& e) {
    EXPECT_EQ(e.code(), "E_OPTION");
  }
}

TEST(LibrarySolve, SafeFromSeveralThreads) {
  std::vector<std::thread> threads;
  std::vector<int> ok(4, 0);
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&ok, t] {
      cubelab::ScrambleOptions so;
      so.random_state = false;
      so.seed = 100 + t;
      for (int i = 0; i < 5; ++i) {
        so.seed = *so.seed + 10;
        const cubelab::ScrambleResult sc = cubelab::scramble(so);
        cubelab::SolveOptions o;
        o.solver = "thistlethwaite";
        const cubelab::Solution s = cubelab::solve(sc.cube, o);
        ok[t] += s.solved() && sc.cube.applied(s.moves).is_solved();
      }
    });
  for (auto& th : threads) th.join();
  for (int n : ok) EXPECT_EQ(n, 5);
}

TEST(LibraryScramble, SeededScramblesRepeatAndLeadToTheirCube) {
  cubelab::ScrambleOptions o;
  o.random_state = false;
  o.length = 20;
  o.seed = 7;
  const auto a = cubelab::scramble(o), b = cubelab::scramble(o);
  EXPECT_EQ(a.moves, b.moves);
  EXPECT_EQ(cubelab::Cube().applied(a.moves), a.cube);
  o.length = -1;
  EXPECT_THROW(cubelab::scramble(o), cubelab::Error);
}

TEST(LibraryValidate, NamesTheFaultWithoutThrowing) {
  EXPECT_TRUE(cubelab::validate(kSolved).valid);
  EXPECT_EQ(cubelab::validate(kSolved).format, "facelets");
  EXPECT_EQ(cubelab::validate("R U").format, "moves");
  const cubelab::Validation v = cubelab::validate("R Q");
  EXPECT_FALSE(v.valid);
  EXPECT_EQ(v.code, "E_NOTATION");
  EXPECT_FALSE(v.message.empty());
  EXPECT_TRUE(v.stickers.empty());  // moves name no sticker
  // Facelets name the stickers of the pieces an error is about: the flipped UR edge.
  std::string flipped(kSolved);
  std::swap(flipped[5], flipped[10]);
  EXPECT_EQ(cubelab::validate(flipped).stickers, (std::vector<int>{5, 10}));
  EXPECT_TRUE(cubelab::validate(kSolved).stickers.empty());
}

TEST(LibrarySolvers, ListsEverySolverWithItsOptions) {
  const auto list = cubelab::solvers();
  bool twophase = false, pocket = false;
  for (const auto& s : list) {
    if (s.name == "twophase") twophase = s.puzzle == "3x3x3" && s.anytime;
    if (s.name == "pocket") pocket = s.puzzle == "2x2x2";
    for (const auto& o : s.options) EXPECT_FALSE(o.name.empty()) << s.name;
  }
  EXPECT_TRUE(twophase);
  EXPECT_TRUE(pocket);
}

TEST(LibrarySolve, CubeTextIsReadAsTheRequestsPuzzleOrItsSolvers) {
  cubelab::Request big;
  big.puzzle = "5x5x5";
  big.solver = "reduction";
  const cubelab::Solution s = cubelab::solve("Rw U", big);
  EXPECT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(s.puzzle, "5x5x5");
  cubelab::Request pocket;
  pocket.solver = "pocket";  // no puzzle named: the solver's
  EXPECT_EQ(cubelab::solve("R U", pocket).length_htm, 2);
  cubelab::Request wrong;
  wrong.puzzle = "5x5x5";
  wrong.solver = "korf";  // a 3x3x3 solver is not taken for the 5x5x5's
  EXPECT_THROW(cubelab::solve("R", wrong), cubelab::Error);
}

TEST(LibraryAlg, OperationsOnTheMovesOfEachPuzzle) {
  const cubelab::AlgResult inverted = cubelab::alg_operation("invert", "R U R' U'");
  EXPECT_EQ(inverted.result, "U R U' R'");
  EXPECT_EQ(cubelab::to_json(inverted),
            R"({"htm":4,"input":"R U R' U'","op":"invert","qtm":4,"result":"U R U' R'"})");
  EXPECT_EQ(cubelab::alg_operation("order", "R U").order, 105);
  // A big cube's moves by its own notation and metrics.
  const cubelab::AlgResult big = cubelab::alg_operation("simplify", "Rw Rw 2R' 2R'", "4x4x4");
  EXPECT_EQ(big.result, "Rw2 2R2");
  EXPECT_EQ(
      cubelab::to_json(big),
      R"({"htm":3,"input":"Rw Rw 2R' 2R'","op":"simplify","qtm":6,"result":"Rw2 2R2","sltm":3})");
  EXPECT_EQ(cubelab::alg_operation("length", "3Rw 2-3Lw' M", "7x7x7").text,
            "5 OBTM, 5 QTM, 6 SLTM");
  EXPECT_EQ(cubelab::alg_operation("rotate", "Rw U", "5x5x5", "y").result, "Fw U");
  // Refused, with their codes.
  auto code = [](const std::function<void()>& f) {
    try {
      f();
    } catch (const cubelab::Error& e) {
      return e.code();
    }
    return std::string("none");
  };
  EXPECT_EQ(code([] { cubelab::alg_operation("axial", "R", "4x4x4"); }), "E_OPTION");
  EXPECT_EQ(code([] { cubelab::alg_operation("spin", "R"); }), "E_OPTION");
  EXPECT_EQ(code([] { cubelab::alg_operation("invert", "R", "kilominx"); }), "E_OPTION");
  EXPECT_EQ(code([] { cubelab::alg_operation("invert", "5R", "4x4x4"); }), "E_NOTATION");
  EXPECT_EQ(code([] { cubelab::alg_operation("rotate", "R"); }), "E_REQUEST");
  EXPECT_EQ(code([] { cubelab::alg_operation("rotate", "R", "3x3x3", "R"); }), "E_NOTATION");
}

TEST(LibraryVersion, OneVersionNumber) {
  EXPECT_STREQ(cubelab::kVersion, CUBELAB_VERSION_STRING);
  EXPECT_EQ(std::to_string(CUBELAB_VERSION_MAJOR) + "." + std::to_string(CUBELAB_VERSION_MINOR) +
                "." + std::to_string(CUBELAB_VERSION_PATCH),
            cubelab::kVersion);
}

}  // namespace

namespace {

TEST(LibraryPuzzles, EachPuzzleNamesItsSolversAndItsDefault) {
  const std::vector<cubelab::PuzzleInfo> all = cubelab::puzzles();
  ASSERT_EQ(all.size(), 11u);  // 3x3x3, 2x2x2, pyraminx, skewb, clock, square1, megaminx,
                               // 4x4x4 to 7x7x7
  for (const cubelab::PuzzleInfo& p : all) {
    EXPECT_EQ(cubelab::Cube::solved(p.name).facelets().size(), static_cast<size_t>(p.facelets));
    EXPECT_TRUE(cubelab::Cube::solved(p.name).is_solved());
    EXPECT_NE(std::find(p.solvers.begin(), p.solvers.end(), p.default_solver), p.solvers.end())
        << p.name;
    // Each solver lists the puzzle it solves (cube4: the 4x4x4), a range of big cubes (cube5:
    // "5x5x5-7x7x7"), or "NxNxN" for one of every big cube.
    const bool big_cube = p.facelets > 54 && p.name != "megaminx";
    const int n = big_cube ? static_cast<int>(std::lround(std::sqrt(p.facelets / 6))) : 0;
    auto in_range = [n](const std::string& range) {
      const size_t dash = range.find('-');
      return dash != std::string::npos && std::stoi(range) <= n &&
             n <= std::stoi(range.substr(dash + 1));
    };
    for (const cubelab::SolverInfo& s : cubelab::solvers())
      EXPECT_EQ(std::find(p.solvers.begin(), p.solvers.end(), s.name) != p.solvers.end(),
                s.puzzle == p.name || (big_cube && (s.puzzle == "NxNxN" || in_range(s.puzzle))))
          << s.name << " " << p.name;
  }
  EXPECT_EQ(cubelab::puzzle_names(),
            "3x3x3, 2x2x2, pyraminx, skewb, clock, square1, megaminx, or NxNxN (N from 4 to 1000)");
  try {
    cubelab::Cube::solved("kilominx");
    FAIL() << "no error";
  } catch (const cubelab::Error& e) {
    EXPECT_EQ(e.code(), "E_OPTION");
    EXPECT_NE(std::string(e.what()).find(
                  "3x3x3, 2x2x2, pyraminx, skewb, clock, square1, megaminx, or NxNxN"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW(cubelab::validate("R U", "kilominx"), cubelab::Error);
}

}  // namespace

namespace {

TEST(LibraryPuzzles, BigCubesAreReadTurnedScrambledAndChecked) {
  for (int n :
       cubelab::test::kSanitized ? std::vector<int>{4, 5} : std::vector<int>{4, 5, 6, 7, 12}) {
    const std::string name = std::to_string(n) + "x" + std::to_string(n) + "x" + std::to_string(n);
    ASSERT_TRUE(cubelab::puzzle_info(name)) << name;
    const cubelab::Cube solved = cubelab::Cube::solved(name);
    EXPECT_EQ(solved.facelets().size(), static_cast<size_t>(6 * n * n));
    EXPECT_TRUE(solved.is_solved());
    // Moves and their inverse; a whole-cube rotation changes nothing (the cube is held by
    // its centres, or on an even cube by its DBL corner).
    const cubelab::Cube moved = cubelab::Cube::parse("R Uw 2F' x", name);
    EXPECT_FALSE(moved.is_solved());
    EXPECT_EQ(moved, cubelab::Cube::parse("R Uw 2F'", name));
    EXPECT_TRUE(moved.applied("2F Uw' R'").is_solved()) << name;
    EXPECT_EQ(cubelab::Cube::parse(moved.facelets(), name), moved);
    EXPECT_TRUE(cubelab::Cube::solved(name).applied("x y z").is_solved());
    // A seeded scramble leads to its cube: the 4x4x4's a random state (the inverse of a
    // cube4 solution, as the WCA's), the others' random moves of the WCA length.
    cubelab::ScrambleOptions o;
    o.puzzle = name;
    o.seed = 5;
    const cubelab::ScrambleResult s = cubelab::scramble(o);
    EXPECT_EQ(s.random_state, n == 4);
    if (n == 4) {
      EXPECT_EQ(s.solver, "cube4");
      EXPECT_LE(s.length_htm, 60);
      EXPECT_EQ(cubelab::scramble(o).moves, s.moves);  // the seed repeats it
    } else {
      EXPECT_EQ(s.length_htm, cubelab::puzzle_info(name)->scramble_length);
    }
    EXPECT_EQ(solved.applied(s.moves), s.cube);
    const cubelab::Validation v = cubelab::validate(s.cube.facelets(), name);
    EXPECT_TRUE(v.valid) << v.message;
    EXPECT_EQ(v.format, "facelets");
    // A corner twisted in place is refused with its code.
    std::string twisted = s.cube.facelets();
    std::swap(twisted[0], twisted[static_cast<size_t>(4 * n * n)]);  // U and L stickers of ULB
    const cubelab::Validation bad = cubelab::validate(twisted, name);
    EXPECT_FALSE(bad.valid);
    EXPECT_FALSE(bad.stickers.empty()) << name;
    // Solved by the size's default (cube4 on the 4x4x4, reduction otherwise; both avoid
    // the wing parity, so three stages), the answer verified here again by applying it. The
    // bigger sizes' default is the 5x5x5's, whose solves of every size are the reduction's
    // tests. (Under the sanitizers, where a cube4 solve takes seconds, the 4x4x4's scramble
    // above is its solve: cube4's own tests solve more.)
    if (n > 5 || (cubelab::test::kSanitized && n == 4)) continue;
    const cubelab::Solution answer = cubelab::solve(s.cube);
    ASSERT_TRUE(answer.solved()) << name << ": " << answer.message;
    EXPECT_EQ(answer.solver, n == 4 ? "cube4" : "reduction");
    EXPECT_TRUE(s.cube.applied(answer.moves).is_solved()) << name;
    EXPECT_GT(answer.length_sltm, 0);
    EXPECT_EQ(answer.stages.size(), 3u);
  }
  EXPECT_FALSE(cubelab::puzzle_info("3x3x4"));
  EXPECT_FALSE(cubelab::puzzle_info("1001x1001x1001"));
  EXPECT_FALSE(cubelab::puzzle_info("04x04x04"));
  EXPECT_THROW(cubelab::Cube::parse("M", "4x4x4"), cubelab::Error);  // no middle layer
  cubelab::Request r;
  EXPECT_THROW(cubelab::set_field(r, *cubelab::request_field("puzzle"), "3x3"), cubelab::Error);
  cubelab::set_field(r, *cubelab::request_field("puzzle"), "5x5x5");
  EXPECT_EQ(r.puzzle, "5x5x5");
}

}  // namespace

namespace {

// An answer is for the cube as solve() holds it: a big cube given as moves, as they leave it,
// so that its solution begins with the rotation to the standard orientation. solves() checks
// it so (as bench and merge --verify do); Cube's canonical facelets are held turned already.
TEST(LibraryPuzzles, BigCubeAnswersAreCheckedOnTheCubeAsHeld) {
  for (const std::string name : {"5x5x5", "6x6x6"}) {
    cubelab::Request r;
    r.puzzle = name;
    r.cube = "R 3Rw U2 x 2F";  // the centres turned with the middle layers
    const cubelab::Solution answer = cubelab::solve(r);
    ASSERT_TRUE(answer.solved()) << name << ": " << answer.message;
    ASSERT_NE(std::string("xyz").find(answer.moves[0]), std::string::npos) << answer.moves;
    EXPECT_TRUE(cubelab::solves(r.cube, answer.moves, name)) << name << ": " << answer.moves;
    EXPECT_TRUE(cubelab::solves(r.cube + " " + answer.moves, "", name)) << name;
    EXPECT_FALSE(cubelab::solves(r.cube, answer.moves + " R", name)) << name;
    EXPECT_FALSE(cubelab::Cube::parse(r.cube, name).applied(answer.moves).is_solved()) << name;
  }
  EXPECT_TRUE(cubelab::solves("R U", "U' R'", "3x3x3"));
  EXPECT_FALSE(cubelab::solves("R U", "R' U'", "3x3x3"));
  EXPECT_TRUE(cubelab::solves("R U", "U' R'", "skewb"));
  EXPECT_THROW(cubelab::solves("R Q", "", "5x5x5"), cubelab::Error);
}

// The code of the Error `f` throws; "none" when it throws none.
std::string error_code(const std::function<void()>& f) {
  try {
    f();
  } catch (const cubelab::Error& e) {
    return e.code();
  }
  return "none";
}

TEST(LibraryPuzzles, BigCubesRandomStatesByANamedSolver) {
  cubelab::ScrambleOptions o;
  o.puzzle = "5x5x5";
  o.seed = 8;
  o.solver = "reduction";
  const cubelab::ScrambleResult s = cubelab::scramble(o);
  EXPECT_TRUE(s.random_state);
  EXPECT_EQ(s.solver, "reduction");
  EXPECT_EQ(cubelab::Cube::solved("5x5x5").applied(s.moves), s.cube);
  // Without its moves: the same state, no solve.
  o.with_moves = false;
  const cubelab::ScrambleResult state = cubelab::scramble(o);
  EXPECT_FALSE(state.has_moves);
  EXPECT_EQ(state.cube, s.cube);
  // A solver of another size, or one for random moves, is refused.
  auto code = [&o] { return error_code([&o] { cubelab::scramble(o); }); };
  o.solver = "cube4";
  EXPECT_EQ(code(), "E_OPTION");
  o.solver = "reduction";
  o.random_state = false;
  EXPECT_EQ(code(), "E_OPTION");
}

TEST(LibraryPuzzles, WhatTheBigCubesSolverCannotHonourIsRefused) {
  cubelab::Request r;
  r.puzzle = "4x4x4";
  r.cube = "Rw U 2R";
  EXPECT_EQ(cubelab::check(r), "cube4");
  r.solver = "reduction";
  EXPECT_EQ(cubelab::check(r), "reduction");
  r.solver = "";
  for (auto set : std::vector<std::function<void(cubelab::Request&)>>{
           [](cubelab::Request& q) { q.solver = "twophase"; },
           [](cubelab::Request& q) { q.metric = "qtm"; },
           [](cubelab::Request& q) { q.goal = "cross"; }, [](cubelab::Request& q) { q.count = 2; },
           [](cubelab::Request& q) { q.options["beam"] = "2"; },
           [](cubelab::Request& q) { q.target.assign(1, 'R'); }}) {
    cubelab::Request bad = r;
    set(bad);
    EXPECT_THROW(cubelab::check(bad), cubelab::Error);
    EXPECT_THROW(cubelab::solve(bad), cubelab::Error);
  }
  r.max_length = 1;  // never a longer answer
  EXPECT_EQ(cubelab::solve(r).status, cubelab::Solution::Status::NoSolution);
  r.cube = "R U x";  // moves with a rotation
  r.max_length = -1;
  EXPECT_TRUE(cubelab::solve(r).solved());
  // Moves that turn the DBL corner (the even cube's frame): the solution begins with the
  // rotation back, so that it is played on the cube as these moves leave it.
  r.cube = "L 2R Dw B' 3U";
  const cubelab::Solution held = cubelab::solve(r);
  ASSERT_TRUE(held.solved()) << held.message;
  EXPECT_TRUE(cubelab::Cube::parse(r.cube + " " + held.moves, "4x4x4").is_solved()) << held.moves;
  r.cube = std::string(96, 'U');  // an impossible state is refused, never solved
  EXPECT_THROW(cubelab::solve(r), cubelab::Error);
}

// A big cube's metric: htm and obtm are its outer block turns, sltm its single-layer turns, in
// which the solver compares its whole solutions and the maximum length bounds the answer; qtm
// and axial are refused there, obtm and sltm on the 3x3x3 and 2x2x2.
TEST(LibraryPuzzles, BigCubeMetricsChooseAndBound) {
  cubelab::Request r;
  r.puzzle = "4x4x4";
  r.solver = "reduction";
  r.options["search"] = "0";  // the answer depends on the cube alone
  r.cube = "R U Rw F2 Uw' L B' Dw R2 U' Fw D";
  for (const std::string metric : {"htm", "obtm", "sltm"}) {
    r.metric = metric;
    r.max_length = -1;
    const cubelab::Solution s = cubelab::solve(r);
    ASSERT_TRUE(s.solved()) << metric << ": " << s.message;
    EXPECT_EQ(s.metric, metric);
    EXPECT_TRUE(cubelab::Cube::parse(r.cube + " " + s.moves, "4x4x4").is_solved());
    const int counted = metric == "sltm" ? s.length_sltm : s.length_htm;
    EXPECT_GT(s.length_sltm, s.length_htm) << s.moves;  // wide turns count two
    r.max_length = counted;
    EXPECT_TRUE(cubelab::solve(r).solved()) << metric;
    r.max_length = counted - 1;
    const cubelab::Solution longer = cubelab::solve(r);
    EXPECT_EQ(longer.status, cubelab::Solution::Status::NoSolution) << metric;
    EXPECT_NE(longer.message.find(metric == "sltm" ? "single-layer turns" : "outer block turns"),
              std::string::npos)
        << longer.message;
  }
  r.max_length = -1;
  for (const std::string metric : {"qtm", "axial", "stm"}) {
    r.metric = metric;
    EXPECT_EQ(error_code([&r] { cubelab::check(r); }), "E_OPTION") << metric;
  }
  cubelab::Request three;
  three.cube = "R U F";
  for (const std::string metric : {"obtm", "sltm"}) {
    three.metric = metric;
    EXPECT_EQ(error_code([&three] { cubelab::solve(three); }), "E_OPTION") << metric;
  }
  // Every big-cube solver lists the metrics it chooses in.
  for (const cubelab::SolverInfo& info : cubelab::solvers()) {
    if (info.name == "reduction" || info.name == "cube4" || info.name == "cube5") {
      EXPECT_EQ(info.metrics, (std::vector<std::string>{"htm", "obtm", "sltm"})) << info.name;
    }
  }
}

// The memory budget (-o memory=) chooses the 3x3x3 stage's two-phase profile: the largest
// whose tables fit beside the solver's own (cube4's 82 MiB); too small a budget is refused.
TEST(LibraryPuzzles, BigCubeSolversHonourTheMemoryBudget) {
  auto code = [](const cubelab::Request& r) { return error_code([&r] { cubelab::check(r); }); };
  cubelab::Request r;
  r.puzzle = "4x4x4";
  r.cube = "R U Rw F2 Uw' L B' Dw R2 U' Fw D";  // too far from solved for the short search
  auto three_by_three = [&](const std::string& memory) {
    r.options["memory"] = memory;
    const cubelab::Solution s = cubelab::solve(r);
    EXPECT_TRUE(s.solved()) << s.message;
    EXPECT_TRUE(cubelab::Cube::parse(r.cube + " " + s.moves, "4x4x4").is_solved());
    return s.stages.empty() ? std::string() : s.stages.back().note;
  };
  EXPECT_NE(three_by_three("140M").find("(tiny tables)"), std::string::npos);
  EXPECT_NE(three_by_three("200M").find("(tiny tables)"), std::string::npos);
  EXPECT_NE(three_by_three("240M").find("(small tables)"), std::string::npos);
  EXPECT_NE(three_by_three("900M").find("(full tables)"), std::string::npos);
  r.options["memory"] = "8M";  // less than cube4's own tables
  EXPECT_EQ(code(r), "E_LIMIT");
  r.options["memory"] = "48M";
  r.solver = "reduction";  // no tables of its own
  EXPECT_EQ(code(r), "none");
  r.options["memory"] = "8M";  // less than the tiny profile
  EXPECT_EQ(code(r), "E_LIMIT");
  r.options["memory"] = "lots";
  EXPECT_EQ(code(r), "E_OPTION");
}

// (Slow: the solve takes the time it is given.)
TEST(LibraryPuzzles, BigCubeSolversSearchAsLongAsAskedSlow) {
  cubelab::Request r;
  r.puzzle = "4x4x4";
  r.cube = "R U Rw F2 Uw' L B' Dw R2 U' Fw D";
  r.options["search"] = "1.5";
  cubelab::Solution s = cubelab::solve(r);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_TRUE(cubelab::Cube::parse(r.cube + " " + s.moves, "4x4x4").is_solved());
  EXPECT_GT(s.elapsed_ms, 1500.0);
  ASSERT_FALSE(s.stages.empty());
  EXPECT_NE(s.stages.back().note.find("searched 1.5 s"), std::string::npos) << s.stages.back().note;
  // A time limit ends the search first, and the answer still comes.
  r.options["search"] = "60";
  r.time_limit = 3;
  s = cubelab::solve(r);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_LT(s.elapsed_ms, 3500.0);
  r.options["search"] = "-1";
  EXPECT_EQ(error_code([&r] { cubelab::check(r); }), "E_OPTION");
}

}  // namespace
