// The pyraminx's complete distance table and what is made of it (solver.h).
#include "cubelab/puzzles/pyraminx/solver.h"

#include <chrono>
#include <stdexcept>
#include <unordered_map>

#include "cubelab/cube/error.h"

namespace cubelab::pyraminx {
namespace {

// The eight moves of the body: U L R B, each clockwise and anticlockwise.
std::vector<Move> body_moves() {
  std::vector<Move> out;
  for (int v = 0; v < kVertices; ++v)
    for (int t = 1; t <= 2; ++t) out.push_back(Move{v, false, t});
  return out;
}

struct Table {
  std::unordered_map<uint64_t, uint8_t> distance;
  std::vector<Pyraminx> states;  // every body state, breadth-first order
  double build_ms = 0;

  Table() {
    const auto start = std::chrono::steady_clock::now();
    distance.reserve(kBodyStates);
    states.reserve(kBodyStates);
    states.push_back(Pyraminx());
    distance[states[0].body_key()] = 0;
    const std::vector<Move> moves = body_moves();
    for (size_t i = 0; i < states.size(); ++i) {
      const uint8_t d = distance.at(states[i].body_key());
      for (const Move& m : moves) {
        Pyraminx next = states[i];
        next.apply(m);
        if (distance.emplace(next.body_key(), d + 1).second) states.push_back(next);
      }
    }
    if (states.size() != kBodyStates)
      throw std::logic_error("pyraminx table: " + std::to_string(states.size()) + " states");
    build_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  }
};

const Table& table() {
  static const Table t;
  return t;
}

}  // namespace

int body_distance(const Pyraminx& p) {
  const auto& d = table().distance;
  const auto it = d.find(p.body_key());
  return it == d.end() ? -1 : it->second;
}

void require_reachable(const Pyraminx& p) {
  if (body_distance(p) < 0)
    throw InputError(ErrorCode::Parity,
                     "no sequence of pyraminx moves reaches this state (pieces swapped or turned)");
}

std::vector<Move> solve(const Pyraminx& start) {
  require_reachable(start);
  int d = body_distance(start);
  std::vector<Move> out;
  Pyraminx p = start;
  const std::vector<Move> moves = body_moves();
  // Down the table: each state at distance d > 0 has a move to one at d - 1.
  while (d > 0) {
    for (const Move& m : moves) {
      Pyraminx next = p;
      next.apply(m);
      if (body_distance(next) == d - 1) {
        out.push_back(m);
        p = next;
        break;
      }
    }
    --d;
  }
  for (int v = 0; v < kVertices; ++v) {
    const int turns = p.tip_turns_to_solve(v);
    if (turns > 0) out.push_back(Move{v, true, turns});
  }
  return out;
}

std::vector<Move> random_state_scramble(Rng& rng) {
  const Table& t = table();
  // Uniform over the states at least kMinScrambleDistance away (rejection keeps it uniform).
  Pyraminx p;
  do {
    p = t.states[rng.below(t.states.size())];
  } while (body_distance(p) < kMinScrambleDistance);
  std::vector<Move> moves = invert(solve(p));
  for (int v = 0; v < kVertices; ++v) {
    const int turns = static_cast<int>(rng.below(3));
    if (turns > 0) moves.push_back(Move{v, true, turns});
  }
  return moves;
}

double table_build_ms() { return table().build_ms; }
size_t table_states() { return table().states.size(); }

}  // namespace cubelab::pyraminx
