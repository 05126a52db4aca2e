// The megaminx: its geometry and moves, notation, text format and validation, the WCA's
// scrambles, and the staged solver's solutions applied to the states they solve.
#include "cubelab/puzzles/megaminx/megaminx.h"

#include <cubelab/cubelab.h>
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <sstream>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/puzzles/megaminx/net.h"
#include "cubelab/puzzles/megaminx/solver.h"

namespace cubelab::megaminx {
namespace {

std::vector<Move> random_face_turns(Rng& rng, int n) {
  std::vector<Move> out;
  constexpr int kAmounts[4] = {1, 2, -2, -1};
  for (int i = 0; i < n; ++i)
    out.push_back({Move::Kind::Face, static_cast<int>(rng.below(kFaces)), kAmounts[rng.below(4)]});
  return out;
}

ErrorCode code_of(const std::string& stickers) {
  try {
    Megaminx::from_stickers(stickers);
  } catch (const InputError& e) {
    return e.code();
  }
  ADD_FAILURE() << stickers << " was accepted";
  return ErrorCode::Request;
}

const std::string kSolved = Megaminx().stickers();

TEST(Megaminx, TheDodecahedronHasItsPiecesAndRotations) {
  const Geometry& g = geometry();
  EXPECT_EQ(g.rotations.size(), 60u);
  for (int f = 0; f < kFaces; ++f) {
    std::set<int> around(g.neighbours[f].begin(), g.neighbours[f].end());
    EXPECT_EQ(around.size(), 5u);
    EXPECT_FALSE(around.count(f));
    EXPECT_FALSE(around.count(opposite(f))) << face_name(f);
  }
  EXPECT_EQ(kSolved.substr(0, 11), std::string(11, 'W'));
  EXPECT_EQ(kSolved.substr(121), std::string(11, 'K'));
}

TEST(Megaminx, EachFaceTurnIsAFifthThatMovesItsLayer) {
  for (int f = 0; f < kFaces; ++f)
    for (Move::Kind kind : {Move::Kind::Face, Move::Kind::Whole}) {
      Megaminx m;
      const Move turn{kind, f, 1};
      m.apply(turn);
      int moved = 0;
      for (int i = 0; i < kStickers; ++i) moved += m.stickers()[i] != kSolved[i];
      // A face turn moves 5 corners (3 stickers) and 5 edges (2) off their faces but for the
      // turned face's own 10, which stay on it: 5 x 2 + 5 x 1 = 15 stickers change colour.
      if (kind == Move::Kind::Face) {
        EXPECT_EQ(moved, 15) << to_string(turn);
      }
      EXPECT_EQ(m.is_solved(), kind == Move::Kind::Whole) << to_string(turn);
      for (int k = 1; k < 5; ++k) {
        EXPECT_NE(m.stickers(), kSolved) << to_string(turn) << " x" << k;
        m.apply(turn);
      }
      EXPECT_EQ(m.stickers(), kSolved) << to_string(turn);
    }
  for (const char* text : {"R++", "D++", "R--", "D--"}) {
    Megaminx m;
    const std::vector<Move> moves = parse_moves(text);
    for (int k = 1; k < 5; ++k) {
      m.apply(moves);
      EXPECT_NE(m.stickers(), kSolved) << text << " x" << k;
    }
    m.apply(moves);
    EXPECT_EQ(m.stickers(), kSolved) << text;
  }
  Megaminx m;
  m.apply(parse_moves("R++ R--"));
  EXPECT_EQ(m.stickers(), kSolved);
}

TEST(Megaminx, NotationReadsCubingJsMovesAndRefusesOthers) {
  EXPECT_EQ(to_string(parse_moves("U R2 BR2' DL' R++ D-- Fv FRv2'")),
            "U R2 BR2' DL' R++ D-- Fv FRv2'");
  EXPECT_EQ(to_string(invert(parse_moves("U R2 BR2' R++ D-- Fv"))), "Fv' D++ R-- BR2 R2' U'");
  EXPECT_EQ(fifth_turn_count(parse_moves("U R2 BR2' R++ Fv")), 7);
  for (const char* bad : {"X", "U3", "U''", "u", "L++", "Uv++", "R+", "BRR", "U2x"}) {
    try {
      parse_moves(std::string("R ") + bad);
      ADD_FAILURE() << bad;
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Notation) << bad;
      EXPECT_NE(std::string(e.what()).find(bad), std::string::npos) << e.what();
    }
  }
}

TEST(Megaminx, TextRoundTripsAndRefusesEachImpossibleState) {
  Rng rng(3);
  for (int i = 0; i < 20; ++i) {
    Megaminx m;
    m.apply(random_face_turns(rng, 40));
    m.apply(parse_moves(i % 2 ? "R++ D-- Fv" : "D++"));
    EXPECT_EQ(Megaminx::from_stickers(m.stickers()).stickers(), m.stickers());
  }
  EXPECT_EQ(code_of(kSolved.substr(1)), ErrorCode::Format);
  EXPECT_EQ(code_of("X" + kSolved.substr(1)), ErrorCode::Format);
  EXPECT_EQ(code_of("G" + kSolved.substr(1)), ErrorCode::ColorCount);
  const Geometry& g = geometry();
  auto swapped = [](std::string s, int a, int b) {
    std::swap(s[static_cast<size_t>(a)], s[static_cast<size_t>(b)]);
    return s;
  };
  // Two centres exchanged (with a sticker each, to keep the counts).
  EXPECT_EQ(code_of(swapped(swapped(kSolved, 0, 11), 1, 12)), ErrorCode::Centers);
  // A corner's stickers mirrored: no corner has them.
  const auto& c = g.corner_stickers[0];
  EXPECT_EQ(code_of(swapped(kSolved, c[1], c[2])), ErrorCode::Corner);
  // One corner twisted, one edge flipped.
  std::string twisted = kSolved;
  for (int k = 0; k < 3; ++k) twisted[c[k]] = kSolved[c[(k + 1) % 3]];
  EXPECT_EQ(code_of(twisted), ErrorCode::Twist);
  const auto& e = g.edge_stickers[0];
  EXPECT_EQ(code_of(swapped(kSolved, e[0], e[1])), ErrorCode::Flip);
  // Two edges exchanged (one of the other's colours a sticker each): odd.
  const auto& e1 = g.edge_stickers[1];
  EXPECT_EQ(code_of(swapped(swapped(kSolved, e[0], e1[0]), e[1], e1[1])), ErrorCode::Parity);
  // An edge's colours on another's place: one edge twice.
  std::string twice = kSolved;
  const auto& far = g.edge_stickers[29];
  twice[far[0]] = kSolved[e[0]];
  twice[far[1]] = kSolved[e[1]];
  twice[e[0]] = kSolved[far[0]];
  twice[e1[1]] = kSolved[far[1]];
  twice[e1[0]] = kSolved[e1[0]];
  EXPECT_NE(code_of(twice), ErrorCode::Format);
}

TEST(Megaminx, WcaScramblesHaveSevenLinesOfTheWcaForm) {
  Rng rng(11);
  std::set<std::string> seen;
  for (int i = 0; i < 50; ++i) {
    const std::vector<Move> moves = wca_scramble(rng);
    ASSERT_EQ(moves.size(), static_cast<size_t>(kScrambleLength));
    for (int line = 0; line < kScrambleLines; ++line)
      for (int k = 0; k < 11; ++k) {
        const Move& m = moves[static_cast<size_t>(line * 11 + k)];
        const std::string text = to_string(m);
        if (k == 10)
          EXPECT_EQ(text, moves[static_cast<size_t>(line * 11 + 9)].amount > 0 ? "U" : "U'");
        else
          EXPECT_TRUE(text == (k % 2 ? "D++" : "R++") || text == (k % 2 ? "D--" : "R--")) << text;
      }
    seen.insert(to_string(moves));
  }
  EXPECT_EQ(seen.size(), 50u);
}

// A scramble's solve takes seconds (scripts/measure/megaminx.sh measures 100 of them, and
// the cubing.js reference test checks solutions of its scrambles): short sequences here,
// held turned.
TEST(Megaminx, SolutionsSolveAsHeld) {
  Rng rng(1);
  for (int i = 0; i < 4; ++i) {
    Megaminx m;
    m.apply(random_face_turns(rng, 2 + i));
    m.apply(parse_moves(i % 2 ? "R++ D--" : "Fv DLv2"));
    const std::optional<std::vector<Move>> solution = solve(m);
    ASSERT_TRUE(solution);
    for (const Move& move : *solution) EXPECT_EQ(move.kind, Move::Kind::Face);
    m.apply(*solution);
    EXPECT_TRUE(m.is_solved()) << i;
    EXPECT_NE(m.home_rotation(), -1);
  }
  EXPECT_GT(table_count(), 0u);
}

// U's corners by the commutators alone (no search for them): every state of them a chain
// reaches (random scrambles bring different ones), the puzzle solved.
TEST(Megaminx, TheLastCornersCommutatorsSolveSlow) {
  Rng rng(7);
  for (int i = 0; i < 3; ++i) {
    Megaminx m;
    m.apply(random_face_turns(rng, 70));
    const std::optional<std::vector<Move>> solution = solve(m, {}, 0);
    ASSERT_TRUE(solution);
    m.apply(*solution);
    EXPECT_TRUE(m.is_solved()) << i;
  }
}

// A solve takes seconds: it stops at its time limit and at a cancel, said so, never a hang.
TEST(Megaminx, ASolveStopsAtItsTimeLimitAndCancel) {
  Rng rng(3);
  Megaminx m;
  m.apply(random_face_turns(rng, 60));
  EXPECT_FALSE(solve(m, [] { return true; }));
  Request request;
  request.puzzle = "megaminx";
  request.cube = m.stickers();
  request.time_limit = 0.001;
  Solution s = cubelab::solve(request);
  EXPECT_EQ(s.status, Solution::Status::TimedOut) << s.message;
  EXPECT_NE(s.message.find("time limit"), std::string::npos);
  request.time_limit = 0;
  CancelToken cancel;
  cancel.cancel();
  SolveControl control;
  control.cancel = &cancel;
  s = cubelab::solve(request, control);
  EXPECT_EQ(s.status, Solution::Status::Cancelled) << s.message;
}

TEST(Megaminx, TheNetShowsEveryStickerOnce) {
  Megaminx m;
  m.apply(parse_moves("R++ D-- U"));
  const std::string net = render_net(m.stickers(), false);
  // Every line but the two of face names (the first of each half).
  std::string letters;
  std::istringstream lines(net);
  int n = 0;
  for (std::string line; std::getline(lines, line); ++n)
    if (n != 0 && n != 6)
      for (char c : line)
        if (std::string_view("WGRBYPELOACK").find(c) != std::string_view::npos) letters += c;
  EXPECT_EQ(letters.size(), 132u);
  EXPECT_NE(net.find("DR"), std::string::npos);
  EXPECT_NE(render_net(m.stickers(), true).find("\x1b[30;48;5;"), std::string::npos);
}

TEST(Megaminx, TheFacadeSolvesScramblesAndValidates) {
  Request request;
  request.puzzle = "megaminx";
  const Solution s = cubelab::solve("U R2 F' BR2' R++ D--", request);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_FALSE(s.proven_optimal);
  EXPECT_EQ(s.stats.at("face_turns"), s.length_htm);
  EXPECT_TRUE(Cube::parse("U R2 F' BR2' R++ D--", "megaminx").applied(s.moves).is_solved());
  ScrambleOptions o;
  o.puzzle = "megaminx";
  o.seed = 7;
  std::vector<ScrambleResult> made;
  scrambles(o, 2, [&](const ScrambleResult& r) { made.push_back(r); });
  ASSERT_EQ(made.size(), 2u);
  EXPECT_EQ(made[0].length_htm, kScrambleLength);
  EXPECT_FALSE(made[0].random_state);
  EXPECT_NE(made[0].note.find("77 random moves"), std::string::npos);
  EXPECT_EQ(Cube::solved("megaminx").applied(made[0].moves), made[0].cube);
  o.random_state = false;
  EXPECT_THROW(scrambles(o, 1, [](const ScrambleResult&) {}), Error);
  EXPECT_THROW(Cube::parse("G" + kSolved.substr(1), "megaminx"), Error);
  try {
    Cube::parse("U R3", "megaminx");
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), "E_NOTATION");
  }
}

}  // namespace
}  // namespace cubelab::megaminx
