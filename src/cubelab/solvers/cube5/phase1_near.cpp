#include "cubelab/solvers/cube5/phase1_near.h"

#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/reduction/centre_orbits.h"
#include "cubelab/tables/store.h"

namespace cubelab::cube5 {
namespace {

// The states within kNearDepth - 1 moves while they are found: open addressing on the pair of
// masks (868,185 of them in 2^21 slots).
class NearSet {
 public:
  NearSet() : slots_(size_t{1} << 21, kEmpty) {}
  // Whether the key was new.
  bool insert(uint64_t key) {
    for (uint64_t h = key * 0x9E3779B97F4A7C15ull >> 43;; h = (h + 1) & (slots_.size() - 1)) {
      if (slots_[h] == kEmpty) {
        slots_[h] = key;
        return true;
      }
      if (slots_[h] == key) return false;
    }
  }

 private:
  static constexpr uint64_t kEmpty = ~uint64_t{0};
  std::vector<uint64_t> slots_;
};

tables::TableSpec near_spec() {
  tables::TableSpec spec;
  spec.name = Phase1Near::kTableName;
  spec.parameters =
      "x-centre and \"+\" centre U/D masks within 6 outer block turns, "
      "2^26 hashed entries of 4 bits";
  spec.description = Phase1Near::kTableDescription;
  spec.expected_bytes = uint64_t{1} << 25;
  spec.expected_seconds = 3;
  spec.parallel_build = false;
  return spec;
}

}  // namespace

const Phase1Near& Phase1Near::get() {
  static const Phase1Near near;
  return near;
}

Phase1Near::Phase1Near() : nibbles_(tables::get_or_make_table(near_spec(), build)) {}

std::vector<uint8_t> Phase1Near::build() {
  std::vector<uint8_t> nibbles(size_t{1} << (kHashBits - 1), (kNearDepth + 1) * 0x11);
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
  for (int d = 1; d <= kNearDepth; ++d) {
    std::vector<Centres> next;
    for (const Centres& c : level)
      for (int m = 0; m < kMoves; ++m) {
        const Centres child = apply(c, m);
        // The last level is not kept: a child seen before is nearer, and its entry is already
        // at most its distance, which lowering to kNearDepth leaves.
        if (d == kNearDepth || seen.insert(uint64_t{child.ud[0]} << 24 | child.ud[1])) {
          lower(child, d);
          if (d < kNearDepth) next.push_back(child);
        }
      }
    level = std::move(next);
  }
  return nibbles;
}

}  // namespace cubelab::cube5
