// The Square-1: its notation, moves, text format and validation, the shapes against the
// published counts (Jaap Scherphuis, "Square-1", Jaap's Puzzle Page), the two-phase solver's
// solutions applied, and the random-state scrambles.
#include "cubelab/puzzles/square1/square1.h"

#include <cubelab/cubelab.h>
#include <gtest/gtest.h>

#include <chrono>
#include <set>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/puzzles/square1/net.h"
#include "cubelab/puzzles/square1/shape.h"
#include "cubelab/puzzles/square1/solver.h"
#include "cubelab/puzzles/square1/square.h"

namespace cubelab::square1 {
namespace {

const std::string kSolved = "AA1BB2CC3DD45EE6FF7GG8HH-";

template <typename F>
ErrorCode code_of(F f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.code();
  }
  ADD_FAILURE() << "accepted";
  return ErrorCode::Request;
}

ErrorCode text_code(const std::string& text) {
  return code_of([&] { Square1::from_text(text); });
}

// `n` random twists, each after a random turn that lets the puzzle slash.
std::vector<Move> random_twists(Rng& rng, int n) {
  std::vector<Move> out;
  Square1 s;
  for (int i = 0; i < n; ++i) {
    std::vector<Move> turns;
    for (int top = -5; top <= 6; ++top)
      for (int bottom = -5; bottom <= 6; ++bottom) {
        Square1 t = s;
        t.apply(Move{false, top, bottom});
        if (t.can_slash() && (top != 0 || bottom != 0 || i == 0))
          turns.push_back(Move{false, top, bottom});
      }
    const Move turn = turns[rng.below(turns.size())];
    s.apply(turn);
    s.apply(Move{true, 0, 0});
    out.push_back(turn);
    out.push_back(Move{true, 0, 0});
  }
  return out;
}

TEST(Square1, TheNotationIsReadInEverySpacingAndWrittenAsCubingJsWritesIt) {
  const std::vector<Move> expected = {Move{false, 1, 0}, Move{true, 0, 0}, Move{false, -3, 3},
                                      Move{true, 0, 0}};
  for (const char* text : {"(1,0)/(-3,3)/", "(1, 0) / (-3, 3) /", "( 1 , 0 )/ (-3,+3) /",
                           "(1,0) /(-3,3)/\n", "(-11,0)/(9,-9)/"})
    EXPECT_EQ(parse_moves(text), expected) << text;
  EXPECT_EQ(to_string(expected), "(1, 0) / (-3, 3) /");
  EXPECT_EQ(to_string(parse_moves("/ (3,3)")), "/ (3, 3)");
  // Twelfths are written -5..6.
  EXPECT_EQ(to_string(parse_moves("(7,-6)")), "(-5, 6)");
  EXPECT_EQ(to_string(parse_moves("(12,-11)")), "(0, 1)");
  EXPECT_TRUE(parse_moves("").empty());
  for (const char* bad : {"(1 0)", "(1,0", "R", "(1,0,0)", "(13,0)", "(,1)", "1,0)", "(-12,0)"})
    EXPECT_EQ(code_of([&] { parse_moves(bad); }), ErrorCode::Notation) << bad;
}

TEST(Square1, InvertSimplifyAndTheCounts) {
  const std::vector<Move> m = parse_moves("(1,0)/(-3,3)/(0,6)");
  EXPECT_EQ(to_string(invert(m)), "(0, 6) / (3, -3) / (-1, 0)");
  EXPECT_EQ(twist_count(m), 2);
  EXPECT_EQ(face_turn_count(m), 6);
  // Neighbouring turns merged, null turns left out, "/ /" undone.
  EXPECT_EQ(to_string(simplify(parse_moves("(1,0)(2,3)/ (0,0) /(6,6)(6,6)/"))), "(3, 3) /");
  Rng rng(1);
  for (int i = 0; i < 50; ++i) {
    const std::vector<Move> moves = random_twists(rng, 1 + i % 12);
    Square1 s;
    s.apply(moves);
    EXPECT_EQ(parse_moves(to_string(moves)), moves);
    Square1 simplified;
    simplified.apply(simplify(moves));
    EXPECT_EQ(simplified.text(), s.text());
    s.apply(invert(moves));
    EXPECT_TRUE(s.is_solved());
  }
}

TEST(Square1, MovesTurnLayersAndTheSlashSwapsTheRightHalves) {
  Square1 s;
  EXPECT_EQ(s.text(), kSolved);
  s.apply(Move{false, 1, 0});
  EXPECT_EQ(s.text(), "4AA1BB2CC3DD5EE6FF7GG8HH-");
  s.apply(Move{false, -1, 1});
  EXPECT_EQ(s.text(), "AA1BB2CC3DD4H5EE6FF7GG8H-");
  s = Square1();
  s.apply(Move{true, 0, 0});
  EXPECT_EQ(s.text(), "AA1BB25EE6FFCC3DD47GG8HH/");
  s.apply(Move{true, 0, 0});
  EXPECT_TRUE(s.is_solved());
  // Twelve twelfths turn a layer round.
  for (int k = 0; k < 12; ++k) s.apply(Move{false, 1, -1});
  EXPECT_TRUE(s.is_solved());
}

TEST(Square1, ASlashThroughACornerIsRefusedAndNamed) {
  Square1 s;
  s.apply(Move{false, 2, 0});
  EXPECT_FALSE(s.can_slash());
  try {
    Square1 t;
    t.apply(parse_moves("(1,0)/(1,0)/"));
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.code(), ErrorCode::Notation);
    EXPECT_NE(std::string(e.what()).find("move 4 of the sequence"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("across the slice on the top"), std::string::npos)
        << e.what();
  }
  // The bottom blocks too.
  EXPECT_EQ(code_of([] { Square1().apply(parse_moves("(0,1)/")); }), ErrorCode::Notation);
}

TEST(Square1, TheTextIsReadBackAndBadTextsAreRefusedWithTheirCodes) {
  EXPECT_EQ(Square1::from_text("AA1BB2CC3DD4 | 5EE6FF7GG8HH | -").text(), kSolved);
  // A corner across slots 11 and 0.
  EXPECT_EQ(Square1::from_text("A1BB2CC3DD4A5EE6FF7GG8HH/").text(), "A1BB2CC3DD4A5EE6FF7GG8HH/");
  EXPECT_EQ(text_code("AA1BB2CC3DD45EE6FF7GG8HH"), ErrorCode::Format);    // no middle
  EXPECT_EQ(text_code("AA1BB2CC3DD45EE6FF7GG8HH--"), ErrorCode::Format);  // too long
  EXPECT_EQ(text_code("AA1BB2CC3DD45EE6FF7GG8HHx"), ErrorCode::Format);   // middle
  EXPECT_EQ(text_code("AA1BB2CC3DD45EE6FF7GG9HH-"), ErrorCode::Format);   // no edge 9
  EXPECT_EQ(text_code("AA1BB2CC3DD41EE6FF7GG8HH-"), ErrorCode::Edge);     // edge 1 twice
  EXPECT_EQ(text_code("A1ABB2CC3DD45EE6FF7GG8HH-"), ErrorCode::Corner);   // A split
  EXPECT_EQ(text_code("AA1BB2CC3DDA5EE6FF7GG8HH-"), ErrorCode::Edge);     // 4 missing
  EXPECT_EQ(text_code("AA1BB2CC3DD45EEH6FF7GG8H-"), ErrorCode::Corner);   // H split
  EXPECT_EQ(text_code("AAABB2CC3DD45EE6FF7GG8HH-"), ErrorCode::Edge);     // 1 missing first
  // A corner whose halves lie on both layers.
  EXPECT_EQ(text_code("A1BB2CC3DD4HA5EE6FF7GG8H-"), ErrorCode::Corner);
}

TEST(Square1, TheShapesAreThoseJaapScherphuisCounts) {
  // One layer: 29 shapes up to turning it (2 to 6 corners: at most the 8 edges).
  std::set<uint16_t> layers;
  for (int c = 2; c <= 6; ++c)
    for (uint16_t mask : layer_shapes(c)) {
      uint16_t least = mask;
      for (int k = 1; k < kSlots; ++k)
        least = std::min<uint16_t>(
            least, static_cast<uint16_t>(((mask << k) | (mask >> (kSlots - k))) & 0xFFF));
      layers.insert(least);
    }
  EXPECT_EQ(layers.size(), 29u);
  // Both layers, each up to turning it: 170 shapes; with the corners' 8!, the edges' 8! and
  // the middle layer's 2, the 552,738,816,000 positions Jaap counts.
  size_t pairs = 0;
  for (int c = 0; c <= kCorners; ++c) {
    size_t top = 0, bottom = 0;
    for (uint16_t l : layers) {
      int corners = 0;
      for (int i = 0; i < kSlots; ++i) corners += (l >> i & 1) && !(l >> ((i + 1) % kSlots) & 1);
      top += corners == c;
      bottom += corners == kCorners - c;
    }
    pairs += top * bottom;
  }
  EXPECT_EQ(pairs, 170u);
  EXPECT_EQ(pairs * 40320 * 40320 * 2, 552738816000u);
  // The shapes a slash can be made in, each layer in any position: 3678 (sq12phase's
  // count); each reaches the square-square shape in at most 7 slashes.
  const ShapeGraph& g = ShapeGraph::get();
  EXPECT_EQ(g.shapes(), 3678u);
  EXPECT_EQ(g.max_distance(), 7);
  EXPECT_EQ(g.distance(g.node_of(Square1())), 0);
}

TEST(Square1, TheSecondPhaseReachesEveryPermutationWithEitherMiddleLayer) {
  // The corners with the middle layer: all 2 x 8! states, by the second phase's moves.
  const std::vector<size_t> counts = SquareTables::get().corner_distance_counts();
  size_t all = 0;
  for (size_t c : counts) all += c;
  EXPECT_EQ(all, 2u * kPermutations);
  EXPECT_EQ(counts[0], 16u);  // the solved corners' quarter turns
}

// Random states solved and each solution applied; lengths in slashes.
void solve_random_states(uint64_t seed, int count) {
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    const Square1 s = random_square1(rng);
    const std::vector<Move> solution = solve(s);
    Square1 t = s;
    t.apply(solution);
    EXPECT_TRUE(t.is_solved()) << s.text() << ": " << to_string(solution);
    EXPECT_LE(twist_count(solution), 16) << s.text();
    EXPECT_EQ(simplify(solution), solution);
  }
}

