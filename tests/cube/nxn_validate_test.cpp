// Reading NxNxN facelets: every reachable state is accepted, in any colours and orientation;
// each kind of impossible state is refused with its code; the 3x3x3's and 2x2x2's readers
// give the same answers on their sizes.
#include "cubelab/cube/nxn/nxn_validate.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

#include "cubelab/cube/any_facelets.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/cube/random.h"
#include "support/input_error.h"
#include "support/lettering.h"
#include "support/nxn.h"

namespace cubelab::nxn {
namespace {

using test::refuses_with;

constexpr int kValidatedSizes[] = {2, 3, 4, 5, 6, 7, 12, 33};

// The index on the n-layer cube of a 3x3x3 sticker (0..53) of its frame: rows and columns
// 0 and 2 become the first and last, the middle one becomes `along` (an edge's or centre's
// place along its line).
int frame_index(int n, int sticker54, int along) {
  const auto line = [&](int x) { return x == 0 ? 0 : x == 2 ? n - 1 : along; };
  return (sticker54 / 9 * n + line(sticker54 % 9 / 3)) * n + line(sticker54 % 3);
}

// The sticker on `face` of the cubie that sticker `index` belongs to.
int partner(int n, int index, int face) {
  const int f = index / (n * n), row = index / n % n, col = index % n;
  return facelet_index(n, {cell_of(n, f, row, col), face});
}

// The two stickers of the edge piece on edge `e` (Kociemba order) `along` its line.
std::pair<int, int> edge_piece(int n, int e, int along) {
  const int a = frame_index(n, kEdgeFacelets[e][0], along);
  return {a, partner(n, a, kEdgeFacelets[e][1] / 9)};
}

std::string scrambled(int n, uint64_t seed, int moves = 60) {
  Rng rng(seed);
  NxnCube cube(n);
  cube.apply(random_any_moves(rng, n, moves));
  return cube.facelets();
}

std::string validation_code(int n, std::string_view text) {
  try {
    read_nxn_facelets(n, text);
  } catch (const InputError& e) {
    return e.code_name();
  }
  return "none";
}

TEST(NxnValidate, EveryReachableStateIsAcceptedAndHeldStandard) {
  Rng rng(21);
  for (int n : kValidatedSizes) {
    for (int i = 0; i < (n > 12 ? 10 : 60); ++i) {
      NxnCube cube(n);
      cube.apply(random_any_moves(rng, n, 1 + static_cast<int>(rng.below(80))));
      const NxnCube standard = standard_orientation(cube);
      ASSERT_EQ(read_nxn_facelets(n, cube.facelets()), standard) << n;
      ASSERT_NO_THROW(require_solvable_nxn(cube)) << cube.facelets();
      ASSERT_EQ(read_nxn_facelets(n, standard.facelets()), standard);
      // In the standard colours, and in lower case.
      std::string colours = test::recolour(cube.facelets(), test::kStandardColours);
      for (char& c : colours) c = static_cast<char>(c - 'A' + 'a');
      ASSERT_EQ(read_nxn_facelets(n, colours), standard) << n;
      // Held standard, six letters of no known scheme mean what they show there.
      ASSERT_EQ(
          read_nxn_facelets(n, test::recolour(standard.facelets(), test::six_random_letters(rng))),
          standard)
          << n;
    }
  }
}

TEST(NxnValidate, StandardOrientation) {
  for (int n : {2, 3, 4, 5}) {
    const NxnCube held = after(n, "R U x y' z2");
    EXPECT_EQ(standard_orientation(held), after(n, "R U x y' z2 z2 y x'")) << n;
    EXPECT_EQ(standard_orientation(after(n, "R U")), after(n, "R U")) << n;
  }
  // An even cube is held by its DBL corner: after L the corner at DBL is another one.
  EXPECT_EQ(standard_orientation(after(4, "L")), after(4, "L x"));
  EXPECT_EQ(standard_orientation(after(4, "Lw")), after(4, "Lw x"));
  // An odd cube by its centres: a middle slice moves them.
  EXPECT_EQ(standard_orientation(after(5, "M")), after(5, "M x"));
  std::string note;
  read_nxn_facelets(5, after(5, "x2 y").facelets(), &note);
  EXPECT_EQ(note, "face letters, turned with x2 y to put the centres in place");
  read_nxn_facelets(4, test::recolour(after(4, "z").facelets(), test::kStandardColours), &note);
  EXPECT_EQ(note, "standard colours, turned with z' to put the DBL corner in place");
  read_nxn_facelets(6, NxnCube(6).facelets(), &note);
  EXPECT_EQ(note, "face letters");
}

TEST(NxnValidate, FormatAndColours) {
  for (int n : kValidatedSizes) {
    const std::string solved = NxnCube(n).facelets();
    EXPECT_TRUE(refuses_with([&] { read_nxn_facelets(n, solved.substr(1)); }, ErrorCode::Format,
                             fmt::format("has {} characters", 6 * n * n)));
    std::string s = solved;
    s[7] = '1';
    EXPECT_TRUE(refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Format, "character 8"));
    // One sticker of an edge or corner in another colour.
    s = solved;
    s[frame_index(n, 1, n / 2)] = 'R';
    EXPECT_TRUE(
        refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::ColorCount,
                     fmt::format("colour U appears {} times, expected {}", n * n - 1, n * n)));
    // A seventh colour.
    s[frame_index(n, 1, n / 2)] = 'Q';
    EXPECT_TRUE(refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::ColorCount));
  }
  EXPECT_TRUE(refuses_with([] { read_nxn_facelets(1, "UURRFFDDLLBB"); }, ErrorCode::Limit));
}

