#include "cubelab/solvers/eda/similarity.h"

#include <cmath>

#include "cubelab/base/enum_names.h"
#include "cubelab/solvers/eda/piece_geometry.h"

namespace cubelab::eda {
namespace {

// Constants fitted to Table 4.1 (docs/eda.md, "Similarity measures").
constexpr double kWeightCeiling = 0.91, kWeightCentre = 27.0, kWeightScale = 10.6;
constexpr double kPosOriPositionWeight = 0.62;
constexpr double kPosOriDistOrientationWeight = 0.848;

// The sticker score takes 49 values (k/48), so its adaptive weight is a table.
const std::array<double, 49>& weight_table() {
  static const std::array<double, 49> t = [] {
    std::array<double, 49> w{};
    for (int k = 0; k <= 48; ++k) w[k] = sticker_position_weight(100.0 * k / 48.0);
    return w;
  }();
  return t;
}

}  // namespace

constexpr EnumNames<Measure, 5> kMeasureNames{
    {{{Measure::Stickers, "stickers"},
      {Measure::Position, "position"},
      {Measure::StickerPosition, "sticker-position"},
      {Measure::PositionOrientation, "position-orientation"},
      {Measure::PositionOrientationDistance, "position-orientation-distance"}}}};

const char* measure_name(Measure m) { return kMeasureNames.name(m); }

double Similarities::get(Measure m) const {
  switch (m) {
    case Measure::Stickers:
      return stickers;
    case Measure::Position:
      return position;
    case Measure::StickerPosition:
      return sticker_position;
    case Measure::PositionOrientation:
      return position_orientation;
    case Measure::PositionOrientationDistance:
      return position_orientation_distance;
  }
  return 0;
}

double sticker_position_weight(double stickers) {
  return kWeightCeiling / (1.0 + std::exp(-(stickers - kWeightCentre) / kWeightScale));
}

namespace {

// What piece p turned o at position i adds to each measure, for every i, p and o of one kind
// of piece (corners or edges); the target puts piece target_perm[i] at i, turned
// target_ori[i]. out[i][p * orientations + o].
template <size_t N>
void fill_contributions(auto& out, const std::array<uint8_t, N>& target_perm,
                        const std::array<uint8_t, N>& target_ori, int orientations,
                        const auto& sticker, const auto& manhattan, const auto& moves) {
  std::array<uint8_t, N> slot{}, slot_ori{};  // where the target puts each piece, turned how
  for (size_t i = 0; i < N; ++i) {
    slot[target_perm[i]] = static_cast<uint8_t>(i);
    slot_ori[target_perm[i]] = target_ori[i] % orientations;
  }
  for (size_t i = 0; i < N; ++i) {
    const auto& want = sticker[target_perm[i]][target_ori[i] % orientations];
    for (size_t piece = 0; piece < N; ++piece)
      for (int o = 0; o < orientations; ++o) {
        auto& c = out[i][piece * orientations + o];
        for (int m = 0; m < orientations; ++m) c.stickers += sticker[piece][o][m] == want[m];
        const size_t j = slot[piece];
        const int oj = slot_ori[piece];
        c.position_points = 3 - manhattan[i][j] / 2;
        c.placed_oriented = i == j && o == oj;
        c.move_distance = moves[orientations * i + o][orientations * j + oj];
      }
  }
}

}  // namespace

SimilarityTarget::SimilarityTarget(const CubieCube& target) : target_(target) {
  const PieceGeometry& g = piece_geometry();
  fill_contributions(corner_, target.cp, target.co, 3, g.corner_sticker, g.corner_manhattan,
                     g.corner_moves);
  fill_contributions(edge_, target.ep, target.eo, 2, g.edge_sticker, g.edge_manhattan,
                     g.edge_moves);
  max_move_distance_ = kCorners * g.max_corner_moves + kEdges * g.max_edge_moves;
}

SimilarityTarget::Contribution SimilarityTarget::totals(const CubieCube& a) const {
  Contribution t;
  auto add = [&t](const Contribution& c) {
    t.stickers += c.stickers;
    t.position_points += c.position_points;
    t.placed_oriented += c.placed_oriented;
    t.move_distance += c.move_distance;
  };
  for (int i = 0; i < kCorners; ++i) add(corner_[i][a.cp[i] * 3 + a.co[i] % 3]);
  for (int i = 0; i < kEdges; ++i) add(edge_[i][a.ep[i] * 2 + a.eo[i]]);
  return t;
}

Similarities SimilarityTarget::from_totals(const Contribution& t) const {
  Similarities r;
  r.stickers = 100.0 * t.stickers / 48.0;
  r.position = 100.0 * t.position_points / 60.0;
  double w = weight_table()[t.stickers];
  r.sticker_position = w * r.position + (1 - w) * r.stickers;
  double oriented = 100.0 * t.placed_oriented / 20.0;
  r.position_orientation =
      kPosOriPositionWeight * r.position + (1 - kPosOriPositionWeight) * oriented;
  double distance = 100.0 * (1.0 - t.move_distance / max_move_distance_);
  r.position_orientation_distance =
      kPosOriDistOrientationWeight * oriented + (1 - kPosOriDistOrientationWeight) * distance;
  return r;
}

Similarities SimilarityTarget::all(const CubieCube& a) const { return from_totals(totals(a)); }

bool SimilarityTarget::measure(Measure m, const CubieCube& a, double& value) const {
  Contribution t = totals(a);
  switch (m) {
    case Measure::Stickers:
      value = 100.0 * t.stickers / 48.0;
      break;
    case Measure::Position:
      value = 100.0 * t.position_points / 60.0;
      break;
    case Measure::StickerPosition: {
      double w = weight_table()[t.stickers];
      value = w * (100.0 * t.position_points / 60.0) + (1 - w) * (100.0 * t.stickers / 48.0);
      break;
    }
    default:
      value = from_totals(t).get(m);
  }
  return t.stickers == 48;
}

}  // namespace cubelab::eda
