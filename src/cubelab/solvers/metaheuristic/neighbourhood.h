#pragma once
// The document's two neighbour operators (§5.4.3, §6.3.3), each changing few stickers:
//   change: replace one turn by another turn of the same face (U -> U2), staying within the
//           phase's turns (see Phase::alternatives for faces with a single turn);
//   swap:   exchange two adjacent turns.
// random_neighbour is in the local search's inner loop, so it is inline and written
// without unpredictable branches: it computes both candidate edits and selects one.
#include <utility>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/metaheuristic/draw.h"
#include "cubelab/solvers/metaheuristic/individual.h"
#include "cubelab/solvers/metaheuristic/phase.h"

namespace cubelab::meta {

// What a neighbour step did, so that it can be undone.
struct NeighbourStep {
  int position = 0;
  Move first = 0, second = 0;  // the turns at position and position + 1 before the step
  bool swapped = false;        // a swap of position and position + 1, else a change
  bool same_state = false;     // a swap of two commuting turns: the cube state is unchanged
};

// The probability threshold random_neighbour compares 16 random bits with.
inline uint32_t swap_threshold(double swap_probability) {
  return static_cast<uint32_t>(swap_probability * 65536.0 + 0.5);
}

// One random neighbour, in place: a swap with probability threshold/65536 (when the
// sequence has two turns or more), else a change. One random number serves the whole step:
// 32 bits for the position, 16 for the choice of operator, 16 for the new turn.
inline NeighbourStep random_neighbour(const Phase& phase, Individual& ind, uint32_t threshold,
                                      Rng& rng) {
  static_assert(kMaxSequenceLength + 1 <= std::tuple_size_v<decltype(ind.moves)>);
  const uint64_t bits = rng.next();
  NeighbourStep step;
  step.swapped = ind.length >= 2 && (bits >> 48) < threshold;
  step.position = static_cast<int>(draw_with(bits, 32, ind.length - step.swapped, rng));
  step.first = ind.moves[step.position];
  step.second = ind.moves[step.position + 1];  // past the end for a change at the last turn
  const auto& alt = phase.alternatives[step.first];
  const Move changed = alt.moves[draw_with(bits >> 32, 16, alt.count, rng)];
  ind.moves[step.position] = step.swapped ? step.second : changed;
  ind.moves[step.position + 1] = step.swapped ? step.first : step.second;
  // Turns of one axis commute: swapping them leaves the cube where it was.
  step.same_state = step.swapped && same_axis(move_face(step.first), move_face(step.second));
  return step;
}

// The neighbourhood as a numbered list, for searches that scan all of it: number
// i < 2L changes the turn at i / 2 to its (i % 2)-th alternative, 2L <= i < 3L - 1 swaps
// the turns at i - 2L and i - 2L + 1. Numbers that name no neighbour (a face with a single
// alternative, a swap of commuting turns, which leaves the cube as it was) give false.
inline int neighbourhood_size(int length) { return 3 * length - 1; }

inline bool apply_neighbour(const Phase& phase, Individual& ind, int index, NeighbourStep& step) {
  const int changes = 2 * ind.length;
  step.swapped = index >= changes;
  step.position = step.swapped ? index - changes : index / 2;
  step.first = ind.moves[step.position];
  step.second = ind.moves[step.position + 1];
  if (step.swapped) {
    if (same_axis(move_face(step.first), move_face(step.second))) return false;
    ind.moves[step.position] = step.second;
    ind.moves[step.position + 1] = step.first;
    return true;
  }
  const auto& alt = phase.alternatives[step.first];
  if (index % 2 >= alt.count) return false;
  ind.moves[step.position] = alt.moves[index % 2];
  return true;
}

inline void undo(Individual& ind, const NeighbourStep& step) {
  ind.moves[step.position] = step.first;
  ind.moves[step.position + 1] = step.second;
}

}  // namespace cubelab::meta
