#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <vector>

#include "cubelab/cube/random.h"
#include "cubelab/solvers/optimal/search.h"
#include "cubelab/solvers/optimal/table_choice.h"

namespace cubelab::optimal {
namespace {

const TableKind kFallbackHtm{{Flips::Slice4, false}, Metric::Htm, 0};
const TableKind kFallbackQtm{{Flips::Slice4, false}, Metric::Qtm, 0};

int lookup(const CosetTable& t, const PackedCube& y, int axis) {
  const CosetSpace& sp = CosetSpace::get();
  CosetSpace::Key k = sp.key(y, axis);
  return static_cast<int>(t.nibble(t.index(k.cls, k.edges, sp.extractor())));
}

// Exact coset distances: 0 for the solved cube, at most the scramble length, and one move
// changes them by at most one (neighbouring cosets), along every axis.
TEST(CosetTableSlow, FallbackDistancesAreConsistent) {
  for (const TableKind& kind : {kFallbackHtm, kFallbackQtm}) {
    const CosetTable& t = coset_table(kind);
    for (int a = 0; a < kAxes; ++a) EXPECT_EQ(lookup(t, PackedCube::solved(), a), 0);
    Rng rng(9);
    for (int trial = 0; trial < 300; ++trial) {
      const int n = static_cast<int>(rng.below(14));
      CubieCube c;
      int length = 0;
      for (int i = 0; i < n; ++i) {
        Move m = static_cast<Move>(rng.below(kMoves));
        if (kind.metric == Metric::Qtm && move_power(m) == 2) m = static_cast<Move>(m - 1);
        c.apply(m);
        ++length;
      }
      const PackedCube v = PackedCube::from(c);
      for (int a = 0; a < kAxes; ++a) {
        const int d = lookup(t, v, a);
        ASSERT_LE(d, length);
        for (Move m = 0; m < kMoves; ++m) {
          if (kind.metric == Metric::Qtm && move_power(m) == 2) continue;
          const int e = lookup(t, v * PackedCube::move(m), a);
          ASSERT_LE(std::abs(e - d), 1) << "axis " << a << " move " << int(m);
        }
      }
    }
  }
}

// The 2-bit builder (codes around a base) against the exact 4-bit table of the same coset
// space: every entry must be min(3, max(0, d - base)), every unit's floor the least
// distance of its entries when that is at most base, and value() a lower bound that is
// exact above base. The build reports its progress as it goes, ending at 1.
TEST(CosetTableSlow, TwoBitBuilderMatchesExactTable) {
  for (const TableKind& exact_kind : {kFallbackHtm, kFallbackQtm}) {
    const CosetTable& exact = coset_table(exact_kind);
    TableKind kind = exact_kind;
    kind.base = exact_kind.metric == Metric::Htm ? 6 : 8;
    std::vector<uint8_t> two_bit(kind.bytes());
    std::mutex mu;
    std::vector<double> reported;
    std::vector<uint64_t> histogram =
        build_coset_table(kind, two_bit.data(), 2, [&](double fraction) {
          std::lock_guard lock(mu);
          reported.push_back(fraction);
        });
    ASSERT_GE(reported.size(), 2u);
    for (double f : reported) EXPECT_TRUE(f >= 0 && f <= 1) << f;
    EXPECT_EQ(reported.back(), 1.0);
    const CosetTable t(kind, two_bit.data());
    std::vector<uint64_t> codes(4, 0);
    int unit_min = 15;
    for (uint64_t i = 0; i < kind.entries(); ++i) {
      const int d = static_cast<int>(exact.nibble(i));
      const uint32_t expected =
          d == 15 ? 3 : static_cast<uint32_t>(std::clamp(d - kind.base, 0, 3));
      ASSERT_EQ(t.code(i), expected) << "entry " << i << " distance " << d;
      ++codes[t.code(i)];
      ASSERT_LE(t.value(i), d) << "entry " << i;
      if (d > kind.base && d < kind.base + 3) {
        ASSERT_EQ(t.value(i), d) << "entry " << i;
      }
      unit_min = std::min(unit_min, d);
      if (i % TableKind::kUnitEntries == TableKind::kUnitEntries - 1 || i + 1 == kind.entries()) {
        if (unit_min <= kind.base) {
          ASSERT_EQ(static_cast<int>(t.floor(i)), unit_min) << "entry " << i;
        }
        unit_min = 15;
      }
    }
    // The histogram: levels 0..base+2 exactly, then the rest.
    ASSERT_EQ(histogram.size(), static_cast<size_t>(kind.base + 4));
    uint64_t up_to_base = 0;
    for (int d = 0; d <= kind.base; ++d) up_to_base += histogram[d];
    EXPECT_EQ(up_to_base, codes[0]);
    EXPECT_EQ(histogram[kind.base + 1], codes[1]);
    EXPECT_EQ(histogram[kind.base + 2], codes[2]);
  }
}

TEST(TableChoice, BudgetsPickTheLargestTableThatFits) {
  EXPECT_EQ(parse_memory("1G"), uint64_t{1} << 30);
  EXPECT_EQ(parse_memory("512m"), uint64_t{512} << 20);
  EXPECT_EQ(parse_memory("8GiB"), uint64_t{8} << 30);
  EXPECT_EQ(choose_tables(Metric::Htm, uint64_t{200} << 20, "auto").name, "fallback");
  EXPECT_EQ(choose_tables(Metric::Htm, uint64_t{1} << 30, "auto").name, "eo4-ep24");
  if (physical_memory() >= uint64_t{2} << 30) {
    EXPECT_EQ(choose_tables(Metric::Htm, uint64_t{2} << 30, "auto").name, "eo4-ud70");
  }
  if (physical_memory() >= uint64_t{8} << 30) {
    EXPECT_EQ(choose_tables(Metric::Htm, uint64_t{8} << 30, "auto").name, "eo8-ep24");
  }
  std::vector<TableChoice> all = table_choices(Metric::Htm);
  for (size_t i = 1; i < all.size(); ++i) EXPECT_GT(all[i].bytes, all[i - 1].bytes);
}

}  // namespace
}  // namespace cubelab::optimal
