#include "cubelab/solvers/twophase/phase1_moves.h"

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <vector>

#include "cubelab/base/thread_pool.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/solvers/twophase/tables.h"
#include "cubelab/tables/packed.h"

namespace cubelab::twophase {

MoveMasks::MoveMasks() {
  for (int s = 0; s < 16; ++s)
    for (Move m = 0; m < kMoves; ++m) {
      const Move stored = conjugate_move(m, s);
      const int bit = stored % 3;
      for (int nibble = 0; nibble < 16; ++nibble) {
        const bool away = nibble & 8, marked = nibble >> bit & 1;
        const int delta = marked ? (away ? 1 : -1) : 0;
        uint64_t& r = remap_[s][move_face(stored)][nibble];
        if (delta < 0) r |= uint64_t{1} << m;
        if (delta <= 0) r |= uint64_t{1} << (32 + m);
      }
    }
}

namespace {

// The nibble of one face from the distances of its three children.
uint32_t face_nibble(int d, const int child[3]) {
  bool closer = false, farther = false;
  for (int k = 0; k < 3; ++k) {
    closer = closer || child[k] < d;
    farther = farther || child[k] > d;
    if (child[k] < d - 1 || child[k] > d + 1) throw std::logic_error("phase-1 table inconsistent");
  }
  if (closer && farther) throw std::logic_error("phase-1 table: a face turn both ways");
  uint32_t nibble = farther ? 8 : 0;
  for (int k = 0; k < 3; ++k)
    if (child[k] != d) nibble |= 1u << k;
  return nibble;
}

}  // namespace

void build_phase1_moves(const Coords& c, const uint8_t* phase1, uint32_t* out, int threads,
                        const std::function<void(double)>& progress) {
  const auto& sym = c.flip_slice_sym;
  std::atomic<uint32_t> done{0};
  // The children's distances of one class, child[m][twist]: a buffer per thread.
  std::vector<std::vector<uint8_t>> children(static_cast<size_t>(std::max(1, threads)));
  parallel_for(threads, kFlipSliceClasses, [&](uint64_t item, int thread) {
    const uint32_t cls = static_cast<uint32_t>(item);
    std::vector<uint8_t>& child = children[static_cast<size_t>(thread)];
    child.resize(size_t{kMoves} * coord::kTwist);
    const uint32_t rep = sym.representative(cls);
    const uint32_t flip = rep % coord::kFlip, slice = rep / coord::kFlip;
    // A move takes the whole class row to one other row: walk it row by row.
    for (Move m = 0; m < kMoves; ++m) {
      const uint32_t p = sym.packed(c.ud_slice(slice, m) * coord::kFlip + c.flip(flip, m));
      const uint64_t base = uint64_t{p >> 8} * coord::kTwist;
      const int s = static_cast<int>(p & 0xFF);
      uint8_t* row = &child[size_t{m} * coord::kTwist];
      for (uint32_t tw = 0; tw < coord::kTwist; ++tw)
        row[tw] = tables::nibble(phase1, base + c.twist_conj(c.twist(tw, m), s));
    }
    const uint64_t first = uint64_t{cls} * coord::kTwist;
    for (uint32_t tw = 0; tw < coord::kTwist; ++tw) {
      const int d = tables::nibble(phase1, first + tw);
      uint32_t entry = static_cast<uint32_t>(d);
      for (int f = 0; f < 6; ++f) {
        const int three[3] = {child[(3 * f) * coord::kTwist + tw],
                              child[(3 * f + 1) * coord::kTwist + tw],
                              child[(3 * f + 2) * coord::kTwist + tw]};
        entry |= face_nibble(d, three) << (4 * f + 4);
      }
      out[first + tw] = entry;
    }
    if (const uint32_t n = ++done; n % 512 == 0) progress(double(n) / kFlipSliceClasses);
  });
}

}  // namespace cubelab::twophase
