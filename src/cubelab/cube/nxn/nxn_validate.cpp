#include "cubelab/cube/nxn/nxn_validate.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "cubelab/cube/color_scheme.h"
#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_pieces.h"
#include "cubelab/cube/pocket.h"

namespace cubelab::nxn {
namespace {

// The letters the text used, letters[f] for face f: messages name colours as written.
using Letters = std::string;
const Letters kFaceLetters = "URFDLB";

std::string size_name(int n) { return fmt::format("{}x{}x{}", n, n, n); }

// The frame of the cube: its rows and columns first, middle and last on an odd cube (a
// 3x3x3: the corners, the midges and the fixed centres), first and last on an even one (a
// 2x2x2: the corners). A whole-cube rotation turns the frame as it turns that small cube,
// so the frame finds the orientation and reads the corners and midges with the 3x3x3's code.
NxnCube frame_of(const NxnCube& cube) {
  const int n = cube.size();
  const std::vector<int> lines =
      n % 2 == 1 ? std::vector<int>{0, n / 2, n - 1} : std::vector<int>{0, n - 1};
  std::vector<uint8_t> faces;
  for (int f = 0; f < kFaces; ++f)
    for (int row : lines)
      for (int col : lines) faces.push_back(cube.sticker(f, row, col));
  return NxnCube::from_sticker_faces(static_cast<int>(lines.size()), std::move(faces));
}

// The frame as the 3x3x3's 54 stickers (an even cube's corners at the 3x3x3's corner
// stickers; the other stickers are never read), with the letters for messages.
struct Frame54 {
  StickerFaces face{};
  std::string letters = std::string(kFacelets, '.');
};

Frame54 frame54(const NxnCube& frame, const Letters& letters) {
  Frame54 out;
  const auto& faces = frame.sticker_faces();
  for (size_t i = 0; i < faces.size(); ++i) {
    const int at =
        frame.size() == 3 ? static_cast<int>(i) : pocket_sticker_index(static_cast<int>(i));
    out.face[at] = faces[i];
    out.letters[at] = letters[faces[i]];
  }
  return out;
}

// The 24 rotations: one of six tilts (none, x, x2, x', z, z') puts a face on top, one of four
// spins about U (none, y, y2, y') turns it. Made as moves, not parsed from their names: the
// big cubes' short answers ask for the standard orientation of every state they reach.
std::vector<NxnMove> rotation(int index, int n) {
  struct Tilt {
    int face, turns;
  };
  static constexpr Tilt kTilts[] = {{R, 0}, {R, 1}, {R, 2}, {R, 3}, {F, 1}, {F, 3}};
  const Tilt tilt = kTilts[index / 4];
  std::vector<NxnMove> out;
  if (tilt.turns != 0) out.push_back({tilt.face, 1, n, tilt.turns});
  if (index % 4 != 0) out.push_back({U, 1, n, index % 4});
  return out;
}

// The frame stickers that say whether a frame is held in the standard orientation, and the
// face each must show: an odd frame's six centres, an even frame's D-B-L corner.
std::vector<std::pair<int, uint8_t>> standard_marks(int frame_size) {
  std::vector<std::pair<int, uint8_t>> marks;
  if (frame_size == 3)
    for (int f = 0; f < kFaces; ++f) marks.push_back({(f * 3 + 1) * 3 + 1, f});
  else
    for (int f : {D, B, L}) marks.push_back({facelet_index(2, {{0, 0, 0}, f}), f});
  return marks;
}

// For a frame of 2 or 3 layers and each of the 24 rotations, which sticker of the frame each
// mark (standard_marks) shows once the frame is turned by it: found once by turning frames
// whose stickers spell their own places in base 6, so that trying a rotation is a few
// reads. (The big cubes' short answers hold every state they reach standard.)
struct FrameTurns {
  std::vector<std::pair<int, uint8_t>> marks;
  std::array<std::vector<int>, 24> from;  // [rotation][mark]: the frame sticker shown there
};

const FrameTurns& frame_turns(int frame_size) {
  static const std::array<FrameTurns, 2> turns = [] {
    std::array<FrameTurns, 2> out;
    for (int size : {2, 3}) {
      FrameTurns& t = out[size - 2];
      t.marks = standard_marks(size);
      const int stickers = kFaces * size * size;
      for (int i = 0; i < 24; ++i) {
        t.from[i].assign(t.marks.size(), 0);
        for (int weight = 1; weight < stickers; weight *= kFaces) {
          std::vector<uint8_t> places(stickers);
          for (int p = 0; p < stickers; ++p) places[p] = static_cast<uint8_t>(p / weight % kFaces);
          NxnCube turned = NxnCube::from_sticker_faces(size, std::move(places));
          turned.apply(rotation(i, size));
          for (size_t k = 0; k < t.marks.size(); ++k)
            t.from[i][k] += turned.sticker_faces()[t.marks[k].first] * weight;
        }
      }
    }
    return out;
  }();
  return turns[frame_size - 2];
}

// The rotation that holds the cube standard, if one does.
std::optional<std::vector<NxnMove>> find_standard_turn(const NxnCube& cube) {
  const NxnCube frame = frame_of(cube);
  const FrameTurns& t = frame_turns(frame.size());
  const std::vector<uint8_t>& faces = frame.sticker_faces();
  for (int i = 0; i < 24; ++i) {
    bool standard = true;
    for (size_t k = 0; k < t.marks.size() && standard; ++k)
      standard = faces[t.from[i][k]] == t.marks[k].second;
    if (standard) return rotation(i, cube.size());
  }
  return std::nullopt;
}

void check_distinct_centres(const NxnCube& cube, const Letters& letters) {
  const int m = cube.size() / 2;
  for (int a = 0; a < kFaces; ++a)
    for (int b = a + 1; b < kFaces; ++b)
      if (cube.sticker(a, m, m) == cube.sticker(b, m, m))
        throw InputError(ErrorCode::Centers,
                         fmt::format("the centres of faces {} and {} are both {}", kFaceNames[a],
                                     kFaceNames[b], letters[cube.sticker(a, m, m)]));
}

void check_counts(const NxnCube& cube, const Letters& letters) {
  std::array<int, kFaces> count{};
  for (uint8_t f : cube.sticker_faces()) ++count[f];
  const int n = cube.size();
  for (int f = 0; f < kFaces; ++f)
    if (count[f] != n * n)
      throw InputError(ErrorCode::ColorCount,
                       fmt::format("colour {} appears {}, expected {} on the {}", letters[f],
                                   count_of(count[f], "time"), n * n, size_name(n)));
}

// The midges of an odd cube, read from its frame as the 3x3x3 reads its edges.
void read_midges(const Frame54& frame, CubieCube& cubies) {
  std::array<int, kEdges> seen{};
  for (int i = 0; i < kEdges; ++i) {
    const int a = frame.face[kEdgeFacelets[i][0]], b = frame.face[kEdgeFacelets[i][1]];
    int found = -1;
    for (int j = 0; j < kEdges; ++j) {
      // Edge j's home colours are the faces of its stickers' home.
      const int home_a = kEdgeFacelets[j][0] / 9, home_b = kEdgeFacelets[j][1] / 9;
      if ((a == home_a && b == home_b) || (a == home_b && b == home_a)) {
        found = j;
        cubies.eo[i] = a == home_a ? 0 : 1;
      }
    }
    if (found < 0)
      throw InputError(
          ErrorCode::Edge,
          fmt::format("the midge at {} has colours {}{}, which no midge has", edge_name(i),
                      frame.letters[kEdgeFacelets[i][0]], frame.letters[kEdgeFacelets[i][1]]));
    if (seen[found]++)
      throw InputError(ErrorCode::Edge, fmt::format("midge {} appears twice", edge_name(found)));
    cubies.ep[i] = static_cast<uint8_t>(found);
  }
}

void read_wings(const NxnCube& cube, const Letters& letters) {
  const int n = cube.size();
  const auto& s = cube.sticker_faces();
  for (int k = 1; k <= (n - 2) / 2; ++k) {
    const std::vector<WingPlace> places = wing_places(n, k);
    // piece[c][e][h]: the wing showing colours c, e at a place of handedness h (0: -1, 1: +1).
    int piece[kFaces][kFaces][2];
    std::fill(&piece[0][0][0], &piece[0][0][0] + kFaces * kFaces * 2, -1);
    for (size_t q = 0; q < places.size(); ++q) {
      const int a = places[q].a / (n * n), b = places[q].b / (n * n);  // its home colours
      piece[a][b][places[q].hand > 0] = static_cast<int>(q);
      piece[b][a][places[q].hand < 0] = static_cast<int>(q);
    }
    std::vector<int> seen(places.size());
    for (const WingPlace& p : places) {
      const int q = piece[s[p.a]][s[p.b]][p.hand > 0];
      if (q < 0)
        throw InputError(ErrorCode::Edge,
                         fmt::format("the wing at {} has colours {}{}, which no wing has", p.name,
                                     letters[s[p.a]], letters[s[p.b]]));
      if (seen[q]++)
        throw InputError(ErrorCode::Edge, fmt::format("wing {} appears twice", places[q].name));
    }
  }
}

void check_centre_orbits(const NxnCube& cube, const Letters& letters) {
  const int n = cube.size();
  for (const std::vector<int>& orbit : centre_orbits(n)) {
    std::array<int, kFaces> count{};
    for (int i : orbit) ++count[cube.sticker_faces()[i]];
    // Named by its first place, the one nearest the top-left corner of a face.
    const int row = orbit.front() % (n * n) / n, col = orbit.front() % n;
    for (int f = 0; f < kFaces; ++f)
      if (count[f] != 4)
        throw InputError(
            ErrorCode::Centers,
            fmt::format("the centre orbit at row {}, column {} (that sticker of each face and "
                        "its quarter turns) holds colour {} {}, expected 4 times",
                        row + 1, col + 1, letters[f], count_of(count[f], "time")));
  }
}

// Rules 3 to 9 of the header on a cube held standard.
void check_pieces(const NxnCube& cube, const Letters& letters) {
  const Frame54 frame = frame54(frame_of(cube), letters);
  CubieCube cubies;
  read_corners(frame.face, frame.letters, cubies);
  const bool odd = cube.size() % 2 == 1;
  if (odd) read_midges(frame, cubies);
  read_wings(cube, letters);
  check_centre_orbits(cube, letters);
  if (cubies.twist() != 0)
    throw InputError(
        ErrorCode::Twist,
        fmt::format("corner twists sum to {} mod 3: one corner is twisted", cubies.twist()));
  if (!odd) return;
  if (cubies.flip() != 0)
    throw InputError(ErrorCode::Flip, "midge flips sum to 1 mod 2: one midge is flipped");
  if (cubies.corner_parity() != cubies.edge_parity())
    throw InputError(ErrorCode::Parity,
                     "corner and midge permutations have different parity: two pieces are "
                     "swapped");
}

// Rules 2 onwards on a cube as held: turns it standard and checks it. `turn` gets the
// rotation used.
NxnCube checked(const NxnCube& held, const Letters& letters, std::vector<NxnMove>& turn) {
  const int n = held.size();
  std::optional<std::vector<NxnMove>> standard;
  if (n % 2 == 1) {
    check_distinct_centres(held, letters);
    standard = find_standard_turn(held);
    if (!standard) {
      std::string centres;
      for (int f = 0; f < kFaces; ++f) centres += letters[held.sticker(f, n / 2, n / 2)];
      throw InputError(ErrorCode::Centers,
                       fmt::format("the centres {} (in the order U R F D L B) are not those of "
                                   "a cube in any orientation",
                                   centres));
    }
    check_counts(held, letters);
  } else {
    check_counts(held, letters);
    CubieCube cubies;
    const Frame54 frame = frame54(frame_of(held), letters);
    read_corners(frame.face, frame.letters, cubies);  // the corners as held
    standard = find_standard_turn(held);
    if (!standard) throw InputError(ErrorCode::Corner, "the DBL corner is missing");
  }
  NxnCube cube = held;
  cube.apply(*standard);
  check_pieces(cube, letters);
  turn = std::move(*standard);
  return cube;
}

}  // namespace

std::vector<NxnMove> standard_orientation_turn(const NxnCube& cube) {
  if (auto turn = find_standard_turn(cube)) return *turn;
  if (cube.size() % 2 == 1)
    throw InputError(ErrorCode::Centers,
                     "no rotation puts the centres in place: they are not six distinct faces "
                     "in a cube's arrangement");
  throw InputError(ErrorCode::Corner, "no rotation puts a D-B-L corner at DBL");
}

NxnCube standard_orientation(const NxnCube& cube) {
  NxnCube turned = cube;
  turned.apply(standard_orientation_turn(cube));
  return turned;
}

void require_solvable_nxn(const NxnCube& cube) {
  std::vector<NxnMove> turn;
  checked(cube, kFaceLetters, turn);
}

NxnCube read_nxn_facelets(int n, std::string_view text, std::string* note) {
  check_size(n);
  const size_t size = static_cast<size_t>(kFaces) * n * n;
  if (text.size() != size)
    throw InputError(ErrorCode::Format,
                     fmt::format("a {} facelet string has {} characters, this one has {}",
                                 size_name(n), size, text.size()));
  const std::string letters = upper_ascii(text);
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

  ColorScheme scheme;
  std::optional<ColorScheme> known;
  if (n % 2 == 1) {
    // The fixed centres name the colours.
    std::string centres;
    for (int f = 0; f < kFaces; ++f) centres += letters[(f * n + n / 2) * n + n / 2];
    for (int a = 0; a < kFaces; ++a)
      for (int b = a + 1; b < kFaces; ++b)
        if (centres[a] == centres[b])
          throw InputError(ErrorCode::Centers,
                           fmt::format("the centres of faces {} and {} are both {}", kFaceNames[a],
                                       kFaceNames[b], centres[a]));
    known = known_scheme(centres);
    scheme = known ? *known : ad_hoc_scheme(centres);
    for (char c : colours)
      if (scheme.face_of(c) < 0)
        throw InputError(ErrorCode::ColorCount,
                         fmt::format("colour {} appears {} but is on no centre", c,
                                     count_of(count[c - 'A'], "time")));
  } else {
    // No fixed centres: the corners name the colours, as on the 2x2x2.
    if (colours.size() != kFaces)
      throw InputError(ErrorCode::ColorCount,
                       fmt::format("{} different colours ({}); a {} has 6, {} stickers each",
                                   colours.size(), colours, size_name(n), n * n));
    known = known_scheme(colours);
    if (!known) {
      std::string corners(kFacelets, '.');
      for (int i = 0; i < kFaces * 4; ++i) {
        const int f = i / 4, row = i % 4 / 2 * (n - 1), col = i % 2 * (n - 1);
        corners[pocket_sticker_index(i)] = letters[(f * n + row) * n + col];
      }
      for (char c : colours)
        if (count[c - 'A'] != n * n)
          throw InputError(ErrorCode::ColorCount,
                           fmt::format("colour {} appears {}, expected {} on the {}", c,
                                       count_of(count[c - 'A'], "time"), n * n, size_name(n)));
      scheme = scheme_from_dbl_corner(corners, colours);
    } else {
      scheme = *known;
    }
  }
  std::vector<uint8_t> faces(size);
  for (size_t i = 0; i < size; ++i) faces[i] = static_cast<uint8_t>(scheme.face_of(letters[i]));
  Letters scheme_letters;
  for (int f = 0; f < kFaces; ++f) scheme_letters += scheme.letter_of(f);

  std::vector<NxnMove> turn;
  NxnCube cube = checked(NxnCube::from_sticker_faces(n, std::move(faces)), scheme_letters, turn);
  if (note) {
    *note = scheme.name;
    if (!turn.empty())
      *note += fmt::format(", turned with {} to put the {} in place", to_string(turn, n),
                           n % 2 == 1 ? "centres" : "DBL corner");
  }
  return cube;
}

}  // namespace cubelab::nxn