// Random states take a few tenths of a second each (minutes under the sanitizers): Slow.
TEST(Square1, SlowRandomStatesAreSolvedAndTheSolutionsSolve) { solve_random_states(4, 12); }

// The search first tries every solution from the shortest up within a budget, which covers
// the states a few slashes from solved: a state three slashes from solved gets no longer one.
TEST(Square1, ShortSequencesAreSolvedInAtMostTheirTwists) {
  Rng rng(7);
  for (int i = 0; i < 60; ++i) {
    const int twists = 1 + i % 3;
    const std::vector<Move> moves = random_twists(rng, twists);
    Square1 s;
    s.apply(moves);
    const std::vector<Move> solution = solve(s);
    s.apply(solution);
    EXPECT_TRUE(s.is_solved()) << to_string(moves);
    EXPECT_LE(twist_count(solution), twists) << to_string(moves) << ": " << to_string(solution);
  }
  EXPECT_TRUE(solve(Square1()).empty());
  Square1 turned;
  turned.apply(Move{false, 3, -1});
  EXPECT_EQ(to_string(solve(turned)), "(-3, 1)");
}

TEST(Square1, RandomStatesCoverEveryShapeAndBothMiddleLayers) {
  Rng rng(11);
  std::set<uint32_t> shapes;
  int turned = 0, can_slash = 0;
  for (int i = 0; i < 4000; ++i) {
    const Square1 s = random_square1(rng);
    shapes.insert(shape_key(s));
    turned += s.middle_turned();
    can_slash += s.can_slash();
  }
  EXPECT_GT(shapes.size(), 2000u);
  EXPECT_NEAR(turned, 2000, 200);
  EXPECT_GT(can_slash, 0);
  EXPECT_LT(can_slash, 4000);
}

