#include "cubelab/cube/random.h"

#include <vector>

#include "cubelab/cube/error.h"

namespace cubelab {

Rng Rng::from_optional_seed(std::optional<uint64_t> seed) {
  if (seed) return Rng(*seed);
  std::random_device device;
  uint64_t s = (static_cast<uint64_t>(device()) << 32) ^ device();
  return Rng(s);
}

uint64_t Rng::below(uint64_t n) {
  // Rejection sampling: draw until the value falls in the largest multiple of n.
  uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t x;
  do {
    x = next();
  } while (x >= limit);
  return x % n;
}

CubieCube random_state(Rng& rng) {
  CubieCube c;
  shuffle(rng, c.cp);
  shuffle(rng, c.ep);
  // Uniform permutations with matching parity: fixing a mismatch by swapping two edges is a
  // bijection between odd and even edge permutations, so the result stays uniform.
  if (c.corner_parity() != c.edge_parity()) std::swap(c.ep[0], c.ep[1]);
  int twist = 0;
  for (int i = 0; i < kCorners - 1; ++i) {
    c.co[i] = static_cast<uint8_t>(rng.below(3));
    twist += c.co[i];
  }
  c.co[kCorners - 1] = static_cast<uint8_t>((3 - twist % 3) % 3);
  int flip = 0;
  for (int i = 0; i < kEdges - 1; ++i) {
    c.eo[i] = static_cast<uint8_t>(rng.below(2));
    flip += c.eo[i];
  }
  c.eo[kEdges - 1] = static_cast<uint8_t>(flip & 1);
  return c;
}

namespace {

// One kind of piece: positions that allow a single piece keep it; the other pieces are
// shuffled over the other positions, and each gets a turn its position allows, uniformly.
// False when a piece landed where it is not allowed (the caller draws again).
template <size_t N>
bool place(const std::array<uint32_t, N>& allowed, int turns, Rng& rng,
           std::array<uint8_t, N>& perm, std::array<uint8_t, N>& ori) {
  const uint32_t all_turns = (1u << turns) - 1;
  std::array<bool, N> placed{};
  std::vector<int> open_positions, free_pieces;
  for (size_t pos = 0; pos < N; ++pos) {
    int only = -1, count = 0;
    for (size_t p = 0; p < N; ++p)
      if ((allowed[pos] >> (turns * p)) & all_turns) only = static_cast<int>(p), ++count;
    if (count == 1 && !placed[only]) {
      perm[pos] = static_cast<uint8_t>(only);
      placed[only] = true;
    } else {
      open_positions.push_back(static_cast<int>(pos));
    }
  }
  for (size_t p = 0; p < N; ++p)
    if (!placed[p]) free_pieces.push_back(static_cast<int>(p));
  if (free_pieces.size() != open_positions.size()) return false;
  for (size_t i = free_pieces.size(); i > 1; --i)
    std::swap(free_pieces[i - 1], free_pieces[rng.below(i)]);
  for (size_t i = 0; i < open_positions.size(); ++i)
    perm[open_positions[i]] = static_cast<uint8_t>(free_pieces[i]);
  for (size_t pos = 0; pos < N; ++pos) {
    const uint32_t t = (allowed[pos] >> (turns * perm[pos])) & all_turns;
    if (!t) return false;
    int choices[3], n = 0;
    for (int k = 0; k < turns; ++k)
      if ((t >> k) & 1) choices[n++] = k;
    ori[pos] = static_cast<uint8_t>(choices[rng.below(n)]);
  }
  return true;
}

}  // namespace

CubieCube random_state_reaching(const GoalAlternative& goal, Rng& rng) {
  // Rejection keeps the draw uniform over the states that are both allowed and reachable.
  for (int attempt = 0; attempt < 1000000; ++attempt) {
    CubieCube c;
    if (!place(goal.corners, 3, rng, c.cp, c.co) || !place(goal.edges, 2, rng, c.ep, c.eo))
      continue;
    if (c.is_solvable()) return c;
  }
  throw InputError(ErrorCode::Option, "no reachable state reaches this goal");
}

Alg random_moves(Rng& rng, int n) {
  Alg alg;
  int last_face = -1, before_last_face = -1;
  while (static_cast<int>(alg.moves.size()) < n) {
    int face = static_cast<int>(rng.below(kFaces));
    if (face == last_face) continue;
    if (last_face >= 0 && before_last_face >= 0 && same_axis(face, last_face) &&
        same_axis(face, before_last_face))
      continue;
    alg.moves.push_back(make_move(face, static_cast<int>(rng.below(3)) + 1));
    before_last_face = last_face;
    last_face = face;
  }
  return alg;
}

}  // namespace cubelab
