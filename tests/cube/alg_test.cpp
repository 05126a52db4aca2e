// Notation and the Alg operations.
#include "cubelab/cube/alg.h"

#include <gtest/gtest.h>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/rotation.h"
#include "cubelab/cube/sticker_geometry.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

// The code and message of the InputError that parsing throws.
std::pair<std::string, std::string> parse_error(std::string_view text) {
  try {
    Alg::parse(text);
  } catch (const InputError& e) {
    return {e.code_name(), e.what()};
  }
  return {"none", ""};
}

TEST(AlgParse, EveryPowerSpelling) {
  EXPECT_EQ(Alg::parse("R R2 R' R3 Rp R1 R2'").str(), "R R2 R' R' R' R R2");
  EXPECT_EQ(Alg::parse("R\xE2\x80\x99").str(), "R'");  // typographic apostrophe
  EXPECT_EQ(Alg::parse("U3'").str(), "U");
}

TEST(AlgParse, SpacesCommentsParentheses) {
  EXPECT_EQ(Alg::parse("RUR'U'").str(), "R U R' U'");
  EXPECT_EQ(Alg::parse("  R  U2\tF'\n").str(), "R U2 F'");
  EXPECT_EQ(Alg::parse("R // a comment with U and F\nD // another").str(), "R D");
  EXPECT_EQ(Alg::parse("(R U), (F)").str(), "R U F");
  EXPECT_TRUE(Alg::parse("").empty());
  EXPECT_TRUE(Alg::parse("// only a comment").empty());
}

TEST(AlgParse, RotationsRelabelFaces) {
  EXPECT_TRUE(Alg::parse("x y z x' y2 z2").empty());
  EXPECT_EQ(Alg::parse("x U x'").str(), "F");  // x brings F up
  EXPECT_EQ(Alg::parse("y R y'").str(), "B");  // y brings B to the right
  EXPECT_EQ(Alg::parse("z U z'").str(), "L");  // z brings L up
  EXPECT_EQ(Alg::parse("x2 U").str(), "D");
  EXPECT_EQ(Alg::parse("x y R").str(), "U");  // after x the back is the old U; y brings it right
  EXPECT_EQ(Alg::parse("x x x x R").str(), "R");
  EXPECT_EQ(Alg::parse("z2 z2 F").str(), "F");
}

TEST(AlgParse, WideMovesAreOppositeFacePlusRotation) {
  EXPECT_EQ(test::cube_after("Rw"), test::cube_after("L x"));
  EXPECT_EQ(Alg::parse("Rw"), Alg::parse("r"));
  EXPECT_EQ(Alg::parse("Rw2 Rw'"), Alg::parse("r2 r'"));
  EXPECT_EQ(Alg::parse("Rw U Rw'").str(), "L F L'");
  EXPECT_EQ(Alg::parse("r U r'").str(), "L F L'");
  EXPECT_EQ(Alg::parse("Uw R").str(), "D B");  // Uw = D y
  EXPECT_EQ(Alg::parse("Fw U").str(), "B L");  // Fw = B z
  EXPECT_EQ(Alg::parse("Lw U").str(), "R B");  // Lw = R x'
  EXPECT_EQ(Alg::parse("Dw F").str(), "U L");  // Dw = U y'
  EXPECT_EQ(Alg::parse("Bw U").str(), "F R");  // Bw = F z'
}

TEST(AlgParse, SlicesAreOppositeFacesPlusRotation) {
  EXPECT_EQ(test::cube_after("M"), test::cube_after("R L'"));
  EXPECT_EQ(test::cube_after("E"), test::cube_after("U D'"));
  EXPECT_EQ(test::cube_after("S"), test::cube_after("F' B"));
  EXPECT_EQ(Alg::parse("M U").str(), "R L' B");  // M = R L' x': U then shows the old B
  // M2 E2 S2 is the checkerboard: relative to the centres, every face turned twice.
  EXPECT_EQ(test::cube_after("M2 E2 S2"), test::cube_after("U2 D2 F2 B2 L2 R2"));
  // A wide turn is a face turn and a slice: r = R M'.
  EXPECT_EQ(test::cube_after("r"), test::cube_after("R M'"));
  EXPECT_EQ(test::cube_after("M' U M U'"), test::cube_after(Alg::parse("M' U M U'").str()));
}

