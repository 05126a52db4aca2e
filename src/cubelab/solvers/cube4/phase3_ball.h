#pragma once
// Phase 3's goal seen from nearby: every phase-3 state (centres.h, edges.h) within a few
// moves of the reduced cube, with its distance. Phase 3's search (search.h) looks its last
// moves up here instead of searching them, as a meet-in-the-middle search does: a node that
// many moves from the end of its depth is solved by one lookup, or cut when it is not there.
// An IDA* tree is widest near its end: within 6 moves of it lie two fifths of phase 3's
// nodes, within 7 two thirds.
//
// The states are held by their classes under the 8 symmetries the pairing table uses
// (edges.h: those that keep phase 3's moves and the wing types), which keep the distance: a
// state's key is its pairing's table entry (the symmetry that takes its E slots to their
// class's representative applied to the whole pairing) beside its centre index after the same
// symmetry (a symmetry takes each axis' coordinate to an axis' coordinate, read off split_moves
// here); where symmetries keep the representative's E slots, the least of the keys they give.
// The 13.4 million states within 7 moves are 1,690,524 keys, in 32 MiB: held as they are,
// the 1.28 million within 6 took 36 MiB, and those within 7 would take 288. Measured on 100
// random 4x4x4 states, one thread (`cubelab bench -p 4x4x4 -s cube4`, alternating runs):
// radius 6 as they are, 0.47 and 0.50 s a cube; radius 7 by classes, 0.38 and 0.42 (as they
// are, 288 MiB: 0.41); the same lengths (44.3-44.4 OBTM). Radius 5 saved less; huge pages for
// the table's memory made no difference.
//
// The shell: the 15.6 million classes exactly 8 moves away would take 256 MiB as the ball
// holds its keys, so only whether a state may be among them is kept, in a Bloom filter of
// 32 MiB (a key's 4 bits in one 64-byte block; about 2 in 1,000 of the states farther away
// pass). The search cuts a node 8 moves from the end of its depth that is neither in the ball
// nor in the shell before it makes its children. The same 100 states: 0.40 and 0.39 s a cube
// without the shell, 0.28 and 0.31 with it (16 MiB of shell, 2 in 100 passing: 0.32 and
// 0.32); with the pairing table's bound read first and the key made only within it, 0.26 and
// 0.26.
//
// Built by a breadth-first search from the goal over phase 3's moves (closed under inverses,
// so the distance from the goal is the distance to it), one state of each class expanded, in
// 0.3 s, then the shell from the last level's neighbours, in 2 s; get()'s is kept in the
// table store (kTableName), so that later processes map it.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "cubelab/cube/byte_cube.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/cube4/edges.h"

namespace cubelab::cube4 {

// A phase-3 state: the three axes' centre coordinates (centres.h's split_moves), the reduced
// parity and the pairing in edges.h's vector form.
struct Phase3State {
  Bytes16 pairing;
  std::array<uint8_t, 3> axis;
  uint8_t parity;
};

inline uint64_t phase3_centre_index(const Phase3State& s) {
  return ((s.axis[0] * 70u + s.axis[1]) * 70u + s.axis[2]) * 2u + s.parity;
}

// The state of a cube after phase 2: its centres (c.reduced_parity_odd set) and pairing.
Phase3State phase3_state(const Centres& c, const Pairing& pairing);
// The state after phase-3 move m (centres.h's index).
Phase3State phase3_after(const Phase3State& s, int m);
// The goal: centres solved, edges paired, the reduced parity even.
Phase3State phase3_goal();

class Phase3Ball {
 public:
  static constexpr int kFar = 255;  // distance() of a state beyond the radius
  // Every state within `radius` moves of the goal (at most 7: a distance takes 3 bits), and
  // the shell of those one move beyond (in_shell), built in memory (the shell on `threads`
  // threads).
  explicit Phase3Ball(int radius, int threads = 1);
  // Not copied: its slots may be its own.
  Phase3Ball(const Phase3Ball&) = delete;
  Phase3Ball& operator=(const Phase3Ball&) = delete;
  Phase3Ball(Phase3Ball&&) = default;
  // The one search.h uses (kRadius), from the table store (built there on first use).
  static const Phase3Ball& get();
  static constexpr int kRadius = 7;
  // Its name in the table store, and a line on what it holds.
  static constexpr const char* kTableName = "cube4-phase3-ball";
  static constexpr const char* kTableDescription =
      "4x4x4 phase 3: its states within 7 moves of the reduced cube, by their classes under 8 "
      "symmetries, with their distances, and a filter of those 8 moves away (cube4)";

  // What get()'s ball holds in memory: its keys in 2^22 slots of 8 bytes and its shell (a
  // test checks them), counted with cube4's tables against a memory budget (centres.h).
  static constexpr uint64_t kSlotBytes = (uint64_t{1} << 22) * 8;
  static constexpr uint64_t kShellBytes = uint64_t{1} << 25;
  static constexpr uint64_t kBytes = kSlotBytes + kShellBytes;

