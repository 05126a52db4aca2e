// The skewb's complete distance table and what is made of it (solver.h).
//
// The moves R U L B never move the corner URF, so a state is its six centres and seven
// corners. The corners fall in two sets of four that never mix (the cube's two tetrads: the
// corners with x*y*z = 1, URF ULB DLF DRB, and the others), and every move is a 3-cycle of
// centres and of corners, so a reachable state has even permutations throughout. Three
// coordinates, each with its own move table, so that a move is three look-ups:
//   centres   the even permutation of the six centres                360
//   tetrad A  the even permutation of ULB DLF DRB, and their twists    3 x 27 =  81
//   tetrad B  the even permutation of UFL UBR DFR DBL, and their twists 12 x 81 = 972
// Their product, 28,343,520, is nine times the 3,149,280 reachable states (the twists obey two
// more rules, which the table finds for itself); one byte a state keeps the distance, 255 for
// a state no move reaches, so that the table also says which states are legal.
#include "cubelab/puzzles/skewb/solver.h"

#include <algorithm>
#include <span>
#include <stdexcept>

#include "cubelab/coord/ranking.h"
#include "cubelab/cube/error.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/store.h"

namespace cubelab::skewb {
namespace {

constexpr int kMoves = 2 * kAxes;                      // R R' U U' L L' B B'
constexpr std::array<int, 3> kTetradA = {2, 5, 7};     // ULB DLF DRB (URF stays)
constexpr std::array<int, 4> kTetradB = {1, 3, 4, 6};  // UFL UBR DFR DBL
constexpr int kCentreCoords = 360, kACoords = 81, kBCoords = 972;

Move move_of(int m) { return Move{m / 2, m % 2 + 1}; }

bool even(std::span<const uint8_t> perm) {
  int inversions = 0;
  for (size_t i = 0; i < perm.size(); ++i)
    for (size_t j = i + 1; j < perm.size(); ++j) inversions += perm[i] > perm[j];
  return inversions % 2 == 0;
}

// An even permutation's rank among the even ones: Lehmer ranks 2k and 2k+1 differ by a swap
// of the last two, so exactly one of them is even.
uint32_t even_rank(std::span<const uint8_t> perm) { return rank::permutation(perm) / 2; }
void unrank_even(uint32_t index, std::span<uint8_t> perm) {
  rank::unrank_permutation(2 * index, perm);
  if (!even(perm)) rank::unrank_permutation(2 * index + 1, perm);
}

// The tetrad's pieces as 0..n-1 in position order, and their twists.
template <size_t N>
uint32_t tetrad_coord(const Skewb::Pieces& p, const std::array<int, N>& positions) {
  std::array<uint8_t, N> perm{};
  uint32_t twist = 0;
  for (size_t i = 0; i < N; ++i) {
    perm[i] = static_cast<uint8_t>(
        std::find(positions.begin(), positions.end(), p.corner[positions[i]]) - positions.begin());
    twist = twist * 3 + p.twist[positions[i]];
  }
  uint32_t powers = 1;
  for (size_t i = 0; i < N; ++i) powers *= 3;
  return even_rank(perm) * powers + twist;
}

template <size_t N>
void set_tetrad(uint32_t coord, const std::array<int, N>& positions, Skewb::Pieces& p) {
  uint32_t powers = 1;
  for (size_t i = 0; i < N; ++i) powers *= 3;
  std::array<uint8_t, N> perm{};
  unrank_even(coord / powers, perm);
  uint32_t twist = coord % powers;
  for (size_t i = N; i-- > 0;) {
    p.corner[positions[i]] = static_cast<uint8_t>(positions[perm[i]]);
    p.twist[positions[i]] = static_cast<uint8_t>(twist % 3);
    twist /= 3;
  }
}

// A move on the pieces, read from the stickers once: where each centre and corner goes, and
// how far round a corner's stickers turn on the way.
struct PieceMove {
  std::array<uint8_t, 6> centre_to;
  std::array<uint8_t, 8> corner_to;
  std::array<uint8_t, 8> twist_by;
};

// Where the pieces of the solved state go under move `m`, read from the stickers: each piece
// is marked by its own colours.
PieceMove piece_move(int m) {
  Skewb s;
  s.apply(move_of(m));
  const Skewb::Pieces after = s.pieces();
  PieceMove pm{};
  for (int pos = 0; pos < 6; ++pos) pm.centre_to[after.centre[pos]] = static_cast<uint8_t>(pos);
  for (int pos = 0; pos < 8; ++pos) {
    pm.corner_to[after.corner[pos]] = static_cast<uint8_t>(pos);
    pm.twist_by[after.corner[pos]] = after.twist[pos];
  }
  return pm;
}

Skewb::Pieces apply(const Skewb::Pieces& p, const PieceMove& m) {
  Skewb::Pieces out{};
  for (int pos = 0; pos < 6; ++pos) out.centre[m.centre_to[pos]] = p.centre[pos];
  for (int pos = 0; pos < 8; ++pos) {
    out.corner[m.corner_to[pos]] = p.corner[pos];
    out.twist[m.corner_to[pos]] = static_cast<uint8_t>((p.twist[pos] + m.twist_by[pos]) % 3);
  }
  return out;
}

Skewb::Pieces solved_pieces() { return Skewb().pieces(); }

struct Coords {
  uint32_t centre, a, b;
  uint32_t index() const { return (centre * kACoords + a) * kBCoords + b; }
};

Coords coords_of(const Skewb::Pieces& p) {
  return {even_rank(p.centre), tetrad_coord(p, kTetradA), tetrad_coord(p, kTetradB)};
}

// The distance table in the table store: built once (about 0.3 s), then mapped by every
// process (a server that may not store it makes it in memory).
tables::TableSpec distance_spec() {
  tables::TableSpec s;
  s.name = "skewb-distance";
  s.parameters = "centres 360 x tetrad A 81 x tetrad B 972, a byte a state, 255 unreached";
  s.version = 1;
  s.description = "the skewb solver's distance table of its 3,149,280 states";
  s.expected_bytes = uint64_t{kCentreCoords} * kACoords * kBCoords;
  s.expected_seconds = 0.4;
  s.parallel_build = false;
  return s;
}

struct Table {
  std::vector<std::array<uint16_t, kMoves>> centre_move, a_move, b_move;
  std::span<const uint8_t> distance;
  size_t states = 0;