TEST(NxnValidate, FixedCentresOfOddCubes) {
  for (int n : {3, 5, 7, 33}) {
    const int m = n / 2;
    std::string s = NxnCube(n).facelets();
    auto centre = [&](int f) -> char& { return s[(f * n + m) * n + m]; };
    std::swap(centre(R), centre(L));  // a mirror image
    EXPECT_TRUE(refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Centers,
                             "not those of a cube in any orientation"));
    centre(R) = 'R';
    EXPECT_TRUE(refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Centers,
                             "faces R and L are both R"));
  }
}

TEST(NxnValidate, CornersTwistsAndSwaps) {
  for (int n : kValidatedSizes) {
    const std::string solved = scrambled(n, 1);  // held as scrambled: the rules hold anywhere
    auto corner = [&](int c, int k) { return frame_index(n, kCornerFacelets[c][k], 0); };
    // Twisted in place: E_TWIST.
    std::string s = solved;
    const char a = s[corner(URF, 0)], b = s[corner(URF, 1)], c = s[corner(URF, 2)];
    s[corner(URF, 0)] = c, s[corner(URF, 1)] = a, s[corner(URF, 2)] = b;
    EXPECT_EQ(validation_code(n, s), "E_TWIST") << n;
    // Two stickers of one corner exchanged: a mirror-image corner no cube has.
    s = solved;
    std::swap(s[corner(UFL, 1)], s[corner(UFL, 2)]);
    EXPECT_TRUE(
        refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Corner, "which no corner has"))
        << n;
    // Two corners exchanged: reachable on even cubes, a parity error with the midges on odd.
    s = solved;
    for (int k = 0; k < 3; ++k) std::swap(s[corner(URF, k)], s[corner(DLF, k)]);
    EXPECT_EQ(validation_code(n, s), n % 2 == 0 ? "none" : "E_PARITY") << n;
    // A corner's sticker and an edge's exchanged.
    s = solved;
    std::swap(s[corner(DRB, 0)], s[edge_piece(n, DB, n / 2).first]);
    if (s != solved) {
      EXPECT_EQ(validation_code(n, s), "E_CORNER") << n;
    }
  }
}

TEST(NxnValidate, MidgesOfOddCubes) {
  for (int n : {3, 5, 7, 33}) {
    const std::string solved = scrambled(n, 2);
    const int m = n / 2;
    std::string s = solved;
    auto [a, b] = edge_piece(n, UF, m);
    std::swap(s[a], s[b]);
    EXPECT_TRUE(
        refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Flip, "one midge is flipped"))
        << n;
    // Two midges exchanged.
    s = solved;
    auto [c, d] = edge_piece(n, DB, m);
    std::swap(s[a], s[c]), std::swap(s[b], s[d]);
    EXPECT_EQ(validation_code(n, s), "E_PARITY") << n;
    // A midge made of two others' stickers; and two midges' stickers exchanged so that
    // each shows another real midge, which then appears twice.
    s = NxnCube(n).facelets();
    std::swap(s[a], s[d]);
    EXPECT_TRUE(refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Edge,
                             "the midge at UF has colours BF, which no midge has"))
        << n;
    s = NxnCube(n).facelets();
    std::swap(s[b], s[d]);
    EXPECT_TRUE(
        refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Edge, "midge UB appears twice"))
        << n;
  }
}

TEST(NxnValidate, Wings) {
  for (int n : {4, 5, 6, 7, 12, 33}) {
    const std::string solved = NxnCube(n).facelets();
    for (int k = 1; k <= (n - 2) / 2; ++k) {
      // One wing flipped in place (the one next to UFL) reads as its twin at the edge's
      // other end, which then appears twice.
      std::string s = solved;
      auto [a, b] = edge_piece(n, UF, k);
      std::swap(s[a], s[b]);
      EXPECT_TRUE(refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Edge,
                               fmt::format("wing UF (orbit {}, next to URF) appears twice", k)))
          << n << " " << k;
      // Both wings of the pair flipped: the two wings exchanged, the last-layer "parity" of
      // big cubes, reachable.
      auto [c, d] = edge_piece(n, UF, n - 1 - k);
      std::swap(s[c], s[d]);
      EXPECT_EQ(validation_code(n, s), "none") << n << " " << k;
      // A wing of two edges' colours.
      s = solved;
      std::swap(s[b], s[edge_piece(n, UB, k).first]);
      EXPECT_TRUE(
          refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Edge, "which no wing has"))
          << n << " " << k;
    }
  }
  // On a scrambled cube too: every single wing flip is refused.
  for (int n : {4, 5, 8}) {
    const std::string solved = scrambled(n, 3);
    for (int e = 0; e < kEdges; ++e)
      for (int t = 1; t < n - 1; ++t) {
        if (n % 2 == 1 && t == n / 2) continue;
        std::string s = solved;
        auto [a, b] = edge_piece(n, e, t);
        std::swap(s[a], s[b]);
        if (s != solved) {
          EXPECT_EQ(validation_code(n, s), "E_EDGE") << n << " " << e << " " << t;
        }
      }
  }
}