TEST(AlgParse, BadNotationNamesPositionAndToken) {
  EXPECT_EQ(parse_error("R U Q"),
            std::make_pair(std::string("E_NOTATION"),
                           std::string("bad move 'Q' at position 5: not a move (use U R F D L "
                                       "B, M E S, x y z, Rw or r)")));
  EXPECT_NE(parse_error("R4").second.find("'R4' at position 1"), std::string::npos);
  EXPECT_NE(parse_error("R0").second.find("'R0'"), std::string::npos);
  EXPECT_NE(parse_error("U R22").second.find("'R22' at position 3"), std::string::npos);
  EXPECT_NE(parse_error("R'2").second.find("'R'2'"), std::string::npos);
  EXPECT_NE(parse_error("R''").second.find("'R''"), std::string::npos);
  EXPECT_EQ(parse_error("y4").first, "E_NOTATION");
  EXPECT_EQ(parse_error("Q2").first, "E_NOTATION");
  EXPECT_EQ(parse_error("R / U").first, "E_NOTATION");
  EXPECT_EQ(parse_error("Rww").first, "E_NOTATION");
  EXPECT_EQ(parse_error("R \xC3\xA9").second,
            "bad move '?' at position 3: not a move (use U R F D L B, M E S, x y z, Rw or r)");
}

// Issue 22: repetition of a group, (R U R' U')6, and rotations in capitals.
TEST(AlgParse, GroupsRepeatAndInvert) {
  EXPECT_EQ(Alg::parse("(R U R' U')6").htm(), 24);
  EXPECT_EQ(test::cube_after("(R U R' U')6"), CubieCube{});  // the sexy move has order 6
  EXPECT_EQ(Alg::parse("(R U)2").str(), "R U R U");
  EXPECT_EQ(Alg::parse("(R U)'").str(), "U' R'");
  EXPECT_EQ(Alg::parse("(R U2 F)2'").str(), "F' U2 R' F' U2 R'");
  EXPECT_EQ(Alg::parse("((R U)2 F)2").str(), "R U R U F R U R U F");
  EXPECT_EQ(Alg::parse("F (R U)3 D").str(), "F R U R U R U D");
  EXPECT_EQ(Alg::parse("(y R)2").str(), "B L");          // a rotation inside a group repeats too
  EXPECT_EQ(test::cube_after("(R U)105"), CubieCube{});  // cubelab alg order "R U"
  EXPECT_EQ(Alg::parse("(R U)1").str(), "R U");
  EXPECT_TRUE(Alg::parse("()3").empty());
}

TEST(AlgParse, BadGroupsAreNotationErrors) {
  EXPECT_EQ(parse_error("(R U"),
            std::make_pair(std::string("E_NOTATION"),
                           std::string("bad move '(' at position 1: this '(' is never closed by "
                                       "a ')'")));
  EXPECT_EQ(parse_error("R U)2"),
            std::make_pair(std::string("E_NOTATION"),
                           std::string("bad move ')' at position 4: ')' closes no '('")));
  EXPECT_NE(parse_error("(R U)0").second.find("repeated 0 times"), std::string::npos);
  EXPECT_NE(parse_error("(R U)'2").second.find("before the prime"), std::string::npos);
  // A repetition that would make a huge sequence is refused before it is built.
  EXPECT_EQ(parse_error("(R U)999999999999999999999").first, "E_LIMIT");
  EXPECT_EQ(parse_error("((R U)1000)1000").first, "E_LIMIT");
  EXPECT_EQ(Alg::parse("(R U)50000").htm(), 100000);
}