  Table() {
    std::array<PieceMove, kMoves> moves;
    for (int m = 0; m < kMoves; ++m) moves[m] = piece_move(m);
    // Each coordinate's move table, from a state that has it and the solved rest.
    centre_move.resize(kCentreCoords);
    for (uint32_t c = 0; c < kCentreCoords; ++c) {
      Skewb::Pieces p = solved_pieces();
      unrank_even(c, p.centre);
      for (int m = 0; m < kMoves; ++m)
        centre_move[c][m] = static_cast<uint16_t>(even_rank(apply(p, moves[m]).centre));
    }
    a_move.resize(kACoords);
    for (uint32_t a = 0; a < kACoords; ++a) {
      Skewb::Pieces p = solved_pieces();
      set_tetrad(a, kTetradA, p);
      for (int m = 0; m < kMoves; ++m)
        a_move[a][m] = static_cast<uint16_t>(tetrad_coord(apply(p, moves[m]), kTetradA));
    }
    b_move.resize(kBCoords);
    for (uint32_t b = 0; b < kBCoords; ++b) {
      Skewb::Pieces p = solved_pieces();
      set_tetrad(b, kTetradB, p);
      for (int m = 0; m < kMoves; ++m)
        b_move[b][m] = static_cast<uint16_t>(tetrad_coord(apply(p, moves[m]), kTetradB));
    }
    // Breadth first from the solved state (tables/distance_table.h).
    distance = tables::get_or_make_table(distance_spec(), [this] {
      const uint64_t solved = coords_of(solved_pieces()).index();
      return build_distance_table_bfs(
          uint64_t{kCentreCoords} * kACoords * kBCoords, std::span<const uint64_t>(&solved, 1),
          kMoves, [this](uint64_t index, int m) { return after(static_cast<uint32_t>(index), m); });
    });
    states = static_cast<size_t>(
        std::count_if(distance.begin(), distance.end(), [](uint8_t d) { return d != kUnreached; }));
    if (states != kStates)
      throw std::logic_error("skewb table: " + std::to_string(states) + " states");
  }

