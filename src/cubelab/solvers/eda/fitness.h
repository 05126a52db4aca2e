#pragma once
// The fitness of Montero Santos (2026): how close the state reached by a move sequence is to the
// goal, on 0..100, where 100 means the goal is reached (and only then: equality of states is tested
// exactly, orientation included). Individuals are sequences applied move by move to start().
//
// Similarity fitnesses (the thesis's five measures) compare the state the sequence reaches
// from the SOLVED cube with the scrambled state: start() is the solved cube, the goal is the
// scrambled state. The informed fitness estimates a distance with pattern databases; it works
// on the relative state scrambled^-1 * reached, so start() is scrambled^-1 and the goal is
// solved. Either way the sequence sought is the scramble M_S and the answer is its inverse.
#include <memory>
#include <string>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/solvers/eda/similarity.h"

namespace cubelab::eda {

enum class FitnessKind {
  Stickers,
  Position,
  StickerPosition,
  PositionOrientation,
  PositionOrientationDistance,
  Informed
};
// How the informed fitness turns table values into a distance estimate (docs/eda.md):
//   phased:       Kociemba's two phases, lexicographic (phase-1 distance until the relative
//                 state is in H, then the phase-2 estimate), with the two-phase solver's
//                 tables (exact phase 1);
//   phased-small: the same with our small in-memory tables (quick to build);
//   whole:        the admissible maximum of Korf's pattern databases (a plain PDB heuristic).
enum class InformedEstimate { Phased, PhasedSmall, Whole };

class Fitness {
 public:
  virtual ~Fitness() = default;
  const CubieCube& start() const { return start_; }
  // 0..100, and exactly kGoal for goal states only (so callers test the score).
  virtual double score(const CubieCube& c) const = 0;
  bool is_goal(const CubieCube& c) const { return score(c) == kGoal; }
  static constexpr double kGoal = 100.0;

 protected:
  explicit Fitness(const CubieCube& start) : start_(start) {}

 private:
  CubieCube start_;
};

std::unique_ptr<Fitness> make_fitness(FitnessKind kind, const CubieCube& scrambled,
                                      InformedEstimate estimate = InformedEstimate::Phased);
// Loads (or builds) the tables make_fitness(kind, ..., estimate) will use; none for the
// similarity fitnesses.
void prepare_fitness(FitnessKind kind, InformedEstimate estimate);

}  // namespace cubelab::eda