TEST(NxnValidate, CentreOrbits) {
  for (int n : {4, 5, 6, 7, 12, 33}) {
    const std::string solved = NxnCube(n).facelets();
    auto at = [&](int f, int row, int col) { return (f * n + row) * n + col; };
    // Centres of one orbit exchanged between faces: reachable.
    std::string s = solved;
    std::swap(s[at(U, 1, 1)], s[at(F, n - 2, 1)]);
    EXPECT_EQ(validation_code(n, s), "none") << n;
    if (n < 5) continue;
    // Between orbits (a corner-most X-centre and the one next to it): not.
    s = solved;
    std::swap(s[at(U, 1, 1)], s[at(F, 1, 2)]);
    EXPECT_TRUE(refuses_with([&] { read_nxn_facelets(n, s); }, ErrorCode::Centers,
                             "the centre orbit at row 2, column 2"))
        << n;
  }
  // Oblique centres come in mirror-image orbits that never mix: (2, 3) and (3, 2) on the
  // 6x6x6's face.
  std::string s = NxnCube(6).facelets();
  std::swap(s[(U * 6 + 1) * 6 + 2], s[(F * 6 + 2) * 6 + 1]);
  EXPECT_EQ(validation_code(6, s), "E_CENTERS");
}

// On the 3x3x3 the NxNxN reader answers as the 3x3x3's: same cube, same codes.
TEST(NxnValidate, AgreesWithTheThreeByThreeReader) {
  Rng rng(31);
  for (int i = 0; i < 2000; ++i) {
    std::string s = to_facelets(random_state(rng));
    if (i % 3 == 0) s = test::recolour(s, test::kStandardColours);
    // Mutations: none, two stickers exchanged, one recoloured.
    const int kind = static_cast<int>(rng.below(3));
    if (kind == 1) std::swap(s[rng.below(54)], s[rng.below(54)]);
    if (kind == 2) s[rng.below(54)] = s[rng.below(54)];
    std::string expected = "none";
    CubieCube cube;
    try {
      cube = cube_from_any_facelets(s);
    } catch (const InputError& e) {
      expected = e.code_name();
    }
    ASSERT_EQ(validation_code(3, s), expected) << s;
    if (expected == "none") {
      ASSERT_EQ(read_nxn_facelets(3, s).facelets(), to_facelets(cube)) << s;
    }
  }
}

// On the 2x2x2 as the 2x2x2's reader: same codes, the same normalised cube.
TEST(NxnValidate, AgreesWithThePocketReader) {
  Rng rng(32);
  for (int i = 0; i < 2000; ++i) {
    std::string s = pocket_facelets(random_pocket_state(rng));
    NxnCube held = NxnCube::from_facelets(2, s);
    held.apply(random_any_moves(rng, 2, 2));  // any orientation
    s = held.facelets();
    if (i % 3 == 0) s = test::recolour(s, test::kStandardColours);
    if (i % 3 == 1) s = test::recolour(s, test::six_random_letters(rng));
    const int kind = static_cast<int>(rng.below(3));
    if (kind == 1) std::swap(s[rng.below(24)], s[rng.below(24)]);
    if (kind == 2) s[rng.below(24)] = s[rng.below(24)];
    std::string expected = "none";
    CubieCube cube;
    try {
      cube = pocket_from_facelets(s);
    } catch (const InputError& e) {
      expected = e.code_name();
    }
    ASSERT_EQ(validation_code(2, s), expected) << s;
    if (expected == "none") {
      ASSERT_EQ(read_nxn_facelets(2, s).facelets(), pocket_facelets(cube)) << s;
    }
  }
}

TEST(NxnValidate, ValidateFaceLetterCubes) {
  EXPECT_NO_THROW(require_solvable_nxn(after(6, "3Rw U2 x 2-3f'")));
  NxnCube twisted = NxnCube::from_facelets(2, "FUUURRRRUFFFDDDDLLLLBBBB");
  EXPECT_TRUE(refuses_with([&] { require_solvable_nxn(twisted); }, ErrorCode::Corner));
  EXPECT_TRUE(refuses_with(
      [] { require_solvable_nxn(NxnCube::from_facelets(2, "UUUURRRRFFFFDDDDLLLLBBBU")); },
      ErrorCode::ColorCount));
}

}  // namespace
}  // namespace cubelab::nxn
