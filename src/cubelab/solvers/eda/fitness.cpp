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
      : Fitness(scrambled.inverse()), estimate_(e) {
    if (e == InformedEstimate::Whole)
      korf_lookup(CubieCube{});  // build the databases now, not inside the first generation
    else
      phase_ = &PhaseTables::get(e == InformedEstimate::Phased ? PhaseSource::TwoPhase
                                                               : PhaseSource::Small);
  }
  // E = 0 exactly for the solved cube (the exact H distance, or every Korf database, is 0
  // only there), so no separate equality test is needed.
  double score(const CubieCube& c) const override {
    const bool whole = estimate_ == InformedEstimate::Whole;
    const double e = whole ? korf(c) : phased(c);
    if (e == 0) return kGoal;
    return std::clamp(100.0 * (1.0 - e / (whole ? kWholeScale : kPhasedScale)), 0.0, kBelowGoal);
  }

 private:
  // Any state outside H ranks below every state inside it. Within a phase the bound decides
  // and the tie-breaker (a sum of table values, below 50) adds at most 0.5; near solved in H
  // the exact distance replaces the bound.
  static constexpr double kPhasedScale = 34, kWholeScale = 21, kPhase1Offset = 20, kTieBreak = 0.01;
  double phased(const CubieCube& c) const {
    PhaseLookup p = phase_->lookup(c);
    if (!p.in_h()) return kPhase1Offset + p.phase1 + kTieBreak * p.phase1_tie;
    if (p.h_exact >= 0) return p.h_exact;
    return std::max(kHExactDepth + 1, p.phase2) + kTieBreak * p.phase2_tie;
  }
  double korf(const CubieCube& c) const {
    WholeLookup w = korf_lookup(c);
    return w.max + kTieBreak * w.sum;
  }

  InformedEstimate estimate_;
  const PhaseTables* phase_ = nullptr;
};

}  // namespace

void prepare_fitness(FitnessKind kind, InformedEstimate estimate) {
  if (kind != FitnessKind::Informed) return;
  if (estimate == InformedEstimate::Whole)
    korf_lookup(CubieCube{});
  else
    PhaseTables::get(estimate == InformedEstimate::Phased ? PhaseSource::TwoPhase
                                                          : PhaseSource::Small);
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
    case FitnessKind::Informed:
      return std::make_unique<InformedFitness>(estimate, scrambled);
  }
  return nullptr;
}

}  // namespace cubelab::eda
