#include "cubelab/solvers/cube4/phase3_ball.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>

#include "cubelab/base/thread_pool.h"
#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/tables/store.h"

namespace cubelab::cube4 {

Phase3State phase3_after(const Phase3State& s, int m) {
  static const auto& split = split_moves();
  static const auto& pc = pair_coordinate();
  static const auto flips = [] {
    std::array<uint8_t, kMoves> f{};
    for (int i = 0; i < kMoves; ++i) f[i] = flips_reduced_parity(i) ? 1 : 0;
    return f;
  }();
  Phase3State next;
  for (int a = 0; a < 3; ++a) next.axis[a] = split[a][s.axis[a]][m];
  next.parity = s.parity ^ flips[m];
  next.pairing = pairing_after(pc, s.pairing, m);
  return next;
}

Phase3State phase3_state(const Centres& c, const Pairing& pairing) {
  const uint64_t index = phase_index(3, c);
  Phase3State s;
  s.parity = static_cast<uint8_t>(index % 2);
  s.axis = {static_cast<uint8_t>(index / 2 / 4900), static_cast<uint8_t>(index / 2 / 70 % 70),
            static_cast<uint8_t>(index / 2 % 70)};
  s.pairing = pairing_vector(pairing);
  return s;
}

Phase3State phase3_goal() {
  Pairing identity{};
  for (int s = 0; s < 12; ++s) identity[s] = static_cast<uint8_t>(s);
  return phase3_state(centres_of(nxn::NxnCube(kN), false), identity);
}

namespace {

// Symmetry k's action on the centre coordinate, axis by axis, found by following phase 3's
// moves from the goal: where move m takes an axis' coordinate, the move the symmetry makes
// of m (PairCoordinate::move) takes its image. The one axis for which that holds without a
// contradiction is the axis the symmetry takes it to. (The coordinates phase 3 cannot reach
// from its goal, 0xFF here, are never met.)
std::array<Phase3Ball::CentreSymmetry, kPairSymmetries> centre_symmetries(
    const PairCoordinate& pc) {
  constexpr uint8_t kUnset = 0xFF;
  const auto& split = split_moves();
  const std::vector<int> moves = phase_moves(3);
  const Phase3State goal = phase3_goal();
  std::array<Phase3Ball::CentreSymmetry, kPairSymmetries> out{};
  for (int k = 0; k < kPairSymmetries; ++k) {
    for (int m : moves)
      if (flips_reduced_parity(m) != flips_reduced_parity(pc.move[k][m]))
        throw std::logic_error("cube4: a symmetry changes the reduced parity");
    for (int a = 0; a < 3; ++a) {
      int found = 0;
      for (int b = 0; b < 3; ++b) {
        std::array<uint8_t, 70> image;
        image.fill(kUnset);
        image[goal.axis[a]] = goal.axis[b];
        std::vector<uint8_t> todo = {goal.axis[a]};
        bool holds = true;
        for (size_t i = 0; i < todo.size() && holds; ++i)
          for (int m : moves) {
            const uint8_t v = todo[i], next = split[a][v][m];
            const uint8_t next_image = split[b][image[v]][pc.move[k][m]];
            if (image[next] == kUnset) {
              image[next] = next_image;
              todo.push_back(next);
            } else if (image[next] != next_image) {
              holds = false;
              break;
            }
          }
        if (!holds) continue;
        ++found;
        out[k].to_axis[a] = static_cast<uint8_t>(b);
        out[k].value[a] = image;
      }
      if (found != 1) throw std::logic_error("cube4: a symmetry's action on the centres");
    }
  }
  return out;
}

}  // namespace

uint64_t Phase3Ball::least_key(const Phase3State& r, uint32_t e_class, uint64_t key) const {
  for (int k : pc_->keeping[e_class]) key = std::min(key, key_as_is(after_symmetry(r, k), e_class));
  return key;
}

void Phase3Ball::use(std::span<const uint64_t> slots) {
  if (!std::has_single_bit(slots.size()))
    throw std::logic_error("cube4: phase 3's ball has a slot count not a power of 2");
  slots_ = slots;
  mask_ = slots.size() - 1;
  shift_ = 64 - std::countr_zero(slots.size());
}

bool Phase3Ball::insert(uint64_t key, int distance) {
  for (uint64_t i = slot(key);; i = (i + 1) & mask_) {
    if (owned_[i] >> 3 == key) return false;
    if (owned_[i] == kEmpty) {
      owned_[i] = key << 3 | static_cast<uint64_t>(distance);
      ++size_;
      return true;
    }
  }
}

void Phase3Ball::grow(size_t capacity) {
  std::vector<uint64_t> old = std::move(owned_);
  owned_.assign(capacity, kEmpty);
  use(owned_);
  size_ = 0;
  for (uint64_t v : old)
    if (v != kEmpty) insert(v >> 3, static_cast<int>(v & 7));
}

void Phase3Ball::shell_insert(uint64_t key) {
  const uint64_t h = shell_hash(key);
  uint64_t* block = &shell_owned_[(h >> shell_shift_) * kShellWords];
  // Atomic: the shell is filled by several threads (an OR, so in any order the same bits).
  // The compilers' builtin: the WebAssembly build's C++ library (emscripten's libc++ of clang
  // 14) has no std::atomic_ref.
  for (int i = 0; i < kShellBits; ++i) {
    const uint64_t bit = h >> (9 * i) & 511;
    __atomic_fetch_or(&block[bit >> 6], uint64_t{1} << (bit & 63), __ATOMIC_RELAXED);
  }
}

Phase3Ball::Phase3Ball(int radius, std::span<const uint64_t> slots, std::span<const uint64_t> shell)
    : radius_(radius), pc_(&pair_coordinate()) {
  centre_symmetry_ = centre_symmetries(*pc_);
  use(slots);
  shell_ = shell;
  shell_shift_ = 64 - std::countr_zero(shell.size() / kShellWords);
  size_ = static_cast<size_t>(
      std::count_if(slots.begin(), slots.end(), [](uint64_t v) { return v != kEmpty; }));
}

Phase3Ball::Phase3Ball(int radius, int threads) : radius_(radius), pc_(&pair_coordinate()) {
  if (radius < 0 || radius > 7) throw std::invalid_argument("cube4: phase 3's ball radius");
  centre_symmetry_ = centre_symmetries(*pc_);
  const std::vector<int> moves = phase_moves(3);
  grow(1024);
  // Level by level, each about twelve times the last (phase 3's moves less those that undo
  // or repeat the last turn's axis, less the classes met before); the table kept at most half
  // full. A state's neighbours are made and their slots fetched together, so that the cache
  // misses of their inserts overlap; a neighbour of a new class is expanded at the next level.
  std::vector<Phase3State> level = {phase3_goal()}, next;
  insert(key(level[0]), 0);
  std::vector<Phase3State> near(moves.size());
  std::vector<uint64_t> keys(moves.size());
  for (int d = 1; d <= radius; ++d) {
    const size_t expected = size_ + level.size() * 12;
    if (2 * expected > slots_.size()) grow(std::bit_ceil(2 * expected));
    next.clear();
    for (const Phase3State& s : level) {
      if (2 * (size_ + moves.size()) > slots_.size()) grow(2 * slots_.size());
      for (size_t i = 0; i < moves.size(); ++i) {
        near[i] = phase3_after(s, moves[i]);
        keys[i] = key(near[i]);
        __builtin_prefetch(address(keys[i]));
      }
      for (size_t i = 0; i < moves.size(); ++i)
        if (insert(keys[i], d)) next.push_back(near[i]);
    }
    level.swap(next);
  }
  // The shell: the neighbours of the last level's classes that the ball does not hold (a
  // class met twice sets the same bits), the level's states shared among the threads in
  // chunks.
  shell_owned_.assign(kShellBytes / sizeof(uint64_t), 0);
  shell_ = shell_owned_;
  shell_shift_ = 64 - std::countr_zero(shell_owned_.size() / kShellWords);
  constexpr size_t kChunk = 4096;
  std::vector<std::vector<uint64_t>> thread_keys(static_cast<size_t>(std::max(1, threads)),
                                                 std::vector<uint64_t>(moves.size()));
  parallel_for(threads, (level.size() + kChunk - 1) / kChunk, [&](uint64_t chunk, int thread) {
    std::vector<uint64_t>& keys = thread_keys[static_cast<size_t>(thread)];
    const size_t end = std::min(level.size(), static_cast<size_t>(chunk + 1) * kChunk);
    for (size_t k = static_cast<size_t>(chunk) * kChunk; k < end; ++k) {
      for (size_t i = 0; i < moves.size(); ++i) {
        keys[i] = key(phase3_after(level[k], moves[i]));
        __builtin_prefetch(address(keys[i]));
        __builtin_prefetch(shell_address(keys[i]));
      }
      for (size_t i = 0; i < moves.size(); ++i)
        if (distance(keys[i]) == kFar) shell_insert(keys[i]);
    }
  });
}

const Phase3Ball& Phase3Ball::get() {
  static const Phase3Ball ball = [] {
    tables::TableSpec spec;
    spec.name = kTableName;
    spec.parameters =
        "phase-3 states within 7 moves, by classes under 8 symmetries: 2^22 slots of a 45-bit "
        "key (pairing entry << 20 | centre index) << 3 | distance, Fibonacci hashing, linear "
        "probing; then those 8 moves away in a Bloom filter of 2^19 512-bit blocks, 4 bits a "
        "key by MurmurHash3's finaliser";
    spec.description = kTableDescription;
    spec.expected_bytes = kBytes;
    spec.expected_seconds = 2;
    // A lost page reads as empty slots (states not found, none found at a wrong distance, and
    // every probe ends) and as full shell blocks (their states searched, none cut wrongly).
    spec.lost_fill = 0xFF;
    const std::span<const uint8_t> data =
        tables::get_table(spec, [](tables::BuildContext& ctx) {
          const Phase3Ball built(kRadius, ctx.threads());
          if (built.slots_.size_bytes() != kSlotBytes || built.shell_.size_bytes() != kShellBytes)
            throw std::logic_error("cube4: phase 3's ball is not the size it is said to be");
          std::span<uint8_t> out = ctx.allocate(kBytes);
          std::memcpy(out.data(), built.slots_.data(), kSlotBytes);
          std::memcpy(out.data() + kSlotBytes, built.shell_.data(), kShellBytes);
          ctx.progress(1);
        }).data();
    // The store's payload is 4096-byte aligned.
    const auto* words = reinterpret_cast<const uint64_t*>(data.data());
    return Phase3Ball(kRadius, {words, kSlotBytes / sizeof(uint64_t)},
                      {words + kSlotBytes / sizeof(uint64_t), kShellBytes / sizeof(uint64_t)});
  }();
  return ball;
}

}  // namespace cubelab::cube4
