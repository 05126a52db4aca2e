// Every 3x3x3 input format, both ways, and format detection.
#include <gtest/gtest.h>

#include <algorithm>

#include "cubelab/cube/any_facelets.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/rotation.h"
#include "cubelab/cube/singmaster.h"
#include "cubelab/cube/stickers48.h"
#include "support/lettering.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using test::kStandardColours;
using test::recolour;

std::string cube_code_of(std::string_view text) {
  try {
    parse_cube(text);
  } catch (const InputError& e) {
    return e.code_name();
  }
  return "none";
}

CubieCube moves(std::string_view text) {
  const CubieCube c = test::cube_after(Alg::parse(text));
  return c;
}

TEST(Singmaster, SolvedAndOneTurn) {
  EXPECT_EQ(to_singmaster(CubieCube{}),
            "UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR");
  // After U the pieces of the U layer move one place anticlockwise in the list (UR -> UF...).
  EXPECT_EQ(to_singmaster(moves("U")),
            "UR UB UL UF DF DR DB DL FR FL BR BL URB UBL ULF UFR DRF DFL DLB DBR");
  EXPECT_EQ(from_singmaster("UR UB UL UF DF DR DB DL FR FL BR BL URB UBL ULF UFR DRF DFL DLB DBR"),
            moves("U"));
  // Twisted and flipped pieces are rotated letters (worked out by hand for R).
  const char* after_r = "UF FR UB UL DF BR DB DL DR FL UR BL FDR FRU UBL ULF BRD DFL DLB BUR";
  EXPECT_EQ(to_singmaster(moves("R")), after_r);
  EXPECT_EQ(from_singmaster(after_r), moves("R"));
}

void singmaster_round_trips(int count) {
  Rng rng(21);
  for (int i = 0; i < count; ++i) {
    CubieCube c = random_state(rng);
    std::string s = to_singmaster(c);
    ASSERT_EQ(from_singmaster(s), c) << s;
    if (i % 97 == 0) {
      ParsedCube p = parse_cube(s);
      ASSERT_EQ(p.kind, InputKind::Singmaster);
      ASSERT_EQ(p.cube, c);
      std::string lower = s;
      std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
      ASSERT_EQ(parse_cube(lower).cube, c);
    }
  }
}

TEST(Singmaster, RoundTripOnRandomStates) { singmaster_round_trips(3000); }
TEST(Singmaster, RoundTripOn100000RandomStatesSlow) { singmaster_round_trips(100000); }

void any_facelets_round_trips(int count) {
  Rng rng(22);
  for (int i = 0; i < count; ++i) {
    CubieCube c = random_state(rng);
    std::string f = to_facelets(c);
    const Rotation& g = Rotation::all()[rng.below(24)];
    // Face letters and standard colours, held in a random orientation.
    ASSERT_EQ(cube_from_any_facelets(rotate_facelets(f, g)), c) << g.str();
    ASSERT_EQ(cube_from_any_facelets(recolour(rotate_facelets(f, g), kStandardColours)), c);
    // Six random letters (not a known scheme): read as held.
    const std::string letters = test::six_random_letters(rng);
    ASSERT_EQ(cube_from_any_facelets(recolour(f, letters)), c) << letters;
  }
}

TEST(AnyFacelets, RoundTripsInEveryLetteringAndOrientation) { any_facelets_round_trips(3000); }
TEST(AnyFacelets, RoundTripsOn100000RandomStatesSlow) { any_facelets_round_trips(100000); }

TEST(AnyFacelets, All24OrientationsOfAColouredCubeGiveOneState) {
  Rng rng(23);
  for (int i = 0; i < 50; ++i) {
    CubieCube c = random_state(rng);
    std::string colours = recolour(to_facelets(c), kStandardColours);
    for (const Rotation& g : Rotation::all()) {
      std::string held = rotate_facelets(colours, g);
      ParsedCube p = parse_cube(held);
      ASSERT_EQ(p.cube, c) << g.str();
      ASSERT_EQ(p.kind, InputKind::Facelets);
      std::string lower = held;
      std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
      ASSERT_EQ(parse_cube(lower).cube, c);
    }
  }
}

TEST(AnyFacelets, NoteSaysHowItWasRead) {
  std::string note;
  cube_from_any_facelets(rotate_facelets(std::string(kSolvedFacelets), Rotation::parse("x y")),
                         &note);
  EXPECT_NE(note.find("face letters, turned with"), std::string::npos) << note;
  cube_from_any_facelets(recolour(std::string(kSolvedFacelets), "ABCDEF"), &note);
  EXPECT_EQ(note, "colours ABCDEF");
}

