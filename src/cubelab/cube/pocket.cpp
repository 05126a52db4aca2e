#include "cubelab/cube/pocket.h"

#include <fmt/format.h>

#include "cubelab/cube/color_scheme.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/rotation.h"
#include "cubelab/cube/singmaster.h"

namespace cubelab {
namespace {

// The 54-sticker layout with the 2x2x2's stickers at the corners and '.' elsewhere.
std::string to_cube_layout(std::string_view pocket) {
  std::string s(kFacelets, '.');
  for (int i = 0; i < kPocketFacelets; ++i) s[pocket_sticker_index(i)] = pocket[i];
  return s;
}

}  // namespace

ColorScheme scheme_from_dbl_corner(const std::string& layout, const std::string& colours) {
  const auto& dbl = kCornerFacelets[DBL];  // stickers on D, B, L
  char d = layout[dbl[0]], b = layout[dbl[1]], l = layout[dbl[2]];
  if (d == b || b == l || d == l)
    throw InputError(
        ErrorCode::Corner,
        fmt::format("the corner at DBL has colours {}{}{}, which no corner has", d, b, l));
  auto share_a_corner = [&](char x, char y) {
    for (const auto& stickers : kCornerFacelets) {
      bool has_x = false, has_y = false;
      for (int s : stickers) has_x |= layout[s] == x, has_y |= layout[s] == y;
      if (has_x && has_y) return true;
    }
    return false;
  };
  auto opposite = [&](char x) {
    std::string never;
    for (char y : colours)
      if (y != x && !share_a_corner(x, y)) never += y;
    if (never.size() != 1)
      throw InputError(ErrorCode::Corner,
                       fmt::format("these cannot be a cube's colours: {} colours ({}) never "
                                   "share a corner with {}, exactly one should (its opposite)",
                                   never.size(), never, x));
    return never[0];
  };
  std::string in_face_order = {opposite(d), opposite(l), opposite(b), d, l, b};  // U R F D L B
  for (int i = 0; i < kFaces; ++i)
    for (int j = i + 1; j < kFaces; ++j)
      if (in_face_order[i] == in_face_order[j])
        throw InputError(ErrorCode::Corner,
                         fmt::format("these cannot be a cube's colours: {} would be opposite "
                                     "two colours",
                                     in_face_order[i]));
  return ad_hoc_scheme(in_face_order);
}

int pocket_sticker_index(int i) {
  int face = i / 4, row = i % 4 / 2, col = i % 2;
  return 9 * face + 6 * row + 2 * col;
}

std::string pocket_facelets(const CubieCube& cube) {
  std::string all = to_facelets(cube), s(kPocketFacelets, '?');
  for (int i = 0; i < kPocketFacelets; ++i) s[i] = all[pocket_sticker_index(i)];
  return s;
}

CubieCube pocket_from_facelets(std::string_view text) {
  if (text.size() != kPocketFacelets)
    throw InputError(
        ErrorCode::Format,
        fmt::format("a 2x2x2 facelet string has 24 characters, this one has {}", text.size()));
  std::string letters = upper_ascii(text);
  std::array<int, 26> count{};
  for (size_t i = 0; i < letters.size(); ++i) {
    if (letters[i] < 'A' || letters[i] > 'Z')
      throw InputError(ErrorCode::Format,
                       fmt::format("character {} of the facelet string is not a letter", i + 1));
    ++count[letters[i] - 'A'];
  }
  std::string colours;
  for (int c = 0; c < 26; ++c)
    if (count[c]) colours += static_cast<char>('A' + c);
  if (colours.size() != kFaces)
    throw InputError(ErrorCode::ColorCount,
                     fmt::format("{} different colours ({}); a 2x2x2 has 6, four stickers each",
                                 colours.size(), colours));
  for (char c : colours)
    if (count[c - 'A'] != 4)
      throw InputError(ErrorCode::ColorCount, fmt::format("colour {} appears {}, expected 4", c,
                                                          count_of(count[c - 'A'], "time")));

  std::string layout = to_cube_layout(letters);
  std::optional<ColorScheme> known = known_scheme(colours);
  ColorScheme scheme = known ? *known : scheme_from_dbl_corner(layout, colours);
  StickerFaces face{};
  for (int i = 0; i < kPocketFacelets; ++i) {
    int s = pocket_sticker_index(i);
    face[s] = static_cast<uint8_t>(scheme.face_of(layout[s]));
  }
  CubieCube cube;
  read_corners(face, layout, cube);
  if (cube.twist() != 0)
    throw InputError(
        ErrorCode::Twist,
        fmt::format("corner twists sum to {} mod 3: one corner is twisted", cube.twist()));
  return normalise_pocket(cube);
}

CubieCube pocket_from_singmaster(std::string_view text) {
  std::string layout = singmaster_to_facelets(text, true), pocket(kPocketFacelets, '?');
  for (int i = 0; i < kPocketFacelets; ++i) pocket[i] = layout[pocket_sticker_index(i)];
  return pocket_from_facelets(pocket);
}

std::string pocket_singmaster(const CubieCube& cube) {
  return facelets_to_singmaster(to_facelets(cube), true);
}

CubieCube normalise_pocket(const CubieCube& cube) {
  // Turning the whole puzzle is multiplying by a rotation's corner element; exactly one of
  // the 24 takes the DBL corner home untwisted: the one that brings the place q holding DBL
  // to DBL, adding the twist that cancels DBL's. turn[q][t] is it for DBL twisted t at q.
  static const auto turn = [] {
    std::array<std::array<CubieCube, 3>, kCorners> t;
    for (const Rotation& r : Rotation::all()) {
      CubieCube c = rotation_corners(r);
      t[c.cp[DBL]][(3 - c.co[DBL]) % 3] = c;
    }
    return t;
  }();
  CubieCube corners;
  corners.cp = cube.cp;
  corners.co = cube.co;
  for (int q = 0; q < kCorners; ++q)
    if (cube.cp[q] == DBL && cube.co[q] < 3) {
      corners.multiply_corners(turn[q][cube.co[q]]);
      return corners;
    }
  throw InputError(ErrorCode::Corner, "the DBL corner is missing");
}

bool is_normalised_pocket(const CubieCube& cube) {
  return cube.cp[DBL] == DBL && cube.co[DBL] == 0 && cube.ep == CubieCube{}.ep &&
         cube.eo == CubieCube{}.eo;
}

void require_solvable_pocket(const CubieCube& cube) {
  if (cube.ep != CubieCube{}.ep || cube.eo != CubieCube{}.eo)
    throw InputError(ErrorCode::Edge, "a 2x2x2 state must have its (absent) edges solved");
  require_solvable_corners(cube);
  if (!is_normalised_pocket(cube))
    throw InputError(ErrorCode::Corner,
                     "the DBL corner is not in place: a 2x2x2 state must be normalised "
                     "(normalise_pocket)");
}

CubieCube random_pocket_state(Rng& rng) {
  CubieCube c;
  // The seven corners other than DBL go to the seven other places in uniform order.
  std::array<uint8_t, 7> places = {URF, UFL, ULB, UBR, DFR, DLF, DRB};
  std::array<uint8_t, 7> pieces = places;
  shuffle(rng, pieces);
  int twist = 0;
  for (size_t i = 0; i < places.size(); ++i) {
    c.cp[places[i]] = pieces[i];
    c.co[places[i]] = i + 1 < places.size() ? static_cast<uint8_t>(rng.below(3))
                                            : static_cast<uint8_t>((3 - twist % 3) % 3);
    twist += c.co[places[i]];
  }
  return c;
}

Alg random_pocket_moves(Rng& rng, int n) {
  Alg alg;
  int last = -1;
  while (static_cast<int>(alg.moves.size()) < n) {
    static constexpr int kFacesUsed[3] = {U, R, F};
    int face = kFacesUsed[rng.below(3)];
    if (face == last) continue;
    alg.moves.push_back(make_move(face, static_cast<int>(rng.below(3)) + 1));
    last = face;
  }
  return alg;
}

}  // namespace cubelab
