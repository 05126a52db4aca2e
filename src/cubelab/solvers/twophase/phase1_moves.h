#pragma once
// The phase-1 table with moves (docs/twophase.md, "Phase-1 table with moves"): for every
// entry of the phase-1 distance table, its distance d and how each of the 18 face turns
// changes it. The search then reads one entry for each node it expands, and knows from it
// which children to expand, instead of reading the entries of all 18 children to drop most
// of them (the idea of cube20src and rob-twophase).
//
// An entry is 32 bits: bits 0-3 hold d, bits 4f+4 .. 4f+7 the nibble of face f. The three
// turns of one face lead to positions one move apart from each other, so their distances
// never include both d-1 and d+1. Bit 3 of the nibble says which side they are on ("away":
// each is d or d+1; otherwise d-1 or d), and bit k (k = 0, 1, 2 for the quarter turn, the
// half turn, the inverse quarter turn) marks a turn whose child is not at distance d.
//
// Entries describe the stored (representative) frame. A cube found at symmetry s stands
// for conjugate(cube, s), whose child by conjugate_move(m, s) is the stored frame's view of
// the child by m; MoveMasks translates an entry's nibbles into the cube's own moves.
#include <array>
#include <cstdint>
#include <functional>

namespace cubelab::twophase {

struct Coords;

// Bits 0-3 of an entry.
inline int phase1_entry_distance(uint32_t entry) { return static_cast<int>(entry & 15); }

class MoveMasks {
 public:
  MoveMasks();  // tables for the 16 symmetries that keep the U-D axis

  struct Masks {
    uint32_t closer;       // moves to a child at distance d - 1
    uint32_t not_farther;  // moves to a child at distance d - 1 or d
  };
  // The masks of a cube whose entry was read at symmetry `sym`, in the cube's own moves.
  Masks masks(uint32_t entry, int sym) const {
    uint64_t both = 0;
    for (int f = 0; f < 6; ++f) both |= remap_[sym][f][entry >> (4 * f + 4) & 15];
    return {static_cast<uint32_t>(both), static_cast<uint32_t>(both >> 32)};
  }

 private:
  // remap_[s][f][nibble]: closer | not_farther << 32 over the cube's moves whose
  // conjugate by s turns stored face f.
  std::array<std::array<std::array<uint64_t, 16>, 6>, 16> remap_{};
};

// Fills `out` (kPhase1Entries entries) from the phase-1 distance table (nibbles) on
// `threads` threads; `progress` (thread-safe) gets the fraction done.
void build_phase1_moves(const Coords& c, const uint8_t* phase1, uint32_t* out, int threads,
                        const std::function<void(double)>& progress);

}  // namespace cubelab::twophase