TEST(AnyFacelets, RotationDirection) {
  // x turns the cube like R: the front comes up.
  std::string f = rotate_facelets(std::string(kSolvedFacelets), Rotation::about('x'));
  EXPECT_EQ(f.substr(0, 9), "FFFFFFFFF");
  EXPECT_EQ(f.substr(18, 9), "DDDDDDDDD");
  f = rotate_facelets(std::string(kSolvedFacelets), Rotation::about('y'));
  EXPECT_EQ(f.substr(18, 9), "RRRRRRRRR");
}

TEST(ParseCube, DetectsTheFormat) {
  EXPECT_EQ(parse_cube(kSolvedFacelets).kind, InputKind::Facelets);
  EXPECT_EQ(parse_cube("UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBB").cube,
            CubieCube{});
  EXPECT_EQ(parse_cube("  R U R' U'  ").kind, InputKind::Moves);
  EXPECT_EQ(parse_cube("RURURU").cube, moves("R U R U R U"));  // short words are moves
  EXPECT_EQ(parse_cube("").cube, CubieCube{});
  std::string primed;  // 54 characters of moves without spaces, with primes: moves
  for (int i = 0; i < 27; ++i) primed += i % 2 ? "U'" : "R'";
  EXPECT_EQ(parse_cube(primed).kind, InputKind::Moves);
  EXPECT_EQ(parse_cube("Rw U Rw' // wide").cube, moves("L F L'"));
  // A long word of letters is a facelet string, so a wrong length is E_FORMAT, not moves.
  EXPECT_EQ(cube_code_of("RURURURURURURURURURU"), "E_FORMAT");
  EXPECT_EQ(cube_code_of(std::string(kSolvedFacelets.substr(0, 53))), "E_FORMAT");
  EXPECT_EQ(cube_code_of("UUUURRRRFFFFDDDDLLLLBBBB"), "E_FORMAT");  // a 2x2x2 string
  // Looks like Singmaster with a cubie missing.
  EXPECT_EQ(cube_code_of("UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB"),
            "E_FORMAT");
}

TEST(ErrorCodes, EachWithAMinimalBadInput) {
  std::string solved(kSolvedFacelets);
  auto with = [&](std::initializer_list<std::pair<int, char>> changes) {
    std::string s = solved;
    for (auto [i, c] : changes) s[i] = c;
    return s;
  };
  EXPECT_EQ(cube_code_of(solved + "U"), "E_FORMAT");
  EXPECT_EQ(cube_code_of(with({{10, '1'}})), "E_FORMAT");   // facelet length: a typo, not moves
  EXPECT_EQ(cube_code_of(with({{13, 'U'}})), "E_CENTERS");  // two U centres
  EXPECT_EQ(cube_code_of(with({{4, 'R'}, {13, 'U'}})), "E_CENTERS");  // U and R centres swapped
  EXPECT_EQ(cube_code_of(with({{0, 'R'}})), "E_COLOR_COUNT");         // 8 U, 10 R
  EXPECT_EQ(cube_code_of(with({{0, 'K'}})), "E_COLOR_COUNT");         // K is on no centre
  EXPECT_EQ(cube_code_of(with({{8, 'D'}, {35, 'U'}})), "E_CORNER");   // corner D R F at URF
  EXPECT_EQ(cube_code_of(with({{10, 'U'}, {7, 'R'}})), "E_EDGE");     // edge U U at UR
  const char* solved_sm = "UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR";
  auto sm = [&](std::string_view from, std::string_view to) {
    std::string s = solved_sm;
    s.replace(s.find(from), from.size(), to);
    return s;
  };
  EXPECT_EQ(cube_code_of(sm("UFR", "FRU")), "E_TWIST");
  EXPECT_EQ(cube_code_of(sm("UF ", "FU ")), "E_FLIP");
  EXPECT_EQ(cube_code_of(sm("UF UR", "UR UF")), "E_PARITY");
  EXPECT_EQ(cube_code_of(sm("UFR URB", "URB UFR")), "E_PARITY");
  EXPECT_EQ(cube_code_of(sm("UF ", "UX ")), "E_FORMAT");
  EXPECT_EQ(cube_code_of(sm("UFR", "UF")), "E_FORMAT");
  EXPECT_EQ(cube_code_of("R U Q"), "E_NOTATION");
  // Mirror-image colour scheme: R and L centres swapped.
  std::string mirrored = recolour(solved, "WOGYRB");
  EXPECT_EQ(cube_code_of(mirrored), "E_CENTERS");
  // A duplicated corner or edge, built directly.
  CubieCube c;
  c.cp[1] = c.cp[0];
  EXPECT_THROW(require_solvable(c), InputError);
  CubieCube e;
  e.ep[3] = e.ep[2];
  try {
    require_solvable(e);
    FAIL();
  } catch (const InputError& err) {
    EXPECT_STREQ(err.code_name(), "E_EDGE");
    EXPECT_NE(std::string(err.what()).find("UL appears twice"), std::string::npos);
  }
}

