#pragma once
// Every parameter of the EDA of A. Montero Santos's thesis (2026), with the defaults chosen
// where the thesis is silent (docs/eda.md, "Parameters"), and the solver options that set them.

#include "cubelab/solve/solver.h"
#include "cubelab/solvers/eda/fitness.h"
#include "cubelab/solvers/eda/sequence_model.h"
#include "cubelab/solvers/eda/variation.h"

namespace cubelab::eda {

struct EdaParams {
  FitnessKind fitness = FitnessKind::StickerPosition;
  InformedEstimate estimate = InformedEstimate::Phased;
  ModelKind model = ModelKind::BayesNet;
  int population = 200;   // N
  int selected = 60;      // M
  int elites = 10;        // P (P < M < N; N - 2P individuals are sampled)
  int length = 24;        // L, the model's fixed number of variables
  int generations = 500;  // cap (the thesis: 500, or 400 in its results text)
  int stagnation = 10;    // n: generations without improvement before pruning
  MutationRates mutation{0.05, 0.02};
  double mutation_rise = 0.25;     // rate factor 1 + rise * stagnant generations ...
  double mutation_max_factor = 3;  // ... at most this
  int max_parents = 2;
  bool k2_score = true;
  double prior = 1.0;
  int max_sequence = 48;       // the extension search never grows a sequence beyond this
  bool remove_cycles = false;  // cycle elimination (cycles.h): off, see docs/eda.md
  // Ablation switches (§4.4's sequence): pure EDA -> +elitism -> +mutation -> +local search
  // -> +pruning.
  bool elitism = true, mutate = true, local_search = true, pruning = true;
};

// The options of the solver `eda`, one per field, with the relations between them
// (P < M < N, 2P < N): eda_options().read(request.options, "eda") gives the parameters.
const OptionTable<EdaParams>& eda_options();

}  // namespace cubelab::eda