TEST(Square1, SlowScramblesAreSeededAndMakeTheirState) {
  Rng a(5), b(5);
  const std::vector<Move> first = random_state_scramble(a);
  EXPECT_EQ(to_string(first), to_string(random_state_scramble(b)));
  EXPECT_NE(to_string(first), to_string(random_state_scramble(a)));
  // The scramble undone by its solution.
  Square1 s;
  s.apply(first);
  EXPECT_FALSE(s.is_solved());
  s.apply(solve(s));
  EXPECT_TRUE(s.is_solved());
}

TEST(Square1, SlowTheFacadeScramblesRandomStates) {
  ScrambleOptions o;
  o.puzzle = "square1";
  o.seed = 3;
  const ScrambleResult r = scramble(o);
  EXPECT_TRUE(r.random_state);
  const Cube c = Cube::parse(r.moves, "square1");
  EXPECT_EQ(c, r.cube);
  EXPECT_FALSE(c.is_solved());
  EXPECT_EQ(r.length_htm, twist_count(parse_moves(r.moves)));
}

TEST(Square1, TheFacadeSolvesShowsAndValidates) {
  const Cube c = Cube::parse("(1,0)/(-3,3)/(2,-1)/", "square1");
  Request request;
  request.puzzle = "square1";
  const Solution s = solve(c, request);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_FALSE(s.proven_optimal);
  EXPECT_EQ(s.length_htm, 3);
  EXPECT_EQ(s.length_htm, static_cast<int>(s.stats.at("twists")));
  EXPECT_GE(s.stats.at("face_turns"), s.length_htm);
  EXPECT_TRUE(c.applied(s.moves).is_solved());
  EXPECT_EQ(Cube::parse(kSolved, "square1").facelets(), kSolved);
  EXPECT_EQ(Cube::parse("(1,0)/", "sq1").facelets(), Cube::parse("(1,0)/", "square1").facelets());
  EXPECT_NE(c.diagram().find("top"), std::string::npos);
  EXPECT_NE(render_net(kSolved, true).find("\x1b["), std::string::npos);
  EXPECT_THROW(Cube::parse("(2,0)/", "square1"), Error);
  EXPECT_THROW(Cube::parse("A1ABB2CC3DD45EE6FF7GG8HH-", "square1"), Error);
  request.metric = "qtm";
  EXPECT_THROW(solve(c, request), Error);
}

}  // namespace
}  // namespace cubelab::square1
