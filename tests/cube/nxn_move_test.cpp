// NxNxN notation: what each token turns, identities between moves, the canonical form, the
// metrics and the refusals.
#include "cubelab/cube/nxn/nxn_move.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/random.h"
#include "support/input_error.h"
#include "support/nxn.h"

namespace cubelab::nxn {
namespace {

// The code and message of the InputError parsing throws.
std::pair<std::string, std::string> parse_error(std::string_view text, int n) {
  try {
    parse_moves(text, n);
  } catch (const InputError& e) {
    return {e.code_name(), e.what()};
  }
  return {"none", ""};
}

TEST(NxnMoveParse, EveryKindOfToken) {
  const int n = 7;
  auto one = [&](std::string_view text) {
    const auto moves = parse_moves(text, n);
    EXPECT_EQ(moves.size(), 1u) << text;
    return moves.empty() ? NxnMove{} : moves[0];
  };
  EXPECT_EQ(one("R"), (NxnMove{R, 1, 1, 1}));
  EXPECT_EQ(one("U2"), (NxnMove{U, 1, 1, 2}));
  EXPECT_EQ(one("F'"), (NxnMove{F, 1, 1, 3}));
  EXPECT_EQ(one("Rw"), (NxnMove{R, 1, 2, 1}));
  EXPECT_EQ(one("r"), (NxnMove{R, 1, 2, 1}));
  EXPECT_EQ(one("3Rw2"), (NxnMove{R, 1, 3, 2}));
  EXPECT_EQ(one("3r'"), (NxnMove{R, 1, 3, 3}));
  EXPECT_EQ(one("2R"), (NxnMove{R, 2, 2, 1}));
  EXPECT_EQ(one("3L2'"), (NxnMove{L, 3, 3, 2}));
  EXPECT_EQ(one("2-3Rw"), (NxnMove{R, 2, 3, 1}));
  EXPECT_EQ(one("2-3r"), (NxnMove{R, 2, 3, 1}));
  EXPECT_EQ(one("3-5b'"), (NxnMove{B, 3, 5, 3}));
  EXPECT_EQ(one("M"), (NxnMove{L, 4, 4, 1}));
  EXPECT_EQ(one("E'"), (NxnMove{D, 4, 4, 3}));
  EXPECT_EQ(one("S2"), (NxnMove{F, 4, 4, 2}));
  EXPECT_EQ(one("x"), (NxnMove{R, 1, 7, 1}));
  EXPECT_EQ(one("Y'"), (NxnMove{U, 1, 7, 3}));
  EXPECT_EQ(one("z2"), (NxnMove{F, 1, 7, 2}));
  EXPECT_EQ(one("7L"), (NxnMove{L, 7, 7, 1}));  // the last layer: the R face, turned as L
}

TEST(NxnMoveParse, GroupsAndSpacingAsOnThe3x3x3) {
  EXPECT_EQ(to_string(parse_moves("(R U)2 (2R 3u)' //comment\n r2'", 5), 5),
            "R U R U 3Uw' 2R' Rw2");
  EXPECT_EQ(to_string(parse_moves("RU2R' 3Rw", 5), 5), "R U2 R' 3Rw");
  EXPECT_TRUE(parse_moves("", 4).empty());
}

TEST(NxnMoveParse, LayersTheCubeDoesNotHaveAreRefusedByName) {
  auto [code, message] = parse_error("R 4Rw", 3);
  EXPECT_EQ(code, "E_NOTATION");
  EXPECT_NE(message.find("'4Rw' at position 3"), std::string::npos) << message;
  EXPECT_NE(message.find("has 3 layers"), std::string::npos) << message;
  std::tie(code, message) = parse_error("R U M", 4);
  EXPECT_EQ(code, "E_NOTATION");
  EXPECT_NE(message.find("'M' at position 5"), std::string::npos) << message;
  EXPECT_NE(message.find("no middle layer"), std::string::npos) << message;
  EXPECT_EQ(parse_error("3R", 4).first, "none");  // the inner layer next to L
  EXPECT_EQ(parse_error("4R", 4).first, "none");  // the L layer, turned as R
  std::tie(code, message) = parse_error("5R", 4);
  EXPECT_NE(message.find("'5R' at position 1"), std::string::npos) << message;
  EXPECT_EQ(parse_error("2-5r", 4).first, "E_NOTATION");
  EXPECT_EQ(parse_error("Rw", 2).first, "none");  // both layers of the 2x2x2: x
  EXPECT_EQ(parse_error("3r", 2).first, "E_NOTATION");
  EXPECT_EQ(parse_error("E", 2).first, "E_NOTATION");
  EXPECT_EQ(parse_error("S2", 3).first, "none");
}

TEST(NxnMoveParse, MalformedTokensAreRefusedByName) {
  struct Case {
    std::string_view text, token, why;
  };
  for (const Case& c : {
           Case{"R 2-3R", "'2-3R'", "a range of layers is a wide turn"},
           Case{"0R", "'0R'", "counted from 1"},
           Case{"3-2r", "'3-2r'", "counted from 1"},
           Case{"2-0r", "'2-0r'", "counted from 1"},
           Case{"R 2x", "'2x'", "a layer number comes before a face"},
           Case{"3M", "'3M'", "a layer number comes before a face"},
           Case{"3", "'3'", "a layer number comes before a face"},
           Case{"3Rw4", "'3Rw4'", "the power must be 1, 2 or 3"},
           Case{"rw", "'w'", "not a move"},
           Case{"(R U", "'('", "never closed"},
       }) {
    auto [code, message] = parse_error(c.text, 5);
    EXPECT_EQ(code, "E_NOTATION") << c.text;
    EXPECT_NE(message.find(c.token), std::string::npos) << c.text << ": " << message;
    EXPECT_NE(message.find(c.why), std::string::npos) << c.text << ": " << message;
  }
  EXPECT_EQ(parse_error("(R U)100001", 5).first, "E_LIMIT");
}

TEST(NxnMoveParse, TheThreeByThreeParserStillRefusesLayerNumbers) {
  // The shared grammar reads layer prefixes only for the NxNxN parser.
  EXPECT_TRUE(test::refuses_with([] { Alg::parse("R 2R"); }, ErrorCode::Notation,
                                 "notation of a bigger cube"));
}

// Identities between notations, on several sizes (derived: a block of layers is the wider
// block turned and the narrower one turned back; a rotation is every layer).
TEST(NxnMoveIdentities, BlocksAreDifferencesOfOuterBlocks) {
  for (int n : {3, 4, 5, 6, 7, 9, 12}) {
    EXPECT_EQ(after(n, "2R"), after(n, "Rw R'")) << n;
    EXPECT_EQ(after(n, "r"), after(n, "Rw")) << n;
    EXPECT_EQ(after(n, "l' d2 b"), after(n, "Lw' Dw2 Bw")) << n;
    EXPECT_EQ(after(n, "x"), after(n, fmt::format("{}Rw", n))) << n;
    EXPECT_EQ(after(n, "x"), after(n, fmt::format("{}Rw L'", n - 1))) << n;
    EXPECT_EQ(after(n, "y'"), after(n, fmt::format("{}Dw", n))) << n;
    EXPECT_EQ(after(n, "z2"), after(n, fmt::format("{}Bw2", n))) << n;
    // The layer k from R is layer n+1-k from L, turning the other way.
    EXPECT_EQ(after(n, "2R"), after(n, fmt::format("{}L'", n - 1))) << n;
    EXPECT_EQ(after(n, "Rw"), after(n, fmt::format("{}-{}Lw'", n - 1, n))) << n;
    if (n >= 4) {
      EXPECT_EQ(after(n, "3r"), after(n, "3Rw")) << n;
      EXPECT_EQ(after(n, "2-3r"), after(n, "3r R'")) << n;
      EXPECT_EQ(after(n, "2-3Rw"), after(n, "2R 3R")) << n;
      EXPECT_EQ(after(n, "3R"), after(n, "3r r'")) << n;
      EXPECT_EQ(after(n, "2-3u2"), after(n, "3Uw2 U2")) << n;
    }
    // x is any outer block of R with the rest of the cube turned from L: on the 4x4x4
    // x = Rw Lw', on the 5x5x5 x = 3Rw 2Lw' = Rw 3Lw'.
    for (int k = 1; k < n; ++k)
      EXPECT_EQ(after(n, "x"), after(n, fmt::format("{}Rw {}Lw'", k, n - k))) << n << " " << k;
  }
  EXPECT_EQ(after(4, "x"), after(4, "Rw Lw'"));
  EXPECT_EQ(after(5, "x"), after(5, "3Rw 2Lw'"));
}

TEST(NxnMoveIdentities, SlicesOfOddCubes) {
  EXPECT_EQ(after(3, "M"), after(3, "R L' x'"));
  EXPECT_EQ(after(3, "E"), after(3, "U D' y'"));
  EXPECT_EQ(after(3, "S"), after(3, "F' B z"));
  EXPECT_EQ(after(3, "M"), after(3, "2L"));
  for (int n : {3, 5, 7, 9, 33}) {
    const int m = (n + 1) / 2;
    EXPECT_EQ(after(n, "M"), after(n, fmt::format("{}L", m))) << n;
    EXPECT_EQ(after(n, "M'"), after(n, fmt::format("{}R", m))) << n;
    EXPECT_EQ(after(n, "M"), after(n, fmt::format("{}Lw {}Lw'", m, m - 1))) << n;
    EXPECT_EQ(after(n, "E2"), after(n, fmt::format("{}-{}d2 {}D2", m - 1, m, m - 1))) << n;
    EXPECT_EQ(after(n, "S"), after(n, fmt::format("{}F", m))) << n;
    // The whole cube: the outer blocks on both sides and the middle slice.
    EXPECT_EQ(after(n, "x"), after(n, fmt::format("{}Rw M' {}Lw'", m - 1, m - 1))) << n;
  }
}

TEST(NxnMovePrint, CanonicalWcaForm) {
  EXPECT_EQ(to_string(parse_moves("R r' 3r2 2R 2-3r 2-3Rw' x y' z2 M E S 7L", 7), 7),
            "R Rw' 3Rw2 2R 2-3Rw 2-3Rw' x y' z2 M E S 7L");
  EXPECT_EQ(to_string(parse_moves("3Lw 3Dw2 3Bw'", 3), 3), "x' y2 z");
  EXPECT_EQ(to_string(parse_moves("Rw", 2), 2), "x");        // both layers of the 2x2x2
  EXPECT_EQ(to_string(parse_moves("3L 3R", 5), 5), "M 3R");  // each as turned
  EXPECT_EQ(to_string(parse_moves("2L", 4), 4), "2L");
  EXPECT_EQ(to_string(std::vector<NxnMove>{}, 4), "");
}

TEST(NxnMovePrint, ParsingThePrintedFormTurnsTheSame) {
  Rng rng(5);
  for (int n : {2, 3, 4, 5, 8, 33}) {
    for (int i = 0; i < 300; ++i) {
      NxnMove m;
      m.face = static_cast<int>(rng.below(6));
      m.first_layer = 1 + static_cast<int>(rng.below(static_cast<uint64_t>(n)));
      m.last_layer =
          m.first_layer + static_cast<int>(rng.below(static_cast<uint64_t>(n - m.first_layer + 1)));
      m.turns = 1 + static_cast<int>(rng.below(3));
      ASSERT_TRUE(is_valid(m, n));
      const std::vector<NxnMove> back = parse_moves(to_string(m, n), n);
      ASSERT_EQ(back.size(), 1u);
      if (is_rotation(m, n) && !is_positive_face(m.face)) {
        NxnCube a(n), b(n);
        a.apply(m);
        b.apply(back);
        ASSERT_EQ(a, b) << to_string(m, n);
      } else {
        ASSERT_EQ(back[0], m) << to_string(m, n);
      }
    }
  }
}

TEST(NxnMove, InverseUndoes) {
  const auto seq = parse_moves("R 2-3u' 3Lw2 M x'", 5);
  EXPECT_EQ(to_string(inverse(seq), 5), "x M' 3Lw2 2-3Uw R'");
  EXPECT_EQ(inverse(NxnMove{R, 1, 1, 2}), (NxnMove{R, 1, 1, 2}));
  EXPECT_TRUE(inverse(std::vector<NxnMove>{}).empty());
}

TEST(NxnMove, CommutatorIsXYThenBothInverted) {
  const auto x = parse_moves("2R", 5), y = parse_moves("U Rw", 5);
  EXPECT_EQ(to_string(commutator(x, y), 5), "2R U Rw 2R' Rw' U'");
  EXPECT_EQ(to_string(commutator(y, x), 5), "U Rw 2R Rw' U' 2R'");
}

TEST(NxnMove, Metrics) {
  // OBTM: a block with an outer layer 1, an inner block 2, a rotation 0.
  EXPECT_EQ(obtm(parse_moves("R", 5), 5), 1);
  EXPECT_EQ(obtm(parse_moves("R2 Rw' 3Rw2 4Rw", 5), 5), 4);
  EXPECT_EQ(obtm(parse_moves("2R 2-3Rw 3R M", 5), 5), 8);
  EXPECT_EQ(obtm(parse_moves("x y2 z' 5Rw", 5), 5), 0);
  EXPECT_EQ(obtm(parse_moves("5R 2-5r 4-5r", 5), 5), 3);  // the L layer; blocks with L in them
  EXPECT_EQ(obtm(parse_moves("3R", 4), 4), 2);
  EXPECT_EQ(obtm(parse_moves("M", 3), 3), 2);
  // SLTM: a block of k layers is min(k, n - k).
  EXPECT_EQ(sltm(parse_moves("R Rw 3Rw 4Rw 2R 2-3Rw x M", 5), 5), 1 + 2 + 2 + 1 + 1 + 2 + 0 + 1);
  EXPECT_EQ(sltm(parse_moves("Rw 3Rw", 4), 4), 2 + 1);
  EXPECT_EQ(sltm(parse_moves("R2 Rw", 2), 2), 1 + 0);
  EXPECT_EQ(sltm(NxnMove{R, 1, 16, 1}, 33), 16);
  EXPECT_EQ(sltm(NxnMove{R, 1, 17, 1}, 33), 16);
  EXPECT_EQ(obtm(NxnMove{R, 2, 32, 1}, 33), 2);
  EXPECT_EQ(obtm(NxnMove{R, 2, 33, 1}, 33), 1);
}

}  // namespace
}  // namespace cubelab::nxn
