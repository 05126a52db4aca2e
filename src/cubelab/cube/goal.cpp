#include "cubelab/cube/goal.h"

#include <fmt/format.h>

#include <algorithm>
#include <type_traits>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/piece_stickers.h"
#include "cubelab/cube/symmetry.h"

namespace cubelab {
namespace {

// The slots of the first two layers: corner and edge of FR, FL, BL, BR.
constexpr std::array<std::pair<int, int>, 4> kSlots = {
    {{DFR, FR}, {DLF, FL}, {DBL, BL}, {DRB, BR}}};

}  // namespace

GoalAlternative cross_and_pairs(unsigned pairs) {
  GoalAlternative a;
  for (int e : {DR, DF, DL, DB}) a.edges[e] = 1u << (2 * e);
  for (int s = 0; s < 4; ++s)
    if ((pairs >> s) & 1) {
      a.corners[kSlots[s].first] = 1u << (3 * kSlots[s].first);
      a.edges[kSlots[s].second] = 1u << (2 * kSlots[s].second);
    }
  return a;
}

unsigned solved_pairs(const CubieCube& c) {
  unsigned pairs = 0;
  for (int s = 0; s < 4; ++s) {
    const auto [corner, edge] = kSlots[s];
    if (c.cp[corner] == corner && c.co[corner] == 0 && c.ep[edge] == edge && c.eo[edge] == 0)
      pairs |= 1u << s;
  }
  return pairs;
}

namespace {

// The pieces listed solved (home, untwisted), every other position free.
GoalAlternative solved_pieces(std::initializer_list<int> corners,
                              std::initializer_list<int> edges) {
  GoalAlternative a;
  for (int c : corners) a.corners[c] = 1u << (3 * c);
  for (int e : edges) a.edges[e] = 1u << (2 * e);
  return a;
}

GoalAlternative everything_solved() {
  return solved_pieces({0, 1, 2, 3, 4, 5, 6, 7}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
}

// Pieces of `pieces` (a bit per piece), turned `turn`, may sit here.
uint32_t any_of(uint32_t pieces, int turns, int turn) {
  uint32_t bits = 0;
  for (int p = 0; p < 12; ++p)
    if ((pieces >> p) & 1) bits |= 1u << (turns * p + turn);
  return bits;
}

constexpr uint32_t kAllEdgePieces = 0xFFF, kAllCornerPieces = 0xFF;
constexpr uint32_t kUdEdges = 0xFF, kSliceEdges = 0xF00, kUEdges = 0xF, kUCorners = 0xF;

GoalAlternative edges_oriented() {
  GoalAlternative a;
  for (int e = 0; e < kEdges; ++e) a.edges[e] = any_of(kAllEdgePieces, 2, 0);
  return a;
}

const GoalAlternative kCross = cross_and_pairs(0);

GoalAlternative f2l() { return cross_and_pairs(15); }

std::vector<GoalAlternative> preset(std::string_view name) {
  if (name == "cross") return {kCross};
  if (name == "xcross") {
    std::vector<GoalAlternative> v;
    for (int i = 0; i < 4; ++i) v.push_back(cross_and_pairs(1u << i));
    return v;
  }
  if (name == "xxcross") {
    std::vector<GoalAlternative> v;
    for (int i = 0; i < 4; ++i)
      for (int j = i + 1; j < 4; ++j) v.push_back(cross_and_pairs(1u << i | 1u << j));
    return v;
  }
  if (name == "f2l") return {f2l()};
  if (name == "eo") return {edges_oriented()};
  if (name == "eoline") return {edges_oriented() & solved_pieces({}, {5, 7})};
  if (name == "eocross") return {edges_oriented() & kCross};
  if (name == "roux-fb") return {solved_pieces({5, 6}, {6, 9, 10})};
  if (name == "2x2x2") return {solved_pieces({6}, {6, 7, 10})};
  if (name == "2x2x3") return {solved_pieces({5, 6}, {5, 6, 7, 9, 10})};
  if (name == "domino") {
    GoalAlternative a;
    for (int c = 0; c < kCorners; ++c) a.corners[c] = any_of(kAllCornerPieces, 3, 0);
    for (int e = 0; e < kEdges; ++e) a.edges[e] = any_of(e < 8 ? kUdEdges : kSliceEdges, 2, 0);
    return {a};
  }
  if (name == "oll") {
    GoalAlternative a = f2l();
    for (int c = 0; c < 4; ++c) a.corners[c] = any_of(kUCorners, 3, 0);
    for (int e = 0; e < 4; ++e) a.edges[e] = any_of(kUEdges, 2, 0);
    return {a};
  }
  if (name == "ll" || name == "pll") return {everything_solved()};
  return {};
}

}  // namespace

bool GoalAlternative::satisfied(const CubieCube& cube) const {
  for (int i = 0; i < kCorners; ++i)
    if (!((corners[i] >> (3 * cube.cp[i] + cube.co[i] % 3)) & 1)) return false;
  for (int i = 0; i < kEdges; ++i)
    if (!((edges[i] >> (2 * cube.ep[i] + cube.eo[i])) & 1)) return false;
  return true;
}

GoalAlternative GoalAlternative::conjugated(int symmetry) const {
  // One kind of piece at a time: `perm` and `ori` are CubieCube's cp and co (3 orientations)
  // or ep and eo (2).
  auto conjugated_kind = [symmetry](const auto& allowed, auto perm, auto ori, int orientations) {
    std::remove_cvref_t<decltype(allowed)> out{};
    const int n = static_cast<int>(allowed.size());
    for (int q = 0; q < n; ++q) {
      // Where position q goes: a lone twist (flip) at q shows up at sigma(q).
      CubieCube lone;
      (lone.*ori)[q] = 1;
      const CubieCube moved = conjugate(lone, symmetry);
      int to = 0;
      for (int i = 0; i < n; ++i)
        if ((moved.*ori)[i] % orientations) to = i;
      // Piece r turned u at q becomes, at sigma(q), what S Y S^-1 holds there, for a cube Y
      // that has r turned u at q (and q's piece at r's place).
      uint32_t bits = 0;
      for (int r = 0; r < n; ++r)
        for (int u = 0; u < orientations; ++u) {
          if (!((allowed[q] >> (orientations * r + u)) & 1)) continue;
          CubieCube y;
          std::swap((y.*perm)[q], (y.*perm)[r]);
          (y.*ori)[q] = static_cast<uint8_t>(u);
          const CubieCube z = conjugate(y, symmetry);
          bits |= 1u << (orientations * (z.*perm)[to] + (z.*ori)[to] % orientations);
        }
      out[to] = bits;
    }
    return out;
  };
  GoalAlternative a;
  a.corners = conjugated_kind(corners, &CubieCube::cp, &CubieCube::co, 3);
  a.edges = conjugated_kind(edges, &CubieCube::ep, &CubieCube::eo, 2);
  return a;
}

GoalAlternative GoalAlternative::operator&(const GoalAlternative& other) const {
  GoalAlternative a;
  for (int i = 0; i < kCorners; ++i) a.corners[i] = corners[i] & other.corners[i];
  for (int i = 0; i < kEdges; ++i) a.edges[i] = edges[i] & other.edges[i];
  return a;
}

Goal::Goal() : alternatives_{everything_solved()} {}

const std::vector<std::pair<std::string, std::string>>& Goal::presets() {
  static const std::vector<std::pair<std::string, std::string>> list = {
      {"cross", "the four D edges (the cross on D)"},
      {"xcross", "the cross and any one first-two-layer pair"},
      {"xxcross", "the cross and any two pairs"},
      {"f2l", "the first two layers: the cross and all four pairs"},
      {"eo", "every edge oriented (solvable without F or B quarter turns)"},
      {"eoline", "every edge oriented, and DF and DB solved (ZZ)"},
      {"eocross", "every edge oriented and the cross solved"},
      {"roux-fb", "Roux's first block: the left 1x2x3 block (DL, FL, BL, DLF, DBL)"},
      {"2x2x2", "the 2x2x2 block at DBL (Petrus)"},
      {"2x2x3", "the 2x2x3 block on L and D (Petrus)"},
      {"domino",
       "into <U,D,R2,L2,F2,B2>: corners and edges oriented, E-slice edges in the E "
       "slice (Thistlethwaite's and Kociemba's G1)"},
      {"oll", "the first two layers and the last layer oriented (U face all U)"},
      {"ll", "the whole cube (the end of the last-layer steps)"},
      {"pll", "the whole cube (the end of PLL)"},
  };
  return list;
}

Goal Goal::of(std::string name, std::vector<GoalAlternative> alternatives) {
  Goal g;
  g.name_ = std::move(name);
  g.alternatives_ = std::move(alternatives);
  return g;
}

bool Goal::looks_like_mask(std::string_view text) {
  // A wrong-length mask still reads as one, so that its error says what is wrong with it.
  return text.size() == kFacelets ||
         (text.size() > 20 && text.find_first_not_of("URFDLB-") == std::string_view::npos);
}

namespace {

GoalAlternative parse_mask(std::string_view mask) {
  if (mask.size() != kFacelets)
    throw InputError(ErrorCode::Format,
                     fmt::format("a goal mask has 54 characters (a face letter or '-' for each "
                                 "facelet), this one has {}",
                                 mask.size()));
  for (size_t i = 0; i < mask.size(); ++i) {
    const char c = mask[i];
    const bool letter = std::find(kFaceNames.begin(), kFaceNames.end(), c) != kFaceNames.end();
    if (!letter && c != '-')
      throw InputError(ErrorCode::Format,
                       fmt::format("goal mask: character {} is '{}'; use U R F D L B or '-'", i + 1,
                                   printable(mask.substr(i, 1))));
    if (i % 9 == 4 && c != '-' && c != kFaceNames[i / 9])
      throw InputError(ErrorCode::Format,
                       fmt::format("goal mask: the {} centre (character {}) is '{}'; centres "
                                   "do not move, write '{}' or '-'",
                                   kFaceNames[i / 9], i + 1, c, kFaceNames[i / 9]));
  }
  // The (piece, twist) pairs whose stickers fit the mask at a position, as bits
  // orientations * piece + twist; a piece has as many stickers as orientations.
  auto fitting = [&mask](int pos, int pieces, int orientations, const auto& facelets,
                         int (*sticker)(int, int, int)) {
    uint32_t bits = 0;
    for (int p = 0; p < pieces; ++p)
      for (int t = 0; t < orientations; ++t) {
        bool fits = true;
        for (int k = 0; k < orientations; ++k) {
          const char want = mask[facelets[pos][k]];
          fits = fits && (want == '-' || want == kFaceNames[sticker(p, t, k)]);
        }
        if (fits) bits |= 1u << (orientations * p + t);
      }
    return bits;
  };
  auto shown = [&mask](const auto& facelets) {
    std::string s;
    for (int f : facelets) s += mask[f];
    return s;
  };
  GoalAlternative a;
  for (int pos = 0; pos < kCorners; ++pos) {
    a.corners[pos] = fitting(pos, kCorners, 3, kCornerFacelets, corner_sticker);
    if (!a.corners[pos])
      throw InputError(ErrorCode::Format,
                       fmt::format("goal mask: no corner shows {} at {}",
                                   shown(kCornerFacelets[pos]), corner_name(pos)));
  }
  for (int pos = 0; pos < kEdges; ++pos) {
    a.edges[pos] = fitting(pos, kEdges, 2, kEdgeFacelets, edge_sticker);
    if (!a.edges[pos])
      throw InputError(ErrorCode::Format, fmt::format("goal mask: no edge shows {} at {}",
                                                      shown(kEdgeFacelets[pos]), edge_name(pos)));
  }
  return a;
}

}  // namespace

Goal Goal::parse(std::string_view text) {
  Goal g;
  if (looks_like_mask(text)) {
    g.name_ = "mask";
    g.alternatives_ = {parse_mask(text)};
    return g;
  }
  g.alternatives_ = preset(text);
  if (g.alternatives_.empty()) {
    std::string names;
    for (const auto& [n, d] : presets()) names += (names.empty() ? "" : ", ") + n;
    throw InputError(ErrorCode::Option,
                     fmt::format("unknown goal '{}' (presets: {}; or a 54-character facelet "
                                 "mask with '-' for any sticker)",
                                 printable(text), names));
  }
  g.name_ = std::string(text);
  return g;
}

bool Goal::whole_cube() const {
  return alternatives_.size() == 1 && alternatives_[0] == everything_solved() &&
         orientations_.size() == 1 && orientations_[0].symmetry == 0;
}

bool Goal::satisfied_as_defined(const CubieCube& cube) const {
  return std::any_of(alternatives_.begin(), alternatives_.end(),
                     [&](const GoalAlternative& a) { return a.satisfied(cube); });
}

bool Goal::satisfied(const CubieCube& cube) const {
  return std::any_of(orientations_.begin(), orientations_.end(), [&](const Orientation& o) {
    return satisfied_as_defined(conjugate(cube, symmetry_inverse(o.symmetry)));
  });
}

namespace {

// The first rotation (not a mirror) that carries D to `bottom` and, when given, F to `front`.
int rotation_to(int bottom, int front = -1) {
  for (int s = 0; s < kSymmetries; ++s)
    if (!symmetry_is_mirror(s) && conjugate_face(D, s) == bottom &&
        (front < 0 || conjugate_face(F, s) == front))
      return s;
  return -1;
}

int face_named(std::string_view word) {
  static const std::pair<const char*, int> kNames[] = {
      {"U", U},     {"R", R},    {"F", F},   {"D", D},      {"L", L},     {"B", B},
      {"W", U},     {"Y", D},    {"G", F},   {"O", L},      {"white", U}, {"yellow", D},
      {"green", F}, {"blue", B}, {"red", R}, {"orange", L}, {"WHITE", U}, {"YELLOW", D},
      {"GREEN", F}, {"BLUE", B}, {"RED", R}, {"ORANGE", L}};
  for (const auto& [name, face] : kNames)
    if (word == name) return face;
  return -1;
}

}  // namespace

Goal Goal::on(std::string_view text) const {
  Goal g = *this;
  g.orientations_.clear();
  auto add = [&](int symmetry, std::string name) {
    for (const Orientation& o : g.orientations_)
      if (o.symmetry == symmetry) return;
    g.orientations_.push_back({symmetry, std::move(name)});
  };
  if (text == "all") {
    for (int f : {D, U, F, B, R, L}) add(rotation_to(f), std::string(1, kFaceNames[f]));
  } else if (text == "all24") {
    for (int bottom : {D, U, F, B, R, L})
      for (int front : {F, R, B, L, U, D})
        if (!same_axis(bottom, front))
          add(rotation_to(bottom, front),
              fmt::format("{}, F on {}", kFaceNames[bottom], kFaceNames[front]));
  } else {
    size_t start = 0;
    while (start <= text.size()) {
      size_t end = text.find(',', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view word = text.substr(start, end - start);
      while (!word.empty() && word.front() == ' ') word.remove_prefix(1);
      while (!word.empty() && word.back() == ' ') word.remove_suffix(1);
      const int face = face_named(word);
      if (face < 0)
        throw InputError(ErrorCode::Option,
                         fmt::format("on '{}': '{}' is not a face or colour (write all, all24, "
                                     "faces such as U,D or colours such as white,yellow)",
                                     printable(text), printable(word)));
      add(rotation_to(face), std::string(1, kFaceNames[face]));
      start = end + 1;
    }
  }
  return g;
}

namespace {

// An alternative as a facelet mask (Goal::mask).
std::string mask_of(const GoalAlternative& a) {
  std::array<uint8_t, kFacelets> colours{};  // bit f: face f's colour fits here
  for (int f = 0; f < kFaces; ++f) colours[9 * f + 4] = static_cast<uint8_t>(1u << f);
  // The colours that some allowed (piece, turn) of a kind shows at each facelet.
  auto add_colours = [&colours](const auto& allowed, int orientations, const auto& facelets,
                                int (*sticker)(int, int, int)) {
    const int n = static_cast<int>(allowed.size());
    for (int pos = 0; pos < n; ++pos)
      for (int p = 0; p < n; ++p)
        for (int t = 0; t < orientations; ++t)
          if ((allowed[pos] >> (orientations * p + t)) & 1)
            for (int k = 0; k < orientations; ++k)
              colours[facelets[pos][k]] |= static_cast<uint8_t>(1u << sticker(p, t, k));
  };
  add_colours(a.corners, 3, kCornerFacelets, corner_sticker);
  add_colours(a.edges, 2, kEdgeFacelets, edge_sticker);
  std::string m(kFacelets, '?');
  for (int i = 0; i < kFacelets; ++i) {
    if (colours[i] == 63) m[i] = '-';
    for (int f = 0; f < kFaces; ++f)
      if (colours[i] == (1u << f)) m[i] = kFaceNames[f];
  }
  return m;
}

}  // namespace

std::string Goal::mask() const { return mask_of(alternatives_.front()); }

std::string Goal::mask_reached(const CubieCube& cube, const Orientation* orientation) const {
  for (const Orientation& o : orientations_) {
    if (orientation && o.symmetry != orientation->symmetry) continue;
    const CubieCube seen = conjugate(cube, symmetry_inverse(o.symmetry));
    for (const GoalAlternative& a : alternatives_)
      if (a.satisfied(seen)) return mask_of(o.symmetry ? a.conjugated(o.symmetry) : a);
  }
  return mask();
}

}  // namespace cubelab