TEST(AlgParse, RotationsInCapitals) {
  EXPECT_TRUE(Alg::parse("X Y Z").empty());
  EXPECT_EQ(test::cube_after("X Y Z R"), test::cube_after("x y z R"));
  EXPECT_EQ(Alg::parse("X U X'").str(), "F");
  EXPECT_EQ(Alg::parse("Y2 R Z'").str(), "L");
  EXPECT_EQ(Rotation::parse("Y"), Rotation::parse("y"));
}

// Issue 22: notation of bigger cubes is refused with a message saying so, not read as 3x3x3
// moves: MR2B2U2 (Abreu García (2011)'s 4x4x4 parity algorithm) was M R2 B2 U2.
TEST(AlgParse, BigCubeNotationIsRefusedAsSuch) {
  for (const char* text : {"MR2B2U2", "MR2B2U2MLU2MR3U2MRU2F2MRF2ML3B2MR2", "R ML3", "2R U", "3Rw",
                           "2-3Rw2", "U 3r"}) {
    const auto [code, message] = parse_error(text);
    EXPECT_EQ(code, "E_NOTATION") << text;
    EXPECT_NE(message.find("looks like the notation of a bigger cube"), std::string::npos)
        << text << ": " << message;
  }
  EXPECT_NE(parse_error("MR2B2U2").second.find("bad move 'MR' at position 1"), std::string::npos);
  EXPECT_NE(parse_error("MR2B2U2").second.find("'M R'"), std::string::npos);
  EXPECT_NE(parse_error("R ML3").second.find("'ML' at position 3"), std::string::npos);
  EXPECT_NE(parse_error("2-3Rw2").second.find("'2-3Rw' at position 1"), std::string::npos);
  // M with a power or prime, or apart from the face, is the 3x3x3's middle slice.
  EXPECT_EQ(test::cube_after("M R"), test::cube_after("R L' x' R"));
  EXPECT_EQ(test::cube_after("M'U M2U"), test::cube_after("M' U M2 U"));
}

TEST(AlgOps, StrAndLengths) {
  Alg a = Alg::parse("R U2 F' D");
  EXPECT_EQ(a.str(), "R U2 F' D");
  EXPECT_EQ(a.htm(), 4);
  EXPECT_EQ(a.qtm(), 5);
  EXPECT_EQ(Alg().str(), "");
}

TEST(AlgOps, Inverse) {
  EXPECT_EQ(Alg::parse("R F U2 L'").inverse().str(), "L U2 F' R'");  // Montero Santos (2026) §3.3.3
  Rng rng(11);
  for (int i = 0; i < 200; ++i) {
    Alg a = random_moves(rng, 20);
    EXPECT_TRUE((test::cube_after(a) * test::cube_after(a.inverse())).is_solved());
  }
}

TEST(AlgOps, SimplifyExamples) {
  EXPECT_EQ(Alg::parse("F R L2 R'").simplified().str(), "F L2");
  EXPECT_EQ(Alg::parse("U U U2 U' U U2").simplified().str(), "U2");  // Montero Santos (2026) §3.3.1
  EXPECT_EQ(Alg::parse("R U U' R").simplified().str(), "R2");
  EXPECT_EQ(Alg::parse("R L R' L'").simplified().str(), "");
  EXPECT_EQ(Alg::parse("R U R'").simplified().str(), "R U R'");
}

// Random sequences with many same-face and same-axis neighbours.
Alg clumsy_alg(Rng& rng, int n) {
  Alg a;
  for (int i = 0; i < n; ++i) {
    int face = static_cast<int>(rng.below(2)) == 0 ? 1 + 3 * static_cast<int>(rng.below(2))
                                                   : static_cast<int>(rng.below(6));
    a.moves.push_back(make_move(face, static_cast<int>(rng.below(3)) + 1));
  }
  return a;
}

