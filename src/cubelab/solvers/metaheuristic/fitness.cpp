#include "cubelab/solvers/metaheuristic/fitness.h"

#include <algorithm>
#include <string>

#include "cubelab/base/enum_names.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/piece_stickers.h"

namespace cubelab::meta {
namespace {

int face_at(const std::string& facelets, int i) {
  for (int f = 0; f < kFaces; ++f)
    if (facelets[i] == kFaceNames[f]) return f;
  return -1;
}
int axis(int face) { return face % 3; }  // 0 U/D, 1 R/L, 2 F/B
// The document's sticker classes for edge orientation: strong (U/D colours), semi-strong
// (F/B), weak (R/L).
int strength(int face) { return axis(face) == 0 ? 2 : axis(face) == 2 ? 1 : 0; }

// Stickers of corner position `slot` counted by fitness f; shown[k]: the face whose colour
// the slot's sticker k shows.
int corner_slot_score(Fitness f, const std::array<int, 3>& shown, int slot) {
  int n = 0;
  for (int k = 0; k < 3; ++k) {
    const int home = corner_facelet_face(slot, k);
    switch (f) {
      case Fitness::EdgeOrientation:
        break;
      case Fitness::G2Stickers:
        n += axis(home) == 0 && axis(shown[k]) == 0;
        break;
      case Fitness::G3Stickers:
        n += axis(shown[k]) == axis(home);
        break;
      case Fitness::Solved:
      case Fitness::Pocket:
        n += shown[k] == home;
        break;
    }
  }
  return n;
}

// Stickers of edge position `slot` counted by fitness f. Sticker 0 of a slot is its
// "oriented position": on U/D for the U and D layers, on F/B for the E slice.
int edge_slot_score(Fitness f, const std::array<int, 2>& shown, int slot) {
  const int oriented = shown[0], partner = shown[1];
  const int home_oriented = edge_facelet_face(slot, 0), home_partner = edge_facelet_face(slot, 1);
  switch (f) {
    case Fitness::EdgeOrientation:
      return strength(oriented) > strength(partner);
    case Fitness::G2Stickers:
      // The U/D sticker of a U/D-layer slot, the F/B sticker of an E-slice slot.
      return axis(oriented) == axis(home_oriented);
    case Fitness::G3Stickers:
      return (axis(oriented) == axis(home_oriented)) + (axis(partner) == axis(home_partner));
    case Fitness::Solved:
      return (oriented == home_oriented) + (partner == home_partner);
    case Fitness::Pocket:
      return 0;
  }
  return 0;
}

bool has_pairing_term(Fitness f) { return f == Fitness::G3Stickers; }

// The axis (0 U/D, 1 R/L, 2 F/B) of the one face two corners share when they are a pair
// of one tetrad (face diagonal); 3 when they are not.
const std::array<std::array<uint8_t, kCorners>, kCorners> kPairAxis = [] {
  std::array<std::array<uint8_t, kCorners>, kCorners> t;
  for (int p = 0; p < kCorners; ++p)
    for (int q = 0; q < kCorners; ++q) {
      int shared = 0, face = -1;
      for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
          if (kCornerFacelets[p][i] / 9 == kCornerFacelets[q][j] / 9)
            ++shared, face = kCornerFacelets[p][i] / 9;
      t[p][q] = static_cast<uint8_t>(p != q && shared == 1 ? axis(face) : 3);
    }
  return t;
}();

// Per tetrad: a reference position and its partner along each axis (U/D, R/L, F/B).
constexpr int kTetradA = URF, kTetradB = UFL;
constexpr std::array<int, 3> kPartnerA = {ULB, DRB, DLF};
constexpr std::array<int, 3> kPartnerB = {UBR, DBL, DFR};

// `piece_at(position)` gives the corner piece at a position.
template <typename CornerPieceAt>
int pairing_term(CornerPieceAt piece_at) {
  int n = 0;
  for (int x = 0; x < 3; ++x) {
    int a = kPairAxis[piece_at(kTetradA)][piece_at(kPartnerA[x])];
    int b = kPairAxis[piece_at(kTetradB)][piece_at(kPartnerB[x])];
    n += a != 3 && a == b;
  }
  return n;
}

}  // namespace

int corner_pairing_term(const CubieCube& cube) {
  return pairing_term([&](int i) { return cube.cp[i]; });
}

// The document's method names.
constexpr EnumNames<Fitness, 5> kFitnessNames{{{{Fitness::EdgeOrientation, "pegatinasF2B2"},
                                                {Fitness::G2Stickers, "pegatinasF2R2B2L2"},
                                                {Fitness::G3Stickers, "pegatinasU2D2F2R2B2L2"},
                                                {Fitness::Solved, "pegatinasBien"},
                                                {Fitness::Pocket, "pegatinasBien (2x2x2)"}}}};

const char* fitness_name(Fitness f) { return kFitnessNames.name(f); }

int max_fitness(Fitness f) {
  switch (f) {
    case Fitness::EdgeOrientation:
      return 12;
    case Fitness::G2Stickers:
      return 20;
    case Fitness::G3Stickers:
      return 48 + 3;
    case Fitness::Solved:
      return 48;
    case Fitness::Pocket:
      return 24;
  }
  return 0;
}

int reference_fitness(Fitness f, const CubieCube& cube) {
  const std::string s = to_facelets(cube);
  int n = 0;
  for (int i = 0; i < kCorners; ++i) {
    std::array<int, 3> shown{};
    for (int k = 0; k < 3; ++k) shown[k] = face_at(s, kCornerFacelets[i][k]);
    n += corner_slot_score(f, shown, i);
  }
  if (f != Fitness::Pocket)
    for (int i = 0; i < kEdges; ++i) {
      std::array<int, 2> shown{};
      for (int k = 0; k < 2; ++k) shown[k] = face_at(s, kEdgeFacelets[i][k]);
      n += edge_slot_score(f, shown, i);
    }
  if (has_pairing_term(f)) n += corner_pairing_term(cube);
  return n;
}

FastFitness::FastFitness(Fitness f) : pairing_term_(has_pairing_term(f)), max_(max_fitness(f)) {
  const PieceScores scores = piece_scores(
      [f](int slot, const std::array<int, 3>& shown) { return corner_slot_score(f, shown, slot); },
      [f](int slot, const std::array<int, 2>& shown) {
        return f == Fitness::Pocket ? 0 : edge_slot_score(f, shown, slot);  // no edges
      });
  // Packed bytes: piece | turn << 4; a kind of piece is used when some score is not 0.
  auto pack = [](const auto& scores_of_kind, auto& packed, bool& used) {
    for (size_t slot = 0; slot < scores_of_kind.size(); ++slot)
      for (size_t piece = 0; piece < scores_of_kind[slot].size(); ++piece)
        for (size_t turn = 0; turn < scores_of_kind[slot][piece].size(); ++turn) {
          const int n = scores_of_kind[slot][piece][turn];
          packed[slot][piece | turn << 4] = static_cast<uint8_t>(n);
          used = used || n > 0;
        }
  };
  pack(scores.corner, corner_, use_corners_);
  pack(scores.edge, edge_, use_edges_);
}

int FastFitness::operator()(const PackedCube& c) const {
  int n = 0;
  if (use_corners_)
    for (int i = 0; i < kCorners; ++i) n += corner_[i][c.corners[i]];
  if (use_edges_)
    for (int i = 0; i < kEdges; ++i) n += edge_[i][c.edges[i]];
  if (pairing_term_) n += pairing_term([&](int i) { return c.corner_piece(i); });
  return n;
}

const FastFitness& fast_fitness(Fitness f) {
  static const std::array<FastFitness, 5> all = {
      FastFitness(Fitness::EdgeOrientation), FastFitness(Fitness::G2Stickers),
      FastFitness(Fitness::G3Stickers), FastFitness(Fitness::Solved), FastFitness(Fitness::Pocket)};
  return all[static_cast<int>(f)];
}

}  // namespace cubelab::meta