  // The key of `s`'s class (above): below 2^45. (Inline: the search makes one for each
  // child of its last searched level.)
  [[gnu::always_inline]] uint64_t key(const Phase3State& s) const {
    const uint32_t e = pc_->e_class[e_slots_digits(s.pairing)];
    const Phase3State r = after_symmetry(s, static_cast<int>(e & 15));
    const uint64_t key = key_as_is(r, e >> 4);
    return pc_->keeping[e >> 4].empty() ? key : least_key(r, e >> 4, key);
  }
  int distance(uint64_t key) const {
    for (uint64_t i = slot(key);; i = (i + 1) & mask_) {
      if (slots_[i] >> 3 == key) return static_cast<int>(slots_[i] & 7);
      if (slots_[i] == kEmpty) return kFar;
    }
  }
  // Where the lookup of `key` starts, for a prefetch.
  const void* address(uint64_t key) const { return &slots_[slot(key)]; }

  // Whether the state of `key`, not within the radius, may be one move beyond it: false
  // only for a state that is not (a Bloom filter, B. H. Bloom, "Space/time trade-offs in
  // hash coding with allowable errors", 1970: of the states farther away a few in a hundred
  // pass).
  [[gnu::always_inline]] bool in_shell(uint64_t key) const {
    const uint64_t h = shell_hash(key);
    const uint64_t* block = &shell_[(h >> shell_shift_) * kShellWords];
    for (int i = 0; i < kShellBits; ++i) {
      const uint64_t bit = h >> (9 * i) & 511;
      if (!(block[bit >> 6] >> (bit & 63) & 1)) return false;
    }
    return true;
  }
  const void* shell_address(uint64_t key) const {
    return &shell_[(shell_hash(key) >> shell_shift_) * kShellWords];
  }

  int radius() const { return radius_; }
  size_t size() const { return size_; }  // keys
  uint64_t bytes() const { return slots_.size_bytes() + shell_.size_bytes(); }

  // Symmetry k's action on the centre coordinate: axis a's coordinate v becomes axis
  // to_axis[a]'s value[a][v] (the parity stays).
  struct CentreSymmetry {
    std::array<uint8_t, 3> to_axis;
    std::array<std::array<uint8_t, 70>, 3> value;
  };

 private:
  static constexpr uint64_t kEmpty = ~uint64_t{0};  // no key: keys are below 2^45
  uint64_t slot(uint64_t key) const { return (key * 0x9E37'79B9'7F4A'7C15ull) >> shift_ & mask_; }
  // The shell's blocks are a cache line each: a key's bits all lie in one.
  static constexpr int kShellWords = 8, kShellBits = 4;
  static uint64_t shell_hash(uint64_t key) {  // MurmurHash3's finaliser
    key ^= key >> 33;
    key *= 0xFF51'AFD7'ED55'8CCDull;
    key ^= key >> 33;
    key *= 0xC4CE'B9FE'1A85'EC53ull;
    return key ^ key >> 33;
  }
  void shell_insert(uint64_t key);
  // The slots of a ball of `radius` kept in the table store (`slots`, 2^k of them).
  Phase3Ball(int radius, std::span<const uint64_t> slots, std::span<const uint64_t> shell);
  void use(std::span<const uint64_t> slots);  // its mask, shift and count
  bool insert(uint64_t key, int distance);
  void grow(size_t capacity);
  // `s` after symmetry k.
  [[gnu::always_inline]] Phase3State after_symmetry(const Phase3State& s, int k) const {
    Phase3State r;
    r.pairing = pairing_conjugate(*pc_, s.pairing, k);
    const CentreSymmetry& c = centre_symmetry_[k];
    for (int a = 0; a < 3; ++a) r.axis[c.to_axis[a]] = c.value[a][s.axis[a]];
    r.parity = s.parity;
    return r;
  }
  // The key of `r`, whose E slots are those of class `e_class`'s representative, as it is.
  uint64_t key_as_is(const Phase3State& r, uint32_t e_class) const {
    const uint64_t entry =
        e_class * uint64_t{kPairOrders} + pairing_order(*pc_, e_class, r.pairing);
    return entry << 20 | phase3_centre_index(r);
  }
  // A representative that symmetries keep stands for its class several ways: the least key
  // of those (`key` that of `r`).
  uint64_t least_key(const Phase3State& r, uint32_t e_class, uint64_t key) const;

  int radius_;
  const PairCoordinate* pc_;
  size_t size_ = 0;
  int shift_ = 0;
  uint64_t mask_ = 0;
  std::span<const uint64_t> slots_;  // key << 3 | distance: owned_'s, or the table store's
  std::vector<uint64_t> owned_;
  std::span<const uint64_t> shell_;  // kShellWords a block: shell_owned_'s or the store's
  std::vector<uint64_t> shell_owned_;
  int shell_shift_ = 64;
  std::array<CentreSymmetry, kPairSymmetries> centre_symmetry_;
};

}  // namespace cubelab::cube4
