#include "cubelab/solvers/eda/fitness.h"

#include <algorithm>

#include "cubelab/solvers/eda/informed_tables.h"

namespace cubelab::eda {
namespace {

// Non-goal states never score 100, even when a measure cannot tell them from the goal (the
// position measure ignores orientation).
constexpr double kBelowGoal = 99.999;

class SimilarityFitness : public Fitness {
 public:
  SimilarityFitness(Measure m, const CubieCube& scrambled)
      : Fitness(CubieCube{}), measure_(m), target_(scrambled) {}
  double score(const CubieCube& c) const override {
    // Equal stickers everywhere means equal states (orientation included).
    double s;
    return target_.measure(measure_, c, s) ? kGoal : std::min(kBelowGoal, s);
  }

 private:
  Measure measure_;
  SimilarityTarget target_;
};

// Distance estimate E >= 0 (0 only when solved), mapped to 100 * (1 - E / scale).
class InformedFitness : public Fitness {
 public:
  InformedFitness(InformedEstimate e, const CubieCube& scrambled)
      : Fitness(scrambled.inverse()),
        estimate_(e),
        phase_(e == InformedEstimate::Phased ? &PhaseTables::get() : nullptr),
        whole_(e == InformedEstimate::Whole ? &WholeTables::get() : nullptr) {}
  // E = 0 exactly for the solved cube (the exact H distance, or every whole-cube table, is 0
  // only there), so no separate equality test is needed.
  double score(const CubieCube& c) const override {
    if (estimate_ == InformedEstimate::Phased) {
      double e = phased(c);
      return e == 0 ? kGoal : std::clamp(100.0 * (1.0 - e / kPhasedScale), 0.0, kBelowGoal);
    }
    double e = whole(c);
    return e == 0 ? kGoal : std::clamp(100.0 * (1.0 - e / kWholeScale), 0.0, kBelowGoal);
  }

 private:
  // Any state outside H ranks below every state inside it; within a phase, the larger of the
  // two exact projections decides and their sum breaks ties (0.01 per move: the sum of two
  // table values is below 50, so ties never reorder different maxima).
  static constexpr double kPhasedScale = 34, kWholeScale = 21, kPhase1Offset = 20,
                          kTieBreak = 0.01;
  double phased(const CubieCube& c) const {
    PhaseLookup p = phase_->lookup(c);
    if (!p.in_h())
      return kPhase1Offset + std::max(p.twist_slice, p.flip_slice) +
             kTieBreak * (p.twist_slice + p.flip_slice);
    // Near solved the exact H distance; beyond it at least kHExactDepth + 1.
    if (p.h_exact >= 0) return p.h_exact;
    return std::max<double>(kHExactDepth + 1, std::max(p.corner_slice_perm, p.edge_slice_perm)) +
           kTieBreak * (p.corner_slice_perm + p.edge_slice_perm);
  }
  double whole(const CubieCube& c) const {
    WholeLookup w = whole_->lookup(c);
    // The sum of eight table values is below 100, so 0.005 per move keeps ties below 0.5.
    return w.max + 0.005 * w.sum;
  }

  InformedEstimate estimate_;
  const PhaseTables* phase_;
  const WholeTables* whole_;
};

}  // namespace

const char* fitness_name(FitnessKind k) {
  switch (k) {
    case FitnessKind::Stickers: return "stickers";
    case FitnessKind::Position: return "position";
    case FitnessKind::StickerPosition: return "sticker-position";
    case FitnessKind::PositionOrientation: return "position-orientation";
    case FitnessKind::PositionOrientationDistance: return "position-orientation-distance";
    case FitnessKind::Informed: return "informed";
  }
  return "?";
}

const char* estimate_name(InformedEstimate e) {
  return e == InformedEstimate::Phased ? "phased" : "whole";
}

std::unique_ptr<Fitness> make_fitness(FitnessKind kind, const CubieCube& scrambled,
                                      InformedEstimate estimate) {
  switch (kind) {
    case FitnessKind::Stickers:
      return std::make_unique<SimilarityFitness>(Measure::Stickers, scrambled);
    case FitnessKind::Position:
      return std::make_unique<SimilarityFitness>(Measure::Position, scrambled);
    case FitnessKind::StickerPosition:
      return std::make_unique<SimilarityFitness>(Measure::StickerPosition, scrambled);
    case FitnessKind::PositionOrientation:
      return std::make_unique<SimilarityFitness>(Measure::PositionOrientation, scrambled);
    case FitnessKind::PositionOrientationDistance:
      return std::make_unique<SimilarityFitness>(Measure::PositionOrientationDistance, scrambled);
    case FitnessKind::Informed: return std::make_unique<InformedFitness>(estimate, scrambled);
  }
  return nullptr;
}

}  // namespace cubelab::eda