TEST(ErrorCodes, MessagesNameTheCulpritInTheUsersLetters) {
  std::string colours = recolour(std::string(kSolvedFacelets), kStandardColours);
  colours[8] = 'Y', colours[35] = 'W';  // URF shows yellow, red, green
  try {
    parse_cube(colours);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.code_name(), "E_CORNER");
    EXPECT_EQ(std::string(e.what()), "the corner at URF has colours YRG, which no corner has");
  }
}

// Issue 23, item 9: mistyped facelet strings are reported, never solved as moves, and the
// error says which readings were tried.
TEST(InputFormats, MistypedFaceletsAreNeverReadAsMoves) {
  auto error_of = [](Puzzle puzzle, const std::string& text) -> std::string {
    try {
      parse_cube_for(puzzle, text);
    } catch (const InputError& e) {
      EXPECT_EQ(e.code(), ErrorCode::Format) << text;
      return e.what();
    }
    ADD_FAILURE() << "accepted: " << text;
    return "";
  };
  // A grouped string missing one sticker (before: U9 R9 F9 D9 L9 B8 as moves).
  std::string m =
      error_of(Puzzle::Cube3, "UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBB");
  EXPECT_NE(m.find("face 6 ('BBBBBBBB') has 8 letters, not 9"), std::string::npos) << m;
  EXPECT_NE(error_of(Puzzle::Cube2, "UUUU RRRR FFFF DDDD LLLL BBB").find("face 6"),
            std::string::npos);
  // Facelets followed by moves, and a long word of moves followed by another.
  m = error_of(Puzzle::Cube3, std::string(kSolvedFacelets) + " R U");
  EXPECT_NE(m.find("tried: a facelet string"), std::string::npos) << m;
  EXPECT_NE(m.find("Singmaster notation"), std::string::npos) << m;
  EXPECT_NE(m.find("moves"), std::string::npos) << m;
  error_of(Puzzle::Cube3, "RURURURURURURURURURU R");
  error_of(Puzzle::Cube3, "R RURURURURURURURURURU");
  // Moves that merely look like faces stay moves.
  EXPECT_EQ(parse_cube_for(Puzzle::Cube3, "R U R' U' R2 F").kind, InputKind::Moves);
  EXPECT_EQ(parse_cube_for(Puzzle::Cube3, "RUR'U' RURU").kind, InputKind::Moves);
}

// Issue 22: the 48-sticker string of the interactive-cube blog post (its `__repr__`: faces
// U L F R B D, 8 stickers each, no centres, colours W R B O G Y) is read, not refused as
// moves ("bad move 'W'").
TEST(Stickers48, TheBlogPostsSolvedStringIsTheSolvedCube) {
  const ParsedCube p = parse_cube("WWWWWWWW RRRRRRRR BBBBBBBB OOOOOOOO GGGGGGGG YYYYYYYY ");
  EXPECT_EQ(p.cube, CubieCube{});
  EXPECT_EQ(p.kind, InputKind::Facelets);
  EXPECT_NE(p.note.find("48 stickers"), std::string::npos) << p.note;
  EXPECT_NE(p.note.find("turned with y2"), std::string::npos) << p.note;  // blue in front
  EXPECT_EQ(parse_cube("wwwwwwwwrrrrrrrrbbbbbbbbooooooooggggggggyyyyyyyy").cube, CubieCube{});
  EXPECT_EQ(stickers48(CubieCube{}), "WWWWWWWWRRRRRRRRBBBBBBBBOOOOOOOOGGGGGGGGYYYYYYYY");
}

