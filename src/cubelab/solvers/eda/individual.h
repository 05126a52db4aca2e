#pragma once
// The processing of one individual (Montero Santos 2026 §4.4.4, steps 1.1-1.4): simplify and
// canonicalise (and, as an option, cut out cycles: §3.3.2), take the best contiguous sub-sequence,
// then (with local search on) the extension hill climb and one deletion pass. The result represents
// the individual: it is ranked, selected, kept as an elite, and (padded) trains the model. Pure:
// the same input always gives the same output, so individuals can be processed on any thread.
#include <cstdint>
#include <span>

#include "cubelab/solvers/eda/candidate.h"
#include "cubelab/solvers/eda/fitness.h"
#include "cubelab/solvers/eda/tabu_list.h"

namespace cubelab::eda {

struct ProcessingOptions {
  bool local_search = true;
  int max_length = 60;         // the extension search stops growing sequences at this length
  bool remove_cycles = false;  // cycle elimination (cycles.h) after canonicalisation
};

// What processing did, summed over individuals.
struct ProcessingCounts {
  int64_t evaluations = 0;  // cube states scored
  int64_t cycles = 0;       // cycles cut out
};

// When every window is forbidden, the individual becomes the empty sequence with fitness 0.
Candidate process_individual(std::span<const Move> raw, const Fitness& fitness,
                             const TabuList& tabu, const ProcessingOptions& options,
                             ProcessingCounts& counts);

}  // namespace cubelab::eda
