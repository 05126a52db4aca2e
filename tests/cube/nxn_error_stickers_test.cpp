// The stickers a validation error is about: on a cube wrong in one piece, exactly that piece;
// on any cube spoilt at random, never an empty answer, and for a piece that no cube has or
// that appears twice one of the stickers changed.
#include "cubelab/cube/nxn/nxn_error_stickers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_pieces.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/cube/random.h"
#include "support/lettering.h"
#include "support/nxn.h"

namespace cubelab::nxn {
namespace {

constexpr int kStickerSizes[] = {2, 3, 4, 5, 6, 7, 12};

int corner_sticker(int n, int corner, int k) {
  return frame_facelet(n, kCornerFacelets[corner][k]);
}
int midge_sticker(int n, int edge, int k) { return frame_facelet(n, kEdgeFacelets[edge][k]); }

std::vector<int> corner_stickers(int n, std::initializer_list<int> corners) {
  std::vector<int> out;
  for (int c : corners)
    for (int k = 0; k < 3; ++k) out.push_back(corner_sticker(n, c, k));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<int> midge_stickers(int n, std::initializer_list<int> edges) {
  std::vector<int> out;
  for (int e : edges)
    for (int k = 0; k < 2; ++k) out.push_back(midge_sticker(n, e, k));
  std::sort(out.begin(), out.end());
  return out;
}

// The code validation gives, E_FORMAT standing for "valid" (no test spoils the format).
ErrorCode sticker_error_code(int n, const std::string& text) {
  try {
    read_nxn_facelets(n, text);
  } catch (const InputError& e) {
    return e.code();
  }
  return ErrorCode::Request;
}

TEST(NxnErrorStickers, OneWrongPieceOfASolvedCubeIsExactlyThatPiece) {
  for (int n : kStickerSizes) {
    const std::string solved = NxnCube(n).facelets();
    std::string s = solved;
    // URF twisted in place.
    const int a = corner_sticker(n, URF, 0), b = corner_sticker(n, URF, 1),
              c = corner_sticker(n, URF, 2);
    s[a] = solved[c], s[b] = solved[a], s[c] = solved[b];
    ASSERT_EQ(sticker_error_code(n, s), ErrorCode::Twist) << n;
    EXPECT_EQ(error_stickers(n, s, ErrorCode::Twist), corner_stickers(n, {URF})) << n;
    // UFL in mirror image: two of its stickers exchanged.
    s = solved;
    std::swap(s[corner_sticker(n, UFL, 1)], s[corner_sticker(n, UFL, 2)]);
    ASSERT_EQ(sticker_error_code(n, s), ErrorCode::Corner) << n;
    EXPECT_EQ(error_stickers(n, s, ErrorCode::Corner), corner_stickers(n, {UFL})) << n;
    if (n % 2 == 0) continue;
    // UF flipped.
    s = solved;
    std::swap(s[midge_sticker(n, UF, 0)], s[midge_sticker(n, UF, 1)]);
    ASSERT_EQ(sticker_error_code(n, s), ErrorCode::Flip) << n;
    EXPECT_EQ(error_stickers(n, s, ErrorCode::Flip), midge_stickers(n, {UF})) << n;
    // UF and DB exchanged: the parity.
    s = solved;
    for (int k = 0; k < 2; ++k) std::swap(s[midge_sticker(n, UF, k)], s[midge_sticker(n, DB, k)]);
    ASSERT_EQ(sticker_error_code(n, s), ErrorCode::Parity) << n;
    EXPECT_EQ(error_stickers(n, s, ErrorCode::Parity), midge_stickers(n, {UF, DB})) << n;
    // UF's F sticker and DB's B exchanged: UF shows UB and DB shows DF, each a real midge
    // that now appears twice.
    s = solved;
    std::swap(s[midge_sticker(n, UF, 1)], s[midge_sticker(n, DB, 1)]);
    ASSERT_EQ(sticker_error_code(n, s), ErrorCode::Edge) << n;
    EXPECT_EQ(error_stickers(n, s, ErrorCode::Edge), midge_stickers(n, {UF, UB, DB, DF})) << n;
  }
}

TEST(NxnErrorStickers, WingsAndCentreOrbits) {
  for (int n : {4, 5, 6, 7}) {
    const std::string solved = NxnCube(n).facelets();
    // A wing flipped in place shows its twin, which then appears twice.
    const WingPlace place = wing_places(n, 1)[0];
    std::string s = solved;
    std::swap(s[place.a], s[place.b]);
    ASSERT_EQ(sticker_error_code(n, s), ErrorCode::Edge) << n;
    const std::vector<int> marked = error_stickers(n, s, ErrorCode::Edge);
    ASSERT_EQ(marked.size(), 4u) << n;  // the wing and its twin
    EXPECT_TRUE(std::count(marked.begin(), marked.end(), place.a)) << n;
    EXPECT_TRUE(std::count(marked.begin(), marked.end(), place.b)) << n;
    // Two centre stickers of different orbits exchanged (on U and F): each orbit then holds
    // five of one colour; the first orbit's five are marked. The 4x4x4 has one orbit.
    if (n == 4) continue;
    const std::vector<std::vector<int>> orbits = centre_orbits(n);
    s = solved;
    const int u = orbits[0][0], f = orbits.back()[2 * orbits.back().size() / 6];
    ASSERT_EQ(solved[u], 'U');
    ASSERT_EQ(solved[f], 'F');
    std::swap(s[u], s[f]);
    ASSERT_EQ(sticker_error_code(n, s), ErrorCode::Centers) << n;
    const std::vector<int> centres = error_stickers(n, s, ErrorCode::Centers);
    EXPECT_EQ(centres.size(), 5u) << n;
    for (int i : centres) EXPECT_EQ(s[i], 'F') << n;
  }
}

TEST(NxnErrorStickers, ColourCountsFormatAndFixedCentres) {
  const std::string solved = NxnCube(3).facelets();
  std::string s = solved;
  s[1] = 'R';  // ten R stickers
  ASSERT_EQ(sticker_error_code(3, s), ErrorCode::ColorCount);
  const std::vector<int> count = error_stickers(3, s, ErrorCode::ColorCount);
  ASSERT_EQ(count.size(), 9u);  // R's, but not its fixed centre
  for (int i : count) EXPECT_EQ(s[i], 'R');
  s[1] = '?';
  EXPECT_EQ(error_stickers(3, s, ErrorCode::Format), std::vector<int>{1});
  s = solved;
  s[13] = 'U';  // R's centre shows U
  EXPECT_EQ(error_stickers(3, s, ErrorCode::Centers), (std::vector<int>{4, 13}));
  // A text of another length names no sticker.
  EXPECT_TRUE(error_stickers(3, solved.substr(1), ErrorCode::Format).empty());
}

TEST(NxnErrorStickers, ASpoiltCubeAlwaysNamesStickers) {
  Rng rng(5);
  for (int n : kStickerSizes) {
    for (int trial = 0; trial < 200; ++trial) {
      NxnCube cube(n);
      cube.apply(random_any_moves(rng, n, 40));
      std::string s = cube.facelets();
      if (n % 2 == 1 && rng.below(4) == 0) s = test::recolour(s, test::kStandardColours);
      // Two stickers exchanged, or one painted another sticker's colour; never an odd cube's
      // fixed centre.
      auto any = [&] {
        for (;;) {
          const int i = static_cast<int>(rng.below(s.size()));
          if (n % 2 == 0 || i % (n * n) != (n * n - 1) / 2) return i;
        }
      };
      const int i = any(), j = any();
      if (rng.below(2)) {
        std::swap(s[i], s[j]);
      } else {
        s[i] = s[j];
      }
      const ErrorCode code = sticker_error_code(n, s);
      if (code == ErrorCode::Request) continue;  // still a cube
      const std::vector<int> marked = error_stickers(n, s, code);
      ASSERT_FALSE(marked.empty()) << n << " " << s << " " << error_code_name(code);
      if (code == ErrorCode::Corner || code == ErrorCode::Edge) {
        EXPECT_TRUE(std::count(marked.begin(), marked.end(), i) ||
                    std::count(marked.begin(), marked.end(), j))
            << n << " " << s;
      }
    }
  }
}

}  // namespace
}  // namespace cubelab::nxn