// The post's own move code, applied to its solved string: move_up_prime cycles the U face
// (0,2,7,5)(1,4,6,3) and the side faces' stickers 0, 1, 2 back -> right -> front -> left,
// which on the layout of stickers48.h is U clockwise seen from above: the state of U.
TEST(Stickers48, ThePostsMoveCodeGivesTheStateOfU) {
  enum { kUp, kLeft, kCenter, kRight, kBack, kDown };  // the post's faces, in its order
  std::string s = "WWWWWWWWRRRRRRRRBBBBBBBBOOOOOOOOGGGGGGGGYYYYYYYY";
  auto at = [&](int face, int i) -> char& { return s[8 * face + i]; };
  // permutate(a0, a1, a2, a3): the value moves a0 -> a1 -> a2 -> a3 -> a0.
  auto cycle = [](char& a0, char& a1, char& a2, char& a3) {
    const char last = a3;
    a3 = a2, a2 = a1, a1 = a0, a0 = last;
  };
  cycle(at(kUp, 0), at(kUp, 2), at(kUp, 7), at(kUp, 5));
  cycle(at(kUp, 1), at(kUp, 4), at(kUp, 6), at(kUp, 3));
  for (int i : {0, 1, 2}) cycle(at(kBack, i), at(kRight, i), at(kCenter, i), at(kLeft, i));
  // The back's top row came to the right, the right's to the front, and so on.
  EXPECT_EQ(s, "WWWWWWWWBBBRRRRROOOBBBBBGGGOOOOORRRGGGGGYYYYYYYY");
  EXPECT_EQ(parse_cube(s).cube, moves("U")) << s;
  EXPECT_EQ(stickers48(moves("U")), s);
}

// In face letters the string is the facelet string's faces in another order, centres left
// out, and is read as it stands; in the post's colours it is the cube held blue in front.
TEST(Stickers48, RandomStatesInFaceLettersAndInThePostsColours) {
  Rng rng(48);
  for (int n = 0; n < 500; ++n) {
    const CubieCube c = random_state(rng);
    const std::string f = to_facelets(c);
    std::string faces;
    for (int face : {U, L, F, R, B, D})
      for (int i = 0; i < 9; ++i)
        if (i != 4) faces += f[9 * face + i];
    ASSERT_EQ(parse_cube(faces).cube, c) << faces;
    // Held blue in front (y2), then coloured in the standard colours.
    const std::string held =
        recolour(rotate_facelets(f, Rotation::about('y', 2)), kStandardColours);
    std::string coloured;
    for (int face : {U, L, F, R, B, D})
      for (int i = 0; i < 9; ++i)
        if (i != 4) coloured += held[9 * face + i];
    ASSERT_EQ(stickers48(c), coloured);
    ASSERT_EQ(parse_cube(coloured).cube, c) << coloured;
  }
}

TEST(Stickers48, BadStringsGetTheirCodes) {
  const std::string solved = "WWWWWWWWRRRRRRRRBBBBBBBBOOOOOOOOGGGGGGGGYYYYYYYY";
  EXPECT_EQ(cube_code_of(solved.substr(1)), "E_FORMAT");  // 47 letters
  std::string s = solved;
  s[47] = 'W';
  EXPECT_EQ(cube_code_of(s), "E_COLOR_COUNT");  // 9 white, 7 yellow
  s[47] = 'U';
  EXPECT_EQ(cube_code_of(s), "E_FORMAT");  // a face letter among colours
  s = solved;
  std::swap(s[1], s[8 * 4 + 1]);  // the U-B edge's two stickers swapped: flipped
  EXPECT_EQ(cube_code_of(s), "E_FLIP");
  EXPECT_EQ(cube_code_of("WWWWWWWW RRRRRRRR BBBBBBBB OOOOOOOO GGGGGGGG YYYYYYY"), "E_FORMAT");
  try {
    parse_cube_for(Puzzle::Cube2, "WWWWWWWW RRRRRRRR BBBBBBBB OOOOOOOO GGGGGGGG YYYYYYYY");
    ADD_FAILURE() << "accepted on the 2x2x2";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("wrong puzzle"), std::string::npos) << e.what();
  }
}

TEST(InputFormats, TooFewCubiesSayWhichReadingsWereTried) {
  try {
    parse_cube_for(Puzzle::Cube3, "UF UR UB UL DF DQ");
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("tried: Singmaster notation"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace cubelab