  uint32_t after(uint32_t index, int m) const {
    const uint32_t b = index % kBCoords, a = index / kBCoords % kACoords,
                   c = index / kBCoords / kACoords;
    return Coords{centre_move[c][m], a_move[a][m], b_move[b][m]}.index();
  }
};

const Table& table() {
  static const Table t;
  return t;
}

// The state's index, or why it has none (a permutation no moves make).
uint32_t index_of(const Skewb& s) {
  const Skewb::Pieces p = s.pieces();
  if (p.corner[0] != 0 || p.twist[0] != 0)
    throw std::logic_error("skewb: the corner URF is not in place");
  for (int pos : kTetradA)
    if (std::find(kTetradA.begin(), kTetradA.end(), p.corner[pos]) == kTetradA.end())
      throw InputError(ErrorCode::Corner,
                       "a corner is where no move brings it (the corners URF ULB DLF DRB and "
                       "UFL UBR DFR DBL never mix)");
  std::array<uint8_t, 3> a{};
  std::array<uint8_t, 4> b{};
  for (size_t i = 0; i < 3; ++i) a[i] = p.corner[kTetradA[i]];
  for (size_t i = 0; i < 4; ++i) b[i] = p.corner[kTetradB[i]];
  if (!even(p.centre))
    throw InputError(ErrorCode::Parity, "two centres are swapped (no move sequence does that)");
  if (!even(a) || !even(b))
    throw InputError(ErrorCode::Parity, "two corners are swapped (no move sequence does that)");
  return coords_of(p).index();
}

// Down the table from `index` at distance `d`, each move to a state one nearer.
std::vector<Move> descend(uint32_t index, int d) {
  const Table& t = table();
  std::vector<Move> out;
  while (d > 0) {
    for (int m = 0; m < kMoves; ++m) {
      const uint32_t next = t.after(index, m);
      if (t.distance[next] == d - 1) {
        out.push_back(move_of(m));
        index = next;
        break;
      }
    }
    --d;
  }
  return out;
}

// A solution of exactly `length` moves from `index`, never turning one corner twice in a
// row, the moves tried in a random order (TNoodle's generateExactly does the same).
bool exactly(uint32_t index, int length, int last_axis, Rng& rng, std::vector<Move>& out) {
  const Table& t = table();
  if (length == 0) return t.distance[index] == 0;
  if (t.distance[index] > length) return false;
  const int offset = static_cast<int>(rng.below(kMoves));
  for (int k = 0; k < kMoves; ++k) {
    const int m = (k + offset) % kMoves;
    if (m / 2 == last_axis) continue;
    out.push_back(move_of(m));
    if (exactly(t.after(index, m), length - 1, m / 2, rng, out)) return true;
    out.pop_back();
  }
  return false;
}

}  // namespace

void check_reachable(const Skewb& s) {
  const uint32_t index = index_of(s);
  if (table().distance[index] == kUnreached)
    throw InputError(ErrorCode::Twist, "the corners are twisted as no move sequence twists them");
}

int distance(const Skewb& s) {
  try {
    const uint8_t d = table().distance[index_of(s)];
    return d == kUnreached ? -1 : d;
  } catch (const InputError&) {
    return -1;
  }
}

std::vector<Move> solve(const Skewb& s) {
  check_reachable(s);
  const uint32_t index = index_of(s);
  return descend(index, table().distance[index]);
}

std::vector<Move> random_state_scramble(Rng& rng) {
  const Table& t = table();
  // Uniform over the states at least kMinScrambleDistance away: any index, drawn again while
  // it is unreachable or too near (rejection keeps it uniform).
  uint32_t index;
  do {
    index = static_cast<uint32_t>(rng.below(t.distance.size()));
  } while (t.distance[index] == kUnreached || t.distance[index] < kMinScrambleDistance);
  std::vector<Move> solution;
  if (!exactly(index, kScrambleLength, -1, rng, solution))
    throw std::logic_error("skewb: no scramble of exactly 11 moves");
  return invert(solution);
}

void register_tables() {
  const tables::TableSpec s = distance_spec();
  tables::register_catalog_entry({s.name, s.description, "skewb", [] { table(); }});
}

size_t table_states() { return table().states; }
size_t table_bytes() {
  const Table& t = table();
  return t.distance.size() +
         (t.centre_move.size() + t.a_move.size() + t.b_move.size()) * kMoves * sizeof(uint16_t);
}

std::vector<size_t> distance_counts() {
  std::vector<size_t> counts;
  for (uint8_t d : table().distance) {
    if (d == kUnreached) continue;
    if (d >= counts.size()) counts.resize(d + 1);
    ++counts[d];
  }
  return counts;
}

}  // namespace cubelab::skewb