TEST(AlgOps, SimplifyAndCanonicalKeepTheState) {
  Rng rng(5);
  for (int i = 0; i < 2000; ++i) {
    Alg a = clumsy_alg(rng, 1 + static_cast<int>(rng.below(30)));
    Alg s = a.simplified(), c = a.canonical();
    ASSERT_EQ(test::cube_after(s), test::cube_after(a)) << a.str();
    ASSERT_EQ(test::cube_after(c), test::cube_after(a)) << a.str();
    ASSERT_LE(c.size(), s.size());
    for (size_t k = 1; k < s.size(); ++k) {
      ASSERT_NE(move_face(s.moves[k]), move_face(s.moves[k - 1])) << s.str();
      if (k >= 2 && move_face(s.moves[k - 1]) == opposite_face(move_face(s.moves[k]))) {
        ASSERT_NE(move_face(s.moves[k - 2]), move_face(s.moves[k])) << s.str();
      }
    }
    for (size_t k = 1; k < c.size(); ++k)
      ASSERT_TRUE(allowed_after(move_face(c.moves[k - 1]), move_face(c.moves[k]))) << c.str();
    ASSERT_EQ(c.canonical(), c);
  }
}

TEST(AlgOps, CanonicalOrderOfOppositeFaces) {
  EXPECT_EQ(Alg::parse("L R U2 B F").canonical().str(),
            "R L U2 F B");  // Montero Santos (2026) §3.3.1
  EXPECT_EQ(Alg::parse("D U").canonical().str(), "U D");
  EXPECT_EQ(Alg::parse("L R' L").canonical().str(), "R' L2");
}

TEST(AlgOps, MirrorGivesTheMirrorImageState) {
  EXPECT_EQ(Alg::parse("R U2 F'").mirrored().str(), "L' U2 F");
  // Reflect the stickers through the plane x = 0; the colours R and L swap names.
  std::vector<int> perm = sticker_permutation(3, {-1, 0, 0}, {0, 1, 0}, {0, 0, 1});
  auto mirror = [&](const std::string& f) {
    std::string out(f.size(), '?');
    for (size_t i = 0; i < f.size(); ++i)
      out[perm[i]] = f[i] == 'R' ? 'L' : f[i] == 'L' ? 'R' : f[i];
    return out;
  };
  Rng rng(8);
  for (int i = 0; i < 500; ++i) {
    Alg a = random_moves(rng, 15);
    ASSERT_EQ(to_facelets(test::cube_after(a.mirrored())), mirror(to_facelets(test::cube_after(a))))
        << a.str();
    ASSERT_EQ(a.mirrored().mirrored(), a);
  }
}

TEST(AlgOps, RotatedIsConjugationByTheRotation) {
  EXPECT_EQ(Alg::parse("R U F").rotated(Rotation::about('y')).str(), "F U L");
  Rng rng(9);
  for (const Rotation& g : Rotation::all()) {
    Alg a = random_moves(rng, 12);
    std::string text = g.inverse().str() + " " + a.str() + " " + g.str();
    EXPECT_EQ(test::cube_after(a.rotated(g)), test::cube_after(text)) << text;
    // On the stickers: turn the cube with g and rename each colour after its new face.
    std::string turned = rotate_facelets(to_facelets(test::cube_after(a)), g);
    for (char& c : turned) c = kFaceNames[g.to[std::string_view("URFDLB").find(c)]];
    EXPECT_EQ(from_facelets(turned), test::cube_after(a.rotated(g))) << g.str();
  }
}

TEST(AlgOps, Orders) {
  EXPECT_EQ(Alg::parse("R U").order(), 105);
  EXPECT_EQ(Alg::parse("R2 U2").order(), 6);
  EXPECT_EQ(Alg::parse("R U R' U'").order(), 6);
  EXPECT_EQ(Alg::parse("R").order(), 4);
  EXPECT_EQ(Alg::parse("R2").order(), 2);
  EXPECT_EQ(Alg().order(), 1);
  EXPECT_EQ(Alg::parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2").order(), 2);
  EXPECT_EQ(Alg::parse("R U2 D' B D'").order(), 1260);
}

}  // namespace
}  // namespace cubelab
