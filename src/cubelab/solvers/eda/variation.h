#pragma once
// Random variation of Montero Santos (2026): random individuals, the padding that gives the model
// its fixed number of variables (§4.3.3: one random move in front, the rest at the end), and the
// two mutation operators of §4.4.3 (modify a move, delete a move).
#include <vector>

#include "cubelab/cube/move.h"
#include "cubelab/cube/random.h"

namespace cubelab::eda {

std::vector<Move> random_sequence(int length, Rng& rng);

// [x M x x ...] of exactly `length` moves, x uniform over the 18 moves; M is cut to
// length - 1 moves if longer (its tail is dropped).
std::vector<Move> pad(const std::vector<Move>& m, int length, Rng& rng);

struct MutationRates {
  double modify = 0;  // per move: replaced by a different random move
  double remove = 0;  // per move: deleted
};

// Applies both operators move by move. With `at_least_one`, a sequence that came out
// unchanged gets one modification (an empty one gets one random move).
void mutate(std::vector<Move>& m, const MutationRates& rates, Rng& rng, bool at_least_one);

}  // namespace cubelab::eda
