// The clock: its moves, notation, text format, the linear algebra over Z/12, the optimal
// solver against a search that uses none, and the WCA's scrambles.
#include "cubelab/puzzles/clock/clock.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "cubelab/cube/error.h"
#include "cubelab/cube/random.h"
#include "cubelab/puzzles/clock/solver.h"
#include "cubelab/puzzles/clock/z12_span.h"

namespace cubelab::clock {
namespace {

Clock after(std::string_view moves) {
  Clock c;
  c.apply(parse_moves(moves));
  return c;
}

ErrorCode code_of(std::string_view text) {
  try {
    Clock::from_dials(text);
  } catch (const InputError& e) {
    return e.code();
  }
  ADD_FAILURE() << text << " was accepted";
  return ErrorCode::Request;
}

TEST(Clock, APinSetTurnsTheDialsAroundItsPinsAndTheCornersBehind) {
  // UR up, a wheel 3 hours on: the front's top-right four dials, and behind the corner UR
  // (the back's top-left) 3 hours back.
  EXPECT_EQ(after("UR3+").dials(), "033033000900000000");
  EXPECT_EQ(after("ALL1-").dials(), "BBBBBBBBB101000101");
  // Turned round (y2), the back is in front and its dials come first: the turn moves its
  // top-left four, and the corner behind them on the side now away (its top-right).
  EXPECT_EQ(after("y2 UL2+").dials(), "22022000000A000000");
  EXPECT_EQ(after("UR3+ y2").dials(), "900000000033033000");
  // Twelve hours is a whole turn; y2 alone and the pins alone turn no dial.
  EXPECT_TRUE(after("U6+ U6+").is_solved());
  EXPECT_TRUE(after("y2 UR DL").is_solved());
  // The moves commute: the same turns in any order, on either side, give one state.
  EXPECT_EQ(after("UR3+ D2- y2 L5+ y2 ALL1+").dials(), after("ALL1+ D2- UR3+ y2 L5+ y2").dials());
}

TEST(Clock, NotationIsTheWcas) {
  EXPECT_EQ(to_string(parse_moves("UR3+ DR0- ALL6+ y2 U1- L12+ UR DL")),
            "UR3+ DR0+ ALL6+ y2 U1- L12+ UR DL");
  EXPECT_EQ(to_string(invert(parse_moves("UR3+ y2 ALL2- UR"))), "ALL2+ y2 UR3-");
  EXPECT_EQ(turn_count(parse_moves("UR3+ y2 ALL2- UR DL")), 2);
  for (const char* bad : {"UR13+", "X3+", "UR3", "UR+", "y", "ur3+", "UR3+DL2-", "UR-3"}) {
    try {
      parse_moves(bad);
      ADD_FAILURE() << bad;
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Notation) << bad;
    }
  }
}

TEST(Clock, TextIsEighteenDials) {
  const Clock c = after("UR3+ DL5- y2 ALL4+");
  EXPECT_EQ(Clock::from_dials(c.dials()).dials(), c.dials());
  // Numbers, 12 for 12 o'clock, a slash between the sides.
  EXPECT_EQ(Clock::from_dials("12 3 3 12 3 3 12 12 12 / 9 12 12 12 12 12 12 12 12").dials(),
            "033033000900000000");
  EXPECT_EQ(Clock::from_dials("0,3,3,0,3,3,0,0,0,9,0,0,0,0,0,0,0,0").dials(), "033033000900000000");
  EXPECT_EQ(Clock::from_dials("ab0000000002000000").dial(1), 11);
  EXPECT_EQ(code_of("00000000000000000"), ErrorCode::Format);
  EXPECT_EQ(code_of("00000000000000000C"), ErrorCode::Format);
  EXPECT_EQ(code_of("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 13"), ErrorCode::Format);
  EXPECT_EQ(code_of("0 0 0 0 / 0 0 0 0 0 0 0 0 0 0 0 0 0 0"), ErrorCode::Format);
  // The front's top-left dial at 3 and the back's top-right (the same dial) at 12.
  EXPECT_EQ(code_of("300000000000000000"), ErrorCode::Corner);
}

TEST(Clock, TheWcaScramblesFourteenMovesMakeEveryStateOnce) {
  // The scramble's 14 moves (9 front, U R D L ALL on the back) span all 12^14 states: their
  // hours are a uniformly random state.
  Z12Span span;
  const std::vector<Generator>& g = generators();
  for (int i = 0; i < kGenerators; ++i)
    if (g[i].side == 0 || i >= 13) {
      EXPECT_TRUE(span.add(g[i].dials, i)) << i;
    }
  for (int i = 0; i < kFreeDials; ++i) {
    DialVector unit{};
    unit[i] = 1;
    Coefficients hours{};
    EXPECT_TRUE(span.express(unit, hours));
    DialVector made{};
    for (int k = 0; k < kGenerators; ++k)
      for (int d = 0; d < kFreeDials; ++d)
        made[d] = static_cast<uint8_t>((made[d] + hours[k] * g[k].dials[d]) % 12);
    EXPECT_EQ(made, unit);
  }
}

TEST(Clock, ASpanKnowsWhatItHoldsModFourToo) {
  // 2 * (1 1) = (2 2) is in the span of (1 1), but (2 0) is not in the span of (2 2) and
  // (0 2) = 2 * (0 1) only when (0 1) or an odd multiple is there.
  Z12Span span;
  DialVector a{}, b{};
  a[0] = 2;
  a[1] = 2;
  EXPECT_TRUE(span.add(a, 0));
  Coefficients c{};
  DialVector t{};
  t[0] = 2;
  EXPECT_FALSE(span.express(t, c));
  t[1] = 2;
  EXPECT_TRUE(span.express(t, c));
  EXPECT_EQ(c[0], 1);
  // (6 6) = 3 * (2 2): in the span; (4 4) too (2 times).
  t[0] = t[1] = 4;
  EXPECT_TRUE(span.express(t, c));
  b[1] = 6;
  EXPECT_TRUE(span.add(b, 1));
  EXPECT_FALSE(span.add(b, 2));  // already there
  t[0] = 2;
  t[1] = 8;  // (2 2) + (0 6)
  EXPECT_TRUE(span.express(t, c));
  EXPECT_EQ((2 * c[0]) % 12, 2);
  EXPECT_EQ((2 * c[0] + 6 * c[1]) % 12, 8);
}

// Every state within two moves of solved, by adding the moves' multiples (no linear algebra).
std::set<DialVector> two_move_ball() {
  std::set<DialVector> one = {DialVector{}};
  for (const Generator& g : generators())
    for (int h = 1; h < 12; ++h) {
      DialVector v{};
      for (int d = 0; d < kFreeDials; ++d) v[d] = static_cast<uint8_t>(g.dials[d] * h % 12);
      one.insert(v);
    }
  std::set<DialVector> two;
  for (const DialVector& a : one)
    for (const DialVector& b : one) {
      DialVector v{};
      for (int d = 0; d < kFreeDials; ++d) v[d] = static_cast<uint8_t>((a[d] + b[d]) % 12);
      two.insert(v);
    }
  return two;
}

TEST(Clock, SolutionsAreOptimalAgainstASearchOverMoveMultiples) {
  const std::set<DialVector> ball = two_move_ball();
  // Within 4 moves exactly when the state is the sum of two states within 2 (the moves
  // commute); 198 states are one move away (18 moves, 11 turns each).
  auto within_four = [&](const DialVector& s) {
    for (const DialVector& a : ball) {
      DialVector rest{};
      for (int d = 0; d < kFreeDials; ++d) rest[d] = static_cast<uint8_t>((s[d] + 12 - a[d]) % 12);
      if (ball.count(rest)) return true;
    }
    return false;
  };
  Rng rng(9);
  for (int i = 0; i < 30; ++i) {
    // 3 to 5 random turns of random moves.
    Clock c;
    const int n = 3 + i % 3;
    for (int k = 0; k < n; ++k) {
      const Generator& g = generators()[rng.below(kGenerators)];
      c.apply(Move{Move::Kind::Turn, g.pins, 1 + static_cast<int>(rng.below(11))}, g.side);
    }
    const std::vector<Move> solution = solve(c);
    const int length = turn_count(solution);
    Clock check = c;
    check.apply(solution);
    EXPECT_TRUE(check.is_solved());
    const DialVector s = free_dials(c);
    EXPECT_EQ(length <= 2, ball.count(s) == 1) << c.dials();
    EXPECT_EQ(length <= 4, within_four(s)) << c.dials();
    EXPECT_LE(length, n);
  }
}

TEST(Clock, EverySolutionSolvesAndIsWrittenInTheWcasForm) {
  Rng rng(4);
  std::map<int, int> lengths;
  for (int i = 0; i < 30; ++i) {
    const Clock c = [&] {
      Clock s;
      s.apply(random_state_scramble(rng));
      return s;
    }();
    const std::vector<Move> solution = solve(c);
    Clock check = c;
    check.apply(solution);
    EXPECT_TRUE(check.is_solved()) << c.dials();
    ++lengths[turn_count(solution)];
    for (const Move& m : solution)
      if (m.kind == Move::Kind::Turn) {
        EXPECT_TRUE(m.hours >= -5 && m.hours <= 6 && m.hours != 0);
      }
  }
  // Fourteen moves solve any state (the scramble's); the optimum is shorter.
  EXPECT_LE(lengths.rbegin()->first, 13);
  EXPECT_TRUE(solve(Clock()).empty());
}

TEST(Clock, ScramblesHaveTheWcasForm) {
  Rng rng(1);
  for (int i = 0; i < 50; ++i) {
    const std::vector<Move> moves = random_state_scramble(rng);
    const std::string text = to_string(moves);
    ASSERT_EQ(moves.size(), 15u) << text;
    EXPECT_EQ(text.substr(0, 2), "UR");
    EXPECT_EQ(moves[9].kind, Move::Kind::Flip);
    for (const Move& m : moves)
      if (m.kind == Move::Kind::Turn) {
        EXPECT_TRUE(m.hours >= -5 && m.hours <= 6) << text;
      }
    EXPECT_EQ(to_string(parse_moves(text)), text);
  }
}

}  // namespace
}  // namespace cubelab::clock
