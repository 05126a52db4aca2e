#include "cubelab/cube/nxn/nxn_simplify.h"

#include <algorithm>
#include <array>

#include "cubelab/cube/nxn/nxn_geometry.h"

namespace cubelab::nxn {
namespace {

// A move as the block of cell coordinates it turns along its axis and its quarter turns seen
// from the axis' positive face: R and 3L' on a 3x3x3 compare as the same block.
struct Block {
  int axis, low, high, quarter_turns;
};

Block block_of(const NxnMove& m, int n) {
  const int axis = axis_of(m.face);
  if (is_positive_face(m.face)) return {axis, n - m.last_layer, n - m.first_layer, m.turns};
  return {axis, m.first_layer - 1, m.last_layer - 1, 4 - m.turns};
}

}  // namespace

void push_merged(std::vector<NxnMove>& moves, const NxnMove& move, int n) {
  const Block b = block_of(move, n);
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
    const Block e = block_of(*it, n);
    if (e.axis != b.axis) break;
    if (e.low != b.low || e.high != b.high) continue;
    const int sum = (e.quarter_turns + b.quarter_turns) % 4;
    if (sum == 0) {
      moves.erase(std::next(it).base());
    } else {
      // Written from the face the earlier turn was written from.
      it->turns = is_positive_face(it->face) ? sum : 4 - sum;
    }
    return;
  }
  moves.push_back(move);
}

int merged_obtm(std::span<const NxnMove> before, std::span<const NxnMove> after, int n) {
  // push_merged on the blocks alone (a merge keeps a block's OBTM, which its turns do not
  // change), in place: the searches that ask this do so for every candidate step.
  constexpr size_t kInPlace = 32;
  if (before.size() + after.size() > kInPlace) {
    std::vector<NxnMove> moves(before.begin(), before.end());
    for (const NxnMove& m : after) push_merged(moves, m, n);
    return obtm(moves, n);
  }
  std::array<Block, kInPlace> blocks;
  std::array<int, kInPlace> cost;
  size_t size = 0;
  const auto push = [&](const NxnMove& move) {
    const Block b = block_of(move, n);
    for (size_t i = size; i-- > 0;) {
      const Block& e = blocks[i];
      if (e.axis != b.axis) break;
      if (e.low != b.low || e.high != b.high) continue;
      const int sum = (e.quarter_turns + b.quarter_turns) % 4;
      if (sum == 0) {
        std::copy(blocks.begin() + i + 1, blocks.begin() + size, blocks.begin() + i);
        std::copy(cost.begin() + i + 1, cost.begin() + size, cost.begin() + i);
        --size;
      } else {
        blocks[i].quarter_turns = sum;
      }
      return;
    }
    blocks[size] = b;
    cost[size++] = obtm(move, n);
  };
  for (const NxnMove& m : before) {
    blocks[size] = block_of(m, n);
    cost[size++] = obtm(m, n);
  }
  for (const NxnMove& m : after) push(m);
  int total = 0;
  for (size_t i = 0; i < size; ++i) total += cost[i];
  return total;
}

std::vector<NxnMove> simplified(std::span<const NxnMove> moves, int n) {
  std::vector<NxnMove> out;
  for (const NxnMove& m : moves) push_merged(out, m, n);
  return out;
}

}  // namespace cubelab::nxn
