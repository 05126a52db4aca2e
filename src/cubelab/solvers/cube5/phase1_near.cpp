#include "cubelab/solvers/cube5/phase1_near.h"

#include <fmt/format.h>

#include "cubelab/cube/move.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/reduction/centre_orbits.h"
#include "cubelab/tables/store.h"

namespace cubelab::cube5 {
namespace {

// The states before the last depth while they are found: open addressing on the pair of
// masks, grown as it fills.
class NearSet {
 public:
  // Whether the key was new.
  bool insert(uint64_t key) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    if (!place(slots_, key)) return false;
    ++count_;
    return true;
  }

 private:
  static constexpr uint64_t kEmpty = ~uint64_t{0};
  static bool place(std::vector<uint64_t>& slots, uint64_t key) {
    const uint64_t mask = slots.size() - 1;
    for (uint64_t h = key * 0x9E3779B97F4A7C15ull >> 20 & mask;; h = (h + 1) & mask) {
      if (slots[h] == kEmpty) {
        slots[h] = key;
        return true;
      }
      if (slots[h] == key) return false;
    }
  }
  void grow() {
    std::vector<uint64_t> bigger(std::max<size_t>(1024, 2 * slots_.size()), kEmpty);
    for (uint64_t key : slots_)
      if (key != kEmpty) place(bigger, key);
    slots_ = std::move(bigger);
  }
  std::vector<uint64_t> slots_;
  size_t count_ = 0;
};

tables::TableSpec near_spec(const CentreStage& stage, int depth) {
  tables::TableSpec spec;
  spec.name = "reduction-centres-near-" + stage.key();
  spec.parameters = fmt::format(
      "centre stage {}: two orbits' U/D masks within {} of its {} moves, 2^26 hashed entries "
      "of 4 bits",
      stage.key(), depth, stage.moves());
  spec.description =
      "a big cube's centre stage (the 5x5x5's and others'), phase 1's joint distance of its "
      "two orbits near the goal, hashed (solvers/cube5/phase1_near.h)";
  spec.expected_bytes = uint64_t{1} << 25;
  spec.expected_seconds = 3;
  spec.parallel_build = false;
  return spec;
}

}  // namespace

Phase1Near::Phase1Near(const CentreStage& stage)
    : depth_(stage.moves() <= 36 ? 6 : 5),
      nibbles_(tables::get_or_make_table(near_spec(stage, depth_),
                                         [&] { return build(stage, depth_); })) {}

std::vector<uint8_t> Phase1Near::build(const CentreStage& stage, int depth) {
  std::vector<uint8_t> nibbles(size_t{1} << (kHashBits - 1),
                               static_cast<uint8_t>((depth + 1) * 0x11));
  auto lower = [&](const Centres& c, int distance) {
    const uint64_t h = hash(c.ud[0], c.ud[1]);
    uint8_t& byte = nibbles[h >> 1];
    const int shift = static_cast<int>(h & 1) * 4;
    if ((byte >> shift & 0xF) > distance)
      byte = static_cast<uint8_t>((byte & ~(0xF << shift)) | distance << shift);
  };
  Centres goal;
  const uint32_t ud = reduction::face_positions(U) | reduction::face_positions(D);
  goal.ud = {ud, ud};
  NearSet seen;
  seen.insert(uint64_t{ud} << 24 | ud);
  lower(goal, 0);
  std::vector<Centres> level = {goal};
  for (int d = 1; d <= depth; ++d) {
    std::vector<Centres> next;
    for (const Centres& c : level)
      for (int m = 0; m < stage.moves(); ++m) {
        const Centres child = stage.apply(c, m);
        // The last level's states are not stored: a child already in the set is nearer, and
        // its entry holds at most its distance, which lowering to `depth` leaves.
        if (d == depth || seen.insert(uint64_t{child.ud[0]} << 24 | child.ud[1])) {
          lower(child, d);
          if (d < depth) next.push_back(child);
        }
      }
    level = std::move(next);
  }
  return nibbles;
}

}  // namespace cubelab::cube5
