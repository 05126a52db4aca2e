// The pyraminx's complete distance table and what is made of it (solver.h).
#include "cubelab/puzzles/pyraminx/solver.h"

#include <chrono>
#include <stdexcept>

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

// Each body state's distance by its key, in an open-addressing hash with linear probing:
// 2^21 slots for the 933,120 keys (a load of 0.44), 18 MB, several times faster to fill and
// read than a node-based map. A key is never 0 (the body shows four colours).
class DistanceMap {
 public:
  DistanceMap() : keys_(kSlots, 0), distance_(kSlots, 0) {}
  // Adds `key` at `d` unless it is there; true when it was added.
  bool add(uint64_t key, uint8_t d) {
    size_t i = slot(key);
    while (keys_[i] != 0) {
      if (keys_[i] == key) return false;
      i = (i + 1) & (kSlots - 1);
    }
    keys_[i] = key;
    distance_[i] = d;
    return true;
  }
  int find(uint64_t key) const {
    for (size_t i = slot(key); keys_[i] != 0; i = (i + 1) & (kSlots - 1))
      if (keys_[i] == key) return distance_[i];
    return -1;
  }

 private:
  static constexpr size_t kSlots = size_t{1} << 21;
  static size_t slot(uint64_t key) {
    return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 43);  // the top 21 bits
  }
  std::vector<uint64_t> keys_;
  std::vector<uint8_t> distance_;
};

struct Table {
  DistanceMap distance;
  std::vector<Pyraminx> states;  // every body state, breadth-first order
  double build_ms = 0;

  Table() {
    const auto start = std::chrono::steady_clock::now();
    states.reserve(kBodyStates);
    states.push_back(Pyraminx());
    distance.add(states[0].body_key(), 0);
    const std::vector<Move> moves = body_moves();
    for (size_t i = 0; i < states.size(); ++i) {
      const auto d = static_cast<uint8_t>(distance.find(states[i].body_key()));
      for (const Move& m : moves) {
        Pyraminx next = states[i];
        next.apply(m);
        if (distance.add(next.body_key(), d + 1)) states.push_back(next);
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

// A solution of exactly `length` turns of U L R B from `p` (tips aside), never one vertex twice
// in a row, the moves tried in a random order (TNoodle's generateExactly does the same).
bool exactly(const Pyraminx& p, int length, int last_vertex, Rng& rng, std::vector<Move>& out);

}  // namespace

int body_distance(const Pyraminx& p) { return table().distance.find(p.body_key()); }

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
  // Uniform over the states kMinScrambleDistance or more from solved: a uniform state without
  // tips, and for each tip the clockwise turns that will solve it, drawn again while the two
  // together are too near (rejection keeps it uniform).
  Pyraminx body;
  std::array<int, kVertices> tip_turns{};
  int d = 0;
  do {
    body = t.states[rng.below(t.states.size())];
    d = body_distance(body);
    for (int& turns : tip_turns) {
      turns = static_cast<int>(rng.below(3));
      d += turns != 0;
    }
  } while (d < kMinScrambleDistance);
  std::vector<Move> solution;
  if (!exactly(body, kScrambleLength, -1, rng, solution))
    throw std::logic_error("pyraminx: no scramble of exactly 11 moves");
  std::vector<Move> moves = invert(solution);
  Pyraminx p;
  p.apply(moves);
  for (int v = 0; v < kVertices; ++v) {
    // k clockwise turns of the tip leave it needing tip_turns[v] to be solved.
    const int k = (p.tip_turns_to_solve(v) - tip_turns[v] + 3) % 3;
    if (k != 0) moves.push_back(Move{v, true, k});
  }
  return moves;
}

namespace {

bool exactly(const Pyraminx& p, int length, int last_vertex, Rng& rng, std::vector<Move>& out) {
  const int d = body_distance(p);
  if (length == 0) return d == 0;
  if (d > length) return false;
  const std::vector<Move> moves = body_moves();
  const size_t offset = rng.below(moves.size());
  for (size_t k = 0; k < moves.size(); ++k) {
    const Move& m = moves[(k + offset) % moves.size()];
    if (m.vertex == last_vertex) continue;
    Pyraminx next = p;
    next.apply(m);
    out.push_back(m);
    if (exactly(next, length - 1, m.vertex, rng, out)) return true;
    out.pop_back();
  }
  return false;
}

}  // namespace

double table_build_ms() { return table().build_ms; }
size_t table_states() { return table().states.size(); }

}  // namespace cubelab::pyraminx
