#pragma once
// An individual (the document's "Secuencia"): a fixed-length sequence of the turns allowed
// in the current phase, with its fitness. Fixed-size storage, so populations are copied
// without allocating.
#include <array>
#include <cstdint>
#include <span>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/packed_cube.h"
#include "cubelab/cube/random.h"
#include "cubelab/solvers/metaheuristic/fitness.h"
#include "cubelab/solvers/metaheuristic/phase.h"

namespace cubelab::meta {

constexpr int kMaxSequenceLength = 64;

struct Individual {
  // One spare slot past the longest sequence, so neighbour steps may read and write one
  // turn beyond the end without checking.
  std::array<Move, kMaxSequenceLength + 1> moves{};
  int length = 0;
  int fitness = -1;
  // Set by the first-improvement local search when no neighbour is better; whatever
  // changes the turns clears it. A second local search on such a sequence would scan the
  // same neighbourhood and return it unchanged, so it is skipped (about one local search
  // in five of a memetic run). It holds for the evaluator that set it: a population lives
  // within one phase.
  bool local_optimum = false;

  std::span<const Move> sequence() const { return {moves.data(), static_cast<size_t>(length)}; }
  Alg alg() const { return Alg({moves.begin(), moves.begin() + length}); }
};

// A uniformly random sequence of `length` turns of the phase (fitness not computed).
Individual random_individual(const Phase& phase, int length, Rng& rng);

// Fitness of a sequence applied to the phase's starting cube. Copyable and thread-safe.
class Evaluator {
 public:
  Evaluator(const PackedCube& start, Fitness fitness)
      : start_(start), fitness_(&fast_fitness(fitness)) {}
  // The fitness of the cube reached by the moves from the start (the hot loop).
  int operator()(std::span<const Move> moves) const;
  void evaluate(Individual& ind) const { ind.fitness = (*this)(ind.sequence()); }
  int score(const PackedCube& reached) const { return (*fitness_)(reached); }
  const PackedCube& start() const { return start_; }
  int max() const { return fitness_->max(); }

 private:
  PackedCube start_;
  const FastFitness* fitness_;
};

}  // namespace cubelab::meta
