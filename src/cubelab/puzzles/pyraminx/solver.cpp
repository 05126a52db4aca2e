// The pyraminx's complete distance table and what is made of it (solver.h).
#include "cubelab/puzzles/pyraminx/solver.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "cubelab/cube/error.h"

namespace cubelab::pyraminx {
namespace {

constexpr int kBodyMoves = 2 * kVertices;
constexpr uint8_t kUnreached = 255;

// The eight moves of the body: U L R B, each clockwise and anticlockwise.
std::vector<Move> body_moves() {
  std::vector<Move> out;
  for (int v = 0; v < kVertices; ++v)
    for (int t = 1; t <= 2; ++t) out.push_back(Move{v, false, t});
  return out;
}

// The body (the state without its tips) is two parts that no move mixes: the six edges (12
// stickers, one orbit of the body moves: 6!/2 even orders x 2^5 flips = 11,520 states) and
// the four axial centres (12 stickers, each centre's three turning in place: 3^4 = 81). Each
// part's states are numbered as a breadth-first search from solved meets them, each with its
// move table; a body state is its edges' number * 81 + its centres', and its distance is one
// byte of 933,120, found breadth first over those numbers (milliseconds, where a search over
// whole sticker states took a second).
class Part {
 public:
  // `positions`: the part's stickers; `body`: every sticker off the tips, in order.
  Part(std::vector<int> positions, const std::vector<int>& body)
      : positions_(std::move(positions)) {
    for (int i : positions_) {
      const auto rank = std::find(body.begin(), body.end(), i) - body.begin();
      shifts_.push_back(static_cast<int>(2 * (std::ssize(body) - 1 - rank)));
    }
    states_.push_back(Pyraminx());
    index_.emplace(key(states_[0]), 0);
    const std::vector<Move> moves = body_moves();
    for (size_t i = 0; i < states_.size(); ++i) {
      std::array<uint32_t, kBodyMoves> next{};
      for (size_t m = 0; m < moves.size(); ++m) {
        Pyraminx p = states_[i];
        p.apply(moves[m]);
        const auto [it, added] = index_.emplace(key(p), static_cast<uint32_t>(states_.size()));
        if (added) states_.push_back(p);
        next[m] = it->second;
      }
      after_.push_back(next);
    }
  }
  size_t size() const { return states_.size(); }
  // The number of the part of `p`, -1 for none a move reaches.
  int64_t number(const Pyraminx& p) const {
    const auto it = index_.find(key(p));
    return it == index_.end() ? int64_t{-1} : int64_t{it->second};
  }
  uint32_t after(uint32_t number, int m) const { return after_[number][m]; }
  // Sets this part's stickers of `stickers` to those of state `number`.
  void write(uint32_t number, std::string& stickers) const {
    const std::string from = states_[number].stickers();
    for (int i : positions_) stickers[i] = from[i];
  }

 private:
  // The part's stickers' colours, two bits each, read out of the body's key
  // (Pyraminx::body_key: the stickers off the tips in order, two bits each, the first highest).
  uint32_t key(const Pyraminx& p) const {
    const uint64_t body = p.body_key();
    uint32_t k = 0;
    for (int shift : shifts_) k = k << 2 | static_cast<uint32_t>(body >> shift & 3);
    return k;
  }
  std::vector<int> positions_;
  std::vector<int> shifts_;  // where each of positions_ is in the body's key
  std::unordered_map<uint32_t, uint32_t> index_;
  std::vector<Pyraminx> states_;  // a state whose part is this one, by number
  std::vector<std::array<uint32_t, kBodyMoves>> after_;
};

// The edges' stickers, the centres', and the body's (all of them, in order): the stickers no
// tip turn moves, in the orbits of the body moves; the edges are the one orbit of 12, the
// centres the four of 3.
std::array<std::vector<int>, 3> part_positions() {
  std::array<bool, kStickers> tip{};
  for (int v = 0; v < kVertices; ++v)
    for (int i = 0; i < kStickers; ++i) tip[i] = tip[i] || sticker_permutation(v, true)[i] != i;
  std::array<int, kStickers> orbit{};
  for (int i = 0; i < kStickers; ++i) orbit[i] = i;
  auto root = [&](int i) {
    while (orbit[i] != i) i = orbit[i];
    return i;
  };
  for (int v = 0; v < kVertices; ++v)
    for (int i = 0; i < kStickers; ++i)
      if (!tip[i]) orbit[root(i)] = root(sticker_permutation(v, false)[i]);
  std::array<int, kStickers> members{};
  for (int i = 0; i < kStickers; ++i)
    if (!tip[i]) ++members[root(i)];
  std::array<std::vector<int>, 3> out;  // edges, centres, body
  for (int i = 0; i < kStickers; ++i)
    if (!tip[i]) {
      out[members[root(i)] == 12 ? 0 : 1].push_back(i);
      out[2].push_back(i);
    }
  if (out[0].size() != 12 || out[1].size() != 12)
    throw std::logic_error("pyraminx table: the body's stickers are not 12 edges and 12 centres");
  return out;
}

struct Table {
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  std::array<std::vector<int>, 3> positions = part_positions();
  Part edges{positions[0], positions[2]}, centres{positions[1], positions[2]};
  std::vector<uint8_t> distance;  // by edges * centres.size() + centres
  std::vector<uint32_t> order;    // the body states in the order the search met them
  double build_ms = 0;

  Table() {
    const auto n = static_cast<uint32_t>(centres.size());
    distance.assign(edges.size() * n, kUnreached);
    order.reserve(distance.size());
    distance[0] = 0;  // solved: both parts' number 0
    order.push_back(0);
    for (size_t i = 0; i < order.size(); ++i) {
      const uint32_t e = order[i] / n, c = order[i] % n;
      for (int m = 0; m < kBodyMoves; ++m) {
        const uint32_t next = edges.after(e, m) * n + centres.after(c, m);
        if (distance[next] != kUnreached) continue;
        distance[next] = static_cast<uint8_t>(distance[order[i]] + 1);
        order.push_back(next);
      }
    }
    if (order.size() != kBodyStates)
      throw std::logic_error("pyraminx table: " + std::to_string(order.size()) + " states");
    build_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  }

  int distance_of(const Pyraminx& p) const {
    const int64_t e = edges.number(p), c = centres.number(p);
    if (e < 0 || c < 0) return -1;
    const uint8_t d = distance[static_cast<size_t>(e) * centres.size() + static_cast<size_t>(c)];
    return d == kUnreached ? -1 : d;
  }
  // Body state `index` with solved tips.
  Pyraminx state(uint32_t index) const {
    std::string stickers = Pyraminx().stickers();
    const auto n = static_cast<uint32_t>(centres.size());
    edges.write(index / n, stickers);
    centres.write(index % n, stickers);
    return Pyraminx::from_stickers(stickers);
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

int body_distance(const Pyraminx& p) { return table().distance_of(p); }

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
    body = t.state(t.order[rng.below(t.order.size())]);
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
size_t table_states() { return table().order.size(); }

}  // namespace cubelab::pyraminx
